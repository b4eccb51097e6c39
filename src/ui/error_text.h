// A refused save or link as the player reads it, in his language. persist and the modules
// word their errors in English (naw-cli prints them as they are: a contract); the screen
// shows the message through the string table's "refusal.*" patterns when one matches it
// (refusal_text.h), else, in another language than English, the sentence of its kind
// ("error.kind.*": damaged, cut short, made by a newer version...), so that no English text
// reaches a French reader. In English every text is byte for byte what it was.
#pragma once

#include <string>

#include "error.h"

namespace naw::ui {

// The error's message in the current language (see above).
std::string errorMessage(const persist::Error& e);
// As the link dialogs show it: the message, the action it names ("(action 5)") unless the
// message names it, and the rule of the engine's refusal (": rule 4.2, why").
std::string linkErrorText(const persist::Error& e);
// As the saved-games list and the page's start messages show it: the message and the rule
// of the engine's refusal (" (rule 4.2: why)").
std::string saveErrorText(const persist::Error& e);

}  // namespace naw::ui
