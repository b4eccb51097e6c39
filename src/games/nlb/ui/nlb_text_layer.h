// The text layer of Waterloo under NLB rules (issue 14, item 3; naw::ui::GameTextLayer): the
// view of the game on the NLB screen (the step prompt, the turn and phase, the last action
// with its odds, die and result, the obligations of N9, the units a retreat, loss or advance
// is about and the commands that settle it, the attack being built with its odds, the units
// of each side with their hexes and state) and its commands in naw-cli's NLB grammar
// (cli-protocol-nlb.md, read by nlb::cli::playCommand as naw-cli reads them), every action
// going through Play::submit as a tap does. The layer's own commands: `units
// [french|allied]`, `hex HEX` (what stands on a hex and next to it), `odds A,B -> D
// [bombard=C] [odds=X-Y]` (an attack's column, not rolled: "ok ODDS").
#pragma once

#include "game_text_layer.h"
#include "i18n.h"
#include "nlb_play.h"

namespace nlb::ui {

class TextLayer : public naw::ui::PlayTextLayer<Play> {
 public:
  // `play`: the screen's controller, or nullptr while no NLB game is on.
  using PlayTextLayer::PlayTextLayer;

  const char* gameKey() const override { return "game.nlb"; }

 protected:
  std::string helpText() const override { return naw::ui::tr("tl.nlb.help"); }
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

}  // namespace nlb::ui
