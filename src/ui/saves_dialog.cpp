#include "saves_dialog.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>

#include "envelope.h"
#include "i18n.h"

namespace naw::ui {

namespace {

constexpr const char* kPrefix = "naw.game.";
constexpr const char* kCurrent = "naw.current";

std::string slotKey(const std::string& id, int slot) {
  return kPrefix + id + "." + std::to_string(slot);
}
std::string ctlKey(const std::string& id) { return kPrefix + id + ".ctl"; }

}  // namespace

std::string saveDateLabel(std::uint64_t ms) {
  const std::time_t t = static_cast<std::time_t>(ms / 1000);
  char buf[64];
  std::tm tm{};
  gmtime_r(&t, &tm);
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", &tm);
  return buf;
}

namespace {

std::string errorText(const persist::Error& e) { return saveErrorText(e); }
std::string dateLabel(std::uint64_t ms) { return saveDateLabel(ms); }

std::string defaultName(const App& app, std::uint64_t ms) {
  // In the player's language when the game is started (the name is then the game's own).
  auto who = [&](Side s) {
    const SideControl& c = app.control(s);
    return c.controller == Controller::Human
               ? tr("saves.name_human")
               : tr("saves.name_computer",
                    {{"level", tr(std::string("level.") + ai::levelName(c.level))}});
  };
  const std::string name =
      app.session().byLink()
          ? tr("saves.name_by_link")
          : tr("saves.name_naw", {{"french", who(Side::French)}, {"allied", who(Side::Allied)}});
  return name + ", " + dateLabel(ms);
}

// The newest valid slot by the save's own generation, read without replaying (list view).
struct Peeked {
  int slot = -1;
  persist::SaveMeta meta;
  std::string error;
  std::size_t bytes = 0;
};
Peeked peek(Platform& platform, const std::string& id) {
  Peeked p;
  for (int slot = 0; slot < 2; ++slot) {
    const auto text = platform.storageGet(slotKey(id, slot));
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

// Which slot to resume: persist::chooseAutosave (which replays) for Napoleon at Waterloo; the
// saves of another game (the envelope names it) by their generation (peekSaveMeta checks the
// envelope and its checksum; the record is replayed when the game is opened).
persist::AutosaveChoice chooseSlot(const std::string& s0, const std::string& s1) {
  bool other = false;
  for (const std::string* s : {&s0, &s1}) {
    const auto info = persist::peekText(*s);
    if (const auto* t = std::get_if<persist::TextInfo>(&info); t && t->game != "naw") other = true;
  }
  if (!other) return persist::chooseAutosave(s0, s1);
  persist::AutosaveChoice c;
  const std::string* slots[2] = {&s0, &s1};
  for (int i = 0; i < 2; ++i) {
    const auto meta = persist::peekSaveMeta(*slots[i]);
    if (const auto* e = std::get_if<persist::Error>(&meta)) {
      c.errors[static_cast<std::size_t>(i)] = *e;
      continue;
    }
    const std::uint64_t gen = std::get<persist::SaveMeta>(meta).generation;
    if (c.latest < 0 || gen > c.generation) c.latest = i, c.generation = gen;
  }
  return c;
}

}  // namespace

std::string SaveStore::newId() const {
  const auto e = p_.entropy32();
  char buf[32];
  std::snprintf(buf, sizeof buf, "%llx-%02x%02x%02x", static_cast<unsigned long long>(p_.nowMs()),
                e[0], e[1], e[2]);
  return buf;
}

std::string SaveStore::attach(App& app) {
  app.onApplied.push_back([this](const App& a) { autosave(a); });
  app.onReplaced.push_back([this](const App& a) { onReplaced(a); });
  // Other tabs' writes are heard from now on, before the game to resume is read.
  p_.takeStorageChanges(kPrefix);
  std::string message;
  if (auto cur = p_.storageGet(kCurrent); cur && !cur->empty()) {
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
    if (p_.storageGet(kCurrent) != currentId_) p_.storageSet(kCurrent, currentId_);
    return;
  }
  // A new id keeps the previous game in the list, unless that was an untouched new game.
  if ((!keepId_ && !currentEmpty_) || currentId_.empty()) {
    currentId_ = newId();
    const std::uint64_t now = static_cast<std::uint64_t>(p_.nowMs());
    meta_ = persist::SaveMeta{};
    meta_.name = defaultName(app, now);
    meta_.createdMs = now;
    latestSlot_ = -1;
  }
  keepId_ = false;
  p_.storageSet(kCurrent, currentId_);
  autosave(app);
}

void SaveStore::otherStarted(const App& app, const std::string& name) {
  const std::uint64_t now = static_cast<std::uint64_t>(p_.nowMs());
  currentId_ = newId();
  meta_ = persist::SaveMeta{};
  meta_.name = name + ", " + dateLabel(now);
  meta_.createdMs = now;
  latestSlot_ = -1;
  keepId_ = false;
  staleId_.clear();
  p_.storageSet(kCurrent, currentId_);
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
  if (p_.storageGet(ctlKey(currentId_)) != s) p_.storageSet(ctlKey(currentId_), s);
}

void SaveStore::loadControls(App& app, const std::string& id) const {
  const auto s = p_.storageGet(ctlKey(id));
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
    const auto s0 = p_.storageGet(slotKey(currentId_, 0)).value_or("");
    const auto s1 = p_.storageGet(slotKey(currentId_, 1)).value_or("");
    const persist::AutosaveChoice c = chooseSlot(s0, s1);
    latestSlot_ = c.latest;
    if (c.latest >= 0) meta_.generation = std::max(meta_.generation, c.generation);
  }
  persist::SaveMeta meta = meta_;
  meta.generation = meta_.generation + 1;
  meta.updatedMs = static_cast<std::uint64_t>(p_.nowMs());
  const int slot = latestSlot_ < 0 ? 0 : 1 - latestSlot_;
  const bool other = otherShown && otherShown();
  const std::string text = other ? otherSave(meta) : app.session().save(meta);
  if (text.empty()) {
    lastError_ = "This game could not be saved.";
    return false;
  }
  const StorageWrite w = p_.storageSet(slotKey(currentId_, slot), text);
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
  currentEmpty_ = !other && app.game().log().empty() && !app.session().byLink();
  latestSlot_ = slot;
  meta_ = meta;
  saveControls(app);
  return true;
}

std::vector<SaveStore::Entry> SaveStore::list() const {
  std::vector<std::string> ids;
  for (const std::string& key : p_.storageKeys(kPrefix)) {
    const std::string rest = key.substr(std::strlen(kPrefix));
    const std::size_t dot = rest.rfind('.');
    if (dot == std::string::npos) continue;
    const std::string id = rest.substr(0, dot);
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  std::vector<Entry> out;
  for (const std::string& id : ids) {
    const Peeked p = peek(p_, id);
    if (p.slot < 0 && p.error.empty() && p.bytes == 0) continue;  // controls only
    out.push_back(Entry{
        id, p.meta, p.slot < 0 ? (p.error.empty() ? "no readable save" : p.error) : "", p.bytes});
  }
  std::sort(out.begin(), out.end(),
            [](const Entry& a, const Entry& b) { return a.meta.updatedMs > b.meta.updatedMs; });
  return out;
}

std::string SaveStore::latestText(const std::string& id) const {
  const auto s0 = p_.storageGet(slotKey(id, 0)).value_or("");
  const auto s1 = p_.storageGet(slotKey(id, 1)).value_or("");
  const persist::AutosaveChoice c = chooseSlot(s0, s1);
  if (c.latest < 0) return "";
  return c.latest == 0 ? s0 : s1;
}

std::string SaveStore::resume(App& app, const std::string& id) {
  const auto s0 = p_.storageGet(slotKey(id, 0)).value_or("");
  const auto s1 = p_.storageGet(slotKey(id, 1)).value_or("");
  const persist::AutosaveChoice c = chooseSlot(s0, s1);
  if (c.latest < 0) {
    for (const auto& e : c.errors)
      if (e && e->kind != persist::ErrorKind::Empty) return errorText(*e);
    return "no saved game under this name";
  }
  const std::string& text = c.latest == 0 ? s0 : s1;
  const auto info = persist::peekText(text);
  if (const auto* t = std::get_if<persist::TextInfo>(&info); t && t->game != "naw" && openOther) {
    // Another game's save: the page opens it on its own screen (as stored, nothing written).
    const auto meta = persist::peekSaveMeta(text);
    if (const auto* e = std::get_if<persist::Error>(&meta)) return errorText(*e);
    const std::string err = openOther(text);
    if (!err.empty()) return err;
    currentId_ = id;
    meta_ = std::get<persist::SaveMeta>(meta);
    latestSlot_ = c.latest;
    staleId_.clear();
    staleError_.clear();
    staleMessage_.clear();
    currentEmpty_ = false;
    if (p_.storageGet(kCurrent) != currentId_) p_.storageSet(kCurrent, currentId_);
    return "";
  }
  auto loaded = persist::Session::load(text);
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
  const auto s0 = p_.storageGet(slotKey(id, 0)).value_or("");
  const auto s1 = p_.storageGet(slotKey(id, 1)).value_or("");
  const persist::AutosaveChoice c = chooseSlot(s0, s1);
  if (c.latest < 0) return "this saved game cannot be read, so it cannot be renamed";
  const std::string& text = c.latest == 0 ? s0 : s1;
  if (std::string other = resavedOther(text,
                                       [&](persist::SaveMeta& m) {
                                         m.name = name;
                                         m.generation = c.generation + 1;
                                       });
      other != "-") {
    if (other.empty()) return "this saved game cannot be read, so it cannot be renamed";
    const StorageWrite w = p_.storageSet(slotKey(id, 1 - c.latest), other);
    return w.ok ? "" : w.message;
  }
  auto loaded = persist::Session::load(text);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return errorText(*e);
  auto& l = std::get<persist::Session::Loaded>(loaded);
  persist::SaveMeta meta = l.meta;
  meta.name = name;
  meta.generation = c.generation + 1;
  const StorageWrite w = p_.storageSet(slotKey(id, 1 - c.latest), l.session.save(meta));
  return w.ok ? "" : w.message;
}

std::string SaveStore::resavedOther(const std::string& text,
                                    const std::function<void(persist::SaveMeta&)>& edit) const {
  const auto info = persist::peekText(text);
  const auto* t = std::get_if<persist::TextInfo>(&info);
  if (!t || t->game == "naw" || !resaveOther) return "-";
  auto meta = persist::peekSaveMeta(text);
  if (std::holds_alternative<persist::Error>(meta)) return "";
  persist::SaveMeta m = std::get<persist::SaveMeta>(meta);
  edit(m);
  return resaveOther(text, m);
}

std::string SaveStore::remove(const std::string& id) {
  if (id == currentId_) return "this is the game on screen: start or resume another one first";
  p_.storageRemove(slotKey(id, 0));
  p_.storageRemove(slotKey(id, 1));
  p_.storageRemove(ctlKey(id));
  return "";
}

std::string SaveStore::exportFile(const std::string& id) const {
  const std::string text = latestText(id);
  if (text.empty()) return "this saved game cannot be read";
  const Peeked p = peek(p_, id);
  std::string name;
  for (char ch : p.meta.name.substr(0, 60))
    name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '-';
  p_.downloadText("napoleon-at-waterloo-" + (name.empty() ? id : name) + ".naw", text + "\n");
  return "";
}

std::string SaveStore::importText(const std::string& text, std::string* newIdOut) {
  if (std::string other = resavedOther(text,
                                       [](persist::SaveMeta& m) {
                                         if (m.name.empty()) m.name = "Imported game";
                                         m.generation = 1;
                                       });
      other != "-") {
    if (other.empty()) return "this file holds a saved game this page cannot read";
    const std::string id = newId();
    const StorageWrite w = p_.storageSet(slotKey(id, 0), other);
    if (!w.ok) return w.message;
    if (newIdOut) *newIdOut = id;
    return "";
  }
  auto loaded = persist::Session::load(text);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return errorText(*e);
  auto& l = std::get<persist::Session::Loaded>(loaded);
  const std::string id = newId();
  persist::SaveMeta meta = l.meta;
  if (meta.name.empty()) meta.name = "Imported game";
  meta.generation = 1;
  const StorageWrite w = p_.storageSet(slotKey(id, 0), l.session.save(meta));
  if (!w.ok) return w.message;
  if (newIdOut) *newIdOut = id;
  return "";
}

std::string SaveStore::statsJson() const {
  std::size_t total = 0, largest = 0;
  for (const std::string& key : p_.storageKeys("naw.")) {
    const std::size_t n = key.size() + p_.storageGet(key).value_or("").size();
    total += n;
    largest = std::max(largest, n);
  }
  const auto cur =
      p_.storageGet(slotKey(currentId_, latestSlot_ < 0 ? 0 : latestSlot_)).value_or("");
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
  auto picked = p_.takePickedFile();
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
    const auto text = p_.storageGet(slotKey(currentId_, slot));
    if (!text) continue;
    const auto meta = persist::peekSaveMeta(*text);
    if (const auto* m = std::get_if<persist::SaveMeta>(&meta))
      if (m->generation > meta_.generation) return true;
  }
  return false;
}

bool SaveStore::checkOtherTabs(const App& app) {
  const bool was = stale();
  for (const StorageChange& c : p_.takeStorageChanges(kPrefix)) {
    if (currentId_.empty() || !c.value) continue;  // a removal: saving again loses nothing
    const int slot =
        c.key == slotKey(currentId_, 0) ? 0 : (c.key == slotKey(currentId_, 1) ? 1 : -1);
    if (slot < 0) {
      if (c.key == ctlKey(currentId_) && *c.value != controlsText(app)) markStale("");
      continue;
    }
    if (otherShown && otherShown()) {
      // Another game on screen: any write of it by another tab makes this one stale.
      markStale("");
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
  const std::uint64_t now = static_cast<std::uint64_t>(p_.nowMs());
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
  p_.storageSet(kCurrent, currentId_);
  app.dialog = Dialog::None;
  return "";
}

}  // namespace naw::ui
