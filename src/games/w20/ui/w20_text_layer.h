// The text layer of Waterloo 20 (issue 14, item 3; naw::ui::GameTextLayer): the view of the
// game on the W20 screen as the side whose view the board shows may see it (W29: a counter
// face down to that side is only its marker, its hex and its Routed marker; the enemy's
// pending units are left out) — the step prompt, the date and phase, the last action with its
// die and result, the obligations of W14, the declared combats, the combat being rolled with
// its differential, the attack being built with its differential, the units of each side —
// and its commands in naw-cli's W20 grammar (cli-protocol-w20.md, read by
// w20::cli::playCommand as naw-cli reads them), every action going through Play::submit as a
// tap does. A command that names a counter face down to the player by its id is refused
// (W29: it is named by its marker), so that no answer tells what stands under a marker. The
// layer's own commands: `units [french|allied]`, `hex HEX`.
#pragma once

#include "game_text_layer.h"
#include "i18n.h"
#include "w20_play.h"

namespace w20::ui {

class TextLayer : public naw::ui::PlayTextLayer<Play> {
 public:
  using PlayTextLayer::PlayTextLayer;

  const char* gameKey() const override { return "game.w20"; }

 protected:
  std::string helpText() const override { return naw::ui::tr("tl.w20.help"); }
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

}  // namespace w20::ui
