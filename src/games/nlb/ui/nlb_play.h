// The NLB Waterloo screen's controller (no drawing): the game and its record, the selection,
// the attack being put together, the Ex losses being chosen, the last refusal and combat,
// the hot-seat hand-over, what a tap on a counter or a hex means in each step, and where the
// counters stand (two in a hex side by side, N7, so that both are readable and tappable).
// Thin: it asks nlb::Game what is legal (reachable, entryHexes, legalActions, lineOfSight,
// oddsColumn) and sends back one action; no rule is decided here.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "games/nlb/game.h"
#include "hex.h"

namespace nlb::ui {

// The attack being put together (N9, N13): adjacent attackers, bombarding batteries, the
// defending units (whole hexes), and a requested lower odds column (-1: the full odds).
struct Draft {
  std::vector<int> attackers, bombarders, defenders;
  int odds = -1;
  bool empty() const { return attackers.empty() && bombarders.empty() && defenders.empty(); }
};

// The last attack, for the panel: who, the odds column, the die and the result.
struct CombatShown {
  std::vector<int> attackers, bombarders, defenders;
  int column = -1, die = 0;
  std::string result;
  bool appliedNone = false;  // N14: chateau infantry ignores the Dr
};

// Where a counter is drawn: world centre (hex layout units, size-1 hexes) and side.
struct CounterSpot {
  naw::Point centre;
  double side = 0;  // 0: not on the map
};
// One counter alone fills most of the hex; two (N7) stand side by side, both whole.
constexpr double kCounterSide = 1.3, kStackedSide = 0.92;
std::vector<CounterSpot> counterSpots(const Game& g);
// The counter under a world point (the one drawn last, on top), or -1.
int counterAtWorld(const Game& g, naw::Point world);
// The hex index under a world point, or -1 off the map.
int hexAtWorld(const Game& g, naw::Point world);

class Play {
 public:
  Play(std::uint64_t seed, bool grouchy);  // a new game
  // A game played so far: a loaded save (its record replays to it), or a game opened from a
  // position link (`fromPosition`: no record; it is not saved).
  Play(Game game, std::uint64_t seed, bool grouchy, std::vector<Action> record, bool fromPosition);

  const Game& game() const { return game_; }
  std::uint64_t seed() const { return seed_; }
  bool grouchy() const { return grouchy_; }
  const std::vector<Action>& record() const { return record_; }
  bool fromPosition() const { return fromPosition_; }
  // "move", "declare-attack", "retreat", "lose", "artillery-retreat", "advance", "game-over".
  std::string step() const;
  int acting() const;  // 0 French, 1 Allied: who chooses now
  bool humanActs() const { return !game_.over() && !computer[static_cast<std::size_t>(acting())]; }

  // THE funnel: applies `a`; a refusal is kept for display (its N case), else the hooks of
  // the screen see a new revision.
  bool submit(const Action& a);
  // A tap on a counter (unit) or, when none is under the finger, on a hex (index, -1 off).
  void tapUnit(int unit);
  void tapHex(int hex);
  void select(int unit);  // a reinforcement from the panel, or a counter

  // The draft as the engine's declaration, and its odds column (or the refusal, N10/N9).
  Action draftAction() const;
  std::variant<Refusal, int> draftOdds() const;
  bool declareDraft();
  void clearDraft() { draft = Draft{}; }
  // Ex (N12): the attackers chosen to lose, then sent.
  bool loseChosen();
  bool undo() { return submit(simple(ActionType::Undo)); }
  bool endPhase() { return submit(simple(ActionType::EndPhase)); }
  bool decline();  // "no advance" / "batteries stay"

  // Hexes highlighted now: where the selected unit may move or enter, or where the step's
  // retreat or advance may go.
  std::vector<int> targets() const;
  // N13: for a selected battery, the hexes two away it can see, and those a forest, town,
  // chateau or crest hides from it.
  std::vector<int> seen() const { return sightRing(true); }
  std::vector<int> hidden() const { return sightRing(false); }
  // Units the step is about: those that must retreat, may advance, may lose (Ex).
  std::vector<int> pending() const;

  // TEST ONLY: the game itself, to set up positions (Game's edit hooks).
  Game& gameForTest() { return game_; }
  // TEST ONLY (window.naw.forceDice): the next die rolls.
  void forceDiceForTest(const std::vector<int>& dice) { game_.forceDice(dice); }

  std::array<bool, 2> computer{};  // sides the computer plays (Screen::tick)
  int level = 3;                   // its level (nlb::ai::Level: 3 normal), kept in saves
  // A game by link (the page's session, browser_layer_nlb.cpp): refuses what is not this
  // player's to do and forces an attack's committed die into `game`; unset: seeded dice.
  std::function<std::optional<Refusal>(Game& game, const Action& a)> gate;
  bool byLink = false;  // no hot-seat hand-over: the opponent plays in another browser
  int selected = -1;
  Draft draft;
  std::vector<int> losses;  // Ex: the attackers chosen so far
  std::optional<Refusal> refusal;
  std::optional<CombatShown> lastCombat;
  std::optional<int> handover;  // hot-seat: the side the board waits for
  bool flipped = false;
  std::uint64_t revision = 0;
  std::vector<int> lastPath;  // hex indices of the last move (a trail)

 private:
  void afterChange(int phasingBefore, Phase phaseBefore);
  void toggleDraft(int unit);
  std::vector<int> sightRing(bool visible) const;
  Game game_;
  std::uint64_t seed_ = 0;
  bool grouchy_ = false;
  bool fromPosition_ = false;
  std::vector<Action> record_;
};

// Plain words: "French movement", "Night" ..., what the acting player must do now.
std::string phaseLabel(Phase p);
std::string stepPrompt(const Play& play);
const std::string& sideTitle(int side);  // "French", "Allied" (as an adjective)

}  // namespace nlb::ui
