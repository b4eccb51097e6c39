#include "w20_fog_words.h"

#include "games/w20/cli/w20_session.h"
#include "i18n.h"
#include "w20_play.h"

namespace w20::ui {

std::string markerOf(Side side, int marker) {
  return (side == Side::French ? "f" : "a") + std::to_string(marker);
}

bool hiddenFrom(const Game& g, int u, Side viewer) {
  const UnitState& us = g.unit(u);
  return Game::roster()[u].side != viewer && !(us.status == UnitStatus::Map && us.faceUp) &&
         us.status != UnitStatus::Eliminated;
}

std::string maskedFor(const Game& g, const std::string& text, Side viewer) {
  std::string out, word;
  auto flush = [&] {
    const int u = word.empty() ? kNoUnit : Game::roster().find(word);
    out += u != kNoUnit && hiddenFrom(g, u, viewer)
               ? markerOf(Game::roster()[u].side, g.unit(u).marker)
               : word;
    word.clear();
  };
  for (char c : text) {
    if (c == ' ' || c == ',' || c == '=' || c == ':') {
      flush();
      out += c;
    } else {
      word += c;
    }
  }
  flush();
  return out;
}

using naw::ui::tr;

std::string nameFor(const Game& g, int u, std::optional<Side> viewer) {
  if (viewer && hiddenFrom(g, u, *viewer))
    return tr("w20.unit.face_down",
              {{"marker", markerOf(Game::roster()[u].side, g.unit(u).marker)}});
  return unitName(u) + " (" + cli::unitName(u) + ")";
}

std::string namesFor(const Game& g, std::uint32_t mask, std::optional<Side> viewer) {
  std::string s;
  for (int u = 0; u < kUnits; ++u)
    if (mask & bit(u)) s += (s.empty() ? "" : ", ") + nameFor(g, u, viewer);
  return s.empty() ? tr("tl.none") : s;
}

namespace {

std::size_t z(int i) { return static_cast<std::size_t>(i); }

std::string hexWords(const Action& a) {
  return a.pathLength ? formatHex(a.path[z(a.pathLength - 1)]) : formatHex(a.hex);
}

}  // namespace

// An action in plain words in the player's language, as the viewer may read it (W29).
std::string plainWords(const Game& g, const Action& a, std::optional<Side> viewer) {
  const std::string unit = a.unit == kNoUnit ? "" : nameFor(g, a.unit, viewer);
  const std::string to = hexWords(a);
  switch (a.kind) {
    case ActionKind::Deploy:
      return tr("tl.w20.act.deploy", {{"unit", unit}, {"hex", to}});
    case ActionKind::Move:
      return tr("tl.w20.act.move", {{"unit", unit}, {"hex", to}});
    case ActionKind::Enter:
      return tr("tl.w20.act.enter", {{"unit", unit}, {"hex", to}});
    case ActionKind::Undo:
      return tr("tl.w20.act.undo");
    case ActionKind::Reveal:
      return tr("tl.w20.act.reveal", {{"unit", unit}});
    case ActionKind::Disengage:
      return tr("tl.w20.act.disengage", {{"unit", unit}, {"hex", to}});
    case ActionKind::Penetrate:
      return tr("tl.w20.act.penetrate", {{"unit", unit}, {"hex", to}});
    case ActionKind::Countercharge:
      return tr("tl.w20.act.countercharge", {{"attackers", namesFor(g, a.attackers, viewer)},
                                             {"defenders", namesFor(g, a.defenders, viewer)}});
    case ActionKind::Declare:
      return tr("tl.w20.act.declare", {{"attackers", namesFor(g, a.attackers, viewer)},
                                       {"defenders", namesFor(g, a.defenders, viewer)}});
    case ActionKind::End:
      return tr("tl.w20.act.end");
    case ActionKind::Resolve:
      return tr("tl.w20.act.resolve", {{"n", int(a.number)}});
    case ActionKind::Retreat:
      return tr("tl.w20.act.retreat", {{"unit", unit}, {"hex", to}});
    case ActionKind::Lose:
      return tr("tl.w20.act.lose", {{"units", namesFor(g, a.attackers, viewer)}});
    case ActionKind::Advance:
      return tr("tl.w20.act.advance", {{"unit", unit}, {"hex", to}});
    case ActionKind::RollEvent:
    case ActionKind::March:
    case ActionKind::Defend:
    case ActionKind::Roll:
    case ActionKind::AdvanceNone:
    case ActionKind::Rally:
      break;
  }
  return choiceLabel(g, a);  // the step's button, naming no unit
}

// An applied action's outcome in the player's words (naw-cli's answer says it as key=value
// words), as the viewer may read it.
std::string outcomeWords(const Game& g, const Action& a, const Outcome& o,
                         std::optional<Side> viewer) {
  std::vector<std::string> parts;
  auto units = [&](const char* key, std::uint32_t mask) {
    if (mask) parts.push_back(tr(key, {{"units", namesFor(g, mask, viewer)}}));
  };
  switch (a.kind) {
    case ActionKind::RollEvent:
      parts.push_back(tr("tl.w20.event", {{"die", o.die}, {"event", eventLabel(o.event)}}));
      break;
    case ActionKind::Disengage:
    case ActionKind::Penetrate:
      if (o.barred) units("tl.w20.barred", o.revealed);
      break;
    case ActionKind::Declare:
    case ActionKind::Countercharge:
      parts.push_back(tr("tl.w20.combat", {{"n", o.combat}}));
      if (o.cancelled) parts.push_back(tr("w20.combat.cancelled"));
      units("tl.w20.removed", o.removed);
      break;
    case ActionKind::Roll:
      parts.push_back(
          tr("tl.w20.rolled", {{"diff", (o.diff > 0 ? "+" : "") + std::to_string(o.diff)},
                               {"die", o.die},
                               {"result", resultName(o.result)}}));
      for (int i = 0; i < o.nRouts; ++i)
        parts.push_back(tr("tl.w20.rout", {{"unit", nameFor(g, o.routUnit[z(i)], viewer)},
                                           {"die", int(o.routDie[z(i)])}}));
      break;
    case ActionKind::Retreat:
      for (int i = 0; i < o.nHazards; ++i)
        parts.push_back(tr("tl.w20.hazard", {{"hex", formatHex(o.hazardHex[z(i)])},
                                             {"die", int(o.hazardDie[z(i)])}}));
      if (o.eliminatedAt != kNoHex)
        parts.push_back(tr("tl.w20.eliminated_at", {{"hex", formatHex(o.eliminatedAt)}}));
      break;
    case ActionKind::Rally:
      for (int i = 0; i < o.nRally; ++i)
        parts.push_back(tr("tl.w20.rally_die", {{"unit", nameFor(g, o.rallyUnit[z(i)], viewer)},
                                                {"die", int(o.rallyDie[z(i)])}}));
      units("tl.w20.rallied", o.rallied);
      units("tl.w20.lost", o.lost);
      break;
    default:
      break;
  }
  std::string s;
  for (const auto& part : parts) s += (s.empty() ? "" : ", ") + part;
  return s;
}

}  // namespace w20::ui
