// The text layer of the standard game (issue 14, item 3): what a screen reader reads beside the
// canvas, and the commands a player types there. Pure C++ over ui::App, natively tested; the
// page's glue (src/web/text_layer_dom.*) puts it into real DOM (headings, lists, a live region,
// a labelled input).
//
// - view(): the step prompt, the turn and phase, the last action with its result and die, the
//   obligations of the combat phase, the attack being built (by taps) with its odds, and the
//   units of each side with their hexes and state (as the acting side may see them, R8).
// - run(): one line in naw-cli's grammar (shared/design/cli-protocol.md; the same reader as
//   naw-cli, src/cli/play_commands.h): `status`, `moves`, `move`, `enter`, `exit`, `attack`,
//   `retreat`, `advance`, `lose`, `end`, `undo`, `obligations`, answered with naw-cli's own
//   words; every action goes through App::submit (autosave, links, the computer and undo/redo
//   behave as after a tap; `undo` is App::undo). Commands of the layer itself: `help`,
//   `units [french|allied]`, `hex HEX` (what stands on a hex and next to it), `odds A -> D`
//   (an attack's odds without rolling: "ok ODDS ATTACK-DEFENCE"), `ready` (the hot-seat
//   hand-over). naw-cli's set-up and test commands (`new`, `place`, `set`, `dice`, `state`,
//   `bench`, `ai`...) are refused: the menu starts games.
// - Announcements (for the ARIA live region): every action applied through the App (typed,
//   tapped or the computer's) with its result and die and the next prompt, every refusal with
//   its rule case, in the player's language; drained by the glue.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app.h"

namespace naw::ui {

struct TextBlock {
  std::string heading;
  std::vector<std::string> items;
};

struct TextLayerView {
  std::string title;   // "1 pm: French movement"
  std::string prompt;  // what the acting player must do now
  std::vector<TextBlock> blocks;
};

struct TextReply {
  std::string answer;        // naw-cli's answer ("ok ...", "error RULE WHY", list blocks)
  std::string announcement;  // the same in the player's words ("" when the App's hook says it)
};

class TextLayer {
 public:
  // Adds the App hooks that announce every applied action and every new game.
  void attach(App& app);

  TextLayerView view(const App& app) const;
  TextReply run(App& app, std::string_view line);

  // Announcements since the last take, oldest first.
  std::vector<std::string> takeAnnouncements();
  void announce(std::string text) { pending_.push_back(std::move(text)); }

 private:
  std::vector<std::string> pending_;
};

// The view as lines for the glue: "t TITLE", "p PROMPT", "h HEADING", "i ITEM".
std::string encodeView(const TextLayerView& view);

// The announcement of the action the App applied last (describeAction with its outcome,
// then the new prompt when the step changed).
std::string announceLastAction(const App& app);

}  // namespace naw::ui
