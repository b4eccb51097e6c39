// What a French reader of a game's text layer reads (issue 14, items 1 and 3): plain French,
// no word of naw-cli's key=value answers ("diff=+2", "die=4", "result=DR", "odds=3-1") and no
// English text of the string table's entries. Shared by the TextLayer*.FrenchReader tests.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <regex>
#include <string>
#include <vector>

#include "game_text_layer.h"
#include "i18n.h"
#include "text_layer.h"

namespace naw::ui::testing {

// The English pieces of the entries whose key starts with one of `prefixes`: each text cut at
// its arguments and plural bars, trimmed; those of 5 letters or more that the French text of
// the same entry does not hold too (a name such as "Hard pounding" reads alike in both).
inline std::vector<std::string> englishPieces(const std::vector<std::string>& prefixes) {
  std::vector<std::string> pieces;
  for (const StringEntry& e : stringTable()) {
    bool wanted = false;
    for (const auto& p : prefixes) wanted = wanted || e.key.rfind(p, 0) == 0;
    if (!wanted) continue;
    static const std::regex kCut("\\{[a-z0-9_]+\\}|\\||\\\\n");
    for (std::sregex_token_iterator it(e.text[0].begin(), e.text[0].end(), kCut, -1), end;
         it != end; ++it) {
      std::string piece = *it;
      const auto keep = [](char c) { return c != ' ' && c != ',' && c != '.' && c != ':'; };
      while (!piece.empty() && !keep(piece.back())) piece.pop_back();
      std::size_t from = 0;
      while (from < piece.size() && !keep(piece[from])) ++from;
      piece = piece.substr(from);
      if (piece.size() >= 5 && e.text[1].find(piece) == std::string::npos) pieces.push_back(piece);
    }
  }
  return pieces;
}

// `text` (an announcement, a line of the view) holds no naw-cli key=value word and none of
// `english` (englishPieces).
inline void expectPlainFrench(const std::string& text, const std::vector<std::string>& english) {
  static const std::regex kKeyValue("(^|[^a-z])[a-z][a-z0-9-]*=[^ ]");
  EXPECT_FALSE(std::regex_search(text, kKeyValue)) << "naw-cli words in: " << text;
  for (const auto& piece : english)
    EXPECT_EQ(text.find(piece), std::string::npos) << "English \"" << piece << "\" in: " << text;
}

// Every line of the view but the commands offered (tl.choices: what the player may type, in
// naw-cli's grammar).
inline std::vector<std::string> viewLines(const TextLayerView& v) {
  std::vector<std::string> lines{v.title, v.prompt};
  for (const auto& b : v.blocks) {
    if (b.heading == tr("tl.choices")) continue;
    lines.push_back(b.heading);
    lines.insert(lines.end(), b.items.begin(), b.items.end());
  }
  return lines;
}

// A French reader typing lines into `layer`: keeps what is read (each answer's announcement,
// the announcements since, the view after) and checks it (expectPlain). French while it lives.
struct FrenchReader {
  FrenchReader(GameTextLayer& l, const std::vector<std::string>& prefixes) : layer(l) {
    setLanguage(Lang::Fr);
    english = englishPieces(prefixes);
  }
  ~FrenchReader() { setLanguage(Lang::En); }
  void look() {
    for (auto& s : layer.takeAnnouncements()) said.push_back(s);
    for (auto& l : viewLines(layer.view())) seen.push_back(l);
  }
  // naw-cli's answer to `line`.
  std::string typed(const std::string& line) {
    const TextReply r = layer.run(line);
    if (!r.announcement.empty()) said.push_back(r.announcement);
    look();
    return r.answer;
  }
  // Everything read is plain French, and no announcement says an action as naw-cli's
  // command (": move ...").
  void expectPlain(std::initializer_list<const char*> commands) const {
    for (const auto& s : said) {
      expectPlainFrench(s, english);
      for (const char* c : commands)
        EXPECT_EQ(s.find(std::string(": ") + c + " "), std::string::npos) << s;
    }
    for (const auto& l : seen) expectPlainFrench(l, english);
  }

  GameTextLayer& layer;
  std::vector<std::string> english, said, seen;
};

}  // namespace naw::ui::testing
