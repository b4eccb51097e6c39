// The text layer (text_layer.h) of a game other than the standard one: Computer Napoleonics,
// NLB and Waterloo 20 each derive one over their screen's controller (src/games/*/ui/
// *_text_layer.h). What every game's layer does alike is here: the line read as naw-cli reads
// it (a # comment dropped, words split on spaces), `help`, `ready` at a hot-seat hand-over,
// naw-cli's set-up and test commands refused (the menu starts games), a play command refused
// while the computer or the other player is to act, refusals said with their rule in the
// player's words, and announcements of every action applied (typed, tapped or the
// computer's) found by polling the controller.
// Language: the view and the announcements (the live region) are the player's language only,
// never naw-cli's key=value words: outcomes through the games' tl.* entries, refusals through
// refusal.*, an action through actionSaid (tl.action: English says naw-cli's command, the
// words the player types back; French says plain words). The answers to typed commands stay
// naw-cli's lines word for word (the issue asks for "the same answers" as naw-cli); the page
// says so in the player's language beside them (tl.answers_note).
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "i18n.h"
#include "text_layer.h"

namespace naw::ui {

class GameTextLayer {
 public:
  virtual ~GameTextLayer() = default;
  // The string-table key of the game's name ("game.cn").
  virtual const char* gameKey() const = 0;
  // False while no game of this kind is on (its screen shows the new-game dialog).
  virtual bool active() const = 0;
  // Changes whenever what view() shows may have changed.
  virtual std::uint64_t key() const = 0;
  virtual TextLayerView view() const = 0;
  // One line in the game's naw-cli grammar; the answer is naw-cli's.
  TextReply run(std::string_view line);
  // Announcements since the last take (actions applied, a new game), oldest first.
  std::vector<std::string> takeAnnouncements();

 protected:
  virtual std::string helpText() const = 0;  // `help`: one command a line
  // The side (in the player's words) the board waits for at a hot-seat hand-over.
  virtual std::optional<std::string> handover() const = 0;
  virtual void ready() = 0;
  virtual bool humanActs() const = 0;
  virtual std::string prompt() const = 0;
  // The game's commands (play commands and the layer's own: units, hex, odds...); nullopt
  // when `w[0]` is not one. `play`: whether it may change the game (refused at a hand-over
  // or while the computer acts).
  virtual std::optional<TextReply> command(const std::vector<std::string_view>& w) = 0;
  virtual bool changesGame(std::string_view cmd) const = 0;
  // Adds to `out` what was applied since the last poll.
  virtual void poll(std::vector<std::string>& out) = 0;
};

// A naw-cli list answer: "ok", the lines, ".".
std::string listAnswer(const std::vector<std::string>& lines);
// The list answer of `lines` and their announcement (joined by ". ").
TextReply linesReply(const std::vector<std::string>& lines);
// `units [french|allied]`: the sides asked for (0 French, 1 Allied), or nullopt (a usage
// error in `error`).
std::optional<std::vector<int>> sidesAsked(const std::vector<std::string_view>& w,
                                           std::string& error);
// "Refused, rule RULE: WHY" in the player's words (the engine's WHY through refusalText);
// "Not understood: WHY" for naw-cli's syntax errors.
std::string refusedWords(const std::string& rule, const std::string& why);
// The player's words for naw-cli's "error RULE WHY" answer; "" for any other answer.
std::string errorAnswerWords(std::string_view answer);
// `help`: the text as a list answer (a line each) and its announcement.
TextReply helpReply(const std::string& help);
// naw-cli's set-up and test commands, which no text layer takes.
bool isSetupCommand(std::string_view cmd);
// Whether `cmd` is one of `commands`.
bool oneOf(std::string_view cmd, std::initializer_list<std::string_view> commands);
// An action as the text layer says it (tl.action): the player's language chooses between
// naw-cli's `command` that did it (English: the words the player types) and plain `words`
// (French: no naw-cli word in what is read aloud).
std::string actionSaid(const std::string& command, const std::string& words);
// `action` (actionSaid) followed by what it gave (a die, a result...).
std::string withOutcome(const std::string& action, const std::string& outcome);

// What a game's layer does with its screen's controller (`Play`: cn::ui::Play ...; nullptr
// while no game of the kind is on): `ready` ends the hand-over, the prompt is the screen's
// (stepPrompt, found in the controller's namespace); the view's head and its units, the key
// and the announcements are built alike from the game's parts (the pure virtuals below).
template <typename Play>
class PlayTextLayer : public GameTextLayer {
 public:
  // The controller's side type, as its hand-over holds it.
  using HandoverSide = std::decay_t<decltype(*std::declval<Play&>().handover)>;

  explicit PlayTextLayer(std::function<Play*()> play) : play_(std::move(play)) {}
  bool active() const override { return play_() != nullptr; }

  // What every controller shows alike (the controller, its revision, the selection, the
  // refusal, the hand-over, who acts) mixed with draftKey(), the game's own (its draft).
  std::uint64_t key() const final {
    const Play* p = play_();
    if (!p) return 0;
    std::uint64_t k = p->revision * 1000003u + draftKey(*p) * 7919u + p->handover.has_value() * 3u +
                      p->humanActs() * 5u + std::uint64_t(p->selected + 1) * 65537u;
    if (p->refusal) k += std::hash<std::string>{}(p->refusal->rule + p->refusal->why);
    return k ^ reinterpret_cast<std::uintptr_t>(p);
  }

  // The title, the prompt (only the hand-over while one is pending: the board stays hidden),
  // the last action, the last refusal, the game's blocks, the units of each side.
  TextLayerView view() const final {
    TextLayerView v;
    const Play* p = play_();
    if (!p) return v;
    v.title = title(*p);
    if (const std::optional<std::string> side = handover()) {
      v.prompt = tr("tl.handover", {{"side", *side}});
      return v;
    }
    v.prompt = stepPrompt(*p);
    if (const std::size_t n = actions(*p))
      v.blocks.push_back({tr("tl.last_action"), {actionWords(*p, n - 1)}});
    if (p->refusal)
      v.blocks.push_back(
          {tr("tl.last_refusal"), {refusedWords(p->refusal->rule, p->refusal->why)}});
    blocks(*p, v);
    v.blocks.push_back({tr("tl.units_french"), unitLines(*p, false)});
    v.blocks.push_back({tr("tl.units_allied"), unitLines(*p, true)});
    return v;
  }

 protected:
  // The game's parts.
  virtual std::uint64_t draftKey(const Play& p) const = 0;
  virtual std::string title(const Play& p) const = 0;  // turn and phase
  // The side waiting at a hand-over, in the player's words.
  virtual std::string handoverWords(HandoverSide side) const = 0;
  virtual std::size_t actions(const Play& p) const = 0;  // in the record
  // The record's action `i` (actionSaid), with its result when it is the last one.
  virtual std::string actionWords(const Play& p, std::size_t i) const = 0;
  // The view's blocks between the last refusal and the units; may add to the prompt.
  virtual void blocks(const Play& p, TextLayerView& v) const = 0;
  virtual std::vector<std::string> unitLines(const Play& p, bool allied) const = 0;
  // What changes with the turn, phase and step (a new prompt is announced), in no language
  // (the player may switch between two polls); whether the Allied side acts.
  virtual std::string stepKey(const Play& p) const = 0;
  virtual bool alliedActs(const Play& p) const = 0;

  // What the game answers besides naw-cli's play commands (hex, odds...); nullopt when `w[0]`
  // is not one of them.
  virtual std::optional<TextReply> query(const Play& p,
                                         const std::vector<std::string_view>& w) const = 0;
  // naw-cli's answer to its play command `w`, applied through the controller as a tap is;
  // nullopt when `w[0]` is not one.
  virtual std::optional<std::string> apply(Play& p, const std::vector<std::string_view>& w) = 0;

  // `units [french|allied]`, the game's queries, then its play commands.
  std::optional<TextReply> command(const std::vector<std::string_view>& w) final {
    Play* p = play_();
    if (!p) return std::nullopt;
    if (w[0] == "units") {
      std::string error;
      const auto sides = sidesAsked(w, error);
      if (!sides) return TextReply{error, ""};
      std::vector<std::string> lines;
      for (int side : *sides)
        for (auto& l : unitLines(*p, side == 1)) lines.push_back(std::move(l));
      return TextReply{listAnswer(lines), ""};
    }
    if (std::optional<TextReply> r = query(*p, w)) return r;
    const std::optional<std::string> answer = apply(*p, w);
    if (!answer) return std::nullopt;
    return TextReply{*answer, ""};  // poll() announces what was applied
  }

  std::optional<std::string> handover() const final {
    const Play* p = play_();
    if (!p || !p->handover) return std::nullopt;
    return handoverWords(*p->handover);
  }
  void ready() override {
    if (Play* p = play_()) p->handover.reset();
  }
  bool humanActs() const override {
    const Play* p = play_();
    return p && p->humanActs();
  }
  std::string prompt() const override {
    const Play* p = play_();
    return p ? stepPrompt(*p) : "";
  }

  // Announces what the controller applied since the last poll: each action (actionWords)
  // after the side that was acting, then the new prompt when stepKey() changed; a new game
  // when the controller was replaced or started again.
  void poll(std::vector<std::string>& out) final {
    const Play* p = play_();
    if (!p) {
      seenPlay_ = nullptr;
      return;
    }
    const std::size_t n = actions(*p);
    std::string step = stepKey(*p);
    if (p != seenPlay_ || p->revision < seenRevision_ || n < seenActions_) {
      out.push_back(tr("tl.new_game") + " " + stepPrompt(*p));
    } else if (n > seenActions_) {
      for (std::size_t i = seenActions_; i < n; ++i)
        out.push_back(
            tr("tl.side_action", {{"side", tr(seenAllied_ ? "side.allied" : "side.french")},
                                  {"action", actionWords(*p, i)}}));
      if (step != seenStep_) out.back() += ". " + stepPrompt(*p);
    }
    seenPlay_ = p;
    seenRevision_ = p->revision;
    seenActions_ = n;
    seenStep_ = std::move(step);
    seenAllied_ = alliedActs(*p);
  }

  std::function<Play*()> play_;

 private:
  const Play* seenPlay_ = nullptr;
  std::uint64_t seenRevision_ = 0;
  std::size_t seenActions_ = 0;
  std::string seenStep_;
  bool seenAllied_ = false;
};

}  // namespace naw::ui
