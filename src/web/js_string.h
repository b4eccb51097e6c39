// Strings handed from JS glue to C++: the JS side leaves a string in Module["nawPending"]
// and returns its UTF-8 length; takePendingString copies it out (and clears it).
#pragma once

#include <string>

namespace naw::web {

// `length`: the UTF-8 length the JS side returned, or -1 to ask for it.
std::string takePendingString(int length);

}  // namespace naw::web
