#include "game_text_layer.h"

#include "cli/protocol_text.h"
#include "i18n.h"
#include "refusal_text.h"

namespace naw::ui {

std::string listAnswer(const std::vector<std::string>& lines) {
  std::string s = "ok\n";
  for (const auto& l : lines) s += l + "\n";
  return s + ".\n";
}

TextReply linesReply(const std::vector<std::string>& lines) {
  std::string say;
  for (const auto& l : lines) say += (say.empty() ? "" : ". ") + l;
  return {listAnswer(lines), say};
}

std::optional<std::vector<int>> sidesAsked(const std::vector<std::string_view>& w,
                                           std::string& error) {
  if (w.size() == 1) return std::vector<int>{0, 1};
  if (w.size() == 2 && w[1] == "french") return std::vector<int>{0};
  if (w.size() == 2 && w[1] == "allied") return std::vector<int>{1};
  error = cli::text::error("syntax", "usage: units [french|allied]");
  return std::nullopt;
}

std::string refusedWords(const std::string& rule, const std::string& why) {
  // naw-cli's "syntax" is no rule of the game: a line not understood.
  if (rule == "syntax") return tr("tl.not_understood", {{"why", refusalText(why)}});
  return tr("tl.refused", {{"rule", rule}, {"why", refusalText(why)}});
}

std::string errorAnswerWords(std::string_view a) {
  if (a.rfind("error ", 0) != 0) return "";
  a.remove_prefix(6);
  const auto space = a.find(' ');
  std::string why = space == std::string_view::npos ? "" : std::string(a.substr(space + 1));
  while (!why.empty() && why.back() == '\n') why.pop_back();
  return refusedWords(std::string(a.substr(0, space)), why);
}

TextReply helpReply(const std::string& help) {
  std::vector<std::string> lines;
  for (std::size_t from = 0; from <= help.size();) {
    const std::size_t to = std::min(help.find('\n', from), help.size());
    lines.push_back(help.substr(from, to - from));
    from = to + 1;
  }
  return {listAnswer(lines), help};
}

bool oneOf(std::string_view cmd, std::initializer_list<std::string_view> commands) {
  for (std::string_view c : commands)
    if (cmd == c) return true;
  return false;
}

bool isSetupCommand(std::string_view cmd) {
  return oneOf(cmd, {"new", "place", "clear", "set", "dice", "state", "bench", "ai", "selfplay",
                     "view", "optional", "occupy"});
}

std::string withOutcome(const std::string& action, const std::string& outcome) {
  return tr("tl.with_outcome", {{"action", action}, {"outcome", outcome}});
}

std::string actionSaid(const std::string& command, const std::string& words) {
  return tr("tl.action", {{"command", command}, {"words", words}});
}

TextReply GameTextLayer::run(std::string_view line) {
  const auto hash = line.find('#');
  if (hash != std::string_view::npos) line = line.substr(0, hash);
  const cli::text::Words w = cli::text::split(line, ' ');
  if (w.empty()) return {};
  const std::string_view cmd = w[0];
  if (cmd == "help") return helpReply(helpText());
  const std::optional<std::string> waitsFor = handover();
  if (cmd == "ready") {
    if (!waitsFor) return {cli::text::error("syntax", "no hand-over is pending"), ""};
    ready();
    return {cli::text::ok(), prompt()};
  }
  if (changesGame(cmd)) {
    // The board is hidden at a hand-over, and the computer's side is the computer's.
    if (waitsFor)
      return {cli::text::error("syntax", "hand-over: type ready"),
              tr("tl.handover", {{"side", *waitsFor}})};
    if (!humanActs())
      return {cli::text::error("syntax", "the computer plays this side"), tr("tl.computer_acts")};
  }
  if (!isSetupCommand(cmd))
    if (std::optional<TextReply> r = command(w)) {
      if (r->announcement.empty()) r->announcement = errorAnswerWords(r->answer);
      if (r->announcement.empty() && cmd == "status") r->announcement = prompt();
      return *r;
    }
  return {cli::text::error("syntax", (isSetupCommand(cmd) ? "not taken by the text layer: "
                                                          : "unknown command ") +
                                         std::string(cmd)),
          tr("tl.unknown", {{"command", std::string(cmd)}})};
}

std::vector<std::string> GameTextLayer::takeAnnouncements() {
  std::vector<std::string> out;
  poll(out);
  return out;
}

}  // namespace naw::ui
