// Replays (issue 14, item 4) in headless Chromium: a game played here is opened in the
// replay viewer by its button, stepped back by keys (Left, Shift+Left: a phase) and by its
// buttons, the board showing each moment; "play on from here" starts a new saved game from
// that moment and the original game's save stays byte for byte as it was; a link to a
// moment ("&at=k") opens the game there, and garbage after a link is refused in words. A
// game by link is played on from a moment as a hot-seat game at that position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, root } from './harness.mjs';
import { api, afterInput, settle, sharedBrowser, frenchFirstTurn, reachItem, ipad, closeLinkBoxBy } from './naw-api.mjs';

const shared = sharedBrowser();

const replay = (page) => api(page, 'replay');
const slots = (page, id) =>
  page.evaluate((id) => [0, 1].map((s) => localStorage.getItem(`naw.game.${id}.${s}`)), id);
// A finger's tap on a named item of the panel or the viewer (scrolled into reach first).
async function tapItem(page, id) {
  await settle(page);
  const p = await reachItem(page, id);
  assert.ok(p, `nothing to tap: ${id}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
// Hot-seat: the next player's "ready" after a player-turn.
async function ready(page) {
  await settle(page);
  if ((await api(page, 'ui')).handover) await tapItem(page, 'handover-ready');
}
// A key press on the page (the canvas has the keyboard once tapped; a link opened by its
// address has had no tap yet).
async function key(page, k) {
  await page.focus('#canvas');
  await afterInput(page, () => page.keyboard.press(k));
}

test('a game stepped back by keys and buttons, then played on from a moment: the original save is unchanged', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await api(page, 'newGame', 'human', 'human', 'normal', 11);
    const startHex = await api(page, 'unitHex', 'fr-gren-gd');
    await frenchFirstTurn(page, assert);  // move, end, attack (a die), [no advance], end
    const n = await api(page, 'logLength');
    assert.ok(n >= 4, `${n} actions`);
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    const saved = await slots(page, id);
    const hash = await api(page, 'gameHash');
    await ready(page);

    // The panel's Replay button: the viewer opens at the end (the game as it stands).
    await tapItem(page, 'replay-open');
    let r = await replay(page);
    assert.deepEqual([r.open, r.moment, r.length], [true, n, n]);
    assert.equal(await api(page, 'shownHash'), hash);
    assert.match(await api(page, 'shownStep'), /^turn=1 phase=allied-movement$|^turn=1 phase=allied-move/);

    // Shift+Left: to the start of the phase before the one shown (French combat).
    await key(page, 'Shift+ArrowLeft');
    r = await replay(page);
    assert.equal(r.moment, 2, 'French combat starts after the move and the end of movement');
    assert.match(await api(page, 'shownStep'), /phase=french-combat/);
    // Left: one move back (the end of the French movement taken back).
    await key(page, 'ArrowLeft');
    assert.equal((await replay(page)).moment, 1);
    assert.match(await api(page, 'shownStep'), /phase=french-move/);
    assert.equal(await api(page, 'shownUnitHex', 'fr-gren-gd'), '1716');
    // The first-moment button: the set-up, the grenadiers back at their start.
    await tapItem(page, 'replay-first');
    assert.equal((await replay(page)).moment, 0);
    assert.equal(await api(page, 'shownUnitHex', 'fr-gren-gd'), startHex);
    // Shift+Right: the next phase's start; the Next button, then Left again.
    await key(page, 'Shift+ArrowRight');
    assert.equal((await replay(page)).moment, 2);
    await tapItem(page, 'replay-next');
    assert.equal((await replay(page)).moment, 3);
    await key(page, 'ArrowLeft');
    await key(page, 'ArrowLeft');
    assert.equal((await replay(page)).moment, 1);
    assert.equal(await api(page, 'shownUnitHex', 'fr-gren-gd'), '1716');
    // The game itself did not move.
    assert.equal(await api(page, 'gameHash'), hash);
    assert.equal(await api(page, 'logLength'), n);

    // Play on from moment 1 as two players: a new saved game of one action.
    await tapItem(page, 'replay-play-on');
    r = await replay(page);
    assert.equal(r.open, false);
    assert.match(r.message, /new game from move 1/i);
    assert.equal(await api(page, 'logLength'), 1);
    assert.equal(await api(page, 'unitHex', 'fr-gren-gd'), '1716');
    const newId = await page.evaluate(() => localStorage.getItem('naw.current'));
    assert.notEqual(newId, id);
    // Played on: the new game moves, the original save is byte for byte as it was.
    assert.equal(await api(page, 'endPhase'), '');
    await settle(page);
    assert.deepEqual(await slots(page, id), saved);
    const list = await api(page, 'savedGames');
    assert.ok(list.some((g) => g.id === id) && list.some((g) => g.id === newId), JSON.stringify(list));
    // And it resumes as it was.
    assert.equal(await api(page, 'resumeSave', id), '');
    assert.equal(await api(page, 'gameHash'), hash);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// A standard game by link played on from a moment: the new game is a hot-seat game at that
// position (the Allied player's page now moves the French), rolling dice of its own, saved as
// a new entry that a reload resumes, its turn link opening elsewhere from the same start; the
// game by link's save is unchanged.
test('a game by link played on from a moment: a hot-seat game at that position, saved, resumed after a reload', async () => {
  const a = await openGame(shared.browser, shared.server.url, ipad);
  const b = await openGame(shared.browser, shared.server.url, ipad);
  const go = (page, link) => page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, link);
  const current = (page) => page.evaluate(() => localStorage.getItem('naw.current'));
  try {
    await go(b.page, await api(a.page, 'invite', 'french'));
    await b.page.waitForFunction(() => /invitation/i.test(window.naw.linkQuestion()));
    assert.equal(await api(b.page, 'answerLink', true), true);
    await go(a.page, await api(b.page, 'sendTurn'));
    await a.page.waitForFunction(() => /accepted/.test(window.naw.linkMessage().text));
    await frenchFirstTurn(a.page, assert);  // move, end, attack (a committed die), end
    const n = await api(a.page, 'logLength');
    await go(b.page, await api(a.page, 'sendTurn'));
    await b.page.waitForFunction((k) => window.naw.logLength() === k, n);
    const page = b.page;  // the Allied player's
    await settle(page);
    const id = await current(page);
    const saved = await slots(page, id);
    const byLinkHash = await api(page, 'gameHash');

    // The viewer at moment 1: the grenadiers moved, the French movement phase under way.
    // The received turn's own replay ("what the opponent did") put away, then the viewer.
    await api(page, 'closeReplay');
    await closeLinkBoxBy(page, tapItem, assert);
    await tapItem(page, 'replay-open');
    assert.equal((await replay(page)).open, true);
    await tapItem(page, 'replay-first');
    await tapItem(page, 'replay-next');
    assert.equal((await replay(page)).moment, 1);
    assert.equal(await api(page, 'shownUnitHex', 'fr-gren-gd'), '1716');
    const detHex = await api(page, 'shownUnitHex', 'aa-det');
    await tapItem(page, 'replay-play-on');
    const r = await replay(page);
    assert.equal(r.open, false);
    assert.match(r.message, /new game on this device from move 1/i);
    const newId = await current(page);
    assert.notEqual(newId, id);
    // The position of moment 1; the game starts there (its log is its own).
    assert.equal(await api(page, 'unitHex', 'fr-gren-gd'), '1716');
    assert.equal(await api(page, 'unitHex', 'aa-det'), detHex);
    assert.equal(await api(page, 'logLength'), 0);
    // Hot-seat: the French act on the Allied player's page, and roll a die of the new game.
    assert.equal(await api(page, 'endPhase'), '');
    assert.equal(await api(page, 'attack', 'fr-6-ii,fr-9-ii,fr-art-i', 'aa-det'), '');
    if (await api(page, 'stepName') === 'advance') assert.equal(await api(page, 'declineAdvance'), '');
    await settle(page);
    const hash = await api(page, 'gameHash');
    const log = await api(page, 'logLength');
    assert.ok(log >= 2, `${log} actions`);
    // The game by link's save is byte for byte as it was.
    assert.deepEqual(await slots(page, id), saved);
    // A reload resumes the new game where it was.
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true);
    await settle(page);
    assert.equal(await current(page), newId);
    assert.equal(await api(page, 'gameHash'), hash);
    assert.equal(await api(page, 'logLength'), log);
    assert.equal(await api(page, 'unitHex', 'fr-gren-gd'), '1716');
    // Its turn link opens in another browser as a game of its own, from the same start.
    const link = await api(page, 'sendTurn');
    assert.ok(link.includes('#t='), link);
    const c = await openGame(shared.browser, link, ipad);
    try {
      await c.page.waitForFunction((k) => window.naw.logLength() === k, log, { timeout: 20000 });
      assert.equal((await api(c.page, 'linkMessage')).error, false);
      assert.equal(await api(c.page, 'gameHash'), hash);
      assert.equal(await api(c.page, 'unitHex', 'fr-gren-gd'), '1716');
      assert.deepEqual(c.errors, []);
    } finally {
      await c.context.close();
    }
    // And the game by link resumes as it was.
    assert.equal(await api(page, 'resumeSave', id), '');
    assert.equal(await api(page, 'gameHash'), byLinkHash);
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('a link to a moment opens the game there; garbage after a link is refused with the reason', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await api(page, 'newGame', 'human', 'human', 'normal', 12);
    const startHex = await api(page, 'unitHex', 'fr-gren-gd');
    await frenchFirstTurn(page, assert);
    const n = await api(page, 'logLength');
    const link = (await api(page, 'sendTurn')).replace(/^[^#]*/, '');
    assert.match(link, /^#t=[A-Za-z0-9_-]+$/);
    await api(page, 'newGame', 'human', 'human', 'normal', 13);  // another game on screen

    await page.evaluate((h) => { location.hash = h; }, `${link}&at=1`);
    // It continues the saved game of seed 12: opened on "yes".
    await page.waitForFunction(() => window.naw.linkQuestion() !== '', null, { timeout: 20000 });
    assert.match(await api(page, 'linkQuestion'), /continues your saved game/);
    assert.equal(await api(page, 'answerLink', true), true);
    await page.waitForFunction(() => window.naw.replay().open, null, { timeout: 20000 });
    let r = await replay(page);
    assert.deepEqual([r.moment, r.length], [1, n]);
    assert.equal(await api(page, 'shownUnitHex', 'fr-gren-gd'), '1716');
    assert.match(await api(page, 'shownStep'), /phase=french-move/);
    await key(page, 'ArrowLeft');
    assert.equal(await api(page, 'shownUnitHex', 'fr-gren-gd'), startHex);
    await tapItem(page, 'replay-close');
    assert.equal((await replay(page)).open, false);

    // Garbage after the link: refused, the game on screen unchanged.
    const before = await api(page, 'gameHash');
    let previous = '';
    for (const [bad, why] of [['&at=zz', /is not a moment/], ['&at=1&at=2', /twice/],
                              ['&zoom=3', /only &at=/]]) {
      await page.evaluate((h) => { location.hash = h; }, link + bad);
      // The last refusal's message stays up until the next link is read: wait for a new one
      // (each bad link here has its own text), not for any error.
      await page.waitForFunction((prev) => {
        const m = window.naw.linkMessage();
        return m.error && m.text !== prev;
      }, previous, { timeout: 20000 });
      const m = await api(page, 'linkMessage');
      previous = m.text;
      assert.match(m.text, why, m.text);
      assert.equal(await api(page, 'gameHash'), before);
      assert.equal((await replay(page)).open, false);
      await page.evaluate(() => { location.hash = ''; });
      await settle(page);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a finished game offers "watch the replay"; a log entry jumps to its moment', async () => {
  // The game at 10 pm of tests/tools/endgame-link.txt, finished by the hints (as a player
  // who takes the computer's advice for every decision).
  const link = (await readFile(join(root, 'tests', 'tools', 'endgame-link.txt'), 'utf8')).trim();
  const { context, page, errors } = await openGame(shared.browser, shared.server.url + link, ipad);
  try {
    await page.waitForFunction(() => window.naw.linkMessage().text !== '', null, { timeout: 20000 });
    assert.equal((await api(page, 'linkMessage')).error, false);
    for (let guard = 0; guard < 120 && (await api(page, 'ui')).step !== 'game-over'; ++guard) {
      await api(page, 'requestHint');
      await page.waitForFunction(() => window.naw.hint() !== '', null, { timeout: 30000 });
      assert.equal(await api(page, 'playHint'), '');
    }
    assert.equal((await api(page, 'ui')).step, 'game-over');
    const n = await api(page, 'logLength');
    const hash = await api(page, 'gameHash');
    await tapItem(page, 'go-replay');
    let r = await replay(page);
    assert.deepEqual([r.open, r.moment, r.length], [true, 0, n]);
    assert.match(await api(page, 'shownStep'), /^turn=1 phase=french-move/);
    await tapItem(page, 'replay-last');
    assert.equal((await replay(page)).moment, n);
    assert.equal(await api(page, 'shownHash'), hash);
    await key(page, 'Home');
    assert.equal((await replay(page)).moment, 0);
    await tapItem(page, 'replay-close');
    // The game log: its last entry opens the viewer at the end.
    await tapItem(page, 'log');
    await tapItem(page, 'log-last-entry');
    r = await replay(page);
    assert.deepEqual([r.open, r.moment], [true, n]);
    assert.equal(await api(page, 'shownHash'), hash);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
