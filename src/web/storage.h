// localStorage from C++ (browser only). Every call catches what the browser throws (storage
// disabled, private mode, quota exceeded) and reports it; nothing here aborts the module.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "platform.h"

namespace naw::web {

// The value under `key`, or nullopt when there is none (or storage cannot be read).
std::optional<std::string> storageGet(const std::string& key);

using StorageWrite = ui::StorageWrite;  // the port's types (src/ui/platform.h)
// Writes `value` under `key`. On failure the old value under `key` is left as it was.
StorageWrite storageSet(const std::string& key, const std::string& value);
void storageRemove(const std::string& key);
// Every key starting with `prefix`, in no particular order.
std::vector<std::string> storageKeys(const std::string& prefix);

// A key written (or removed: no value) by ANOTHER tab or window of this origin: the browser
// fires localStorage's "storage" event in every other document, never in the one that wrote.
using StorageChange = ui::StorageChange;
// From the first call on, the changes of keys starting with `prefix` are queued as the events
// arrive; each call returns (and forgets) those queued since the last one, oldest first.
std::vector<StorageChange> takeStorageChanges(const std::string& prefix);

}  // namespace naw::web
