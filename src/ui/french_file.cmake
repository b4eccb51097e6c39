# The page's French texts, fetched apart from the page (only by players who read French,
# src/ui/i18n.h): the French column of ASSET_DIR/strings.txt as "key<TAB>French" lines, a line
# "%%rules", then the French rule texts (ASSET_DIR/rules-1979.fr.txt), a line "%%rules-cn",
# then Computer Napoleonics' (ASSET_DIR/rules-cn.fr.txt), a line "%%rules-nlb", then NLB
# Waterloo's (ASSET_DIR/rules-nlb.fr.txt), '#' comments left out.
# Run as: cmake -DASSET_DIR=... -DOUT=... -P french_file.cmake
file(READ "${ASSET_DIR}/strings.txt" strings)
string(REGEX REPLACE "\n#[^\n]*" "" strings "\n${strings}")
string(REGEX REPLACE "\n([^\t\n]*)\t[^\t\n]*\t([^\n]*)" "\n\\1\t\\2" strings "${strings}")
string(SUBSTRING "${strings}" 1 -1 strings)
file(READ "${ASSET_DIR}/rules-1979.fr.txt" rules)
string(REGEX REPLACE "\n#[^\n]*" "" rules "\n${rules}")
string(REGEX REPLACE "^\n+" "" rules "${rules}")
file(READ "${ASSET_DIR}/rules-cn.fr.txt" cn_rules)
string(REGEX REPLACE "\n#[^\n]*" "" cn_rules "\n${cn_rules}")
string(REGEX REPLACE "^\n+" "" cn_rules "${cn_rules}")
file(READ "${ASSET_DIR}/rules-nlb.fr.txt" nlb_rules)
string(REGEX REPLACE "\n#[^\n]*" "" nlb_rules "\n${nlb_rules}")
string(REGEX REPLACE "^\n+" "" nlb_rules "${nlb_rules}")
file(WRITE "${OUT}.tmp" "${strings}%%rules\n${rules}%%rules-cn\n${cn_rules}%%rules-nlb\n${nlb_rules}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
