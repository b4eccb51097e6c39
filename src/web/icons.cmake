# The PNG icons made from assets/icon.svg at build time: an iPad's home screen takes only a
# PNG apple-touch-icon (180x180), and install prompts want manifest icons of 192 and 512.
# rsvg-convert comes from Debian's librsvg2-bin (web/install-deps).
find_program(NAW_RSVG_CONVERT rsvg-convert)
if(NOT NAW_RSVG_CONVERT)
  message(FATAL_ERROR "rsvg-convert not found: run web/install-deps (Debian's librsvg2-bin)")
endif()
set(NAW_ICON_FILES)
foreach(size 180 192 512)
  set(png "${CMAKE_BINARY_DIR}/icon-${size}.png")
  add_custom_command(
    OUTPUT "${png}"
    COMMAND "${NAW_RSVG_CONVERT}" -w ${size} -h ${size} -o "${png}"
            "${PROJECT_SOURCE_DIR}/assets/icon.svg"
    DEPENDS "${PROJECT_SOURCE_DIR}/assets/icon.svg"
    COMMENT "Making icon-${size}.png")
  list(APPEND NAW_ICON_FILES "${png}")
endforeach()
add_custom_target(naw_icons ALL DEPENDS ${NAW_ICON_FILES})
add_dependencies(naw_web naw_icons)
