// The page's sscanf and atof for Dear ImGui (imgui_files.h renames ImGui's calls to these).
// ImGui reads its .ini settings with sscanf ("Pos=%i,%i", "Weight=%f%n", "0x%08X,%d"...)
// and numeric text input with atof; libc's scanf and strtod brought ~13 KB of wasm (vfscanf,
// decimal and hexadecimal float parsing) for them. These read what those formats need:
// literal text, white space, %d %i %u (decimal), %x %X (hexadecimal, with a width), %f
// (decimal, with exponent: no hexadecimal floats, inf or nan), %c and %n; a length
// modifier or another conversion ends the reading, as a failed match does.
#include <cctype>
#include <cstdarg>
#include <cstdio>

#include "imgui_files.h"

namespace {

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

int digitValue(char c, int base) {
  int v = c >= '0' && c <= '9'   ? c - '0'
          : c >= 'a' && c <= 'z' ? c - 'a' + 10
          : c >= 'A' && c <= 'Z' ? c - 'A' + 10
                                 : 99;
  return v < base ? v : -1;
}

// An integer in `base` of at most `width` characters (0: any) at s; false if no digit.
bool readInteger(const char*& s, int base, int width, long long& out) {
  const char* p = s;
  const char* end = width > 0 ? s + width : nullptr;
  const auto more = [&] { return !end || p < end; };
  bool negative = false;
  if (more() && (*p == '-' || *p == '+')) negative = *p++ == '-';
  if (base == 16 && more() && *p == '0' && (!end || p + 1 < end) && (p[1] == 'x' || p[1] == 'X') &&
      digitValue(p[2], 16) >= 0)
    p += 2;
  long long v = 0;
  const char* digits = p;
  for (int d; more() && (d = digitValue(*p, base)) >= 0; ++p) v = v * base + d;
  if (p == digits) return false;
  out = negative ? -v : v;
  s = p;
  return true;
}

// A decimal number at s ("-1.5e3", ".5", "7."); false if there is none. Its digits are read
// as one whole number, then scaled by a power of ten once (exact up to 1e22).
bool readDecimal(const char*& s, double& out) {
  const char* p = s;
  bool negative = false;
  if (*p == '-' || *p == '+') negative = *p++ == '-';
  double digits = 0;
  long long exponent = 0;
  bool any = false;
  for (; *p >= '0' && *p <= '9'; ++p, any = true) digits = digits * 10 + (*p - '0');
  if (*p == '.')
    for (++p; *p >= '0' && *p <= '9'; ++p, any = true, --exponent)
      digits = digits * 10 + (*p - '0');
  if (!any) return false;
  if (*p == 'e' || *p == 'E') {
    const char* e = p + 1;
    long long written = 0;
    if (readInteger(e, 10, 0, written)) {
      exponent += written;
      p = e;
    }
  }
  double scale = 1;
  for (long long i = exponent < 0 ? -exponent : exponent; i > 0; --i) scale *= 10;
  const double v = exponent < 0 ? digits / scale : digits * scale;
  out = negative ? -v : v;
  s = p;
  return true;
}

}  // namespace

int naw_imgui_sscanf(const char* text, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const char* s = text;
  int assigned = 0;
  for (const char* f = format; *f; ++f) {
    if (isSpace(*f)) {
      while (isSpace(*s)) ++s;
      continue;
    }
    if (*f != '%' || f[1] == '%') {
      if (*f == '%') ++f;
      if (*s != *f) break;
      ++s;
      continue;
    }
    ++f;
    int width = 0;
    for (; *f >= '0' && *f <= '9'; ++f) width = width * 10 + (*f - '0');
    const char conversion = *f;
    if (conversion == 'n') {
      *va_arg(args, int*) = static_cast<int>(s - text);
      continue;
    }
    if (conversion == 'c') {
      if (!*s) break;
      *va_arg(args, char*) = *s++;
      ++assigned;
      continue;
    }
    while (isSpace(*s)) ++s;
    long long integer = 0;
    double decimal = 0;
    if (conversion == 'd' || conversion == 'i' || conversion == 'u') {
      if (!readInteger(s, 10, width, integer)) break;
      *va_arg(args, int*) = static_cast<int>(integer);
    } else if (conversion == 'x' || conversion == 'X') {
      if (!readInteger(s, 16, width, integer)) break;
      *va_arg(args, unsigned*) = static_cast<unsigned>(integer);
    } else if (conversion == 'f') {
      if (!readDecimal(s, decimal)) break;
      *va_arg(args, float*) = static_cast<float>(decimal);
    } else {
      break;  // (not used by the page's ImGui)
    }
    ++assigned;
  }
  va_end(args);
  // As libc: EOF when the text ended before anything was read.
  return assigned == 0 && !*s ? EOF : assigned;
}

double naw_imgui_atof(const char* text) {
  while (isSpace(*text)) ++text;
  double v = 0;
  return readDecimal(text, v) ? v : 0;
}
