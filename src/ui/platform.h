// naw::ui::Platform: what the UI asks of the page around it (the port). The browser layer
// (src/web/link.h, browserPlatform()) implements it over localStorage, location.hash, the
// Web Share API, file download/picker, Date.now(), crypto.getRandomValues and
// navigator.language; native tests implement it in memory (tests/ui/memory_platform.h).
// Nothing in src/ui includes src/web.
//
// Every call returns what went wrong instead of throwing; none aborts.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace naw::ui {

struct StorageWrite {
  bool ok = true;
  bool quota = false;   // refused for lack of space (QuotaExceededError)
  std::string message;  // plain words for the player when !ok
};

// A key written (or removed: no value) by ANOTHER tab or window of this origin (the
// browser's "storage" event: fired in every other document, never in the one that wrote).
struct StorageChange {
  std::string key;
  std::optional<std::string> value;
};

enum class ShareOutcome { None, Pending, Shared, Copied, Failed };

struct PickedFile {
  std::string name;
  std::string text;
  std::string error;  // not empty: the file could not be read (too large, unreadable)
};

class Platform {
 public:
  virtual ~Platform() = default;

  // --- Storage shared by every tab of this origin (localStorage)
  // The value under `key`, or nullopt when there is none (or storage cannot be read).
  virtual std::optional<std::string> storageGet(const std::string& key) = 0;
  // On failure the old value under `key` is left as it was.
  virtual StorageWrite storageSet(const std::string& key, const std::string& value) = 0;
  virtual void storageRemove(const std::string& key) = 0;
  // Every key starting with `prefix`, in no particular order.
  virtual std::vector<std::string> storageKeys(const std::string& prefix) = 0;
  // From the first call on, other tabs' changes of keys starting with `prefix` are queued;
  // each call returns (and forgets) those queued since the last one, oldest first.
  virtual std::vector<StorageChange> takeStorageChanges(const std::string& prefix) = 0;

  // --- The page's address (links)
  virtual void installLinkListener() = 0;  // once, at start-up
  virtual std::string locationHash() = 0;  // "#p=..." / "#t=..." / ""
  virtual bool takeHashChanged() = 0;      // true once after each change since the last call
  virtual void clearHash() = 0;            // without reloading, without a change event
  virtual std::string pageAddress() = 0;   // origin + path (+ query), without the hash

  // --- Texts leaving or entering the page
  // Offers `url` (share sheet where available, else the clipboard); poll shareOutcome().
  virtual void shareUrl(const std::string& url, const std::string& title) = 0;
  virtual ShareOutcome shareOutcome() = 0;
  virtual void downloadText(const std::string& filename, const std::string& text) = 0;
  virtual void pickFile() = 0;  // the chosen file arrives through takePickedFile()
  virtual std::optional<PickedFile> takePickedFile() = 0;

  // --- Clock and randomness
  virtual double nowMs() = 0;                            // milliseconds since 1970
  virtual std::array<std::uint8_t, 32> entropy32() = 0;  // unpredictable bytes

  // --- Language
  // The browser's preferred language tag (navigator.language: "fr-FR", "en-US"); "" unknown.
  virtual std::string browserLanguage() { return ""; }
  // The page's French texts (french.txt, i18n.h): requestFrench starts fetching them (the
  // page may have started already); takeFrench gives them once, when they have arrived.
  virtual void requestFrench() {}
  virtual std::optional<std::string> takeFrench() { return std::nullopt; }
};

// A fresh seed from the platform's entropy (a new game's dice, a game played on with fresh
// dice): the first 8 bytes, big-endian.
inline std::uint64_t freshSeed(Platform& p) {
  const auto e = p.entropy32();
  std::uint64_t s = 0;
  for (std::size_t i = 0; i < 8; ++i) s = s << 8 | e[i];
  return s;
}

}  // namespace naw::ui
