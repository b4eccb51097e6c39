#include "key_cursor.h"

#include "play.h"

namespace naw::ui {

Hex cursorStep(Hex from, CursorKey key, bool shift, bool flipped) {
  if (flipped) {  // the screen is turned 180 degrees: screen up is map south
    static constexpr CursorKey kTurned[] = {CursorKey::Down, CursorKey::Up, CursorKey::Right,
                                            CursorKey::Left};
    key = kTurned[static_cast<int>(key)];
  }
  switch (key) {
    case CursorKey::Up:
      return neighbor(from, N);
    case CursorKey::Down:
      return neighbor(from, S);
    default:
      break;
  }
  // Left/Right: of the column's two neighbours, the one on the same printed row (the other
  // with Shift). Both differ from `from` by one column; exactly one keeps its row.
  const bool left = key == CursorKey::Left;
  const Hex a = neighbor(from, left ? NW : NE), b = neighbor(from, left ? SW : SE);
  const bool aSameRow = a.row == from.row;
  return aSameRow != shift ? a : b;
}

bool moveCursor(KeyCursor& cursor, const Map& map, CursorKey key, bool shift, bool flipped,
                Hex start) {
  if (!cursor.shown() || !map.onMap(cursor.at)) {
    if (!map.onMap(start)) return false;
    cursor.at = start;
    return true;
  }
  Hex next = cursorStep(cursor.at, key, shift, flipped);
  // Along an edge row whose next column lacks that row (the map's last row is only in odd
  // columns), Left/Right take the column's other hex rather than stop.
  if (!map.onMap(next) && (key == CursorKey::Left || key == CursorKey::Right))
    next = cursorStep(cursor.at, key, !shift, flipped);
  if (!map.onMap(next)) return false;
  cursor.at = next;
  return true;
}

namespace {

// The step's buttons are offered only when a person plays it here and nothing covers the
// board (the same conditions as a tap on the map, GameScreen::tap).
bool boardAcceptsInput(const App& app) {
  return !app.handover() && app.dialog == Dialog::None && app.humanActs() && !app.game().over();
}

}  // namespace

bool playKey(App& app, const KeyCursor& cursor, PlayKey key, int column) {
  if (key == PlayKey::Ready) {
    if (!app.handover() || app.dialog != Dialog::None) return false;
    readyForTurn(app);
    return true;
  }
  if (!boardAcceptsInput(app)) return false;
  const Game& g = app.game();
  const StepKind step = g.step().kind;
  switch (key) {
    case PlayKey::Act:
      if (!cursor.shown() || !g.rules().map().onMap(cursor.at)) return false;
      tapHex(app, cursor.at);
      return true;
    case PlayKey::Cancel:
      if (app.refusal()) {
        app.clearRefusal();
      } else if (app.selected >= 0) {
        app.selected = -1;
      } else if (!app.draft.empty()) {
        app.draft = AttackDraft{};
      } else {
        return false;
      }
      return true;
    case PlayKey::Undo:
      return app.canUndo() && app.undo();
    case PlayKey::Redo:
      return app.canRedo() && app.redo();
    case PlayKey::EndPhase:
      // The panel's "End movement" / "End combat" (drawMoveControls, drawAttackBuilder).
      if (step != StepKind::Move && step != StepKind::DeclareAttack) return false;
      app.selected = -1;
      app.draft = AttackDraft{};
      endPhase(app);
      return true;
    case PlayKey::Roll:
      if (step != StepKind::DeclareAttack || app.draft.empty()) return false;
      declareAttack(app);
      return true;
    case PlayKey::ClearAttack:
      if (step != StepKind::DeclareAttack || app.draft.empty()) return false;
      app.draft = AttackDraft{};
      return true;
    case PlayKey::Odds: {
      if (step != StepKind::DeclareAttack || app.draft.empty()) return false;
      const int full = attackInfo(g, app.draft).fullColumn;
      if (column < 0 || column > full) return false;
      app.draft.oddsColumn = column == full ? -1 : column;  // as the panel's odds buttons
      return true;
    }
    case PlayKey::Decline:
      if (step == StepKind::Move || step == StepKind::DeclareAttack ||
          step == StepKind::EqualEliminationLosses)
        return false;
      declineStep(app);
      return true;
    case PlayKey::Losses:
      if (step != StepKind::EqualEliminationLosses) return false;
      chooseLosses(app);
      return true;
    default:
      return false;
  }
}

}  // namespace naw::ui
