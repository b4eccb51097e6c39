// Placeholder until the engine lands: every command is refused. Replaced in the next commit.
#include "cli_session.h"

namespace naw::cli {

struct Session::Impl {};

Session::Session() : impl_(std::make_unique<Impl>()) {}
Session::~Session() = default;
Session::Session(Session&&) noexcept = default;
Session& Session::operator=(Session&&) noexcept = default;

std::string Session::execute(std::string_view line) {
  const auto hash = line.find('#');
  if (hash != std::string_view::npos) line = line.substr(0, hash);
  if (line.find_first_not_of(" \t\r") == std::string_view::npos) return {};
  return "error syntax engine not implemented yet\n";
}

}  // namespace naw::cli
