// Helpers shared by the combat files (combat.cpp, combat_declare.cpp, combat_resolve.cpp,
// combat_retreat.cpp, morale.cpp): internal to w20_engine. The Rules functions of rules.h
// hand them the game and its state (Rules is Game's friend; these helpers are not).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "games/w20/retreat.h"
#include "games/w20/rules.h"

namespace w20::combat {

inline std::size_t z(int i) { return static_cast<std::size_t>(i); }

// Units of a side as a mask (both dummies included).
std::uint32_t sideMask(Side side);
inline bool has(std::uint32_t mask, int u) { return (mask >> u) & 1u; }

// The side that attacks in combat `c` of the current phase: the phasing side in a combat
// phase, the non-phasing (countercharging) side in a countercharge phase (W12).
Side attackingSide(const State& s);

// The combat being resolved, or nullptr.
Combat* current(State& s);
const Combat* current(const State& s);

// Who touches whom now, computed once for a batch of declaration checks: per unit the mask
// of counters adjacent to it (W10), the counters on the map, and the roster's fixed masks.
struct Contacts {
  std::uint32_t adj[kUnits] = {};
  std::uint32_t onMap = 0, routed = 0, faceDown = 0;
  std::uint32_t side[2] = {};  // by sideIndex
  std::uint32_t cavalry = 0, corps = 0, dummy = 0, ad = 0, pr = 0;
  explicit Contacts(const Game& g);
  // Unit u is in the ZOC (W10) of a unit of side `by`: none at night, none from routed units.
  bool inZoc(int u, Side by, bool night) const {
    return !night && (adj[u] & side[sideIndex(by)] & ~routed) != 0;
  }
};

// --- combat_declare.cpp (W12, W14)
std::optional<Refusal> checkDeclare(const Game& g, const Action& a);
std::optional<Refusal> checkDeclare(const Game& g, const Contacts& k, const Action& a);
void applyDeclare(Game& g, State& s, const Action& a, Outcome& out);
std::optional<Refusal> checkEndDeclare(const Game& g);
void applyEndDeclare(Game& g, State& s);
// The units named so far in this phase's standing declarations (W14).
std::uint32_t namedUnits(const State& s);
// After a dummy's removal in a declaration step: obligations to attack that only the dummy
// could still have met lapse (W14, W29).
void lapseStrandedObligations(Game& g, State& s);
// Obligations (W14) not yet met by a declared attack, as masks.
void unmetObligations(const Game& g, std::uint32_t& attackers, std::uint32_t& defenders);

// --- combat_resolve.cpp (W14 step 4, W15-W17)
std::optional<Refusal> checkResolve(const Game& g, const Action& a);
void applyResolve(Game& g, State& s, const Action& a);
std::optional<Refusal> checkDefend(const Game& g, const Action& a);
void applyDefend(Game& g, State& s, const Action& a);
std::optional<Refusal> checkRoll(const Game& g, const Action& a);
void applyRoll(Game& g, State& s, const Action& a, Outcome& out);
std::optional<Refusal> checkLose(const Game& g, const Action& a);
void applyLose(Game& g, State& s, const Action& a);
// The figures of the combat in progress (or of combat `index`) before any MP the players
// have not yet chosen: what the planner shows (W15).
int attackStrength(const Game& g, const Combat& c);
int defenceStrength(const Game& g, const Combat& c);
// Valid EX loss sets of the combat in progress, as unit masks (W17).
std::vector<std::uint32_t> lossChoices(const Game& g, const Combat& c);
// A unit of the combat in progress is eliminated now (9.71): pool, M1 bookkeeping.
void eliminate(State& s, int u, int hex);

// --- combat_retreat.cpp (W18, W19)
std::optional<Refusal> checkRetreat(const Game& g, const Action& a);
void applyRetreat(Game& g, State& s, const Action& a, Outcome& out);
std::optional<Refusal> checkAdvance(const Game& g, const Action& a);
void applyAdvance(Game& g, State& s, const Action& a);
std::optional<Refusal> checkAdvanceNone(const Game& g);
void applyAdvanceNone(Game& g, State& s);
// After the result (and any EX choice): units unable to leave their hex are eliminated in
// place; when nothing is left to retreat, the morale of the combat is applied and advances
// begin (or the combat ends).
void afterResult(Game& g, State& s);
// The retreat plans (W18) of a retreating unit now.
std::vector<RetreatPlan> retreatPlans(const Game& g, int u);
// The hexes each advance of unit u may take now (cut paths, W19), one vector per choice.
std::vector<std::vector<int>> advanceChoices(const Game& g, int u);

// --- morale.cpp: one moment's morale changes, summed then applied (12.2), logged per reason.
constexpr int kReasons = 9;  // MoraleReason values
static_assert(static_cast<int>(MoraleReason::Set) + 1 == kReasons, "one slot per reason");
struct MoraleMoment {
  std::int8_t delta[2][kReasons] = {};  // [side][MoraleReason]
  void add(Side side, MoraleReason why, int d) {
    delta[sideIndex(side)][static_cast<int>(why)] =
        static_cast<std::int8_t>(delta[sideIndex(side)][static_cast<int>(why)] + d);
  }
};
void applyMoment(Game& g, State& s, const MoraleMoment& m);

}  // namespace w20::combat
