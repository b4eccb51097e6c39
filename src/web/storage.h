// localStorage from C++ (browser only). Every call catches what the browser throws (storage
// disabled, private mode, quota exceeded) and reports it; nothing here aborts the module.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace naw::web {

// The value under `key`, or nullopt when there is none (or storage cannot be read).
std::optional<std::string> storageGet(const std::string& key);

struct StorageWrite {
  bool ok = true;
  bool quota = false;   // the browser refused for lack of space (QuotaExceededError)
  std::string message;  // plain words for the player when !ok
};
// Writes `value` under `key`. On failure the old value under `key` is left as it was.
StorageWrite storageSet(const std::string& key, const std::string& value);
void storageRemove(const std::string& key);
// Every key starting with `prefix`, in no particular order.
std::vector<std::string> storageKeys(const std::string& prefix);

}  // namespace naw::web
