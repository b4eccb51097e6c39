#include "board_view.h"

#include <gtest/gtest.h>

#include "cli_session.h"

#include <set>

namespace naw::ui {
namespace {

TEST(BoardViewTest, LoadsTheStandardMapAndCounters) {
  std::string error;
  const std::optional<BoardView> board = BoardView::load(&error);
  ASSERT_TRUE(board) << error;
  EXPECT_EQ(board->map().hexes().size(), 380u);
  EXPECT_FALSE(board->units().empty());
}

TEST(BoardViewTest, CountersStandOnTheirStartHexes) {
  const std::optional<BoardView> board = BoardView::load();
  ASSERT_TRUE(board);
  EXPECT_EQ(formatHex(board->unitHex("fr-gren-gd")), "1517");
  EXPECT_EQ(formatHex(board->unitHex("aa-det")), "0914");
  EXPECT_FALSE(board->unitHex("no-such-unit").valid());
  std::set<std::pair<int, int>> occupied;
  int onMap = 0;
  for (std::size_t i = 0; i < board->units().size(); ++i) {
    const Hex h = board->unitHex(i);
    EXPECT_EQ(h.valid(), board->units()[i].start.valid()) << board->units()[i].id;
    if (!h.valid()) continue;
    ++onMap;
    EXPECT_TRUE(occupied.insert({h.col, h.row}).second) << "two units on " << formatHex(h);
  }
  EXPECT_GT(onMap, 40);
}

TEST(BoardViewTest, StatusMatchesTheCliOpeningStatus) {
  const std::optional<BoardView> board = BoardView::load();
  ASSERT_TRUE(board);
  EXPECT_EQ(board->status(),
            "turn=1 phase=french-move french-lost=0 allied-lost=0 exited=0 demoralized=no "
            "winner=none");
  cli::Session cli;
  EXPECT_EQ("ok " + board->status() + "\n", cli.execute("status"));
}

}  // namespace
}  // namespace naw::ui
