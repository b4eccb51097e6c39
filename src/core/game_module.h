// The face every game module shows to what is not the game: persistence, the CLI's bench and
// the UI shell hold an AnyGame and a GameModule and never a game's own types. Virtual calls
// stop here: each game keeps its own value-type Game inside its adapter (fixed arrays, no
// allocation in its hot loops: the AI and bench call that Game directly, not this face).
//
// Actions cross this boundary as the game's own bytes (AnyAction: one action in that game's
// replay codec); a refusal as core::Refusal (rule case or ruling + plain words). Sides are
// 0 (French) and 1 (Allied) in every game so far. See src/README.md for the shape and
// src/modules/ for the adapters (naw, cn) and the registry.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/refusal.h"

namespace core {

// Where a game stands, in its own words ("french-move", "declare-attack", ...).
struct AnyStep {
  int turn = 1;
  std::string phase;
  std::string step;
  int acting = 0;  // 0 French, 1 Allied
  bool over = false;
  std::string winner;  // "none", "french", "allied", "draw"
};

// One action, encoded by its game (opaque outside the module).
struct AnyAction {
  std::vector<std::uint8_t> bytes;
  friend bool operator==(const AnyAction& a, const AnyAction& b) { return a.bytes == b.bytes; }
};

// What an applied action did, in the game's words: for an attack the odds column's name,
// the die (NAW 1-6, CN 0-9) and the result ("Dr", "EX", ...).
struct AnyOutcome {
  bool combat = false;
  std::string odds;
  int die = 0;
  std::string result;
};
using AnyApply = std::variant<Refusal, AnyOutcome>;

struct GameModule;

class AnyGame {
 public:
  virtual ~AnyGame() = default;
  virtual const GameModule& module() const = 0;
  virtual std::string scenario() const = 0;  // "standard", ...
  virtual std::unique_ptr<AnyGame> clone() const = 0;

  virtual AnyStep step() const = 0;
  virtual std::vector<AnyAction> legalActions() const = 0;
  // A refusal names the rule case; an action that is not even this game's bytes is refused
  // with rule "codec".
  virtual AnyApply apply(const AnyAction& action) = 0;
  // The game as `side` may see it (hidden information removed; the same game when it has none).
  virtual std::unique_ptr<AnyGame> view(int side) const = 0;

  // The position (the game's position codec, versioned by the game) and the record that
  // replays to it (set-up + every action: the game's replay codec).
  virtual std::vector<std::uint8_t> encodePosition() const = 0;
  virtual std::vector<std::uint8_t> encodeRecord() const = 0;
  virtual std::uint64_t hash() const = 0;       // over the state's fields, every platform alike
  virtual std::size_t actionCount() const = 0;  // actions in the record
};

struct GameOptions {
  std::string scenario = "standard";
  bool variant = false;  // NAW: the Grouchy variant (9.0); CN: solitaire (C22)
};

// The decoders return an error text (never throw or abort: they read untrusted saves/links).
using LoadedGame = std::variant<std::string, std::unique_ptr<AnyGame>>;

struct GameModule {
  std::string_view id;               // "naw", "cn", "nlb", "w20"
  std::uint8_t wire = 0;             // in every save and link envelope (src/persist/games.h)
  std::string_view title;            // "Napoleon at Waterloo"
  std::uint8_t positionVersion = 0;  // the body versions of its position and record codecs
  std::uint8_t recordVersion = 0;
  std::unique_ptr<AnyGame> (*newGame)(const GameOptions& options, std::uint64_t seed) = nullptr;
  LoadedGame (*decodePosition)(const std::vector<std::uint8_t>& bytes) = nullptr;
  LoadedGame (*decodeRecord)(const std::vector<std::uint8_t>& bytes) = nullptr;
};

}  // namespace core
