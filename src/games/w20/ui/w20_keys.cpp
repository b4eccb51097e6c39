#include "w20_keys.h"

#include <algorithm>
#include <vector>

#include "games/w20/map.h"
#include "key_cursor.h"

namespace w20::ui {
namespace {

naw::ui::CursorKey nawKey(Arrow a) {
  static constexpr naw::ui::CursorKey kKeys[] = {naw::ui::CursorKey::Up, naw::ui::CursorKey::Down,
                                                 naw::ui::CursorKey::Left,
                                                 naw::ui::CursorKey::Right};
  return kKeys[static_cast<int>(a)];
}

// What a key may change, to say whether it did.
struct Seen {
  std::uint64_t revision;
  int selected;
  std::uint32_t attackers, defenders, losses;
  int diff;
  bool refusal, handover;
  explicit Seen(const Play& p)
      : revision(p.revision),
        selected(p.selected),
        attackers(p.draft.attackers),
        defenders(p.draft.defenders),
        losses(p.losses),
        diff(p.chosenDiff ? *p.chosenDiff : 1000),
        refusal(p.refusal.has_value()),
        handover(p.handover.has_value()) {}
  bool operator!=(const Seen& o) const {
    return revision != o.revision || selected != o.selected || attackers != o.attackers ||
           defenders != o.defenders || losses != o.losses || diff != o.diff ||
           refusal != o.refusal || handover != o.handover;
  }
};

// The first of the step's buttons (Play::choices, the panel's order) that `fits`, pressed as
// the panel presses it (a roll on the differential chosen, 9.6). False if there is none.
template <typename Fits>
bool pressFirst(Play& play, Fits fits) {
  for (const Action& a : play.choices())
    if (fits(a)) {
      play.submit(play.withChosenDiff(a));
      return true;
    }
  return false;
}

}  // namespace

int cursorStep(int from, Arrow key, bool shift, bool flipped) {
  if (from == kNoHex) return kNoHex;
  const naw::Hex next =
      naw::ui::cursorStep(naw::Hex{colOf(from), rowOf(from)}, nawKey(key), shift, flipped);
  return hexIndex(next.col, next.row);
}

bool moveCursor(HexCursor& cursor, Arrow key, bool shift, bool flipped, int start) {
  if (!cursor.shown()) {
    if (start == kNoHex) return false;
    cursor.at = start;
    return true;
  }
  int next = cursorStep(cursor.at, key, shift, flipped);
  // At the top or bottom row the column's hex on the same printed row may be off the map:
  // Left/Right then take the column's other hex rather than stop.
  if (next == kNoHex && (key == Arrow::Left || key == Arrow::Right))
    next = cursorStep(cursor.at, key, !shift, flipped);
  if (next == kNoHex) return false;
  cursor.at = next;
  return true;
}

int nearestHex(int col, int row) {
  return hexIndex(std::clamp(col, 1, kCols), std::clamp(row, 1, kRows));
}

std::uint32_t listedUnits(const Play& play, bool* deploying) {
  const Game& g = play.game();
  const Step st = play.step();
  std::uint32_t deploy = 0, enter = 0;
  for (int u = 0; u < kUnits; ++u) {
    if (st.owed == Owed::Deploy && (st.owedUnits & bit(u))) deploy |= bit(u);
    if (isMovePhase(st.phase) && st.owed == Owed::None && Game::roster()[u].side == play.acting() &&
        g.unit(u).status == UnitStatus::Pending && !g.movementBlocked(u))
      enter |= bit(u);
  }
  if (deploying) *deploying = deploy != 0;
  return deploy ? deploy : enter;
}

bool playKey(Play& play, const HexCursor& cursor, Key key, int index) {
  if (key == Key::Ready) {
    if (!play.handover) return false;
    play.handover.reset();
    return true;
  }
  if (play.handover || play.game().over() || !play.humanActs()) return false;
  const Seen before(play);
  const Step st = play.step();
  switch (key) {
    case Key::Act:
      if (!cursor.shown()) return false;
      play.tapHex(cursor.at);
      break;
    case Key::Cancel:
      if (play.refusal)
        play.refusal.reset();
      else if (play.selected != kNoUnit)
        play.selected = kNoUnit;
      else if (!play.draft.empty())
        play.draft = Draft{};
      else
        play.losses = 0;
      break;
    case Key::Undo:  // the engine's word on it (6.24), nothing applied nor recorded
      if (const std::optional<Refusal> why = play.game().check(undoAction())) play.refusal = why;
      break;
    case Key::EndPhase:
      pressFirst(play, [](const Action& a) { return a.kind == ActionKind::End; });
      break;
    case Key::Declare:
      if (play.drafting() && play.draft.attackers && play.draft.defenders) play.declareDraft();
      break;
    case Key::ClearDraft:
      if (play.drafting()) play.draft = Draft{};
      break;
    case Key::Roll:
      pressFirst(play, [](const Action& a) {
        return a.kind == ActionKind::RollEvent || a.kind == ActionKind::Resolve ||
               (a.kind == ActionKind::Roll && !a.flag && !a.battery);
      });
      break;
    case Key::MoralePoint:
      pressFirst(play, [](const Action& a) {
        return (a.kind == ActionKind::Defend && a.flag) ||
               (a.kind == ActionKind::Roll && a.flag && !a.battery);
      });
      break;
    case Key::GrandBattery:
      pressFirst(
          play, [](const Action& a) { return a.kind == ActionKind::Roll && a.battery && !a.flag; });
      break;
    case Key::Decline:
      pressFirst(play, [](const Action& a) {
        return (a.kind == ActionKind::Defend && !a.flag) || a.kind == ActionKind::AdvanceNone;
      });
      break;
    case Key::Lower:
      play.lowerDiff();
      break;
    case Key::Raise:
      play.raiseDiff();
      break;
    case Key::Losses:
      if (st.owed == Owed::Lose) play.loseChosen();
      break;
    case Key::March:
      pressFirst(play, [](const Action& a) { return a.kind == ActionKind::March; });
      break;
    case Key::Reveal:
      if (play.selected == kNoUnit) break;
      for (const Action& a : play.game().legalActions())
        if (a.kind == ActionKind::Reveal && a.unit == play.selected) {
          play.submit(a);
          break;
        }
      break;
    case Key::NextUnit: {
      const std::uint32_t listed = listedUnits(play);
      for (int k = 1; k <= kUnits && listed; ++k) {  // the next after the selected, round
        const int u = (std::max(play.selected, -1) + k + kUnits) % kUnits;
        if (listed & bit(u)) {
          if (u != play.selected) play.select(u);
          break;
        }
      }
      break;
    }
    case Key::Button: {
      const std::vector<Action> c = play.choices();
      if (index >= 0 && index < static_cast<int>(c.size()))
        play.submit(play.withChosenDiff(c[static_cast<std::size_t>(index)]));
      break;
    }
    case Key::Ready:
      break;
  }
  return Seen(play) != before;
}

}  // namespace w20::ui
