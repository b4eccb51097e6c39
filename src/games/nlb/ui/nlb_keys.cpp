#include "nlb_keys.h"

#include "games/nlb/combat.h"

namespace nlb::ui {
namespace {

int whereOf(const Game& g, int u) { return g.state().where[static_cast<std::size_t>(u)]; }

// The Odds key: the draft's full column asked of the engine (N10), then the request.
bool requestOdds(Play& play, int column) {
  Draft& d = play.draft;
  const auto full = oddsColumn(play.game(), d.attackers, d.bombarders, d.defenders, -1);
  const int* top = std::get_if<int>(&full);
  if (!top || column < 0 || column > *top) return false;
  d.odds = column == *top ? -1 : column;
  return true;
}

// The Reinforcement key: the panel's next reinforcement button after the selected one.
bool nextReinforcement(Play& play) {
  const Game& g = play.game();
  std::vector<int> due;
  for (int u = 0; u < g.unitCount(); ++u)
    if (whereOf(g, u) == kInPool && g.sideOf(u) == g.sideToMove() && g.reinforcementDue(u))
      due.push_back(u);
  if (due.empty()) return false;
  std::size_t k = 0;
  while (k < due.size() && due[k] <= play.selected) ++k;
  play.select(due[k % due.size()]);
  return true;
}

}  // namespace

std::vector<int> countersAt(const Game& g, naw::Hex at) {
  std::vector<int> out;
  if (!g.rules().map().onMap(at)) return out;
  const int h = g.rules().index(at);
  for (int u = 0; u < g.unitCount() && u < kMaxUnits; ++u)
    if (whereOf(g, u) == h) out.push_back(u);
  return out;
}

int pickedCounter(const Game& g, const StackCursor& cursor) {
  if (!cursor.shown()) return -1;
  const std::vector<int> here = countersAt(g, cursor.hex.at);
  if (here.empty()) return -1;
  const int n = static_cast<int>(here.size());
  return here[static_cast<std::size_t>(((cursor.pick % n) + n) % n)];
}

bool moveCursor(StackCursor& cursor, const Game& g, naw::ui::CursorKey key, bool shift,
                bool flipped, naw::Hex start) {
  if (!naw::ui::moveCursor(cursor.hex, g.rules().map(), key, shift, flipped, start)) return false;
  cursor.pick = 0;
  return true;
}

bool playKey(Play& play, StackCursor& cursor, Key key, int column) {
  if (key == Key::Ready) {
    if (!play.handover) return false;
    play.handover.reset();
    return true;
  }
  if (play.handover || play.game().over() || !play.humanActs()) return false;
  const Game& g = play.game();
  const std::string st = play.step();
  const bool move = st == "move", declare = st == "declare-attack";
  switch (key) {
    case Key::Act: {
      if (!cursor.shown() || !g.rules().map().onMap(cursor.hex.at)) return false;
      const int u = pickedCounter(g, cursor);
      if (u >= 0)
        play.tapUnit(u);  // as a tap on that counter (Screen::tap)
      else
        play.tapHex(g.rules().index(cursor.hex.at));
      return true;
    }
    case Key::Pick:
    case Key::PickBack: {
      if (!cursor.shown() || countersAt(g, cursor.hex.at).size() < 2) return false;
      const int n = static_cast<int>(countersAt(g, cursor.hex.at).size());
      cursor.pick = (((cursor.pick + (key == Key::Pick ? 1 : -1)) % n) + n) % n;
      return true;
    }
    case Key::Cancel:
      if (play.refusal) {
        play.refusal.reset();
      } else if (play.selected >= 0) {
        play.selected = -1;
      } else if (!play.draft.empty()) {
        play.clearDraft();
      } else if (!play.losses.empty()) {
        play.losses.clear();
      } else {
        return false;
      }
      return true;
    case Key::Undo:
      if (!move) return false;
      play.undo();
      return true;
    case Key::EndPhase:
      if (!move && !declare) return false;
      play.endPhase();
      return true;
    case Key::Attack:
      if (!declare || play.draft.empty()) return false;
      play.declareDraft();
      return true;
    case Key::ClearAttack:
      if (!declare || play.draft.empty()) return false;
      play.clearDraft();
      return true;
    case Key::Odds:
      return declare && !play.draft.empty() && requestOdds(play, column);
    case Key::Decline:
      if (st != "advance" && st != "artillery-retreat") return false;
      play.decline();
      return true;
    case Key::Losses:
      if (st != "lose") return false;
      play.loseChosen();
      return true;
    case Key::Exit:
      if (!move || play.selected < 0 || whereOf(g, play.selected) < 0 || !g.canExit(play.selected))
        return false;
      play.submit(exitMap(play.selected));
      return true;
    case Key::Reinforcement:
      return move && nextReinforcement(play);
    case Key::Ready:
      break;
  }
  return false;
}

}  // namespace nlb::ui
