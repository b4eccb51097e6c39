// naw-persist-fixtures <dir>: writes real saves and links, as this build makes them, to
// <dir>/*.txt (tests/persist/fixtures/), each with what it is and what opening it must give
// (turn, phase, step, losses, the FNV-1a of the engine's save bytes of the opened state, the
// action count). tests/persist/fixtures_test.cpp opens every one with the current code.
//
// Made once, from the build before the game envelope (ENVELOPE.md), and committed: they are
// the proof that every text made by that build keeps opening. Do not regenerate them to
// make a failing test pass: a fixture that no longer opens is a broken promise to players.
#include <cstdio>
#include <fstream>
#include <string>
#include <variant>

#include "fixture_writer.h"
#include "match.h"
#include "position.h"
#include "random_player.h"
#include "serialize.h"
#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {

std::string dir;

using fixturewriter::entropy;

template <class T>
T ok(Result<T> r) {
  if (auto* e = std::get_if<Error>(&r)) {
    std::fprintf(stderr, "make-fixtures: %s\n", e->message.c_str());
    std::exit(1);
  }
  return std::get<T>(std::move(r));
}

void write(const std::string& name, const std::string& what, const char* kind, const GameState& s,
           long actions, const std::string& text) {
  fixturewriter::write(dir, name, what, kind, s, actions, text);
}

// Applies random legal actions until `stop` says so or the game ends.
template <class Stop>
void play(Session& s, RandomPlayer& p, Stop stop) {
  while (!s.game().over() && !stop(s.game())) {
    if (std::holds_alternative<Refusal>(s.apply(p.choose(s.game())))) {
      std::fprintf(stderr, "make-fixtures: a random action was refused\n");
      std::exit(1);
    }
  }
}

// Past some combat: turn 3 or later, both sides with losses, in a combat phase's step.
bool midCombat(const Game& g) {
  const GameState& s = g.state();
  return s.turn >= 3 && s.frenchLost > 0 && s.alliedLost > 0 && isCombatPhase(s.phase) &&
         s.step != StepKind::DeclareAttack;
}

void saveAndLinks(const std::string& name, const std::string& what, Session& s) {
  SaveMeta meta;
  meta.name = what.substr(0, 60);
  meta.createdMs = 1764000000000ull;
  meta.updatedMs = 1764000000000ull + s.match().actions.size() * 1000;
  meta.generation = s.match().actions.size() + 1;
  write("save-" + name, "save (Session::save): " + what, "save", s.game().state(),
        static_cast<long>(s.match().actions.size()), s.save(meta));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: naw-persist-fixtures <dir>\n");
    return 2;
  }
  dir = argv[1];
  const Rules& rules = *Rules::standard();

  // Hot-seat, standard game, seeded dice: start, mid-game after combat, game over.
  {
    Session s = Session::local({}, 101);
    RandomPlayer p(101);
    saveAndLinks("hotseat-start", "hot-seat standard game, seed 101, at the start", s);
    write("turn-hotseat-start", "turn link (#t=), hot-seat standard game, seed 101, at the start",
          "turn", s.game().state(), 0, ok(s.link()));
    write("position-start", "position link (#p=), standard game, seed 101, at the start",
          "position", s.game().state(), -1, "#p=" + encodePosition(rules, s.game().state()));
    play(s, p, midCombat);
    saveAndLinks("hotseat-mid", "hot-seat standard game, seed 101, mid-game in a combat step", s);
    write("turn-hotseat-mid", "turn link (#t=), hot-seat standard game, seed 101, mid-combat",
          "turn", s.game().state(), static_cast<long>(s.match().actions.size()), ok(s.link()));
    write("position-mid-combat",
          "position link (#p=), standard game, seed 101, mid-combat (a combat step under way)",
          "position", s.game().state(), -1, "#p=" + encodePosition(rules, s.game().state()));
    play(s, p, [](const Game&) { return false; });
    saveAndLinks("hotseat-over", "hot-seat standard game, seed 101, game over", s);
    write("turn-hotseat-over", "turn link (#t=), hot-seat standard game, seed 101, game over",
          "turn", s.game().state(), static_cast<long>(s.match().actions.size()), ok(s.link()));
    write("position-over", "position link (#p=), standard game, seed 101, game over", "position",
          s.game().state(), -1, "#p=" + encodePosition(rules, s.game().state()));
  }
  // Hot-seat Grouchy game, seeded dice, chits drawn from the seed: mid-game and over.
  {
    Options o;
    o.grouchy = true;
    Session s = Session::local(o, 202);
    RandomPlayer p(202);
    play(s, p, midCombat);
    write("position-grouchy-view",
          "position link (#p=) of Game::view(Allied), Grouchy game, seed 202, turn 3, mid-combat: "
          "the French chit "
          "as the Allied player may see it",
          "position", s.game().view(Side::Allied), -1,
          "#p=" + encodePosition(rules, s.game().view(Side::Allied)));
    play(s, p, [](const Game& g) { return g.state().turn >= 6 && midCombat(g); });
    saveAndLinks("grouchy-mid", "hot-seat Grouchy game, seed 202, turn 6+, mid-combat", s);
    write("turn-grouchy-hotseat-mid",
          "turn link (#t=), hot-seat Grouchy game, seed 202, mid-combat", "turn", s.game().state(),
          static_cast<long>(s.match().actions.size()), ok(s.link()));
    play(s, p, [](const Game&) { return false; });
    saveAndLinks("grouchy-over", "hot-seat Grouchy game, seed 202, game over", s);
  }
  // Play by link, committed dice on both sides: standard (invitation, mid-game) and Grouchy
  // (before and after the chits are revealed on turn 5). Each link is opened without a secret
  // (as a third party or the receiver's first look would); the save is the French player's.
  for (const bool grouchy : {false, true}) {
    const std::string g = grouchy ? "grouchy-bylink" : "bylink";
    const std::string game = grouchy ? "Grouchy game" : "standard game";
    Options o;
    o.grouchy = grouchy;
    Session french = Session::invite(o, Side::French, entropy(grouchy ? 7 : 5));
    const std::string invitation = ok(french.link());
    if (!grouchy) {
      auto opened = ok(decodeMatch(invitation));
      write("turn-bylink-invite",
            "turn link (#t=): invitation to play by link, standard game, French committed", "turn",
            opened.game.state(), 0, invitation);
    }
    Session allied = ok(Session::accept(invitation, entropy(grouchy ? 8 : 6)));
    if (auto err = french.receive(ok(allied.link()))) {
      std::fprintf(stderr, "make-fixtures: %s\n", err->message.c_str());
      return 1;
    }
    RandomPlayer p(grouchy ? 303 : 304);
    const int stops[2] = {3, 6};
    for (int k = 0; k < 2; ++k) {
      const int stopTurn = stops[k];
      while (!french.game().over()) {
        Session& me = french.waitingFor() == Side::French ? french : allied;
        Session& other = french.waitingFor() == Side::French ? allied : french;
        if (std::holds_alternative<Refusal>(me.apply(p.choose(me.game())))) {
          std::fprintf(stderr, "make-fixtures: by-link action refused\n");
          return 1;
        }
        const GameState& st = me.game().state();
        // The French player has just ended its combat phase: its link is due (sent below).
        if (&me == &french && st.turn >= stopTurn && st.frenchLost > 0 && st.alliedLost > 0 &&
            st.phase == Phase::AlliedMovement)
          break;
        if (me.waitingFor() != *me.localSide() || me.game().over())
          if (auto err = other.receive(ok(me.link()))) {
            std::fprintf(stderr, "make-fixtures: %s\n", err->message.c_str());
            return 1;
          }
      }
      const std::string link = ok(french.link());
      if (auto err = allied.receive(link)) {
        std::fprintf(stderr, "make-fixtures: %s\n", err->message.c_str());
        return 1;
      }
      if (k == 0 && grouchy) continue;
      const std::string when = k == 0 ? "turn 3+" : "turn 6+ (chits revealed)";
      auto opened = ok(decodeMatch(link));
      write("turn-" + g + "-" + (k == 0 ? "t3" : "t6"),
            "turn link (#t=) from the French player, play by link with committed dice on both "
            "sides, " +
                game + ", " + when + ", opened without a secret",
            "turn", opened.game.state(), static_cast<long>(opened.match.actions.size()), link);
      saveAndLinks(
          g + "-" + (k == 0 ? "t3" : "t6"),
          "the French player's save of a game by link (holds its secret), " + game + ", " + when,
          french);
    }
  }
  return 0;
}
