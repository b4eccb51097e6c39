// The page's sscanf and atof for Dear ImGui (src/web/imgui_scan.cpp, which keeps libc's scanf
// and strtod out of the wasm) read what libc's read, for the formats ImGui's .ini settings
// readers use (imgui.cpp, imgui_tables.cpp in 1.86), checked here natively against libc.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>

int naw_imgui_sscanf(const char* text, const char* format, ...);
double naw_imgui_atof(const char* text);

namespace {

TEST(ImguiScan, WindowSettingsLinesAsLibc) {
  for (const char* line : {"Pos=60,-12", "Pos=7", "Size=1024,768", "Pos=a,b", ""}) {
    int x = -99, y = -99, x2 = -99, y2 = -99;
    const int ours = naw_imgui_sscanf(line, "Pos=%i,%i", &x, &y);
    const int theirs = std::sscanf(line, "Pos=%i,%i", &x2, &y2);
    EXPECT_EQ(ours, theirs) << line;
    EXPECT_EQ(x, x2) << line;
    EXPECT_EQ(y, y2) << line;
  }
  int c = 0;
  EXPECT_EQ(naw_imgui_sscanf("Collapsed=1", "Collapsed=%d", &c), 1);
  EXPECT_EQ(c, 1);
}

TEST(ImguiScan, TableSettingsLinesAsLibc) {
  unsigned id = 0, id2 = 0;
  int n = 0, n2 = 0;
  EXPECT_EQ(naw_imgui_sscanf("0x9ABCDEF0,3", "0x%08X,%d", &id, &n),
            std::sscanf("0x9ABCDEF0,3", "0x%08X,%d", &id2, &n2));
  EXPECT_EQ(id, id2);
  EXPECT_EQ(n, n2);
  float f = 0, f2 = 0;
  int r = 0, r2 = 0;
  for (const char* line : {"Weight=0.2500 Visible=1", "Weight=12 x", "Weight=-1.5e2", "Weight=x"}) {
    f = f2 = -7;
    r = r2 = -7;
    EXPECT_EQ(naw_imgui_sscanf(line, "Weight=%f%n", &f, &r),
              std::sscanf(line, "Weight=%f%n", &f2, &r2))
        << line;
    EXPECT_FLOAT_EQ(f, f2) << line;
    EXPECT_EQ(r, r2) << line;
  }
  char c = 0, c2 = 0;
  EXPECT_EQ(naw_imgui_sscanf("Sort=2^ Order=1", "Sort=%d%c%n", &n, &c, &r),
            std::sscanf("Sort=2^ Order=1", "Sort=%d%c%n", &n2, &c2, &r2));
  EXPECT_EQ(n, n2);
  EXPECT_EQ(c, c2);
  EXPECT_EQ(r, r2);
  EXPECT_EQ(naw_imgui_sscanf("Column 4  Width=80", "Column %d%n", &n, &r), 1);
  EXPECT_EQ(n, 4);
  EXPECT_EQ(r, 8);
  unsigned rgba[4] = {}, rgba2[4] = {};
  EXPECT_EQ(naw_imgui_sscanf("#FF8000", "#%02X%02X%02X", &rgba[0], &rgba[1], &rgba[2]),
            std::sscanf("#FF8000", "#%02X%02X%02X", &rgba2[0], &rgba2[1], &rgba2[2]));
  for (int i = 0; i < 3; ++i) EXPECT_EQ(rgba[i], rgba2[i]);
}

TEST(ImguiScan, AtofReadsDecimalsAsLibc) {
  for (const char* text : {"0", "  3.25", "-0.5", "1e3", "2.5E-2", "+7.", ".125", "x", "12abc"})
    EXPECT_DOUBLE_EQ(naw_imgui_atof(text), std::atof(text)) << text;
}

}  // namespace
