#include "game_replay.h"

#include <cstdio>

namespace naw::web {

void GameReplay::open(modules::Timeline timeline, Words words, std::optional<std::size_t> at,
                      std::uint64_t hash) {
  words_ = std::move(words);
  gameHash = hash;
  message.clear();
  window_.closed();
  cursor.open(std::move(timeline), at);
}

void GameReplay::close() {
  cursor.close();
  window_.closed();
  words_ = {};
}

ui::ReplayPress GameReplay::draw(const ui::Rect& area) {
  if (!isOpen()) return ui::ReplayPress::None;
  ui::ReplayWords w;
  w.step = words_.step(*cursor.shown());
  if (cursor.moment() > 0) w.current = words_.moves[cursor.moment() - 1];
  w.move = [this](std::size_t i) { return words_.moves[i]; };
  w.heading = [this](std::size_t i) { return words_.headings[i]; };
  return window_.draw(cursor, w, message, area);
}

std::string GameReplay::json() const {
  char hash[20] = "";
  if (cursor.shown())
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(cursor.shown()->hash()));
  std::string m;
  for (char c : message) m += c == '"' || c == '\\' ? ' ' : c;
  return std::string("{\"open\":") + (isOpen() ? "true" : "false") +
         ",\"moment\":" + std::to_string(cursor.moment()) +
         ",\"length\":" + std::to_string(cursor.length()) + ",\"message\":\"" + m +
         "\",\"hash\":\"" + hash + "\",\"step\":\"" +
         (cursor.shown() ? cursor.shown()->step().phase : "") + "\"}";
}

}  // namespace naw::web
