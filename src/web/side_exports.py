#!/usr/bin/env python3
"""What a main module must export for its side modules (emcc -sMAIN_MODULE=2), for SIZE.md.

Usage: python3 src/web/side_exports.py side.wasm [side2.wasm ...] [--rsp FILE] [--stats]

A side module (emcc -sSIDE_MODULE=1) imports every function, data symbol (GOT.mem) and
function address (GOT.func) it does not define; -sMAIN_MODULE=2 keeps only what is exported,
so each of them must be named in the main module's -sEXPORTED_FUNCTIONS. This reads the
import sections of the side modules and prints those names, mangled as emcc wants them
(a leading underscore), one a line; --rsp writes them as a JSON list for
`-sEXPORTED_FUNCTIONS=@FILE`. The linker's own names (memory, table, __memory_base,
__table_base, __stack_pointer, __indirect_function_table) and the exception tag are left
out: the dynamic linker provides them. A name one side module imports and another exports
is kept (modules are loaded alone); one it imports and exports itself is not. --stats prints how many of each kind, and the bytes of
their names (the main module's export section grows by about that much).
"""
import json
import sys

from wasm_funcs import leb  # the same directory

LINKER_NAMES = {"memory", "__indirect_function_table", "__memory_base", "__table_base",
                "__stack_pointer", "__cpp_exception", "__c_longjmp"}


def limits(s, i):
    flags, i = leb(s, i)
    _, i = leb(s, i)
    if flags & 1:
        _, i = leb(s, i)
    return i


def section(path, wanted):
    b = open(path, "rb").read()
    if b[:4] != b"\0asm":
        sys.exit(f"{path}: not a wasm file")
    i = 8
    while i < len(b):
        sid = b[i]
        n, j = leb(b, i + 1)
        if sid == wanted:
            return b[j:j + n]
        i = j + n
    return b""


def exports(path):
    """The names a module exports (what it defines for others, and for itself)."""
    s = section(path, 7)
    out = set()
    if s:
        count, k = leb(s, 0)
        for _ in range(count):
            ln, k = leb(s, k)
            out.add(s[k:k + ln].decode())
            k += ln + 1
            _, k = leb(s, k)
    return out


def imports(path):
    """(module, field, kind) of each import; kind: 0 func, 1 table, 2 memory, 3 global, 4 tag."""
    s = section(path, 2)
    out = []
    if s:
        count, k = leb(s, 0)
        for _ in range(count):
            names = []
            for _ in range(2):
                ln, k = leb(s, k)
                names.append(s[k:k + ln].decode())
                k += ln
            kind = s[k]
            k += 1
            if kind == 0:
                _, k = leb(s, k)
            elif kind == 1:
                k = limits(s, k + 1)
            elif kind == 2:
                k = limits(s, k)
            elif kind == 3:
                k += 2
            else:
                _, k = leb(s, k + 1)
            out.append((names[0], names[1], kind))
    return out


def main(argv):
    files = [a for a in argv if a.endswith(".wasm")]
    rsp = argv[argv.index("--rsp") + 1] if "--rsp" in argv else None
    if not files:
        sys.exit(__doc__)
    wanted = {}
    for f in files:
        own = exports(f)
        for module, field, kind in imports(f):
            if field in own:  # a function address or data the module itself defines
                continue
            if field in LINKER_NAMES or field.startswith("invoke_") or kind in (1, 2, 4):
                continue
            what = {"GOT.mem": "data", "GOT.func": "address"}.get(module, "function")
            wanted.setdefault(field, what)
    names = sorted("_" + n for n in wanted)
    if rsp:
        with open(rsp, "w") as out:
            json.dump(names, out)
    else:
        print("\n".join(names))
    if "--stats" in argv:
        for what in ("function", "data", "address"):
            these = [n for n, w in wanted.items() if w == what]
            print(f"{what}: {len(these)} names, {sum(len(n) for n in these)} bytes",
                  file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
