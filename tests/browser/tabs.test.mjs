// One game open in two tabs of the same browser (they share localStorage): a tab that only
// shows the game writes nothing; when one tab plays on, the other is told, stops saving that
// game, and lets the player load the newer position or keep its own as a new saved game.
// Both tabs are pages of ONE browser context, so the browser fires the "storage" event in
// the other tab exactly as it does between two real tabs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { screenshotDir } from './harness.mjs';
import { api, gameState, settle, afterInput, sharedBrowser } from './naw-api.mjs';

const shared = sharedBrowser();

// A new tab of `context` on the game page. `spy`: the tab records every localStorage write
// and removal of a "naw." key (its own, not the other tab's) in window.nawWrites.
// `deaf`: the page never hears the "storage" event (as when the browser has not delivered
// it yet): only the check made just before each write can find the other tab's save.
async function openTab(context, { spy = false, deaf = false } = {}) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  if (spy) {
    await page.addInitScript(() => {
      window.nawWrites = [];
      for (const name of ['setItem', 'removeItem']) {
        const original = Storage.prototype[name];
        Storage.prototype[name] = function (key, ...rest) {
          if (String(key).startsWith('naw.')) window.nawWrites.push(`${name} ${key}`);
          return original.call(this, key, ...rest);
        };
      }
    });
  }
  if (deaf)
    await page.addInitScript(() => {
      addEventListener('storage', (e) => e.stopImmediatePropagation(), true);
    });
  await page.goto(shared.server.url);
  await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                             { timeout: 30000 });
  return { page, errors };
}

async function withContext(body) {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await body(context);
  } finally {
    await context.close();
  }
}

// Every "naw." key of the origin with its value.
const stored = (page) => page.evaluate(() => Object.fromEntries(
  Object.keys(localStorage).filter((k) => k.startsWith('naw.')).sort()
    .map((k) => [k, localStorage.getItem(k)])));
const currentId = (page) => page.evaluate(() => localStorage.getItem('naw.current'));
const ui = (page) => page.evaluate(() => window.naw.ui());
// Counts the "storage" events the page has received (the browser's, not the game's view).
const countStorageEvents = (page) => page.evaluate(() => {
  window.nawStorageEvents = 0;
  addEventListener('storage', () => { window.nawStorageEvents++; });
});
const waitStorageEvent = (page) =>
  page.waitForFunction(() => window.nawStorageEvents > 0, null, { timeout: 10000, polling: 20 });
const waitStale = (page, stale = true) =>
  page.waitForFunction((s) => window.naw.staleGame().stale === s, stale,
                       { timeout: 10000, polling: 20 });

// A mouse click on a named button (where the last frame drew it), after the page settled.
async function tapItem(page, name) {
  await settle(page);
  const p = await page.evaluate((n) => window.naw.itemToClient(n), name);
  assert.ok(p, `nothing to tap: ${name}`);
  await afterInput(page, () => page.mouse.click(p.x, p.y));
}

test('a second tab that only shows the game writes nothing; the first plays on undisturbed', async () => {
  await withContext(async (context) => {
    const a = await openTab(context);
    await api(a.page, 'newGame', 'human', 'human', 'normal', 11);
    assert.equal(await api(a.page, 'move', 'fr-gren-gd', '1716'), '');
    const before = await stored(a.page);
    await countStorageEvents(a.page);
    const b = await openTab(context, { spy: true });
    assert.deepEqual(await gameState(b.page), await gameState(a.page), 'both tabs show the game');
    await settle(b.page);
    assert.deepEqual(await b.page.evaluate(() => window.nawWrites), [],
                     'opening the game in a second tab wrote nothing');
    assert.deepEqual(await stored(a.page), before);
    assert.equal(await a.page.evaluate(() => window.nawStorageEvents), 0);
    // The first tab is not told anything and goes on saving.
    assert.equal((await api(a.page, 'staleGame')).stale, false);
    assert.equal((await ui(a.page)).dialog, '');
    assert.equal(await api(a.page, 'endPhase'), '');
    assert.equal(await api(a.page, 'storageError'), '');
    assert.notDeepEqual(await stored(a.page), before, 'the first tab saved its action');
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  });
});

test('a game continued in another tab: the stale tab is told, cannot overwrite it, and loads the newer position', async () => {
  await withContext(async (context) => {
    const a = await openTab(context);
    await api(a.page, 'newGame', 'human', 'human', 'normal', 12);
    const id = await currentId(a.page);
    const b = await openTab(context);
    assert.deepEqual(await gameState(b.page), await gameState(a.page));
    await countStorageEvents(b.page);
    // A plays a move: autosaved.
    assert.equal(await api(a.page, 'move', 'fr-gren-gd', '1716'), '');
    const played = await gameState(a.page);
    const saved = await stored(a.page);
    await waitStorageEvent(b.page);
    // B acts on its old position (through App::submit, as a tap would): nothing is written.
    await api(b.page, 'move', 'fr-gren-gd', '1416');
    assert.deepEqual(await stored(a.page), saved, "the other tab's move did not overwrite the save");
    // A third tab opens the newest save: the first tab's position.
    const c = await openTab(context);
    assert.deepEqual(await gameState(c.page), played);
    await c.page.close();
    // B is told, in a window that blocks play until the player chooses.
    await waitStale(b.page);
    await settle(b.page);
    const s = await ui(b.page);
    assert.ok(s.items.includes('stale-load') && s.items.includes('stale-fork'), JSON.stringify(s.items));
    assert.equal((await api(b.page, 'staleGame')).error, '');
    // A tap on the panel's end-phase button is blocked by the window: the game stays as it was.
    const logBefore = await api(b.page, 'logLength');
    assert.ok(s.items.includes('end-phase'), JSON.stringify(s.items));
    await b.page.screenshot({ path: join(screenshotDir, 'tabs-stale.png') });
    await tapItem(b.page, 'end-phase');
    assert.equal(await api(b.page, 'logLength'), logBefore);
    assert.deepEqual(await stored(a.page), saved);
    const list = await api(b.page, 'savedGames');
    assert.equal(list.length, 1, JSON.stringify(list));
    assert.equal(list[0].id, id);
    // "Load the newer position": B shows A's position and saves normally again.
    await tapItem(b.page, 'stale-load');
    await waitStale(b.page, false);
    assert.deepEqual(await gameState(b.page), played);
    assert.equal(await api(b.page, 'unitHex', 'fr-gren-gd'), '1716');
    await settle(b.page);
    assert.equal((await ui(b.page)).dialog, '');
    assert.deepEqual(await stored(a.page), saved, 'loading wrote nothing');
    await countStorageEvents(a.page);
    assert.equal(await api(b.page, 'endPhase'), '');
    assert.equal(await api(b.page, 'storageError'), '');
    assert.notDeepEqual(await stored(a.page), saved, 'B saves again');
    // Now A is the stale one; it loads B's position.
    await waitStale(a.page);
    assert.equal(await api(a.page, 'answerStale', 'load'), '');
    assert.deepEqual(await gameState(a.page), await gameState(b.page));
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  });
});

test('keep this position as a new saved game: both games stay in the list, each with its own moves', async () => {
  await withContext(async (context) => {
    const a = await openTab(context);
    await api(a.page, 'newGame', 'human', 'human', 'normal', 13);
    const id = await currentId(a.page);
    const b = await openTab(context);
    assert.equal(await api(a.page, 'move', 'fr-gren-gd', '1716'), '');
    const played = await gameState(a.page);
    const saved = await stored(a.page);
    await waitStale(b.page);
    // B's own move, made before its player chose (kept in the tab, saved nowhere yet).
    assert.equal(await api(b.page, 'move', 'fr-gren-gd', '1416'), '');
    const mine = await gameState(b.page);
    assert.notDeepEqual(mine, played);
    assert.deepEqual(await stored(a.page), saved);
    await tapItem(b.page, 'stale-fork');
    await waitStale(b.page, false);
    assert.deepEqual(await gameState(b.page), mine, "B keeps its position");
    const forkId = await currentId(b.page);
    assert.notEqual(forkId, id);
    const list = await api(b.page, 'savedGames');
    assert.equal(list.length, 2, JSON.stringify(list));
    assert.ok(list.every((g) => g.error === ''), JSON.stringify(list));
    assert.ok(list.some((g) => g.id === id) && list.some((g) => g.id === forkId && g.current));
    // Each game holds its own moves: a third tab opens the fork (naw.current), then resumes
    // the first game, without writing either.
    const c = await openTab(context);
    assert.deepEqual(await gameState(c.page), mine);
    assert.equal(await api(c.page, 'resumeSave', id), '');
    assert.deepEqual(await gameState(c.page), played);
    await c.page.close();
    // A was never stale and goes on saving its game; B's fork is not disturbed by it.
    assert.equal((await api(a.page, 'staleGame')).stale, false);
    assert.equal(await api(a.page, 'endPhase'), '');
    assert.equal(await api(a.page, 'storageError'), '');
    assert.equal((await api(b.page, 'staleGame')).stale, false);
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  });
});

test('a damaged save written by another tab: a clear message, nothing changes', async () => {
  await withContext(async (context) => {
    const a = await openTab(context);
    await api(a.page, 'newGame', 'human', 'human', 'normal', 14);
    assert.equal(await api(a.page, 'move', 'fr-gren-gd', '1716'), '');
    const id = await currentId(a.page);
    const b = await openTab(context);
    const shown = await gameState(b.page);
    // "Another tab" writes damaged bytes into a slot of the game.
    const other = 1 - await api(a.page, 'autosaveSlot');
    await a.page.evaluate(({ id, other }) => {
      localStorage.setItem(`naw.game.${id}.${other}`, 'naw-save:garbage');
    }, { id, other });
    const saved = await stored(a.page);
    await waitStale(b.page);
    const stale = await api(b.page, 'staleGame');
    assert.notEqual(stale.error, '', JSON.stringify(stale));
    assert.deepEqual(await gameState(b.page), shown, 'the damaged save changed nothing on screen');
    // Loading is refused, saying why; a tap on the (disabled) button does nothing either.
    await tapItem(b.page, 'stale-load');
    assert.equal((await api(b.page, 'staleGame')).stale, true);
    assert.match(await api(b.page, 'answerStale', 'load'), /cannot be read.*Nothing was changed/);
    assert.match((await api(b.page, 'staleGame')).message, /cannot be read/);
    assert.deepEqual(await gameState(b.page), shown);
    // B acts: nothing is written over the other slot (still the last good save).
    assert.equal(await api(b.page, 'endPhase'), '');
    assert.deepEqual(await stored(a.page), saved);
    // Keeping B's position as a new game works and leaves the damaged one alone.
    assert.equal(await api(b.page, 'answerStale', 'fork'), '');
    const after = await stored(a.page);
    for (const [k, v] of Object.entries(saved))
      if (k !== 'naw.current') assert.equal(after[k], v, k);
    assert.equal((await api(b.page, 'savedGames')).length, 2);
    assert.deepEqual(b.errors, []);
  });
});

test('a save of the other tab whose event has not arrived yet is not overwritten either', async () => {
  await withContext(async (context) => {
    const a = await openTab(context);
    await api(a.page, 'newGame', 'human', 'human', 'normal', 15);
    const b = await openTab(context, { deaf: true });
    await countStorageEvents(b.page);
    assert.equal(await api(a.page, 'move', 'fr-gren-gd', '1716'), '');
    const saved = await stored(a.page);
    // B sees the new save in storage but was told nothing.
    await b.page.waitForFunction((s) => Object.entries(s).every(([k, v]) => localStorage.getItem(k) === v),
                                 saved, { timeout: 10000, polling: 20 });
    assert.equal(await api(b.page, 'move', 'fr-gren-gd', '1416'), '');
    assert.deepEqual(await stored(a.page), saved, 'the newer save of the other tab is kept');
    assert.equal(await b.page.evaluate(() => window.nawStorageEvents), 0, 'no event reached the page');
    assert.equal((await api(b.page, 'staleGame')).stale, true);
    await waitStale(b.page);
    await tapItem(b.page, 'stale-load');
    await waitStale(b.page, false);
    assert.deepEqual(await gameState(b.page), await gameState(a.page));
    assert.deepEqual(b.errors, []);
  });
});
