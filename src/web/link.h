// The page's address and the ways a text leaves or enters the page (browser only): the URL
// hash (read at start and on every hashchange), the Web Share API with a clipboard
// fallback, file download and the file picker, the clock and crypto randomness.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "platform.h"

namespace naw::web {

// The UI's port (src/ui/platform.h) over the functions of link.h and storage.h.
ui::Platform& browserPlatform();

// Starts listening to hashchange (call once at start-up).
void installLinkListener();
// location.hash ("#p=..." / "#t=..." / "").
std::string locationHash();
// True once after each hashchange event since the last call.
bool takeHashChanged();
// Removes the hash from the address bar without reloading and without a hashchange event.
void clearHash();
// The page's address without its hash: origin + path (+ query).
std::string pageAddress();

// Offers `url` through navigator.share where available, else copies it to the clipboard.
// The outcome arrives later: poll shareOutcome().
void shareUrl(const std::string& url, const std::string& title);
using ShareOutcome = ui::ShareOutcome;
ShareOutcome shareOutcome();

// Lets the browser download `text` as a file named `filename`.
void downloadText(const std::string& filename, const std::string& text);
// Opens the file picker; the chosen file's text arrives later through takePickedFile().
void pickFile();
using PickedFile = ui::PickedFile;
std::optional<PickedFile> takePickedFile();

double nowMs();                            // Date.now()
std::array<std::uint8_t, 32> entropy32();  // crypto.getRandomValues

}  // namespace naw::web
