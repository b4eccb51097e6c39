#include "moment_link.h"

namespace modules {

namespace {

constexpr std::size_t kMaxDigits = 7;  // a game has a few thousand actions at most

MomentRefusal refuse(MomentError e, std::string_view parameter) {
  return {e, std::string(parameter.substr(0, 24))};
}

}  // namespace

std::variant<MomentRefusal, MomentLink> splitMoment(std::string_view text) {
  const std::size_t amp = text.find('&');
  if (amp == std::string_view::npos) return MomentLink{std::string(text), std::nullopt};
  MomentLink out{std::string(text.substr(0, amp)), std::nullopt};
  const std::size_t p = out.link.rfind("#p="), t = out.link.rfind("#t=");
  std::string_view rest = text.substr(amp + 1);
  while (true) {
    const std::size_t next = rest.find('&');
    const std::string_view param = rest.substr(0, next);
    if (param.substr(0, 3) != "at=") return refuse(MomentError::Unknown, param);
    if (p != std::string::npos && (t == std::string::npos || p > t))
      return refuse(MomentError::PositionLink, param);
    if (out.at) return refuse(MomentError::Repeated, param);
    const std::string_view digits = param.substr(3);
    if (digits.empty() || digits.size() > kMaxDigits) return refuse(MomentError::NotANumber, param);
    std::size_t k = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return refuse(MomentError::NotANumber, param);
      k = k * 10 + static_cast<std::size_t>(c - '0');
    }
    out.at = k;
    if (next == std::string_view::npos) break;
    rest = rest.substr(next + 1);
  }
  return out;
}

std::string withMoment(std::string_view link, std::size_t k) {
  return std::string(link) + "&at=" + std::to_string(k);
}

std::string momentErrorText(const MomentRefusal& r) {
  switch (r.error) {
    case MomentError::NotANumber:
      return "\"" + r.parameter +
             "\" is not a moment: at= takes a number of actions (0 to 9999999)";
    case MomentError::Repeated:
      return "the link names its moment twice";
    case MomentError::Unknown:
      return "\"" + r.parameter + "\" is not something a link may carry (only &at=)";
    case MomentError::PositionLink:
      return "a position link holds one position, not a game: it has no moment to open";
  }
  return "";
}

}  // namespace modules
