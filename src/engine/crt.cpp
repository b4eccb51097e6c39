#include "crt.h"

#include <utility>

#include "csv.h"

namespace naw {

const char* combatResultName(CombatResult r) {
  switch (r) {
    case CombatResult::Ae:
      return "Ae";
    case CombatResult::Ar:
      return "Ar";
    case CombatResult::Ee:
      return "Ee";
    case CombatResult::Dr:
      return "Dr";
    case CombatResult::De:
      return "De";
  }
  return "?";
}

namespace {
bool parseResult(std::string_view s, CombatResult* out) {
  static const std::pair<const char*, CombatResult> kNames[] = {{"Ae", CombatResult::Ae},
                                                                {"Ar", CombatResult::Ar},
                                                                {"Ee", CombatResult::Ee},
                                                                {"Dr", CombatResult::Dr},
                                                                {"De", CombatResult::De}};
  for (const auto& [name, value] : kNames)
    if (s == name) {
      *out = value;
      return true;
    }
  return false;
}

bool parseRatio(std::string_view s, int* a, int* d) {
  const auto dash = s.find('-');
  if (dash == std::string_view::npos || dash == 0 || dash + 1 >= s.size()) return false;
  int parts[2] = {0, 0};
  std::string_view pieces[2] = {s.substr(0, dash), s.substr(dash + 1)};
  for (int i = 0; i < 2; ++i) {
    for (char c : pieces[i]) {
      if (c < '0' || c > '9') return false;
      parts[i] = parts[i] * 10 + (c - '0');
      if (parts[i] > 1000) return false;
    }
    if (parts[i] == 0) return false;
  }
  *a = parts[0];
  *d = parts[1];
  return true;
}
}  // namespace

std::optional<Crt> Crt::parse(std::string_view csv, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<Crt> {
    if (error) *error = why;
    return std::nullopt;
  };
  Crt crt;
  int rows = 0;
  bool header = true;
  std::string err;
  csv::forEachLine(csv, nullptr, [&](int, std::string_view line) {
    const auto fields = csv::splitFields(line);
    auto bad = [&](const std::string& why) {
      err = why;
      return false;
    };
    if (header) {
      if (fields.size() < 2 || fields[0] != "die") return bad("crt: header must start with 'die'");
      for (std::size_t i = 1; i < fields.size(); ++i) {
        int a = 0, d = 0;
        if (!parseRatio(fields[i], &a, &d) || (a != 1 && d != 1))
          return bad("crt: bad ratio " + std::string(fields[i]));
        crt.names_.emplace_back(fields[i]);
        crt.attackerParts_.push_back(a);
        crt.defenderParts_.push_back(d);
      }
      header = false;
      return true;
    }
    if (rows >= 6) return bad("crt: more than six die rows");
    if (fields.size() != crt.names_.size() + 1 || fields[0] != std::string(1, char('1' + rows)))
      return bad("crt: bad row for die " + std::to_string(rows + 1));
    for (std::size_t i = 1; i < fields.size(); ++i) {
      CombatResult r;
      if (!parseResult(fields[i], &r)) return bad("crt: bad result " + std::string(fields[i]));
      crt.table_[rows].push_back(r);
    }
    ++rows;
    return true;
  });
  if (!err.empty()) return fail(err);
  if (rows != 6) return fail("crt: need six die rows");
  return crt;
}

int Crt::columnByName(std::string_view name) const {
  for (int i = 0; i < columns(); ++i)
    if (names_[i] == name) return i;
  return -1;
}

int Crt::clamp(int column) const {
  if (column < 0) return 0;
  if (column >= columns()) return columns() - 1;
  return column;
}

int Crt::oddsColumn(int attack, int defence) const {
  // Highest column whose ratio the attack reaches: attack/defence >= a/d, i.e.
  // attack*d >= defence*a. Any lower ratio rounds in the defender's favour (6.2, R5).
  int best = 0;  // below the lowest ratio: treated as the lowest column (6.2)
  for (int i = 0; i < columns(); ++i)
    if (static_cast<long>(attack) * defenderParts_[i] >=
        static_cast<long>(defence) * attackerParts_[i])
      best = i;
  return best;
}

}  // namespace naw
