// naw-persist-start-fixtures <dir>: writes saves and turn links of Napoleon at Waterloo games
// played on from a position (Session::fromPosition, Match::start: save body version 3, match
// body version 2), as this build makes them, to <dir>/*.txt (tests/persist/fixtures/naw-start/),
// in the format of tests/persist/fixtures/README.md. tests/persist/fixtures_test.cpp opens
// every one with the current code.
//
// Made once and committed: the proof that these texts keep opening. Never regenerate them
// to make a failing test pass.
#include <cstdio>
#include <fstream>
#include <string>
#include <variant>

#include "fixture_writer.h"
#include "match.h"
#include "random_player.h"
#include "serialize.h"
#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {

std::string dir;

using fixturewriter::entropy;

[[noreturn]] void fail(const std::string& why) {
  std::fprintf(stderr, "make-start-fixtures: %s\n", why.c_str());
  std::exit(1);
}

template <class T>
T ok(Result<T> r) {
  if (auto* e = std::get_if<Error>(&r)) fail(e->message);
  return std::get<T>(std::move(r));
}

void write(const std::string& name, const std::string& what, const char* kind, const GameState& s,
           long actions, const std::string& text) {
  fixturewriter::write(dir, name, what, kind, s, actions, text);
}

void play(Session& s, RandomPlayer& p, int n) {
  for (int i = 0; i < n && !s.game().over(); ++i)
    if (std::holds_alternative<Refusal>(s.apply(p.choose(s.game()))))
      fail("a random action was refused");
}

// A game played on from `start` (generator reseeded with `seed`), `n` random actions: its
// save and its turn link.
void playOnAndWrite(const std::string& name, const std::string& what, GameState start,
                    std::uint64_t seed, int n) {
  reseed(start, seed);
  Session s = Session::fromPosition(start);
  RandomPlayer p(seed ^ 0x9E37);
  play(s, p, n);
  SaveMeta meta;
  meta.name = what.substr(0, 60);
  meta.createdMs = 1765000000000ull;
  meta.updatedMs = 1765000000000ull + s.match().actions.size() * 1000;
  meta.generation = s.match().actions.size() + 1;
  const long actions = static_cast<long>(s.match().actions.size());
  write("save-" + name, "save (Session::save, body version 3): " + what, "save", s.game().state(),
        actions, s.save(meta));
  write("turn-" + name, "turn link (#t=, match body version 2): " + what, "turn", s.game().state(),
        actions, ok(s.link()));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: naw-persist-start-fixtures <dir>\n");
    return 2;
  }
  dir = argv[1];
  // A standard game by link (committed dice) to the French player's turn 4, played on from
  // that position as a local game ("play on from here" of a game by link).
  {
    Session french = Session::invite({}, Side::French, entropy(41));
    Session allied = ok(Session::accept(ok(french.link()), entropy(42)));
    if (auto err = french.receive(ok(allied.link()))) fail(err->message);
    RandomPlayer p(403);
    while (!french.game().over() && french.game().state().turn < 4) {
      Session& me = french.waitingFor() == Side::French ? french : allied;
      Session& other = &me == &french ? allied : french;
      if (std::holds_alternative<Refusal>(me.apply(p.choose(me.game()))))
        fail("a by-link action was refused");
      if (me.waitingFor() != *me.localSide() || me.game().over())
        if (auto err = other.receive(ok(me.link()))) fail(err->message);
    }
    playOnAndWrite("start-bylink-t4",
                   "standard game played on from turn 4 of a game by link, reseeded 0x5EED0001, "
                   "then 150 random actions",
                   french.game().state(), 0x5EED0001, 150);
  }
  // A hot-seat Grouchy game (seed 404) to turn 6, played on from there: both chits in the start.
  {
    Options o;
    o.grouchy = true;
    Session s = Session::local(o, 404);
    RandomPlayer p(404);
    while (!s.game().over() && s.game().state().turn < 6) play(s, p, 1);
    playOnAndWrite("start-grouchy-t6",
                   "Grouchy game played on from turn 6 of a hot-seat game (seed 404), reseeded "
                   "0x5EED0002, then 100 random actions",
                   s.game().state(), 0x5EED0002, 100);
  }
  return 0;
}
