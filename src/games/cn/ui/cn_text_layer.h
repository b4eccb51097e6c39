// The text layer of Computer Napoleonics (issue 14, item 3; naw::ui::GameTextLayer): the view
// of the game on the CN screen (the step prompt, the turn and phase, the last action with its
// result and random number, the obligations of C12, the declared attacks with their odds, the
// attack being built, the units of each side with their squares and state) and its commands
// in naw-cli's CN grammar (cli-protocol-cn.md, read by cn::cli::playCommand as naw-cli reads
// them), every action going through Play::submit as a tap does. The layer's own commands:
// `units [french|allied]`, `hex SQUARE` (what stands on a square and next to it), `odds
// A,B -> D [bombard=C]` (a declaration's odds, not declared: "ok ODDS ATTACK-DEFENCE").
#pragma once

#include "game_text_layer.h"
#include "games/cn/ui/cn_play.h"
#include "i18n.h"

namespace cn::ui {

class TextLayer : public naw::ui::PlayTextLayer<Play> {
 public:
  // `play`: the screen's controller, or nullptr while no CN game is on.
  using PlayTextLayer::PlayTextLayer;

  const char* gameKey() const override { return "game.cn"; }

 protected:
  std::string helpText() const override { return naw::ui::tr("tl.cn.help"); }
  std::optional<naw::ui::TextReply> query(const Play& p,
                                          const std::vector<std::string_view>& w) const override;
  std::optional<std::string> apply(Play& p, const std::vector<std::string_view>& w) override;
  bool changesGame(std::string_view cmd) const override;
  std::uint64_t draftKey(const Play& p) const override;
  std::string title(const Play& p) const override;
  std::string handoverWords(HandoverSide side) const override;
  std::size_t actions(const Play& p) const override;
  std::string actionWords(const Play& p, std::size_t i) const override;
  void blocks(const Play& p, naw::ui::TextLayerView& v) const override;
  std::vector<std::string> unitLines(const Play& p, bool allied) const override;
  std::string stepKey(const Play& p) const override;
  bool alliedActs(const Play& p) const override;
};

}  // namespace cn::ui
