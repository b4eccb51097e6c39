// A link to a moment of a game (issue 14, item 4): a turn link followed by "&at=k" opens the
// game it holds in the replay viewer, after its first k actions ("#t=<text>&at=12"). The
// turn link's text is base64url (no "&"), so the moment cannot be mistaken for part of it;
// links without "&at=" open as they always did. POSITION-LINKS.md, "Links to a moment".
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace modules {

// Why a moment suffix was refused (the page says it in the player's language).
enum class MomentError {
  NotANumber,    // "at=" followed by anything but 1 to 7 decimal digits
  Repeated,      // "at=" given twice
  Unknown,       // a parameter other than "at="
  PositionLink,  // "&at=" on a position link ("#p="): one position has no moments
};

struct MomentLink {
  std::string link;               // the link without its moment
  std::optional<std::size_t> at;  // the moment asked, if any
};
struct MomentRefusal {
  MomentError error;
  std::string parameter;  // the offending text, e.g. "at=-3" (at most 24 characters kept)
};

// Splits the moment off a link text (a whole address or a "#t=..." hash). Never throws.
std::variant<MomentRefusal, MomentLink> splitMoment(std::string_view text);
// `link` with the moment k appended.
std::string withMoment(std::string_view link, std::size_t k);
// The English words of a refusal (tests, naw-cli); the page uses its string table.
std::string momentErrorText(const MomentRefusal& refusal);

}  // namespace modules
