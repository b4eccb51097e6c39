// Opening the turn link ("#t=") of a game played as a modules::LinkSession (Computer
// Napoleonics: CN_LINKS in browser_layer.cpp; NLB Waterloo: NLB_LINKS in
// browser_layer_nlb.cpp), as Napoleon at Waterloo's are (link_dialog.h): the opponent's turn
// of the game on screen (or of a saved game by link) is verified and replayed; an invitation
// is accepted with fresh entropy (a new saved game, the link back offered); a hot-seat link
// starts that game here. Anything refused leaves the game on screen as it was.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "link_dialog.h"
#include "link_session.h"
#include "saves_dialog.h"

namespace naw::web {

// What the page gives for one game.
template <class Session>
struct TurnLinkPage {
  const char* game = "";        // its id in the saved-games list ("cn", "nlb")
  const char* title = "";       // "Computer Napoleonics": names its saved games and messages
  const char* drawn = "";       // "numbers", "dice": what the receiver derives
  Session* onScreen = nullptr;  // the game on screen as a session (synced), or nullptr
  std::function<void(Session, const std::string& entry)> show;  // entry "": the one on screen
  std::function<std::optional<Session>(const std::string& saveText)> loadSave;
  std::function<std::string(const Session&)> status;  // "turn 2, French movement"
  std::function<void()> sendTurn;                     // offers the link of the game on screen
};

template <class T>
void openTurnLink(ui::LinkCenter& links, ui::SaveStore& saves, ui::App& app,
                  const TurnLinkPage<modules::LinkSession<T>>& page, const std::string& text) {
  using Session = modules::LinkSession<T>;
  const std::string title = page.title;
  auto fail = [&](const std::string& why) {
    links.report("This turn link cannot be opened: " + why + ". Your game is unchanged.", true);
  };
  if (page.onScreen) {
    Session next = *page.onScreen;
    const std::size_t before = next.match().actions.size();
    const auto err = next.receive(text);
    if (!err) {
      const std::size_t added = next.match().actions.size() - before;
      const std::string now = page.status(next);
      page.show(std::move(next), "");
      saves.autosave(app);
      links.report("The opponent's turn: " + std::to_string(added) +
                       " new action(s), replayed here with the " + page.drawn +
                       " derived here. Now " + now + ".",
                   false);
      return;
    }
    if (page.onScreen->byLink() && err->kind != persist::ErrorKind::Commitment)
      return fail(ui::saveErrorText(*err));
  }
  auto opened = modules::decodeLink<T>(text);
  if (auto* e = std::get_if<persist::Error>(&opened)) return fail(ui::saveErrorText(*e));
  const modules::LinkMatch<T>& m = std::get<modules::OpenedLink<T>>(opened).match;
  if (m.dice == persist::DiceMode::Committed) {
    if (!(m.sides[0].committed && m.sides[1].committed)) {
      auto accepted = Session::accept(text, saves.platform().entropy32());
      if (auto* e = std::get_if<persist::Error>(&accepted)) return fail(ui::saveErrorText(*e));
      const naw::Side me = *std::get<Session>(accepted).localSide();
      page.show(std::move(std::get<Session>(accepted)), title + " by link");
      page.sendTurn();
      links.report(std::string("You accepted and play the ") +
                       (me == naw::Side::French ? "French" : "Allies") +
                       ". Send this link back to your opponent.",
                   false);
      return;
    }
    // The opponent's turn of a game by link saved in this browser (not the one on screen).
    for (const ui::SaveStore::Entry& e : saves.list()) {
      if (e.meta.game != page.game || e.id == saves.currentId()) continue;
      std::optional<Session> s = page.loadSave(saves.latestText(e.id));
      if (!s || !s->byLink() || s->receive(text)) continue;
      const std::string err = saves.resume(app, e.id);
      if (!err.empty()) return fail(err);
      const std::string now = page.status(*s);
      page.show(std::move(*s), "");
      saves.autosave(app);
      links.report("Your game by link \"" + e.meta.name + "\" continues: the opponent's turn " +
                       "was replayed here. Now " + now + ".",
                   false);
      return;
    }
    return fail(std::string("this game by link was not started or accepted in this browser (only "
                            "that browser holds the secret that draws its ") +
                page.drawn + ")");
  }
  auto session = Session::open(text);
  if (auto* e = std::get_if<persist::Error>(&session)) return fail(ui::saveErrorText(*e));
  const std::string now = page.status(std::get<Session>(session));
  page.show(std::move(std::get<Session>(session)), title + ", from a turn link");
  links.report("Opened a " + title + " turn link: " + now + ". Every action was replayed here.",
               false);
}

}  // namespace naw::web
