# A rule-text file the page fetches (src/ui/rule_text.h RuleBook): the asset IN with its '#'
# comment lines (provenance, for readers of the assets) left out, written to OUT.
# Run as: cmake -DIN=... -DOUT=... -P rule_file.cmake
file(READ "${IN}" text)
string(REGEX REPLACE "\n#[^\n]*" "" text "\n${text}")
string(REGEX REPLACE "^\n+" "" text "${text}")
file(WRITE "${OUT}.tmp" "${text}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
