// Helpers of the saves/links and computer-opponent browser tests: calls into window.naw.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { serve, launch, screenshotDir } from './harness.mjs';

// Calls window.naw[fn](...args) in the page.
export const api = (page, fn, ...args) =>
  page.evaluate(({ fn, args }) => window.naw[fn](...args), { fn, args });

// How many frames the page has drawn.
export const framesDrawn = (page) => page.evaluate(() => window.naw.framesDrawn());

// Waits until the page stops drawing (it renders on demand: windows that appear or change
// size settle over a few frames, and taps must land where the last frame put things), after
// at least one frame past `since` when given: every input event makes the page draw, so a
// loaded machine that has not yet run the frame that handles an input is not taken for a
// settled page.
export async function settle(page, since = -1) {
  if (since >= 0)
    await page.waitForFunction((n) => window.naw.framesDrawn() > n, since, { polling: 20 });
  let n = await framesDrawn(page);
  for (let i = 0, still = 0; i < 80 && still < 2; ++i) {
    await page.waitForTimeout(60);
    const m = await framesDrawn(page);
    still = m === n ? still + 1 : 0;
    n = m;
  }
}

// Sends an input (`send`: an async function that taps, clicks, touches...), then waits for
// the frame that handles it and for the page to settle.
export async function afterInput(page, send) {
  const since = await framesDrawn(page);
  await send();
  await settle(page, since);
}

// A one-finger drag from `from` to `to` in `steps` moves (raw touch events, as a finger).
export async function drag(page, from, to, steps = 12) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts });
  await touch('touchStart', [{ x: from.x, y: from.y, id: 7 }]);
  for (let i = 1; i <= steps; ++i) {
    const x = from.x + ((to.x - from.x) * i) / steps, y = from.y + ((to.y - from.y) * i) / steps;
    await touch('touchMove', [{ x, y, id: 7 }]);
    await page.waitForTimeout(16);
  }
  await afterInput(page, () => touch('touchEnd', []));
  await cdp.detach();
}

// Where named panel item `id` is (CSS px), first scrolled into reach if the panel laid it out
// past the screen's bottom or top edge: a finger drags the panel in its left margin (just
// left of the turn track, its first widget), as a player would. `dragFn` makes the drag
// (default: drag above). Null if there is no such item.
export async function reachItem(page, id, dragFn = drag) {
  const at = (i) => page.evaluate((x) => window.naw.itemToClient(x), i);
  const height = page.viewportSize().height;
  let p = await at(id);
  for (let i = 0; i < 8 && p && (p.y > height - 24 || p.y < 24); ++i) {
    const track = await at('turn-track');
    const width = (await page.evaluate(() => window.naw.itemSizes()))['turn-track'][0];
    const x = track.x - width / 2 - 7;
    if (p.y > height - 24) await dragFn(page, { x, y: height - 30 }, { x, y: height - 330 });
    else await dragFn(page, { x, y: 120 }, { x, y: 420 });
    p = await at(id);
  }
  return p;
}

// The game in play: its Game::hash and the length of its log.
export const gameState = async (page) => ({ hash: await api(page, 'gameHash'), log: await api(page, 'logLength') });

// Reads the screen as shown: a screenshot of `clip` (CSS pixels; the whole page if null)
// is decoded by the browser itself onto a canvas, and `read(ctx, scale, arg)` runs on it in
// the page (`scale`: canvas pixels per CSS pixel). `read` is sent as source text, so it may
// use only its arguments.
export async function readScreenshot(page, clip, read, arg) {
  const png = (await page.screenshot(clip ? { clip } : {})).toString('base64');
  return page.evaluate(async ({ png, src, arg, cssWidth }) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + png;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    return (0, eval)('(' + src + ')')(g, img.width / (cssWidth || innerWidth), arg);
  }, { png, src: read.toString(), arg, cssWidth: clip ? clip.width : 0 });
}

// Checks that the screen shows a game just begun (no dialog, 1 pm, French movement, nothing
// played) and returns window.naw.ui().
export async function assertNewGameShown(page, assert) {
  const s = await page.evaluate(() => window.naw.ui());
  assert.equal(s.dialog, '');
  assert.equal(s.turn, 1);
  assert.equal(s.log, 0);
  assert.equal(s.step, 'move');
  assert.match(await page.evaluate(() => window.naw.status()),
               /^turn=1 phase=french-move .* winner=none$/);
  return s;
}

// No named item's text is cut off, and no window's content (named or not) runs past its edge.
export async function assertNothingClipped(page, assert, where) {
  const sizes = await page.evaluate(() => window.naw.itemSizes());
  const clipped = Object.entries(sizes).filter(([, v]) => v[3]).map(([k]) => k);
  assert.deepEqual(clipped, [], `${where}: text cut off`);
  assert.deepEqual(await page.evaluate(() => window.naw.overflows()), {},
                   `${where}: a window's content runs past its edge`);
}

// An iPad in landscape, held in the hands: touch, 2x pixels.
export const ipad = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true,
                      deviceScaleFactor: 2 };

// One static server and one Chromium for a test file: returns an object whose `server` and
// `browser` are set before the first test.
export function sharedBrowser() {
  const shared = {};
  before(async () => {
    await mkdir(screenshotDir, { recursive: true });
    shared.server = await serve();
    shared.browser = await launch();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

// The human French player's first turn in the standard game: the Guard grenadiers move to
// 1716, then the obligatory attack on the Allied detachment (5.1) at 6-1, no advance.
export async function frenchFirstTurn(page, assert) {
  assert.equal(await api(page, 'move', 'fr-gren-gd', '1716'), '');
  assert.equal(await api(page, 'endPhase'), '');
  assert.equal(await api(page, 'attack', 'fr-6-ii,fr-9-ii,fr-art-i', 'aa-det'), '');
  if (await api(page, 'stepName') === 'advance') assert.equal(await api(page, 'declineAdvance'), '');
  assert.equal(await api(page, 'endPhase'), '');
}

// Waits until the human must act again at turn `turn` French movement. A decision the human
// owes in the middle of the computer's turn (a retreat after an Allied attack) is answered
// with the hint (through App::submit, as a tap would); returns how many were answered.
export async function untilHumanTurn(page, assert, turn, timeout = 60000) {
  let answered = 0;
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.waitForFunction(() => window.naw.aiState().humanActs, null,
                               { timeout: Math.max(1000, deadline - Date.now()), polling: 50 });
    const s = await api(page, 'aiState');
    if (s.turn === turn && s.phase === 'french-move') return answered;
    assert.ok(Date.now() < deadline, 'the computer did not hand the game back in time');
    await api(page, 'requestHint');
    await page.waitForFunction(() => window.naw.hint() !== '', null, { timeout: 20000 });
    assert.equal(await api(page, 'playHint'), '');
    answered++;
  }
}

// A finger tap at client point `p` (from window.naw.*ToClient), then the page settled;
// `what` names it when there is nothing to tap.
export async function tapPoint(page, p, what, assert) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
// A tap on hex CCRR of the map on screen.
export const tapHexAt = async (page, hex, assert) =>
  tapPoint(page, await page.evaluate((x) => window.naw.hexToClient(x), hex), hex, assert);

// Closes the box showing a link just offered ("Send my turn"), which covers the panel's middle
// and part of the map, by a tap on its Close (`tapItem(page, id)`: the caller's). The tap is
// the dialog's (LinkCenter::covers): the map under the Close button neither selects nor plays
// anything.
export async function closeLinkBoxBy(page, tapItem, assert) {
  const before = await page.evaluate(() => window.naw.ui());
  if (!before.items.includes('link-close')) return;
  await tapItem(page, 'link-close');
  const after = await page.evaluate(() => window.naw.ui());
  assert.equal(after.items.includes('link-close'), false);
  assert.equal(after.selected, before.selected, 'the Close tap reached the map');
}

// The keyboard tests (standard game, NLB: the same map and cursor steps, key_cursor.h):
// walks the cursor to `hex` with the arrows: Up/Down along its column to the row, then
// Left/Right, which keep the printed row (key_cursor.h).
export async function cursorTo(page, hex) {
  const ui = () => page.evaluate(() => window.naw.ui());
  const press = (key) => afterInput(page, () => page.keyboard.press(key));
  let s = await ui();
  if (!s.cursor) {
    await press('ArrowUp');  // the first press shows the cursor
    s = await ui();
  }
  assert.ok(s.cursor, 'no cursor shown');
  const col = (h) => Number(h.slice(0, 2)), row = (h) => Number(h.slice(2));
  // Row first; where that hex is off the map (row 17 has only odd columns), the column.
  for (let guard = 0; guard < 80 && s.cursor !== hex; ++guard) {
    const keys = [];
    if (row(s.cursor) !== row(hex)) keys.push(row(s.cursor) < row(hex) ? 'ArrowDown' : 'ArrowUp');
    if (col(s.cursor) !== col(hex)) keys.push(col(s.cursor) < col(hex) ? 'ArrowRight' : 'ArrowLeft');
    const was = s.cursor;
    for (const key of keys) {
      await press(key);
      s = await ui();
      if (s.cursor !== was) break;
    }
    assert.notEqual(s.cursor, was, `${keys} did not move the cursor from ${was} (to ${hex})`);
  }
  assert.equal(s.cursor, hex, `the cursor did not reach ${hex}`);
}

// The text layer (#tl): what its live region said so far.
export const textLayerSaid = (page) => page.locator('#tl-live p').allTextContents();

// Types `line` into the text layer's input and presses Enter there; returns naw-cli's answer
// (the new item of the answers list, without the echoed command) and what the live region
// said since.
export async function typeInTextLayer(page, line, assert) {
  const answers = page.locator('#tl-answers li');
  const before = await answers.count();
  const saidBefore = (await textLayerSaid(page)).length;
  await page.locator('#tl-input').fill(line);
  await page.locator('#tl-input').press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('#tl-answers li').length > n,
                             before);
  const text = await answers.nth(before).textContent();
  assert.ok(text.startsWith('> ' + line + '\n'), text);
  const all = await textLayerSaid(page);
  return { answer: text.slice(line.length + 3), said: all.slice(Math.min(saidBefore, all.length - 1)) };
}
