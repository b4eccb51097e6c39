// The replay viewer of Computer Napoleonics and NLB Waterloo (issue 14, item 4): the game
// on screen (played here, resumed from a save or opened from a turn link) stepped through on
// its own board (the screens' replayGame), each action in the words its log would use,
// "play on from here" (a new saved game, hot-seat or against the computer, the original save
// untouched: of the first k actions, or for a game by link from the position at k with a
// fresh seed) and "link to this moment" (its turn link + "&at=k").
#include <cstdio>

#include "browser_layer.h"
#include "cn_computer.h"
#include "cn_module.h"
#include "cn_screen.h"
#include "cn_timeline.h"
#include "core/rng.h"
#include "games/cn/random_player.h"
#include "games/nlb/random_player.h"
#include "games/w20/random_player.h"
#include "i18n.h"
#include "imgui.h"
#include "link_timeline.h"
#include "moment_link.h"
#include "nlb_action_text.h"
#include "nlb_module.h"
#include "nlb_screen.h"
#include "nlb_timeline.h"
#include "panel_flow.h"
#include "refusal_text.h"
#include "w20_module.h"
#include "w20_screen.h"

namespace naw::web {

namespace {

naw::Side nawSide(int side) { return side == 0 ? naw::Side::French : naw::Side::Allied; }

// A moment's phase (the viewer adds its turn).
std::string cnPhase(const cn::Game& g) { return cn::ui::phaseLabel(g.state().phase); }
std::string nlbPhase(const nlb::Game& g) { return nlb::ui::phaseLabel(g.state().phase); }

// The words of every action of `t`, each from the game it was taken in (moment i: one
// application per action, in order) and what it drew.
template <class Game, class Action, class Describe>
GameReplay::Words wordsOf(modules::Timeline& t, const std::vector<Action>& actions,
                          const Game* (*unwrap)(const core::AnyGame&), Describe describe,
                          std::string (*step)(const Game&)) {  // its phase
  GameReplay::Words words;
  for (std::size_t i = 0; i < t.length(); ++i) {
    const Game& before = *unwrap(t.at(i));
    const core::AnyStep s = t.entry(i).before;
    words.moves.push_back(ui::sideWords(nawSide(s.acting)) + ": " +
                          describe(before, actions[i], t.entry(i).outcome));
    words.headings.push_back(ui::turnLabel(s.turn) + " - " + step(before));
  }
  words.step = [unwrap, step](const core::AnyGame& g) {
    return ui::turnLabel(g.step().turn) + ", " + step(*unwrap(g));
  };
  return words;
}

// A pressed button of the viewer of a game played as a modules::LinkSession: the link to the
// moment (none for a game by link: it would reveal this player's dice value), "play on"
// (modules::branchLink; `show` puts the new session on screen as a new saved game; a game
// by link goes on from the moment's position with `freshSeed()` as its new seed).
template <class T, class FreshSeed, class Show>
void onPress(ui::ReplayPress pressed, GameReplay& r, const modules::LinkSession<T>& session,
             ui::LinkCenter& links, const std::string& page, const char* shareKey,
             FreshSeed freshSeed, Show show) {
  const std::size_t k = r.cursor.moment();
  switch (pressed) {
    case ui::ReplayPress::Link: {
      if (session.byLink()) {
        r.message = ui::tr("replay.refused.link_by_link");
        break;
      }
      modules::LinkSession<T> copy = session;
      links.offerLink(ui::tr("replay.link"), page + modules::withMoment(copy.link(), k),
                      ui::tr(shareKey));
      break;
    }
    case ui::ReplayPress::PlayOnHotseat:
    case ui::ReplayPress::PlayOnComputer: {
      auto branched = modules::branchLink(session, k, r.cursor.shown()->hash(), freshSeed());
      if (auto* refusal = std::get_if<modules::BranchRefusal>(&branched)) {
        r.message = ui::branchRefusalText(*refusal);
        break;
      }
      r.close();
      const bool byLink = session.byLink();  // (show replaces the session `session` refers to)
      // A new entry of the saved games: the original's slots are not written again.
      show(std::get<modules::LinkSession<T>>(std::move(branched)),
           ui::tr("replay.branch_name", {{"k", static_cast<long>(k)}}),
           pressed == ui::ReplayPress::PlayOnComputer);
      r.message = ui::tr(byLink ? "replay.played_on_by_link" : "replay.played_on",
                         {{"k", static_cast<long>(k)}});
      break;
    }
    case ui::ReplayPress::Close:
      r.close();
      break;
    case ui::ReplayPress::None:
      break;
  }
}

}  // namespace

void BrowserLayer::openGameReplay(std::optional<std::size_t> at) {
  // The timeline of `session` (or why not, in the viewer's message), its words, on screen.
  auto open = [&](const auto& session, std::variant<std::string, modules::Timeline> built,
                  auto unwrap, auto describe, auto phase, std::uint64_t hash) {
    if (auto* why = std::get_if<std::string>(&built)) {
      gameReplay_.close();
      gameReplay_.message = ui::tr("replay.game_refused", {{"why", ui::refusalText(*why)}});
      return;
    }
    modules::Timeline& t = std::get<modules::Timeline>(built);
    auto words = wordsOf(t, session.match().actions, unwrap, describe, phase);
    gameReplay_.open(std::move(t), std::move(words), at, hash);
  };
  if (cnOnScreen() && cnSession_) {
    syncCnSession();
    auto describe = [](const cn::Game& before, const cn::Action& a, const core::AnyOutcome& o) {
      if (a.type == cn::ActionType::Resolve && o.combat)  // the number and result it drew
        return ui::tr("cn.log.resolve_result", {{"unit", cn::Game::roster().unit(a.unit).id},
                                                {"odds", o.odds},
                                                {"number", static_cast<long>(o.die)},
                                                {"result", o.result}});
      return cn::ui::describeAction(before, a, nullptr);
    };
    const cn::Game* (*unwrap)(const core::AnyGame&) = &modules::cnGame;
    open(*cnSession_, modules::cnTimeline(*cnSession_), unwrap, describe, &cnPhase,
         cn_->play().game().hash());
  } else if (nlbOnScreen() && nlbSession_) {
    syncNlbSession();
    auto describe = [](const nlb::Game& before, const nlb::Action& a, const core::AnyOutcome& o) {
      return nlb::ui::describeAction(before, a, &o);
    };
    const nlb::Game* (*unwrap)(const core::AnyGame&) = &modules::nlbGame;
    open(*nlbSession_, modules::nlbTimeline(*nlbSession_), unwrap, describe, &nlbPhase,
         nlb_->play().game().hash());
  } else if (w20OnScreen()) {
    if (!openW20Replay(at)) return;
  } else {
    return;
  }
  showReplayMoment();
}

// The moment on show to the map of its game's screen, with the places of its action.
void BrowserLayer::showReplayMoment() {
  const core::AnyGame* shown = gameReplay_.cursor.shown();
  const std::size_t k = gameReplay_.cursor.moment(), n = gameReplay_.cursor.length();
  // Each screen's panel names the moment (its turn and phase) while it is on the board.
  const auto momentTo = [k, n](auto& screen) {
    screen.replayMoment = k;
    screen.replayLength = n;
  };
  if (cn_) {
    momentTo(*cn_);
    cn_->replayGame = shown ? modules::cnGame(*shown) : nullptr;
    cn_->replaySquares.clear();
    if (cn_->replayGame && k > 0 && cnSession_ && k <= cnSession_->match().actions.size())
      cn_->replaySquares =
          cn::ui::actionSquares(*cn_->replayGame, cnSession_->match().actions[k - 1]);
  }
  if (w20_) {
    momentTo(*w20_);
    w20_->replayGame = shown ? modules::w20Game(*shown) : nullptr;
    w20_->replaySide = w20ReplaySide_;
    w20_->replayHexes.clear();
    if (w20_->replayGame && k > 0 && k <= w20ReplayActions_.size()) {
      const w20::Action& a = w20ReplayActions_[k - 1];
      if (a.hex != w20::kNoHex) w20_->replayHexes.push_back(a.hex);
      for (int i = 0; i < a.pathLength; ++i)
        w20_->replayHexes.push_back(a.path[static_cast<std::size_t>(i)]);
    }
  }
  if (nlb_) {
    momentTo(*nlb_);
    nlb_->replayGame = shown ? modules::nlbGame(*shown) : nullptr;
    nlb_->replayHexes.clear();
    if (nlb_->replayGame && k > 0 && nlbSession_ && k <= nlbSession_->match().actions.size())
      nlb_->replayHexes =
          nlb::ui::actionHexes(*nlb_->replayGame, nlbSession_->match().actions[k - 1]);
  }
}

std::string BrowserLayer::playRandom(int n, std::uint64_t seed) {
  auto hex = [](std::uint64_t h) {
    char buf[20];
    std::snprintf(buf, sizeof buf, "\"%016llx\"", static_cast<unsigned long long>(h));
    return std::string(buf);
  };
  std::string hashes, error;
  // The live game's hash before the first action and after each one.
  auto play = [&](auto& screen, auto choose) {
    hashes = hex(screen.play().game().hash());
    for (int i = 0; i < n && !screen.play().game().over() && error.empty(); ++i) {
      if (!screen.play().submit(choose(screen.play().game()))) error = "refused";
      hashes += "," + hex(screen.play().game().hash());
    }
    screen.play().handover.reset();
  };
  if (cnOnScreen()) {
    cn::RandomPlayer player(seed);
    play(*cn_, [&](const cn::Game& g) { return player.choose(g); });
  } else if (nlbOnScreen()) {
    core::Rng rng{seed};
    play(*nlb_, [&](const nlb::Game& g) { return nlb::randomAction(g, rng); });
  } else if (w20OnScreen() && !w20Match_) {
    w20::RandomPlayer player(seed);
    play(*w20_, [&](const w20::Game& g) { return player.choose(g); });
  } else {
    error = "no Computer Napoleonics, NLB or Waterloo 20 game on this device on screen";
  }
  return "{\"error\":\"" + error + "\",\"hashes\":[" + hashes + "]}";
}

void BrowserLayer::openMomentOf(const std::optional<std::size_t>& at) {
  if (!at || !(cnOnScreen() || nlbOnScreen())) return;
  openGameReplay(at);
  if (gameReplay_.isOpen() && *at > gameReplay_.cursor.length())
    links.report(ui::tr("replay.past_end", {{"at", static_cast<long>(*at)},
                                            {"n", static_cast<long>(gameReplay_.cursor.length())}}),
                 true);
}

void BrowserLayer::gameReplayFrame() {
  // The game moved on or was replaced (a move, a link, a resumed save), or another game is
  // on screen: this replay is of another game now.
  if (gameReplay_.isOpen()) {
    const bool cn = cnOnScreen(), nlb = nlbOnScreen(), w20 = w20OnScreen();
    const std::uint64_t hash = cn    ? cn_->play().game().hash()
                               : nlb ? nlb_->play().game().hash()
                               : w20 ? w20_->play().game().hash()
                                     : 0;
    // (W20 by link: its match's log holds reveals too; the hash says when it moved on.)
    const std::size_t n = cn                  ? cn_->play().record().size()
                          : nlb               ? nlb_->play().record().size()
                          : w20 && !w20Match_ ? w20_->play().record().actions.size()
                                              : gameReplay_.cursor.length();
    if ((!cn && !nlb && !w20) || hash != gameReplay_.gameHash || n != gameReplay_.cursor.length())
      gameReplay_.close();
  }
  showReplayMoment();
}

bool BrowserLayer::gameReplayKey(modules::ReplayCursor::Key key, bool shift) {
  if (!gameReplay_.isOpen() || !(cnOnScreen() || nlbOnScreen() || w20OnScreen())) return false;
  gameReplay_.cursor.onKey(key, shift);
  showReplayMoment();
  return true;
}

void BrowserLayer::drawReplayButton() {
  const bool cn = cnOnScreen(), nlb = nlbOnScreen(), w20 = w20OnScreen();
  if ((!cn && !nlb && !w20) || gameReplay_.isOpen()) return;
  if (cn          ? cn_->play().record().empty()
      : nlb       ? nlb_->play().record().empty()
      : w20Match_ ? w20Match_->record().log.empty()
                  : w20_->play().record().actions.empty()) {
    // (A game played on from a game by link starts with no move: say what was done.)
    if (!gameReplay_.message.empty()) ImGui::TextWrapped("%s", gameReplay_.message.c_str());
    return;
  }
  const bool over = cn    ? cn_->play().game().over()
                    : nlb ? nlb_->play().game().over()
                          : w20_->play().game().over();
  // A finished game is watched from its set-up; one in progress opens at its last move.
  if (ui::flowButton(ui::trLabel(over ? "replay.watch" : "replay.open", "replay-open").c_str(),
                     false, "replay-open"))
    openGameReplay(over ? std::optional<std::size_t>(0) : std::nullopt);
  if (!gameReplay_.message.empty()) ImGui::TextWrapped("%s", gameReplay_.message.c_str());
}

void BrowserLayer::drawGameReplay(ui::App& app) {
  if (!gameReplay_.isOpen()) return;
  const ui::ReplayPress pressed = gameReplay_.draw(replay.area);
  const std::string page = saves.platform().pageAddress();
  auto fresh = [this] { return freshSeed(); };  // (asked only when play on is pressed)
  if (cnOnScreen() && cnSession_) {
    if (pressed == ui::ReplayPress::PlayOnHotseat &&
        !modules::cnPlayOnAllowed(*cnSession_, false)) {
      gameReplay_.message = ui::tr("replay.refused.cn_solitaire");  // C22
    } else {
      onPress(pressed, gameReplay_, *cnSession_, links, page, "replay.link_share_cn", fresh,
              [&](modules::CnSession s, const std::string& name, bool computer) {
                const auto c = modules::cnPlayOnComputer(
                    s, computer, static_cast<std::uint8_t>(cn_->computerLevel));
                showCnSession(app, std::move(s), name, c);
              });
    }
  } else if (w20OnScreen()) {
    onW20ReplayPress(app, pressed);
  } else if (nlbOnScreen() && nlbSession_) {
    onPress(pressed, gameReplay_, *nlbSession_, links, page, "replay.link_share_nlb", fresh,
            [&](modules::NlbSession s, const std::string& name, bool computer) {
              modules::NlbComputer c;
              c.level = nlb_->computerLevel;
              if (computer)
                c.sides[static_cast<std::size_t>(1 - modules::NlbLinkTraits::acting(s.game()))] =
                    true;
              showNlbSession(app, std::move(s), name, c);
            });
  }
  showReplayMoment();
}

}  // namespace naw::web
