// Session::forceDiceForTest: the test hook behind window.naw.forceDice (App::forceDiceForTest).
#include <gtest/gtest.h>

#include <variant>

#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {

Action endPhase() {
  Action a;
  a.type = ActionType::EndPhase;
  return a;
}

// The first attack the engine allows in the French combat phase of turn 1.
Action firstAttack(const Game& g) {
  for (const Action& a : g.legalActions())
    if (a.type == ActionType::Attack) return a;
  ADD_FAILURE() << "no legal attack";
  return endPhase();
}

Entropy entropy(std::uint8_t seed) {
  Entropy e{};
  for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(seed * 17 + i);
  return e;
}

}  // namespace

TEST(SessionForceDice, ForcedDiceDecideTheNextAttacksOfALocalGame) {
  for (int die = 1; die <= 6; ++die) {
    Session s = Session::local(Options{}, 5);
    ASSERT_TRUE(std::holds_alternative<Outcome>(s.apply(endPhase())));
    ASSERT_TRUE(s.forceDiceForTest({die, 0, 7}));  // 0 and 7 are not dice: skipped
    const ApplyResult r = s.apply(firstAttack(s.game()));
    ASSERT_TRUE(std::holds_alternative<Outcome>(r));
    EXPECT_EQ(std::get<Outcome>(r).die, die);
    // The applied attack is in the record (the forced die itself is not).
    EXPECT_EQ(s.match().actions.size(), 2u);
  }
}

TEST(SessionForceDice, RefusedInAGameByLinkWhoseDiceAreCommitted) {
  Session french = Session::invite(Options{}, Side::French, entropy(1));
  const auto invitation = french.link();
  ASSERT_TRUE(std::holds_alternative<std::string>(invitation));
  auto accepted = Session::accept(std::get<std::string>(invitation), entropy(2));
  ASSERT_TRUE(std::holds_alternative<Session>(accepted));
  const auto back = std::get<Session>(accepted).link();
  ASSERT_TRUE(std::holds_alternative<std::string>(back));
  ASSERT_EQ(french.receive(std::get<std::string>(back)), std::nullopt);
  ASSERT_TRUE(french.byLink());

  // The same game with and without the forced die: the committed die decides both.
  Session forced = french;
  EXPECT_FALSE(forced.forceDiceForTest({1}));
  EXPECT_FALSE(forced.forceDiceForTest({6}));
  for (Session* s : {&french, &forced})
    ASSERT_TRUE(std::holds_alternative<Outcome>(s->apply(endPhase())));
  const ApplyResult plain = french.apply(firstAttack(french.game()));
  const ApplyResult withForced = forced.apply(firstAttack(forced.game()));
  ASSERT_TRUE(std::holds_alternative<Outcome>(plain));
  ASSERT_TRUE(std::holds_alternative<Outcome>(withForced));
  EXPECT_EQ(std::get<Outcome>(plain).die, std::get<Outcome>(withForced).die);
  EXPECT_EQ(french.game().hash(), forced.game().hash());
}
