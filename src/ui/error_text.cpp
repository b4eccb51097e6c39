#include "error_text.h"

#include "i18n.h"
#include "refusal_text.h"

namespace naw::ui {
namespace {

using persist::ErrorKind;

const char* kindKey(ErrorKind k) {
  switch (k) {
    case ErrorKind::Empty:
      return "error.kind.empty";
    case ErrorKind::Foreign:
      return "error.kind.foreign";
    case ErrorKind::WrongKind:
      return "error.kind.wrong_kind";
    case ErrorKind::UnknownVersion:
      return "error.kind.unknown_version";
    case ErrorKind::Truncated:
      return "error.kind.truncated";
    case ErrorKind::Oversized:
      return "error.kind.oversized";
    case ErrorKind::Checksum:
      return "error.kind.checksum";
    case ErrorKind::Malformed:
      return "error.kind.malformed";
    case ErrorKind::IllegalAction:
      return "error.kind.illegal_action";
    case ErrorKind::Commitment:
      return "error.kind.commitment";
    case ErrorKind::MissingReveal:
      return "error.kind.missing_reveal";
    case ErrorKind::UnknownGame:
      return "error.kind.unknown_game";
    case ErrorKind::Internal:
      break;
  }
  return "error.kind.internal";
}

// The message in the current language, and whether it is shown whole (English, or a pattern
// of its own: "refusal.persist_*") and so still names the action it is about, if it did.
// Only those patterns: a message that quotes an engine refusal ("action 5 is illegal: 4.2:
// 1208 is woods: ...") would match that refusal's pattern with the rest taken for a unit.
struct Shown {
  std::string text;
  bool whole = true;
};
Shown shown(const persist::Error& e) {
  if (language() == Lang::En) return {e.message, true};
  if (refusalKey(e.message).rfind("refusal.persist_", 0) == 0)
    return {refusalText(e.message), true};
  return {tr(kindKey(e.kind)), false};
}

}  // namespace

std::string errorMessage(const persist::Error& e) { return shown(e).text; }

std::string linkErrorText(const persist::Error& e) {
  const Shown m = shown(e);
  std::string s = m.text;
  const bool named = m.whole && e.message.find("action ") != std::string::npos;
  if (e.actionIndex >= 0 && !named) s += tr("error.at_action", {{"n", e.actionIndex + 1}});
  if (!e.refusal.rule.empty() || !e.refusal.why.empty())
    s += e.refusal.why.empty() ? tr("error.link_rule", {{"rule", e.refusal.rule}})
                               : tr("error.link_rule_why", {{"rule", e.refusal.rule},
                                                            {"why", refusalText(e.refusal.why)}});
  return s;
}

std::string saveErrorText(const persist::Error& e) {
  std::string s = errorMessage(e);
  if (!e.refusal.rule.empty())
    s += tr("error.save_rule", {{"rule", e.refusal.rule}, {"why", refusalText(e.refusal.why)}});
  return s;
}

}  // namespace naw::ui
