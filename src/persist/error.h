// The one error type of naw_persist: what went wrong with a save or a link, in a form the
// UI can switch on (kind) and show (message). Decoders return it instead of throwing.
#pragma once

#include <string>
#include <variant>

#include "action.h"

namespace naw::persist {

enum class ErrorKind {
  Empty,           // nothing to read
  Foreign,         // not a Napoleon at Waterloo save / link (wrong magic, not base64url)
  WrongKind,       // a Napoleon at Waterloo text of another kind (a save given as a link, ...)
  UnknownVersion,  // format version this build does not read (newer, or retired)
  Truncated,       // shorter than its header says
  Oversized,       // longer than any real save/link, or trailing data after the content
  Checksum,        // CRC-32 mismatch: damaged in transit or storage
  Malformed,       // checksum fine but a field is impossible (names the field)
  IllegalAction,   // the action log does not replay: actionIndex + the engine's Refusal
  Commitment,      // a revealed secret does not match its commitment (dice seed, Grouchy chit)
  MissingReveal,   // the sender did not reveal what the protocol says it must
  Internal,        // an unexpected failure inside the module (caught; never thrown out)
  UnknownGame,     // names a game or scenario this build does not know, or another game
};
const char* errorKindName(ErrorKind k);  // "truncated", "checksum mismatch", ...

struct Error {
  ErrorKind kind = ErrorKind::Internal;
  std::string message;   // plain words for the player
  int actionIndex = -1;  // IllegalAction / Commitment: index into the action log
  Refusal refusal;       // IllegalAction: the engine's rule case and reason
};

template <class T>
using Result = std::variant<Error, T>;

inline Error makeError(ErrorKind k, std::string message) {
  return Error{k, std::move(message), -1, {}};
}

}  // namespace naw::persist
