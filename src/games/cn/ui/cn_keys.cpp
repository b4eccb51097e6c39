#include "cn_keys.h"

#include "cn_layout.h"

namespace cn::ui {
namespace {

// Directions of 5.4 (grid.h).
constexpr int kUpRight = 1, kRight = 2, kDownRight = 3, kDownLeft = 4, kLeft = 5, kUpLeft = 6;

// The direction a key means on screen (the screen turned 180 degrees: its opposite).
int directionOf(int from, Arrow key, bool shift) {
  // A square's screen x is (2c - r) / 2: going up or down a row moves it half a brick
  // left or right. From an even row the "straight" step goes right, from an odd row left,
  // so a held key zig-zags on one column.
  const bool even = rowOf(from) % 2 == 0;
  const bool right = even != shift;
  switch (key) {
    case Arrow::Left:
      return kLeft;
    case Arrow::Right:
      return kRight;
    case Arrow::Up:
      return right ? kUpRight : kUpLeft;
    case Arrow::Down:
      return right ? kDownRight : kDownLeft;
  }
  return kRight;
}

// The first defender of the declared attack unit `u` is in (attacker, bombarder or
// defender), or -1.
int declaredAttackWith(const Game& g, int u) {
  if (u < 0) return -1;
  const State& s = g.state();
  for (int i = 0; i < s.nAttacks; ++i) {
    const Attack& a = s.attacks[static_cast<std::size_t>(i)];
    const auto in = [u](const auto& units, int n) {
      for (int k = 0; k < n; ++k)
        if (units[static_cast<std::size_t>(k)] == u) return true;
      return false;
    };
    if (!a.resolved && (in(a.attackers, a.nAttackers) || in(a.bombarders, a.nBombarders) ||
                        in(a.defenders, a.nDefenders)))
      return a.defenders[0];
  }
  return -1;
}

}  // namespace

int cursorStep(int from, Arrow key, bool shift, bool flipped) {
  if (!validSquare(from)) return kNoSquare;
  if (!flipped) return neighbour(from, directionOf(from, key, shift));
  // Flipped: screen up is map down and screen right is map left, and the zig-zag is read
  // from the square the key leaves, mirrored.
  static constexpr Arrow kTurned[] = {Arrow::Down, Arrow::Up, Arrow::Right, Arrow::Left};
  return neighbour(from, directionOf(from, kTurned[static_cast<int>(key)], !shift));
}

bool moveCursor(SquareCursor& cursor, Arrow key, bool shift, bool flipped, int start) {
  if (!cursor.shown()) {
    if (!validSquare(start)) return false;
    cursor.at = start;
    return true;
  }
  int next = cursorStep(cursor.at, key, shift, flipped);
  // On the map's first or last row, or at a row's end, Up/Down take the other diagonal
  // rather than stop.
  if (next == kNoSquare && (key == Arrow::Up || key == Arrow::Down))
    next = cursorStep(cursor.at, key, !shift, flipped);
  if (next == kNoSquare) return false;
  cursor.at = next;
  return true;
}

int nearestSquare(naw::Point world) {
  int best = 0;
  double bestD = 1e300;
  for (int sq = 0; sq < kSquares; ++sq) {
    const naw::Point c = squareCentre(sq);
    const double d = (c.x - world.x) * (c.x - world.x) + (c.y - world.y) * (c.y - world.y);
    if (d < bestD) bestD = d, best = sq;
  }
  return best;
}

bool playKey(Play& play, const SquareCursor& cursor, Key key) {
  if (key == Key::Ready) {
    if (!play.handover) return false;
    play.handover.reset();
    return true;
  }
  if (play.handover || play.game().over() || !play.humanActs()) return false;
  const StepKind step = play.game().step().kind;
  switch (key) {
    case Key::Act: {
      if (!cursor.shown()) return false;
      const std::uint64_t rev = play.revision;
      const int selected = play.selected;
      const Draft before = play.draft;
      const bool refused = play.refusal.has_value();
      play.tapSquare(cursor.at);
      return play.revision != rev || play.selected != selected ||
             play.draft.attackers != before.attackers || play.draft.defenders != before.defenders ||
             play.refusal.has_value() != refused;
    }
    case Key::Cancel:
      if (play.refusal) {
        play.refusal.reset();
      } else if (play.selected >= 0) {
        play.selected = -1;
      } else if (!play.draft.empty()) {
        play.clearDraft();
      } else {
        return false;
      }
      return true;
    case Key::Undo:
      return step == StepKind::Move && play.undo();
    case Key::EndPhase:
      return (step == StepKind::Move || step == StepKind::Declare ||
              step == StepKind::ChooseAttack) &&
             play.endPhase();
    case Key::Declare:
      return step == StepKind::Declare && !play.draft.empty() && play.declareDraft();
    case Key::ClearDraft:
      if (step != StepKind::Declare || play.draft.empty()) return false;
      play.clearDraft();
      return true;
    case Key::Resolve:
      return step == StepKind::ChooseAttack && play.resolveNext();
    case Key::Decline:
      return step == StepKind::Advance && play.submit(declineAdvanceAction());
    case Key::Exit:
      return step == StepKind::Move && play.selected >= 0 &&
             play.game().canExitNow(play.selected) && play.submit(exitAction(play.selected));
    case Key::CancelAttack: {
      if (step != StepKind::Declare || !cursor.shown()) return false;
      const int defender = declaredAttackWith(play.game(), play.game().unitAt(cursor.at));
      return defender >= 0 && play.submit(cancelAction(defender));
    }
    case Key::Ready:
      break;
  }
  return false;
}

}  // namespace cn::ui
