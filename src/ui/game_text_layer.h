// The text layer (text_layer.h) of a game other than the standard one: Computer Napoleonics,
// NLB and Waterloo 20 each derive one over their screen's controller (src/games/*/ui/
// *_text_layer.h). What every game's layer does alike is here: the line read as naw-cli reads
// it (a # comment dropped, words split on spaces), `help`, `ready` at a hot-seat hand-over,
// naw-cli's set-up and test commands refused (the menu starts games), a play command refused
// while the computer or the other player is to act, refusals said with their rule in the
// player's words, and announcements of every action applied (typed, tapped or the
// computer's) found by polling the controller.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
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
// "Refused, rule RULE: WHY" in the player's words (the engine's WHY through refusalText).
std::string refusedWords(const std::string& rule, const std::string& why);
// The player's words for naw-cli's "error RULE WHY" answer; "" for any other answer.
std::string errorAnswerWords(std::string_view answer);
// `help`: the text as a list answer (a line each) and its announcement.
TextReply helpReply(const std::string& help);
// naw-cli's set-up and test commands, which no text layer takes.
bool isSetupCommand(std::string_view cmd);

// What a game's layer does with its screen's controller (`Play`: cn::ui::Play ...; nullptr
// while no game of the kind is on): `ready` ends the hand-over, the prompt is the screen's
// (stepPrompt, found in the controller's namespace).
template <typename Play>
class PlayTextLayer : public GameTextLayer {
 public:
  explicit PlayTextLayer(std::function<Play*()> play) : play_(std::move(play)) {}
  bool active() const override { return play_() != nullptr; }

 protected:
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

  // key(): what every controller shows alike (the controller, its revision, the selection,
  // the refusal, the hand-over, who acts) mixed with `draft`, the game's own (its draft).
  std::uint64_t playKey(std::uint64_t draft) const {
    const Play* p = play_();
    if (!p) return 0;
    std::uint64_t k = p->revision * 1000003u + draft * 7919u + p->handover.has_value() * 3u +
                      p->humanActs() * 5u + std::uint64_t(p->selected + 1) * 65537u;
    if (p->refusal) k += std::hash<std::string>{}(p->refusal->rule + p->refusal->why);
    return k ^ reinterpret_cast<std::uintptr_t>(p);
  }

  // The view's head: `title`, the prompt (only the hand-over while one is pending: the board
  // stays hidden, and false is returned), the last action and the last refusal.
  bool head(TextLayerView& v, std::string title, std::string lastAction) const {
    const Play& p = *play_();
    v.title = std::move(title);
    if (const std::optional<std::string> side = handover()) {
      v.prompt = tr("tl.handover", {{"side", *side}});
      return false;
    }
    v.prompt = stepPrompt(p);
    if (!lastAction.empty()) v.blocks.push_back({tr("tl.last_action"), {std::move(lastAction)}});
    if (p.refusal)
      v.blocks.push_back({tr("tl.last_refusal"), {refusedWords(p.refusal->rule, p.refusal->why)}});
    return true;
  }

  // Announces what the controller applied since the last poll, `actions` in its record now:
  // each (`words(i)` for the i-th) after the side that was acting, then the new prompt when
  // `step` (turn, phase and step) changed; a new game when the controller was replaced or
  // started again.
  void pollRecord(std::vector<std::string>& out, std::size_t actions, std::string step,
                  std::string side, const std::function<std::string(std::size_t)>& words) {
    const Play* p = play_();
    if (!p) {
      seenPlay_ = nullptr;
      return;
    }
    if (p != seenPlay_ || p->revision < seenRevision_ || actions < seenActions_) {
      out.push_back(tr("tl.new_game") + " " + stepPrompt(*p));
    } else if (actions > seenActions_) {
      for (std::size_t i = seenActions_; i < actions; ++i)
        out.push_back(seenSide_ + ": " + words(i));
      if (step != seenStep_) out.back() += ". " + stepPrompt(*p);
    }
    seenPlay_ = p;
    seenRevision_ = p->revision;
    seenActions_ = actions;
    seenStep_ = std::move(step);
    seenSide_ = std::move(side);
  }

  std::function<Play*()> play_;

 private:
  const Play* seenPlay_ = nullptr;
  std::uint64_t seenRevision_ = 0;
  std::size_t seenActions_ = 0;
  std::string seenStep_, seenSide_;
};

}  // namespace naw::ui
