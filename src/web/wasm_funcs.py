#!/usr/bin/env python3
"""The biggest functions of a wasm linked with names (emcc --profiling-funcs), for SIZE.md.

Usage: python3 src/web/wasm_funcs.py index.wasm [N] [--families]
Prints the N biggest function bodies (raw bytes, default 40) with their demangled names
(c++filt), the total, the data segments' total and, with --families, the bytes per
template family / library (the patterns in FAMILIES, first match wins).
"""
import re
import subprocess
import sys


def leb(b, i):
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def sections(b):
    i = 8
    while i < len(b):
        sid = b[i]
        n, j = leb(b, i + 1)
        yield sid, b[j:j + n]
        i = j + n


def read(path):
    b = open(path, "rb").read()
    imports = 0
    bodies = []
    names = {}
    data = 0
    for sid, s in sections(b):
        if sid == 2:  # imports: functions among them take the first indices
            n, i = leb(s, 0)
            for _ in range(n):
                for _ in range(2):
                    ln, i = leb(s, i)
                    i += ln
                kind = s[i]
                i += 1
                if kind == 0:
                    imports += 1
                    _, i = leb(s, i)
                elif kind == 1:
                    i += 1
                    flags, i = leb(s, i)
                    _, i = leb(s, i)
                    if flags & 1:
                        _, i = leb(s, i)
                elif kind == 2:
                    flags, i = leb(s, i)
                    _, i = leb(s, i)
                    if flags & 1:
                        _, i = leb(s, i)
                elif kind == 3:
                    i += 2
                else:  # a tag (exceptions): attribute byte, type index
                    _, i = leb(s, i + 1)
        elif sid == 10:
            n, i = leb(s, 0)
            for _ in range(n):
                ln, i = leb(s, i)
                bodies.append(ln)
                i += ln
        elif sid == 11:
            data += len(s)
        elif sid == 0:
            ln, i = leb(s, 0)
            if s[i:i + ln] != b"name":
                continue
            i += ln
            while i < len(s):
                kind = s[i]
                sz, i = leb(s, i + 1)
                end = i + sz
                if kind == 1:
                    n, i = leb(s, i)
                    for _ in range(n):
                        idx, i = leb(s, i)
                        ln, i = leb(s, i)
                        names[idx] = s[i:i + ln].decode("utf-8", "replace")
                        i += ln
                i = end
    return [(bodies[k], names.get(k + imports, "f%d" % (k + imports))) for k in range(len(bodies))], data


def demangle(names):
    out = subprocess.run(["c++filt"], input="\n".join(names), capture_output=True, text=True).stdout
    return out.split("\n")[:len(names)]


# Library or template family of a demangled name: first match wins.
FAMILIES = [
    ("ImGui", r"ImGui|ImFont|ImDraw|ImGui_Impl|^Im[A-Z]|stb_|stbtt|stbrp|STB_"),
    ("SDL", r"^SDL_|^Emscripten_|^SDL2?|^GLES2_"),
    ("cereal", r"cereal::"),
    ("std::function", r"std::__2::__function::"),
    ("std::sort", r"std::__2::__sort|__insertion_sort|__partial_sort|__introsort|__nth_element|__partition"),
    ("vector push_back/emplace slow path", r"__push_back_slow_path|__emplace_back_slow_path"),
    ("vector other", r"std::__2::vector<"),
    ("std::map/set", r"std::__2::__tree<"),
    ("unordered", r"std::__2::__hash_table<"),
    ("iostream/locale", r"basic_ostream|basic_istream|basic_streambuf|basic_ios|locale|ctype|num_put|num_get|__stdinbuf|__stdoutbuf|ios_base"),
    ("std::string", r"std::__2::basic_string<|std::__2::to_string"),
    ("printf/scanf/strtod (libc)", r"printf|scanf|strto|fmt_fp|pop_arg|__floatscan|__intscan|decfloat|hexfloat|scalbn|frexp|__shgetc|__shlim|wcrtomb|mbrtowc|fmt_|getint|out$|pad$|fmt_o|fmt_x|fmt_u"),
    ("long double", r"__(add|sub|mul|div|extend|trunc|fix|float|lt|gt|eq|ne|le|ge|unord)tf|__ashlti|__lshrti|__multi3"),
    ("cn", r"^cn::"),
    ("nlb", r"^nlb::"),
    ("w20", r"^w20::"),
    ("naw::ui", r"naw::ui::"),
    ("naw::web", r"naw::web::|^naw_"),
    ("naw (engine/ai/persist)", r"^naw::"),
    ("core", r"^core::"),
    ("libc/other", r"."),
]


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else 40
    funcs, data = read(path)
    dem = demangle([n for _, n in funcs])
    funcs = [(sz, d) for (sz, _), d in zip(funcs, dem)]
    total = sum(sz for sz, _ in funcs)
    print("functions: %d, code bytes: %d, data segments: %d" % (len(funcs), total, data))
    for sz, d in sorted(funcs, reverse=True)[:top]:
        print("%7d  %s" % (sz, d[:160]))
    if "--families" in sys.argv:
        fam = {}
        for sz, d in funcs:
            for name, rx in FAMILIES:
                if re.search(rx, d):
                    c = fam.setdefault(name, [0, 0])
                    c[0] += sz
                    c[1] += 1
                    break
        print("\nfamily: bytes (functions)")
        for name, (sz, n) in sorted(fam.items(), key=lambda x: -x[1][0]):
            print("%7d  %4d  %s" % (sz, n, name))


if __name__ == "__main__":
    main()
