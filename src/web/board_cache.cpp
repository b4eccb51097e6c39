#include "board_cache.h"

#include <cmath>
#include <cstdint>

#include "map_view.h"

namespace naw::web {
namespace {
// A cached mesh is redrawn scaled while the zoom goes on, up to this far from its own scale.
constexpr double kMaxStretch = 1.25;
// 16-bit indices and no vertex offsets in WebGL: a bigger mesh cannot be cached.
constexpr int kMaxVertices = 65535;
static_assert(sizeof(ImDrawIdx) == 2, "drawn as GL_UNSIGNED_SHORT");
}  // namespace

BoardCache::BoardCache() : mesh_(nullptr) {}

BoardCache::~BoardCache() {
  if (vao_) glDeleteVertexArrays(1, &vao_);
  if (vbo_) glDeleteBuffers(1, &vbo_);
  if (ibo_) glDeleteBuffers(1, &ibo_);
}

void BoardCache::add(ImDrawList* dl, const Rules& rules, const ui::Camera& cam,
                     const ui::MapFonts& fonts, bool flipped) {
  const Painter paintNaw = [](ImDrawList* list, const void* board, const ui::Camera& c,
                              const ui::MapFonts& f) {
    ui::drawBoard(list, *static_cast<const Rules*>(board), c, f);
  };
  add(dl, &rules, paintNaw, cam, fonts, flipped);
}

void BoardCache::add(ImDrawList* dl, const void* board, Painter paint, const ui::Camera& cam,
                     const ui::MapFonts& fonts, bool flipped) {
  const double s = cam.scale();
  const bool standing = s == lastScale_;  // the camera's scale is the previous frame's
  lastScale_ = s;
  const double stretch = scale_ > 0 ? s / scale_ : 0;
  if (!valid_ || board != board_ || fonts.pixelRatio != pixelRatio_ ||
      (s != scale_ && (standing || stretch > kMaxStretch || stretch < 1 / kMaxStretch)))
    tessellate(board, paint, cam, fonts);
  if (mesh_.VtxBuffer.Size > kMaxVertices) {  // never seen (about 25 000): draw it directly
    paint(dl, board, cam, fonts);
    return;
  }
  // screen = mesh * k + t. At the mesh's own scale, t is kept to whole device pixels so that
  // text and thin lines stay as sharp as when tessellated.
  k_ = s / scale_;
  t_ = {cam.offset().x - meshOffset_.x * k_, cam.offset().y - meshOffset_.y * k_};
  if (k_ == 1) {
    t_.x = std::round(t_.x * pixelRatio_) / pixelRatio_;
    t_.y = std::round(t_.y * pixelRatio_) / pixelRatio_;
  }
  flipped_ = flipped;
  dl->AddCallback(&BoardCache::drawCallback, this);
  dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void BoardCache::tessellate(const void* board, Painter paint, const ui::Camera& cam,
                            const ui::MapFonts& fonts) {
  // The mesh's camera: this scale, and the fraction of a device pixel of the real offset.
  const double pr = fonts.pixelRatio;
  const auto frac = [pr](double v) { return (v * pr - std::floor(v * pr)) / pr; };
  meshOffset_ = {frac(cam.offset().x), frac(cam.offset().y)};
  ui::Camera meshCam;
  meshCam.zoomAt({0, 0}, cam.scale());
  meshCam.pan(meshOffset_.x, meshOffset_.y);

  mesh_._Data = ImGui::GetDrawListSharedData();
  mesh_._ResetForNewFrame();
  mesh_.PushClipRect(ImVec2(-1e7f, -1e7f), ImVec2(1e7f, 1e7f));
  mesh_.PushTextureID(ImGui::GetIO().Fonts->TexID);
  paint(&mesh_, board, meshCam, fonts);
  mesh_.PopTextureID();
  mesh_.PopClipRect();

  scale_ = cam.scale();
  pixelRatio_ = pr;
  board_ = board;
  valid_ = true;
  ++tessellations_;
  vboFresh_ = false;
}

void BoardCache::upload() {
  if (!vao_) {
    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vbo_);
    glGenBuffers(1, &ibo_);
  }
  GLint program = 0;
  glGetIntegerv(GL_CURRENT_PROGRAM, &program);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo_);
  if (static_cast<GLuint>(program) != program_) {
    // The vertex layout is ImDrawVert's, read by the backend's own shader program.
    program_ = static_cast<GLuint>(program);
    projLocation_ = glGetUniformLocation(program_, "ProjMtx");
    const GLint pos = glGetAttribLocation(program_, "Position");
    const GLint uv = glGetAttribLocation(program_, "UV");
    const GLint col = glGetAttribLocation(program_, "Color");
    glEnableVertexAttribArray(GLuint(pos));
    glEnableVertexAttribArray(GLuint(uv));
    glEnableVertexAttribArray(GLuint(col));
    const auto at = [](std::size_t offset) { return reinterpret_cast<const void*>(offset); };
    glVertexAttribPointer(GLuint(pos), 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          at(IM_OFFSETOF(ImDrawVert, pos)));
    glVertexAttribPointer(GLuint(uv), 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                          at(IM_OFFSETOF(ImDrawVert, uv)));
    glVertexAttribPointer(GLuint(col), 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                          at(IM_OFFSETOF(ImDrawVert, col)));
  }
  if (!vboFresh_) {
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(mesh_.VtxBuffer.Size) * GLsizeiptr(sizeof(ImDrawVert)),
                 mesh_.VtxBuffer.Data, GL_STATIC_DRAW);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                 GLsizeiptr(mesh_.IdxBuffer.Size) * GLsizeiptr(sizeof(ImDrawIdx)),
                 mesh_.IdxBuffer.Data, GL_STATIC_DRAW);
    vboFresh_ = true;
  }
}

void BoardCache::drawCallback(const ImDrawList*, const ImDrawCmd* cmd) {
  static_cast<BoardCache*>(cmd->UserCallbackData)->draw(cmd);
}

void BoardCache::draw(const ImDrawCmd* cmd) {
  const ImDrawData* dd = ImGui::GetDrawData();
  if (!dd || mesh_.IdxBuffer.Size == 0) return;
  upload();  // binds the mesh's vertex array, uploads a new mesh once

  // The backend's orthographic projection (CSS pixels, y down) after screen = mesh * k + t,
  // and the 180-degree turn when flipped: x -> W - x, y -> H - y.
  const float w = dd->DisplaySize.x, h = dd->DisplaySize.y;
  const float k = float(k_), tx = float(t_.x), ty = float(t_.y);
  float ax = 2 * k / w, bx = 2 * tx / w - 1, ay = -2 * k / h, by = 1 - 2 * ty / h;
  if (flipped_) ax = -ax, bx = -bx, ay = -ay, by = -by;
  const float proj[16] = {ax, 0, 0, 0, 0, ay, 0, 0, 0, 0, -1, 0, bx, by, 0, 1};
  glUniformMatrix4fv(projLocation_, 1, GL_FALSE, proj);

  // Clipped as the backend would clip this command (its rectangle was flipped with the frame).
  const ImVec2 fs = dd->FramebufferScale;
  const float fbHeight = h * fs.y;
  const ImVec4 c = cmd->ClipRect;
  glScissor(int(c.x * fs.x), int(fbHeight - c.w * fs.y), int((c.z - c.x) * fs.x),
            int((c.w - c.y) * fs.y));
  for (const ImDrawCmd& mc : mesh_.CmdBuffer) {
    if (mc.ElemCount == 0 || mc.UserCallback) continue;
    glBindTexture(GL_TEXTURE_2D, GLuint(reinterpret_cast<std::intptr_t>(mc.GetTexID())));
    glDrawElements(GL_TRIANGLES, GLsizei(mc.ElemCount), GL_UNSIGNED_SHORT,
                   reinterpret_cast<const void*>(std::size_t(mc.IdxOffset) * sizeof(ImDrawIdx)));
  }
}

}  // namespace naw::web
