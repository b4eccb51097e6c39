// The Waterloo 20 screen's controller (no drawing): the game and its record (what saves
// replay), whose view the board shows (W29), the selection, the attack or countercharge
// being put together, the losses chosen after an exchange, the last refusal, event and
// combat, the hot-seat hand-over, and what a tap on a hex means in each step. Thin: every
// choice is one of w20::Game's legal actions (or a declaration it checks); no rule is
// decided here. Hexes hold one counter each (W9), so a tap names a hex.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "games/w20/codec.h"
#include "games/w20/combat.h"
#include "games/w20/game.h"

namespace w20::ui {

// The attack (combat phase) or countercharge being put together: own units and enemy ones.
struct Draft {
  std::uint32_t attackers = 0, defenders = 0;
  bool empty() const { return attackers == 0 && defenders == 0; }
};

// The last combat rolled, for the panel (its units are face up once declared, 15.1).
struct CombatShown {
  std::uint32_t attackers = 0, defenders = 0;
  int die = 0, diff = 0;
  Result result = Result::None;
};

// What the planner shows of a draft: the engine's preview (W15, W16), or why it cannot be
// shown yet: a face-down defender's strength is not known before it is declared (15.1).
struct PlannerFigures {
  bool hidden = false;
  CombatPreview preview;
};

// The roll step of the combat being resolved (9.6): the engine's figures with the defender's
// Morale Point and without the attacker's choices (`computed`: its differential and column),
// the differential the attacker chose to roll on (never above the computed one), its column
// and how many die faces give each result there (W16).
struct RollFigures {
  CombatPreview computed;
  bool lowered = false;
  int chosen = 0, column = 0;
  std::array<std::uint8_t, 9> faces{};  // indexed by Result
};

class Play {
 public:
  Play(std::uint64_t seed, const Options& options);  // a new game
  Play(Game game, Replay record);                    // a resumed save

  const Game& game() const { return game_; }
  const Replay& record() const { return record_; }
  Step step() const { return game_.step(); }
  // Who chooses now, and whose view the board shows: the acting side, or the person's side
  // when the computer plays the other (W29: never the full state).
  Side acting() const { return game_.step().acting; }
  Side viewer() const;
  View view() const { return game_.view(viewer()); }
  bool humanActs() const {
    return !game_.over() && !computer[sideIndex(acting())] && (!linkSide || acting() == *linkSide);
  }

  // THE funnel: applies `a`; a refusal is kept for display (its case or ruling).
  bool submit(const Action& a);
  // A tap on a hex (index, kNoHex off the map).
  void tapHex(int hex);
  void select(int unit);  // a reinforcement or deployment from the panel, or a counter

  // The units the current step is about (to deploy, retreat, advance; owed by the viewer).
  std::uint32_t owedUnits() const;
  // The legal actions of the selected unit that end on a hex (deploy, move, enter,
  // disengage, penetrate, retreat, advance), and those hexes.
  std::vector<Action> unitChoices() const;
  std::vector<int> targets() const;
  // The legal actions that name no hex (event, march, end, resolve, defend, roll, rally, no
  // advance), in the engine's order: the panel's buttons.
  std::vector<Action> choices() const;

  // The draft: a tap on an own counter toggles it as attacker, on an enemy one as defender.
  bool drafting() const;  // a declaration step (combat declare, countercharge phase)
  Action draftAction() const;
  PlannerFigures planner() const;
  bool declareDraft() { return submit(draftAction()); }
  bool loseChosen() { return submit(loseAction(losses)); }

  // 9.6, the attacker's roll: the figures (nullopt outside the roll step of a combat), and the
  // "Lower" / "Raise" buttons: one column down (a differential above +4 goes to +3 at once,
  // the same column as +4 being useless), never below -2; up again, back to the computed
  // differential on reaching its column. False when nothing changes.
  std::optional<RollFigures> rollFigures() const;
  bool lowerDiff();
  bool raiseDiff();
  // A roll button's action with the chosen differential (9.6): lowered when the attacker
  // lowered it; any other action unchanged.
  Action withChosenDiff(const Action& a) const;

  // TEST ONLY (window.naw.forceDice): the next die rolls.
  void forceDiceForTest(const std::vector<int>& dice) { game_.forceDice(dice); }

  std::array<bool, 2> computer{};  // sides the computer plays
  // A game by link: this browser's side, always the viewer (W29: the other side's face-down
  // counters in game() are only a hypothesis, never shown), and the gate every action passes
  // first (the match: its turn, its committed dice forced on `g`); a refusal stops it.
  std::optional<Side> linkSide;
  std::function<std::optional<Refusal>(Game& g, const Action& a)> gate;
  int selected = kNoUnit;
  Draft draft;
  std::uint32_t losses = 0;  // EX: the attackers chosen to lose (W17)
  // 9.6: the differential the attacker lowered the roll to; unset: the computed one. Every
  // action applied clears it (the roll ends its combat; another combat starts unlowered).
  std::optional<int> chosenDiff;
  std::optional<Refusal> refusal;
  std::optional<CombatShown> lastCombat;
  std::optional<Outcome> lastOutcome;  // of the action applied last (the text layer's answer)
  std::optional<Side> handover;        // hot-seat: the side the board waits for
  bool flipped = false;
  std::uint64_t revision = 0;
  std::vector<int> lastPath;  // hexes of the last move, retreat or advance (a trail)

 private:
  void afterChange(Side actingBefore, Phase phaseBefore);
  Game game_;
  Replay record_;
};

// A counter as the viewer may see it on hex `hex`: its entry in the view, or nullptr.
const ViewUnit* viewUnitAt(const View& v, int hex);
// Plain words (through tr()): the phase, the date and part of day, the step's prompt, a
// choice's button, an event, a morale reason, a result.
std::string phaseLabel(Phase p);
std::string dateLabel(int turn);
std::string stepPrompt(const Play& play);
std::string choiceLabel(const Game& g, const Action& a);
std::string eventLabel(Event e);
std::string eventText(Event e);
std::string moraleReasonLabel(MoraleReason r);
std::string sideLabel(Side s);
// A unit's name as the viewer may read it: "I Corps (d'Erlon)", or its marker when hidden.
std::string unitName(int u);
std::string unitsText(std::uint32_t mask);

}  // namespace w20::ui
