// Position links: one game position (naw::GameState) in a compact, versioned, checksummed
// base64url text for a URL hash ("#p=<text>"): at most 200 characters for every position of
// the game (issue 5; 198 characters for a deliberately built worst case: see
// POSITION-LINKS.md for the layout, the bound and the sizes measured over random games).
//
// It round-trips exactly: decodePosition(encodePosition(s)) has the same engine save bytes
// (and so the same Game::hash()) as s. It carries the die generator's state, so a game
// continued from it rolls as the original would have. To share a position of a Grouchy
// game without betraying a chit, encode game.view(side): a hidden chit (0) is kept hidden.
//
// Versions: 3 (game-named envelope, ENVELOPE.md, around the mixed-radix body; written),
// 2 (the mixed-radix body alone) and 1 (bit fields, the first format): links made before
// either change open to the same position.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "error.h"
#include "game.h"
#include "primitives.h"

namespace naw::persist {

constexpr std::uint8_t kPositionVersion = 3;      // envelope: writes 3; reads 1-3
constexpr std::uint8_t kPositionBodyVersion = 2;  // Napoleon at Waterloo body: writes 2; reads 1-2

std::string encodePosition(const Rules& rules, const GameState& state);
// Never throws. Accepts the bare text or anything ending in "#p=<text>" / "p=<text>".
Result<GameState> decodePosition(const Rules& rules, std::string_view text);

// The position body alone (no envelope), version kPositionBodyVersion: the start of a game
// played on from a position is kept in its save and turn link as this (match.h Match::start).
// positionFromBody never throws: errors are values.
namespace detail {
Bytes positionBody(const Rules& rules, const GameState& state);
Result<GameState> positionFromBody(const Rules& rules, const Bytes& body);
}  // namespace detail

// Strips a URL or "#p=" / "#t=" prefix down to the payload ("" when there is none).
std::string_view linkPayload(std::string_view text);

}  // namespace naw::persist
