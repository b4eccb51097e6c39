# naw_embed_game_assets(<game> <out-var>): compiles assets/<game>/*.csv and *.txt into
# ${CMAKE_CURRENT_BINARY_DIR}/<game>_assets_embedded.cpp (namespace <game>, header
# games/<game>/assets.h) and sets <out-var> to that file. The '#' comment lines
# (provenance, for readers of the assets) are left out: the games' readers skip them. In the
# page, rules-<game>.txt keeps only its headings: the texts are fetched (src/ui/rule_text.h
# RuleBook, src/web/CMakeLists.txt NAW_RULE_FILES).
function(naw_embed_game_assets game out_var)
  file(GLOB asset_files CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/assets/${game}/*.csv"
       "${PROJECT_SOURCE_DIR}/assets/${game}/*.txt")
  set(web "")
  if(EMSCRIPTEN AND EXISTS "${PROJECT_SOURCE_DIR}/assets/${game}/rules-${game}.txt")
    set(web -DHEADINGS_ONLY=rules-${game}.txt)
  endif()
  set(out "${CMAKE_CURRENT_BINARY_DIR}/${game}_assets_embedded.cpp")
  set(script "${PROJECT_SOURCE_DIR}/src/engine/embed_assets.cmake")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND "${CMAKE_COMMAND}" -DASSET_DIR=${PROJECT_SOURCE_DIR}/assets/${game} -DOUT=${out}
            -DNAMESPACE=${game} -DHEADER=games/${game}/assets.h -DLABEL=assets/${game}/
            -DSTRIP_COMMENTS=ON -DEXTENSIONS=csv,txt ${web} -P "${script}"
    DEPENDS ${asset_files} "${script}"
    COMMENT "Embedding assets/${game}/")
  set(${out_var} "${out}" PARENT_SCOPE)
endfunction()
