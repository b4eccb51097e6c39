#include "saves_dialog.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>

#include "imgui.h"
#include "link.h"
#include "named_items.h"
#include "panel_flow.h"
#include "storage.h"

namespace naw::ui {

namespace {

constexpr const char* kPrefix = "naw.game.";
constexpr const char* kCurrent = "naw.current";

std::string slotKey(const std::string& id, int slot) {
  return kPrefix + id + "." + std::to_string(slot);
}
std::string ctlKey(const std::string& id) { return kPrefix + id + ".ctl"; }

std::string errorText(const persist::Error& e) {
  std::string s = e.message;
  if (!e.refusal.rule.empty()) s += " (rule " + e.refusal.rule + ": " + e.refusal.why + ")";
  return s;
}

std::string dateLabel(std::uint64_t ms) {
  const std::time_t t = static_cast<std::time_t>(ms / 1000);
  char buf[64];
  std::tm tm{};
  gmtime_r(&t, &tm);
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", &tm);
  return buf;
}

std::string defaultName(const App& app, std::uint64_t ms) {
  auto who = [&](Side s) {
    const SideControl& c = app.control(s);
    return c.controller == Controller::Human
               ? std::string("human")
               : std::string("computer (") + ai::levelName(c.level) + ")";
  };
  std::string name = app.session().byLink()
                         ? "Game by link"
                         : "French " + who(Side::French) + " vs Allies " + who(Side::Allied);
  return name + ", " + dateLabel(ms);
}

// The newest valid slot by the save's own generation, read without replaying (list view).
struct Peeked {
  int slot = -1;
  persist::SaveMeta meta;
  std::string error;
  std::size_t bytes = 0;
};
Peeked peek(const std::string& id) {
  Peeked p;
  for (int slot = 0; slot < 2; ++slot) {
    const auto text = web::storageGet(slotKey(id, slot));
    if (!text) continue;
    p.bytes += text->size();
    auto meta = persist::peekSaveMeta(*text);
    if (auto* e = std::get_if<persist::Error>(&meta)) {
      if (p.slot < 0) p.error = errorText(*e);
      continue;
    }
    auto& m = std::get<persist::SaveMeta>(meta);
    if (p.slot < 0 || m.generation > p.meta.generation) p.slot = slot, p.meta = m, p.error.clear();
  }
  return p;
}

}  // namespace

std::string SaveStore::newId() const {
  const auto e = web::entropy32();
  char buf[32];
  std::snprintf(buf, sizeof buf, "%llx-%02x%02x%02x", static_cast<unsigned long long>(web::nowMs()),
                e[0], e[1], e[2]);
  return buf;
}

std::string SaveStore::attach(App& app) {
  app.onApplied.push_back([this](const App& a) { autosave(a); });
  app.onReplaced.push_back([this](const App& a) { onReplaced(a); });
  // Other tabs' writes are heard from now on, before the game to resume is read.
  web::takeStorageChanges(kPrefix);
  std::string message;
  if (auto cur = web::storageGet(kCurrent); cur && !cur->empty()) {
    message = resume(app, *cur);
    if (!message.empty())
      message = "The game in progress could not be resumed: " + message +
                ". It stays in the list of saved games; a new game was started.";
    else
      return "";
  }
  // No game yet (or a damaged one): the app's game becomes a new entry.
  keepId_ = false;
  onReplaced(app);
  return message;
}

void SaveStore::onReplaced(const App& app) {
  if (resuming_) {
    // A save just read from storage is on screen as it is stored: nothing to write. (A tab
    // that only shows a game writes nothing: another tab may be playing it.)
    resuming_ = false;
    keepId_ = false;
    currentEmpty_ = app.game().log().empty() && !app.session().byLink();
    if (web::storageGet(kCurrent) != currentId_) web::storageSet(kCurrent, currentId_);
    return;
  }
  // A new id keeps the previous game in the list, unless that was an untouched new game.
  if ((!keepId_ && !currentEmpty_) || currentId_.empty()) {
    currentId_ = newId();
    const std::uint64_t now = static_cast<std::uint64_t>(web::nowMs());
    meta_ = persist::SaveMeta{};
    meta_.name = defaultName(app, now);
    meta_.createdMs = now;
    latestSlot_ = -1;
  }
  keepId_ = false;
  web::storageSet(kCurrent, currentId_);
  autosave(app);
}

std::string SaveStore::controlsText(const App& app) const {
  std::string s;
  for (Side side : {Side::French, Side::Allied}) {
    const SideControl& c = app.control(side);
    s +=
        std::string(c.controller == Controller::Human ? "H:" : "C:") + ai::levelName(c.level) + " ";
  }
  return s;
}

void SaveStore::saveControls(const App& app) {
  const std::string s = controlsText(app);
  if (web::storageGet(ctlKey(currentId_)) != s) web::storageSet(ctlKey(currentId_), s);
}

void SaveStore::loadControls(App& app, const std::string& id) const {
  const auto s = web::storageGet(ctlKey(id));
  SideControl controls[2];
  if (s) {
    std::size_t pos = 0;
    for (int i = 0; i < 2; ++i) {
      const std::size_t end = s->find(' ', pos);
      const std::string item =
          s->substr(pos, end == std::string::npos ? std::string::npos : end - pos);
      if (item.size() > 2) {
        controls[i].controller = item[0] == 'C' ? Controller::Computer : Controller::Human;
        if (auto level = ai::parseLevel(item.substr(2))) controls[i].level = *level;
      }
      if (end == std::string::npos) break;
      pos = end + 1;
    }
  }
  app.control(Side::French) = controls[0];
  app.control(Side::Allied) = controls[1];
}

bool SaveStore::flush(const App& app) {
  if (!dirty_) return true;
  const bool was = deferred_;
  deferred_ = false;
  const bool ok = autosave(app);
  deferred_ = was;
  return ok;
}

bool SaveStore::autosave(const App& app) {
  if (currentId_.empty()) return false;
  if (deferred_) {
    dirty_ = true;
    return true;
  }
  dirty_ = false;
  // Another tab's write of this game, reported or not yet: never write over it.
  checkOtherTabs(app);
  if (!stale() && newerSaveStored()) markStale("");
  if (stale()) return false;
  const auto t0 = std::chrono::steady_clock::now();
  if (latestSlot_ < 0) {
    // Which slot holds the newest good save (none for a new game).
    const auto s0 = web::storageGet(slotKey(currentId_, 0)).value_or("");
    const auto s1 = web::storageGet(slotKey(currentId_, 1)).value_or("");
    const persist::AutosaveChoice c = persist::chooseAutosave(s0, s1);
    latestSlot_ = c.latest;
    if (c.latest >= 0) meta_.generation = std::max(meta_.generation, c.generation);
  }
  persist::SaveMeta meta = meta_;
  meta.generation = meta_.generation + 1;
  meta.updatedMs = static_cast<std::uint64_t>(web::nowMs());
  const int slot = latestSlot_ < 0 ? 0 : 1 - latestSlot_;
  const web::StorageWrite w = web::storageSet(slotKey(currentId_, slot), app.session().save(meta));
  ++writes_;
  lastSaveMs_ =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  maxSaveMs_ = std::max(maxSaveMs_, lastSaveMs_);
  if (!w.ok) {
    lastError_ = w.message +
                 ". The previous autosave is kept; free some space (delete or export "
                 "old games in Saved games) to keep saving.";
    return false;
  }
  lastError_.clear();
  currentEmpty_ = app.game().log().empty() && !app.session().byLink();
  latestSlot_ = slot;
  meta_ = meta;
  saveControls(app);
  return true;
}

std::vector<SaveStore::Entry> SaveStore::list() const {
  std::vector<std::string> ids;
  for (const std::string& key : web::storageKeys(kPrefix)) {
    const std::string rest = key.substr(std::strlen(kPrefix));
    const std::size_t dot = rest.rfind('.');
    if (dot == std::string::npos) continue;
    const std::string id = rest.substr(0, dot);
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  std::vector<Entry> out;
  for (const std::string& id : ids) {
    const Peeked p = peek(id);
    if (p.slot < 0 && p.error.empty() && p.bytes == 0) continue;  // controls only
    out.push_back(Entry{
        id, p.meta, p.slot < 0 ? (p.error.empty() ? "no readable save" : p.error) : "", p.bytes});
  }
  std::sort(out.begin(), out.end(),
            [](const Entry& a, const Entry& b) { return a.meta.updatedMs > b.meta.updatedMs; });
  return out;
}

std::string SaveStore::latestText(const std::string& id) const {
  const auto s0 = web::storageGet(slotKey(id, 0)).value_or("");
  const auto s1 = web::storageGet(slotKey(id, 1)).value_or("");
  const persist::AutosaveChoice c = persist::chooseAutosave(s0, s1);
  if (c.latest < 0) return "";
  return c.latest == 0 ? s0 : s1;
}

std::string SaveStore::resume(App& app, const std::string& id) {
  const auto s0 = web::storageGet(slotKey(id, 0)).value_or("");
  const auto s1 = web::storageGet(slotKey(id, 1)).value_or("");
  const persist::AutosaveChoice c = persist::chooseAutosave(s0, s1);
  if (c.latest < 0) {
    for (const auto& e : c.errors)
      if (e && e->kind != persist::ErrorKind::Empty) return errorText(*e);
    return "no saved game under this name";
  }
  auto loaded = persist::Session::load(c.latest == 0 ? s0 : s1);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return errorText(*e);
  auto& l = std::get<persist::Session::Loaded>(loaded);
  // Switch ids first: the game on screen is this save, as stored (nothing is written).
  currentId_ = id;
  meta_ = l.meta;
  latestSlot_ = c.latest;
  staleId_.clear();
  staleError_.clear();
  staleMessage_.clear();
  loadControls(app, id);
  keepId_ = true;
  resuming_ = true;
  app.replaceSession(std::move(l.session));
  resuming_ = false;
  if (!l.stateMatches)
    message_ = "Note: this build's rules replay the saved moves to a different position.";
  return "";
}

std::string SaveStore::rename(App& app, const std::string& id, const std::string& name) {
  if (id == currentId_) {
    meta_.name = name;
    return autosave(app) ? "" : lastError_;
  }
  const auto s0 = web::storageGet(slotKey(id, 0)).value_or("");
  const auto s1 = web::storageGet(slotKey(id, 1)).value_or("");
  const persist::AutosaveChoice c = persist::chooseAutosave(s0, s1);
  if (c.latest < 0) return "this saved game cannot be read, so it cannot be renamed";
  auto loaded = persist::Session::load(c.latest == 0 ? s0 : s1);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return errorText(*e);
  auto& l = std::get<persist::Session::Loaded>(loaded);
  persist::SaveMeta meta = l.meta;
  meta.name = name;
  meta.generation = c.generation + 1;
  const web::StorageWrite w = web::storageSet(slotKey(id, 1 - c.latest), l.session.save(meta));
  return w.ok ? "" : w.message;
}

std::string SaveStore::remove(const std::string& id) {
  if (id == currentId_) return "this is the game on screen: start or resume another one first";
  web::storageRemove(slotKey(id, 0));
  web::storageRemove(slotKey(id, 1));
  web::storageRemove(ctlKey(id));
  return "";
}

std::string SaveStore::exportFile(const std::string& id) const {
  const std::string text = latestText(id);
  if (text.empty()) return "this saved game cannot be read";
  const Peeked p = peek(id);
  std::string name;
  for (char ch : p.meta.name.substr(0, 60))
    name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '-';
  web::downloadText("napoleon-at-waterloo-" + (name.empty() ? id : name) + ".naw", text + "\n");
  return "";
}

std::string SaveStore::importText(const std::string& text, std::string* newIdOut) {
  auto loaded = persist::Session::load(text);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return errorText(*e);
  auto& l = std::get<persist::Session::Loaded>(loaded);
  const std::string id = newId();
  persist::SaveMeta meta = l.meta;
  if (meta.name.empty()) meta.name = "Imported game";
  meta.generation = 1;
  const web::StorageWrite w = web::storageSet(slotKey(id, 0), l.session.save(meta));
  if (!w.ok) return w.message;
  if (newIdOut) *newIdOut = id;
  return "";
}

std::string SaveStore::statsJson() const {
  std::size_t total = 0, largest = 0;
  for (const std::string& key : web::storageKeys("naw.")) {
    const std::size_t n = key.size() + web::storageGet(key).value_or("").size();
    total += n;
    largest = std::max(largest, n);
  }
  const auto cur =
      web::storageGet(slotKey(currentId_, latestSlot_ < 0 ? 0 : latestSlot_)).value_or("");
  char buf[300];
  std::snprintf(
      buf, sizeof buf,
      "{\"currentSaveChars\":%zu,\"allKeysChars\":%zu,\"largestKeyChars\":%zu,\"writes\":%llu,"
      "\"lastSaveMs\":%.1f,\"maxSaveMs\":%.1f}",
      cur.size(), total, largest, static_cast<unsigned long long>(writes_), lastSaveMs_,
      maxSaveMs_);
  return buf;
}

bool SaveStore::poll() {
  auto picked = web::takePickedFile();
  if (!picked) return false;
  std::string id;
  if (!picked->error.empty()) {
    message_ = "Could not import " + picked->name + ": " + picked->error;
  } else {
    const std::string err = importText(picked->text, &id);
    message_ = err.empty() ? "Imported " + picked->name + " as a new saved game."
                           : "Could not import " + picked->name + ": " + err;
  }
  return true;
}

void SaveStore::markStale(std::string error) {
  staleId_ = currentId_;
  staleError_ = std::move(error);
  staleMessage_.clear();
  dirty_ = false;  // a deferred write of this game is dropped too
}

// A save of the game on screen newer than this tab's last one (written by another tab whose
// "storage" event has not arrived yet).
bool SaveStore::newerSaveStored() const {
  if (latestSlot_ < 0) return false;
  for (int slot = 0; slot < 2; ++slot) {
    const auto text = web::storageGet(slotKey(currentId_, slot));
    if (!text) continue;
    const auto meta = persist::peekSaveMeta(*text);
    if (const auto* m = std::get_if<persist::SaveMeta>(&meta))
      if (m->generation > meta_.generation) return true;
  }
  return false;
}

bool SaveStore::checkOtherTabs(const App& app) {
  const bool was = stale();
  for (const web::StorageChange& c : web::takeStorageChanges(kPrefix)) {
    if (currentId_.empty() || !c.value) continue;  // a removal: saving again loses nothing
    const int slot =
        c.key == slotKey(currentId_, 0) ? 0 : (c.key == slotKey(currentId_, 1) ? 1 : -1);
    if (slot < 0) {
      if (c.key == ctlKey(currentId_) && *c.value != controlsText(app)) markStale("");
      continue;
    }
    auto loaded = persist::Session::load(*c.value);
    if (const auto* e = std::get_if<persist::Error>(&loaded)) {
      markStale(errorText(*e));
      continue;
    }
    const auto& l = std::get<persist::Session::Loaded>(loaded);
    if (!stale() && l.session.game().log().size() == app.game().log().size() &&
        l.session.game().hash() == app.game().hash()) {
      // The very position on screen (e.g. renamed in the other tab): take its name and
      // generation and go on saving after it.
      const std::uint64_t generation = std::max(meta_.generation, l.meta.generation);
      meta_ = l.meta;
      meta_.generation = generation;
      latestSlot_ = slot;
      continue;
    }
    markStale("");
  }
  return stale() != was;
}

std::string SaveStore::loadNewer(App& app) {
  if (!stale()) return "";
  if (!staleError_.empty()) {
    staleMessage_ = "There is no newer position to load: the other tab's save cannot be read (" +
                    staleError_ + "). Nothing was changed.";
    return staleMessage_;
  }
  const std::string err = resume(app, currentId_);
  if (!err.empty()) {
    staleMessage_ = "The newer position could not be loaded (" + err + "). Nothing was changed.";
    return staleMessage_;
  }
  app.dialog = Dialog::None;
  return "";
}

std::string SaveStore::keepAsNew(App& app) {
  if (!stale()) return "";
  const std::string oldId = currentId_;
  const persist::SaveMeta oldMeta = meta_;
  const int oldSlot = latestSlot_;
  const std::uint64_t now = static_cast<std::uint64_t>(web::nowMs());
  currentId_ = newId();
  meta_ = persist::SaveMeta{};
  meta_.name = oldMeta.name + " (second tab)";
  meta_.createdMs = now;
  latestSlot_ = -1;
  if (!autosave(app)) {
    const std::string err = lastError_;
    currentId_ = oldId;
    meta_ = oldMeta;
    latestSlot_ = oldSlot;
    staleMessage_ = "This position could not be saved (" + err + "). Nothing was changed.";
    return staleMessage_;
  }
  staleId_.clear();
  staleError_.clear();
  staleMessage_.clear();
  web::storageSet(kCurrent, currentId_);
  app.dialog = Dialog::None;
  return "";
}

void SaveStore::drawStale(App& app) {
  constexpr const char* kTitle = "Continued in another tab";
  const bool want = stale();
  if (!want && !stalePopupOpen_) return;
  if (want && !ImGui::IsPopupOpen(kTitle)) ImGui::OpenPopup(kTitle);
  stalePopupOpen_ = want;
  // Modal: play is blocked behind this window (the map takes no tap while a dialog is open,
  // the panel's buttons none while a modal window is). Moves made here now would be saved
  // nowhere and silently lost when the tab is closed; the player decides first.
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Size.x * 0.5f, vp->Size.y * 0.5f), ImGuiCond_Always,
                          ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(kTitle, nullptr,
                              ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                                  ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove))
    return;
  if (!want) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const float wrap = std::max(160.0f, std::min(460.0f, vp->Size.x - 64));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ImGui::TextUnformatted(
      "This game was continued in another tab (or window) of this browser. This tab has stopped "
      "saving it, so that nothing played there is overwritten.");
  ImGui::TextDisabled(
      "Load the newer position to play on from there, or keep the position of this tab as a "
      "separate game: both then stay in Saved games.");
  if (!staleError_.empty())
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1),
                       "The other tab's save of this game cannot be read (%s). Nothing was "
                       "changed here.",
                       staleError_.c_str());
  if (!staleMessage_.empty())
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", staleMessage_.c_str());
  ImGui::PopTextWrapPos();
  // Touch targets of 44 CSS pixels, one a line (the labels are long for a phone's width).
  const float width = std::max(
      160.0f, std::min(wrap, ImGui::CalcTextSize("Keep this position as a new saved game").x +
                                 4 * ImGui::GetStyle().FramePadding.x));
  ImGui::BeginDisabled(!staleError_.empty());
  if (ImGui::Button("Load the newer position", ImVec2(width, 44))) loadNewer(app);
  nameLastItem("stale-load");
  ImGui::EndDisabled();
  if (ImGui::Button("Keep this position as a new saved game", ImVec2(width, 44))) keepAsNew(app);
  nameLastItem("stale-fork");
  if (!stale()) {
    ImGui::CloseCurrentPopup();
    stalePopupOpen_ = false;
  }
  ImGui::EndPopup();
}

void SaveStore::draw(App& app) {
  if (app.dialog != Dialog::Saves || stale()) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Size.x * 0.5f, vp->Size.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(std::min(640.f, vp->Size.x - 24), std::min(480.f, vp->Size.y - 24)),
      ImGuiCond_Appearing);
  bool open = true;
  if (!ImGui::Begin("Saved games", &open,
                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    if (!open) app.dialog = Dialog::None;
    return;
  }
  // Every button is a 44 CSS px touch target (the style's frame padding), named for the
  // browser tests: saves-*, and save-<row>-* in the list.
  if (flowButton("New game", true, "saves-new-game")) app.dialog = Dialog::NewGame;
  if (flowButton("Import from a file...", false, "saves-import")) web::pickFile();
  if (flowButton("Close", false, "saves-close")) open = false;
  // Messages and errors wrap at the window's edge (the window is narrower on a phone).
  ImGui::PushTextWrapPos(0.0f);
  if (!message_.empty()) ImGui::TextUnformatted(message_.c_str());
  if (!lastError_.empty()) ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s", lastError_.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  const std::vector<Entry> entries = list();
  int row = 0;
  for (const Entry& e : entries) {
    ImGui::PushID(e.id.c_str());
    const std::string name = "save-" + std::to_string(row++) + "-";
    const bool current = e.id == currentId_;
    if (!e.error.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "Damaged save (%s)", e.error.c_str());
      ImGui::PopTextWrapPos();
    } else {
      ImGui::Text("%s%s", e.meta.name.c_str(), current ? "  (on screen)" : "");
      ImGui::TextDisabled("saved %s, %zu characters", dateLabel(e.meta.updatedMs).c_str(), e.bytes);
    }
    if (renaming_ == e.id) {
      // The name field leaves room for its two buttons on the same line.
      const ImGuiStyle& st = ImGui::GetStyle();
      const float buttons = ImGui::CalcTextSize("OK").x + ImGui::CalcTextSize("Cancel").x +
                            4 * st.FramePadding.x + 2 * st.ItemSpacing.x;
      ImGui::SetNextItemWidth(
          std::max(80.0f, std::min(260.0f, ImGui::GetContentRegionAvail().x - buttons)));
      const bool enter = ImGui::InputText("##name", nameBuf_, sizeof nameBuf_,
                                          ImGuiInputTextFlags_EnterReturnsTrue);
      nameLastItem(name + "name");
      if (flowButton("OK", false, name + "ok") || enter) {
        const std::string err = rename(app, e.id, nameBuf_);
        message_ = err.empty() ? "Renamed." : "Could not rename: " + err;
        renaming_.clear();
      }
      if (flowButton("Cancel", false, name + "cancel")) renaming_.clear();
    } else if (confirmDelete_ == e.id) {
      ImGui::TextUnformatted("Delete this saved game for good?");
      if (flowButton("Delete", true, name + "delete-yes")) {
        const std::string err = remove(e.id);
        message_ = err.empty() ? "Deleted." : "Could not delete: " + err;
        confirmDelete_.clear();
      }
      if (flowButton("Keep it", false, name + "keep")) confirmDelete_.clear();
    } else {
      bool first = true;  // the row's first button starts its line
      if (!current && e.error.empty()) {
        first = false;
        if (flowButton("Resume", true, name + "resume")) {
          const std::string err = resume(app, e.id);
          message_ = err.empty() ? "" : "Could not resume: " + err;
          if (err.empty()) app.dialog = Dialog::None;
        }
      }
      if (e.error.empty()) {
        if (flowButton("Rename", first, name + "rename")) {
          renaming_ = e.id;
          std::snprintf(nameBuf_, sizeof nameBuf_, "%s", e.meta.name.c_str());
        }
        first = false;
        if (flowButton("Export", false, name + "export")) {
          const std::string err = exportFile(e.id);
          message_ =
              err.empty() ? "Exported to a file (see your downloads)." : "Could not export: " + err;
        }
      }
      if (!current && flowButton("Delete...", first, name + "delete")) confirmDelete_ = e.id;
    }
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::End();
  if (!open) app.dialog = Dialog::None;
}

}  // namespace naw::ui
