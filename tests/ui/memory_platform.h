// An in-memory Platform (src/ui/platform.h) for native tests: several "tabs" on one store,
// as the tabs of one browser share localStorage. A tab's write is queued as a change in
// every OTHER tab (the browser's "storage" event), delivered when that tab asks for it; a
// tab can hold its events back (an event not yet arrived).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "platform.h"

namespace uitest {

struct MemoryStore {
  std::map<std::string, std::string> items;
  std::size_t quotaChars = 0;  // 0: no limit; else writes beyond it fail (QuotaExceededError)
  double clockMs = 1764000000000.0;
  std::uint8_t entropyCounter = 0;
  std::vector<class MemoryTab*> tabs;
};

class MemoryTab final : public naw::ui::Platform {
 public:
  explicit MemoryTab(MemoryStore& store) : store_(store) { store_.tabs.push_back(this); }
  // A closed tab (a page reloaded in a test) hears no more of the others' writes.
  ~MemoryTab() override {
    store_.tabs.erase(std::remove(store_.tabs.begin(), store_.tabs.end(), this), store_.tabs.end());
  }
  MemoryTab(const MemoryTab&) = delete;
  MemoryTab& operator=(const MemoryTab&) = delete;

  bool holdEvents = false;  // queue other tabs' changes but do not deliver them yet

  std::optional<std::string> storageGet(const std::string& key) override {
    const auto it = store_.items.find(key);
    if (it == store_.items.end()) return std::nullopt;
    return it->second;
  }
  naw::ui::StorageWrite storageSet(const std::string& key, const std::string& value) override {
    if (store_.quotaChars) {
      std::size_t total = key.size() + value.size();
      for (const auto& [k, v] : store_.items)
        if (k != key) total += k.size() + v.size();
      if (total > store_.quotaChars) return {false, true, "storage is full"};
    }
    store_.items[key] = value;
    notifyOthers(key, value);
    return {};
  }
  void storageRemove(const std::string& key) override {
    if (store_.items.erase(key)) notifyOthers(key, std::nullopt);
  }
  std::vector<std::string> storageKeys(const std::string& prefix) override {
    std::vector<std::string> keys;
    for (const auto& [k, v] : store_.items)
      if (k.compare(0, prefix.size(), prefix) == 0) keys.push_back(k);
    return keys;
  }
  std::vector<naw::ui::StorageChange> takeStorageChanges(const std::string& prefix) override {
    listening_ = true;
    std::vector<naw::ui::StorageChange> out, kept;
    if (holdEvents) return out;
    for (auto& c : queue_)
      (c.key.compare(0, prefix.size(), prefix) == 0 ? out : kept).push_back(std::move(c));
    queue_ = std::move(kept);
    return out;
  }

  void installLinkListener() override {}
  std::string locationHash() override { return hash; }
  bool takeHashChanged() override { return false; }
  void clearHash() override { hash.clear(); }
  std::string pageAddress() override { return "https://example.test/naw/"; }
  void shareUrl(const std::string& url, const std::string&) override { shared.push_back(url); }
  naw::ui::ShareOutcome shareOutcome() override { return naw::ui::ShareOutcome::None; }
  void downloadText(const std::string& filename, const std::string& text) override {
    downloads.emplace_back(filename, text);
  }
  void pickFile() override {}
  std::optional<naw::ui::PickedFile> takePickedFile() override { return std::nullopt; }
  double nowMs() override { return store_.clockMs += 1000; }
  std::array<std::uint8_t, 32> entropy32() override {
    std::array<std::uint8_t, 32> e{};
    const std::uint8_t n = ++store_.entropyCounter;
    for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(n * 37 + i);
    return e;
  }

  std::string hash;
  std::vector<std::string> shared;
  std::vector<std::pair<std::string, std::string>> downloads;

 private:
  void notifyOthers(const std::string& key, const std::optional<std::string>& value) {
    for (MemoryTab* t : store_.tabs)
      if (t != this && t->listening_) t->queue_.push_back({key, value});
  }
  MemoryStore& store_;
  bool listening_ = false;
  std::vector<naw::ui::StorageChange> queue_;
};

}  // namespace uitest
