// Replays of Computer Napoleonics and NLB Waterloo (issue 14, item 4) in headless Chromium,
// on an iPad-sized touch screen: a hot-seat game started from the new-game dialog and played
// by random legal actions through the screen's own funnel (window.naw.playRandom, which
// reports the game's hash after each action: the oracle) is opened in the replay viewer by
// its panel button; it is stepped by keys (Left, Shift+Left a phase, Home, End), by its
// buttons, by its slider and from its list of moves, each moment being the game after that
// many actions (its hash); "play on from here" starts a new saved game at the moment shown,
// and the original game's save stays byte for byte as it was; a turn link with "&at=k"
// opens the game there. Screenshots: build/screenshots/replay-games-{cn,nlb}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { api, afterInput, settle, sharedBrowser, reachItem, ipad } from './naw-api.mjs';

const shared = sharedBrowser();

const replay = (page) => api(page, 'gameReplay');
const slots = (page, id) =>
  page.evaluate((id) => [0, 1].map((s) => localStorage.getItem(`naw.game.${id}.${s}`)), id);
const current = (page) => page.evaluate(() => localStorage.getItem('naw.current'));
async function tapItem(page, id) {
  await settle(page);
  const p = await reachItem(page, id);
  assert.ok(p, `nothing to tap: ${id}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
async function key(page, k) {
  await page.focus('#canvas');
  await afterInput(page, () => page.keyboard.press(k));
}
// The moment on show is the game after that many actions (the hash playRandom reported).
async function atMoment(page, hashes, k) {
  const r = await replay(page);
  assert.equal(r.open, true);
  assert.equal(r.moment, k);
  assert.equal(r.hash, hashes[k], `moment ${k}`);
  return r;
}

// The viewer's buttons (first, next, next, back: moment 1), then its slider: a tap in its
// middle shows a moment near the middle (returned).
async function buttonsAndSlider(page, hashes, n) {
  await tapItem(page, 'replay-first');
  await tapItem(page, 'replay-next');
  await tapItem(page, 'replay-next');
  await tapItem(page, 'replay-back');
  await atMoment(page, hashes, 1);
  const slider = await reachItem(page, 'replay-slider');
  await afterInput(page, () => page.touchscreen.tap(slider.x, slider.y));
  const r = await replay(page);
  assert.ok(r.moment > n / 4 && r.moment < (3 * n) / 4, `slider moment ${r.moment}`);
  return atMoment(page, hashes, r.moment);
}

// One game's whole round: `game` 'cn' or 'nlb', its new-game dialog's two-player choice.
async function roundTrip(game, twoPlayers, seed) {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, `ng-game-${game}`);
    if (twoPlayers) await tapItem(page, twoPlayers);
    await tapItem(page, 'ng-start');
    const played = await api(page, 'playRandom', 60, seed);
    assert.equal(played.error, '');
    const hashes = played.hashes;
    const n = hashes.length - 1;
    assert.equal(n, 60);
    await settle(page);
    const id = await current(page);
    const saved = await slots(page, id);
    assert.ok(saved[0] || saved[1], 'the game was autosaved');

    // The panel's Replay button: the viewer opens at the end (the game as it stands).
    await tapItem(page, 'replay-open');
    let r = await atMoment(page, hashes, n);
    assert.equal(r.length, n);
    // Shift+Left: the start of the phase shown; Left: one move back; Home; End.
    await key(page, 'Shift+ArrowLeft');
    const phaseStart = (await replay(page)).moment;
    assert.ok(phaseStart < n && phaseStart > 0, `phase start ${phaseStart}`);
    await atMoment(page, hashes, phaseStart);
    const phase = (await replay(page)).step;
    await key(page, 'ArrowLeft');
    r = await atMoment(page, hashes, phaseStart - 1);
    assert.notEqual(r.step, phase, 'one move before a phase start is the phase before');
    await key(page, 'Shift+ArrowRight');
    await atMoment(page, hashes, phaseStart);
    await key(page, 'Home');
    await atMoment(page, hashes, 0);
    await key(page, 'ArrowRight');
    await atMoment(page, hashes, 1);
    await key(page, 'End');
    await atMoment(page, hashes, n);
    r = await buttonsAndSlider(page, hashes, n);
    // The list of moves (scrolled to the moment shown): the next entry jumps to the moment
    // after it.
    const k = r.moment + 1;
    await tapItem(page, 'replay-moves');
    await tapItem(page, `replay-move-${k}`);
    await atMoment(page, hashes, k);
    await page.screenshot({ path: join(screenshotDir, `replay-games-${game}.png`) });
    // The game itself did not move.
    assert.equal((await api(page, 'playRandom', 0, 1)).hashes[0], hashes[n]);

    // Play on from moment k as two players: a new saved game at that position.
    await tapItem(page, 'replay-play-on');
    r = await replay(page);
    assert.equal(r.open, false);
    assert.match(r.message, new RegExp(`new game from move ${k}\\b`, 'i'));
    const newId = await current(page);
    assert.notEqual(newId, id);
    const onward = await api(page, 'playRandom', 3, seed + 1);
    assert.equal(onward.hashes[0], hashes[k]);
    await settle(page);
    // Played on: the new game moved, the original save is byte for byte as it was.
    assert.deepEqual(await slots(page, id), saved);
    const list = await api(page, 'savedGames');
    assert.ok(list.some((g) => g.id === id) && list.some((g) => g.id === newId),
              JSON.stringify(list));
    return { context, page, errors, id, hashes };
  } catch (e) {
    await context.close();
    throw e;
  }
}

test('Computer Napoleonics: a game stepped by keys, buttons, slider and list, played on from a moment', async () => {
  const { context, page, errors, hashes } = await roundTrip('cn', 'ng-cn-two-players', 21);
  try {
    // The turn link of the new game with "&at=2": opened in the viewer at moment 2.
    const link = (await api(page, 'sendTurn')).replace(/^[^#]*/, '');
    assert.match(link, /^#t=[A-Za-z0-9_-]+$/);
    await page.evaluate((h) => { location.hash = h; }, `${link}&at=2`);
    await page.waitForFunction(() => window.naw.gameReplay().open, null, { timeout: 20000 });
    await atMoment(page, hashes, 2);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('NLB Waterloo: a game stepped by keys, buttons, slider and list, played on from a moment', async () => {
  const { context, page, errors } = await roundTrip('nlb', null, 31);
  try {
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Computer Napoleonics solitaire (C22): played on only against the computer, not as two players', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-cn');
    await tapItem(page, 'ng-cn-computer');  // the solitaire game: the computer commands the Allies
    await tapItem(page, 'ng-start');
    assert.equal((await api(page, 'playRandom', 3, 7)).error, '');  // French moves
    await tapItem(page, 'replay-open');
    assert.equal((await replay(page)).open, true);
    const id = await current(page);
    await tapItem(page, 'replay-play-on');
    const r = await replay(page);
    assert.equal(r.open, true, 'the viewer stays open');
    assert.match(r.message, /solitaire game \(11\.0, C22\)/);
    assert.equal(await current(page), id, 'no new game was started');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// Waterloo 20 hot-seat with fog of war (W29): the viewer shows every moment as the player
// holding the screen when it opened may see it (window.naw.ui().replayCounters: the map's
// counters of the moment shown), stepped by keys, buttons and slider; played on as a new
// saved game, the original's save unchanged.
test('Waterloo 20 hot-seat: replay stepped with the fog of war held, played on from a moment', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  const ui = () => page.evaluate(() => window.naw.ui());
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-w20');
    await tapItem(page, 'ng-w20-two-players');
    await tapItem(page, 'ng-start');
    const played = await api(page, 'playRandom', 40, 9);
    assert.equal(played.error, '');
    const hashes = played.hashes;
    const n = hashes.length - 1;
    assert.equal(n, 40);
    await settle(page);
    const live = await ui();
    assert.equal(live.gameOver, null);
    assert.equal(live.handover, null);
    const viewer = live.viewer;
    const enemy = viewer === 'french' ? 'allied' : 'french';
    const id = await current(page);
    const saved = await slots(page, id);
    assert.ok(saved[0] || saved[1], 'the game was autosaved');

    await tapItem(page, 'replay-open');
    await atMoment(page, hashes, n);
    // Every moment, from the set-up to the end, by Right: the viewer's side's view only.
    let hidden = 0;
    const fogHeld = async (k) => {
      const s = await ui();
      assert.equal(s.replaySide, viewer);
      assert.ok(Array.isArray(s.replayCounters), `moment ${k}`);
      for (const c of s.replayCounters)
        if (c.side === enemy && !c.faceUp) {
          assert.equal(c.id, null, `moment ${k} names a face-down enemy: ${JSON.stringify(c)}`);
          hidden++;
        }
    };
    for (let k = 0; k <= n; k++) {  // (opened at each moment by the test API: no frame)
      await api(page, 'openGameReplay', k);
      await atMoment(page, hashes, k);
      await fogHeld(k);
    }
    // Keys: Home, Right, End.
    await key(page, 'Home');
    await atMoment(page, hashes, 0);
    await key(page, 'ArrowRight');
    await atMoment(page, hashes, 1);
    await fogHeld(1);
    await key(page, 'End');
    await atMoment(page, hashes, n);
    assert.ok(hidden > 0, 'face-down enemy counters were shown, by marker');
    // Phases by Shift+Left/Right, buttons, the slider.
    await key(page, 'Shift+ArrowLeft');
    const phaseStart = (await replay(page)).moment;
    assert.ok(phaseStart < n, `phase start ${phaseStart}`);
    await key(page, 'Shift+ArrowRight');
    assert.ok((await replay(page)).moment > phaseStart);
    const r = await buttonsAndSlider(page, hashes, n);
    await fogHeld(r.moment);
    await page.screenshot({ path: join(screenshotDir, 'replay-games-w20.png') });
    // Play on from the slider's moment as two players: a new saved game at that position.
    const k = r.moment;
    await tapItem(page, 'replay-play-on');
    assert.equal((await replay(page)).open, false, JSON.stringify(await replay(page)));
    assert.match((await replay(page)).message, new RegExp(`new game from move ${k}\\b`, 'i'));
    const newId = await current(page);
    assert.notEqual(newId, id);
    assert.equal((await ui()).replayCounters, undefined);
    const onward = await api(page, 'playRandom', 3, 10);
    assert.equal(onward.error, '');
    assert.equal(onward.hashes[0], hashes[k]);
    await settle(page);
    assert.deepEqual(await slots(page, id), saved);
    // The new game's replay has no link to a moment either (it would show every face-down
    // counter).
    // Played on again from its end against the computer: the person keeps the side acting
    // there (no hand-over), the computer takes the other.
    await tapItem(page, 'replay-open');
    assert.equal((await replay(page)).moment, k + 3);
    const acting = (await ui()).acting;
    await tapItem(page, 'replay-play-on-computer');
    const vs = await ui();
    assert.equal((await replay(page)).open, false);
    assert.deepEqual([vs.handover, vs.viewer], [null, acting]);
    await tapItem(page, 'replay-open');
    await tapItem(page, 'replay-link');
    assert.match((await replay(page)).message, /no link to a moment/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
