#include "w20_replay_text.h"

#include "game_text_layer.h"
#include "games/w20/cli/w20_commands.h"
#include "games/w20/cli/w20_session.h"
#include "i18n.h"
#include "w20_fog_words.h"
#include "w20_play.h"

namespace w20::ui {

using naw::ui::tr;

View replayView(const Game& g, std::optional<Side> viewer) {
  if (viewer) return g.view(*viewer);
  // Fog lifted: each side's counters from its own view, in the same marker order.
  const View own[2] = {g.view(Side::French), g.view(Side::Allied)};
  View v = own[0];
  for (int i = 0; i < v.nUnits; ++i) {
    ViewUnit& vu = v.units[static_cast<std::size_t>(i)];
    if (vu.unit != kNoUnit) continue;
    for (int j = 0; j < own[1].nUnits; ++j) {
      const ViewUnit& o = own[1].units[static_cast<std::size_t>(j)];
      if (o.side == vu.side && o.marker == vu.marker) vu = o;
    }
  }
  return v;
}

ReplayTexts replayTexts(Game g, const std::vector<Action>& actions,
                        const std::vector<std::vector<int>>& dice, std::optional<Side> viewer) {
  ReplayTexts t;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const Action& a = actions[i];
    const Side acting = g.step().acting;
    const std::string heading = dateLabel(g.state().turn) + " - " + phaseLabel(g.state().phase);
    const std::string command = cli::commandText(g, a);  // as the acting side named them
    if (i < dice.size()) g.forceDice(dice[i]);
    const ApplyResult res = g.apply(a);
    if (std::holds_alternative<Refusal>(res)) break;
    // Worded as the text layer words an action (tl.action: naw-cli's command in English,
    // plain words in French), with its outcome in words; counters as `viewer` may read them
    // just after it.
    std::string s = naw::ui::actionSaid(viewer ? maskedFor(g, command, *viewer) : command,
                                        plainWords(g, a, viewer));
    if (const std::string o = outcomeWords(g, a, std::get<Outcome>(res), viewer); !o.empty())
      s = naw::ui::withOutcome(s, o);
    t.moves.push_back(tr("tl.side_action", {{"side", sideLabel(acting)}, {"action", s}}));
    t.headings.push_back(heading);
  }
  return t;
}

std::string replayStep(const Game& g) {
  return dateLabel(g.state().turn) + ", " +
         phaseLabel(g.over() ? Phase::GameOver : g.state().phase);
}

}  // namespace w20::ui
