#!/usr/bin/env bash
# Throwaway links that estimate the page with each game's code loaded when it is chosen
# (SIZE.md, "Loading a game's code when it is chosen"). Changes nothing in the build: it
# reads the objects and libraries of a web build dir compiled with -fPIC and writes to OUT.
#
#   cmake --preset web -B build/web-pic -DCMAKE_C_FLAGS=-fPIC -DCMAKE_CXX_FLAGS=-fPIC \
#     -DSDL2_DIR=<an SDL built with "-DCMAKE_C_FLAGS=-Os -fPIC">/lib/cmake/SDL2
#   cmake --build build/web-pic --target naw_web   (with the preset's environment)
#   src/web/dl_measure.sh build/web-pic <pic SDL>/lib/libSDL2.a OUT [variant]
#
# Variants: split (default): a main module (-sMAIN_MODULE=2) without the CN, NLB and W20
# screens, computers and browser-layer parts, which go into side modules OUT/{cn,nlb,w20}.wasm,
# the main exporting what they import (side_exports.py); noeng: the same and the three engines
# left out too (unresolved: a bound, the modules' adapters and main.cpp's test API stay);
# static: no dynamic linking, the same libraries left out (a page per game); fullmm: a main
# module with everything (the cost of position-independent code and the dynamic linker).
# CLOSURE=0 links without Closure (the `static` and `fullmm` rows of SIZE.md were linked so;
# with Closure they were not run). Prints each file's bytes after gzip -9 as tests/browser/bench.mjs counts them (node's zlib).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
B=$(cd "$1" && pwd)
SDL=$(realpath "$2")
mkdir -p "$3"
OUT=$(cd "$3" && pwd)
VARIANT=${4:-split}
mkdir -p "$OUT"
export NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3
export EM_CLOSURE_COMPILER="$ROOT/node_modules/.bin/google-closure-compiler"
cd "$B"
G=src/web/CMakeFiles/naw_web_glue.dir
W=src/web/CMakeFiles/naw_web.dir
OPT=(-fPIC -Oz -flto -fwasm-exceptions -fexceptions)

# Side modules: each game's screen, its computer and its part of the browser layer (whole
# archives: nothing in them is referenced yet when they are linked).
side() {  # name objects... -- archives...
  local name=$1 objs=() libs=()
  shift
  while [ "$1" != -- ]; do objs+=("$1"); shift; done
  shift
  libs=("$@")
  nice -n 10 em++ "${OPT[@]}" -sSIDE_MODULE=1 -o "$OUT/$name.wasm" "${objs[@]}" \
    -Wl,--whole-archive "${libs[@]}" -Wl,--no-whole-archive
}
if [ "$VARIANT" = split ] || [ "$VARIANT" = noeng ]; then
  side cn -- src/games/cn/ui/libcn_ui.a src/games/cn/ui/libcn_ui_core.a src/games/cn/ai/libcn_ai.a
  side nlb $G/browser_layer_nlb.cpp.o -- src/games/nlb/ui/libnlb_ui.a \
    src/games/nlb/ui/libnlb_ui_core.a src/games/nlb/ai/libnlb_ai.a
  side w20 $G/browser_layer_w20.cpp.o $G/w20_test_api.cpp.o -- src/games/w20/ui/libw20_ui.a \
    src/games/w20/ui/libw20_ui_core.a src/games/w20/ai/libw20_ai.a
  python3 "$ROOT/src/web/side_exports.py" "$OUT"/cn.wasm "$OUT"/nlb.wasm "$OUT"/w20.wasm \
    --stats --rsp "$OUT/exports.json"
  python3 -c "import json,sys; e=json.load(open(sys.argv[1])); json.dump(e+['_main'], open(sys.argv[1],'w'))" \
    "$OUT/exports.json"
fi

# The main module's libraries: today's naw_web link without the side modules' parts.
rm -f "$OUT/libglue.a"
emar qc "$OUT/libglue.a" $G/storage.cpp.o $G/link.cpp.o $G/js_string.cpp.o $G/browser_layer.cpp.o \
  $G/rule_fetch.cpp.o
ENGINES=(src/games/cn/libcn_engine.a src/games/nlb/libnlb_engine.a src/games/w20/libw20_engine.a)
[ "$VARIANT" = noeng ] && ENGINES=()
LIBS=(src/ui/libnaw_ui.a src/ui/libnaw_ui_web.a "$OUT/libglue.a" src/ui/libnaw_ui.a
  src/web/libimgui.a src/web/libimgui_core.a "$SDL" -lm src/ui/libnaw_ui_core.a src/ai/libnaw_ai.a
  src/modules/libnaw_modules.a src/persist/libnaw_persist.a "${ENGINES[@]}" src/engine/libnaw_engine.a)
EXTRA=()
case $VARIANT in
  split | noeng)
    # -Wno-undefined: the main still calls the screens directly (no seam yet), and a few
    # names the side modules import are the JS library's (getTempRet0).
    EXTRA=(-sMAIN_MODULE=2 -sERROR_ON_UNDEFINED_SYMBOLS=0 -Wno-undefined
      "-sEXPORTED_FUNCTIONS=@$OUT/exports.json" --js-library "$ROOT/src/web/dl_nofs.js") ;;
  static)
    # main.cpp constructs a cn::ui::BrickLayout: its vtable, the one data symbol left undefined.
    printf 'void* _ZTVN2cn2ui11BrickLayoutE[16];\n' >"$OUT/vtable.c"
    emcc -c -Oz -flto "$OUT/vtable.c" -o "$OUT/vtable.o"
    EXTRA=(-sERROR_ON_UNDEFINED_SYMBOLS=0 "$OUT/vtable.o") ;;
  fullmm)
    LIBS=(src/ui/libnaw_ui.a src/ui/libnaw_ui_web.a src/web/libnaw_web_glue.a
      src/games/cn/ui/libcn_ui.a src/games/nlb/ui/libnlb_ui.a src/games/w20/ui/libw20_ui.a
      src/ui/libnaw_ui_web.a src/games/cn/ui/libcn_ui_core.a src/games/cn/ai/libcn_ai.a
      src/games/nlb/ui/libnlb_ui_core.a src/games/nlb/ai/libnlb_ai.a src/ui/libnaw_ui.a
      src/web/libimgui.a src/web/libimgui_core.a "$SDL" -lm src/games/w20/ui/libw20_ui_core.a
      src/ui/libnaw_ui_core.a src/ai/libnaw_ai.a src/games/w20/ai/libw20_ai.a
      src/modules/libnaw_modules.a src/persist/libnaw_persist.a "${ENGINES[@]}"
      src/engine/libnaw_engine.a)
    EXTRA=(-sMAIN_MODULE=2 -sEXPORTED_FUNCTIONS=_main --js-library "$ROOT/src/web/dl_nofs.js") ;;
  *) echo "unknown variant $VARIANT" >&2; exit 2 ;;
esac
# The options of naw_web (src/web/CMakeLists.txt), then the variant's.
nice -n 10 em++ "${OPT[@]}" -DNDEBUG \
  -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=100 "--shell-file=$ROOT/shell.html" \
  -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2 -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web \
  -sEXIT_RUNTIME=0 -sMINIFY_HTML=0 -sEXPORTED_RUNTIME_METHODS=ccall \
  -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0 "--closure=${CLOSURE:-1}" -sFILESYSTEM=0 -sMALLOC=emmalloc \
  -sGL_TRACK_ERRORS=0 -sSUPPORT_ERRNO=0 \
  "-sINCOMING_MODULE_JS_API=[canvas,setStatus,onAbort,print,printErr,noInitialRun]" \
  -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0 "${EXTRA[@]}" \
  $W/main.cpp.o $W/board_cache.cpp.o $W/sdl_no_blit.cpp.o $W/sdl_no_gestures.cpp.o \
  $W/gl_no_proc_address.cpp.o $W/libc_atof.cpp.o $W/fonts.cpp.o $W/sdl_no_gamepad.cpp.o \
  -o "$OUT/index.html" "${LIBS[@]}" 2>"$OUT/link.log" || { tail -n 20 "$OUT/link.log"; exit 1; }
grep -v '^warning: undefined symbol' "$OUT/link.log" || true
cd "$OUT"
node -e '
const { gzipSync } = require("node:zlib"); const fs = require("node:fs"); let t = 0;
for (const f of process.argv.slice(1)) {
  if (!fs.existsSync(f)) continue;
  const g = gzipSync(fs.readFileSync(f), { level: 9 }).length;
  if (f.startsWith("index")) t += g;
  console.log(f.padEnd(12), String(fs.statSync(f).size).padStart(9), String(g).padStart(8));
}
console.log("page (index.*)", t);' index.wasm index.js index.html cn.wasm nlb.wasm w20.wasm
# The main's code, data and import + export names, each section gzipped alone.
PYTHONPATH="$ROOT/src/web" python3 -c '
import sys, zlib
from wasm_funcs import sections
def gz(s):
    c = zlib.compressobj(9, zlib.DEFLATED, 31)  # gzip framing, as gzip -9
    return len(c.compress(s) + c.flush())
parts = {2: 0, 7: 0, 10: 0, 11: 0}
for sid, s in sections(open("index.wasm", "rb").read()):
    if sid in parts:
        parts[sid] += gz(s)
print(f"index.wasm sections (gzip): code {parts[10]}, data {parts[11]}, imports+exports {parts[2] + parts[7]}")'
