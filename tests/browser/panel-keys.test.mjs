// The side panel by keys, every game (issue 14, item 2; src/ui/panel_keys.h): with no pointer
// at all, P gives the panel the keys, Tab / Shift+Tab walk its named buttons (the focus named
// by window.naw.ui().focus after every key and shown by the gold ring, read from the
// screenshot's pixels; none around the same button once Escape gave the keys back to the
// board), Enter presses. In the standard game (tablet, then French by the panel's own
// language button): "Play by link…" → the French side → the link box with the invitation,
// closed by Escape, the focus back in the panel; "Share position" → its link box, closed by
// Enter on its Close; the link message's "Dismiss". In Computer Napoleonics (phone, French):
// the same invitation (the Allied side, one Tab more) and the position's link box. In Waterloo 20 (tablet): a game by
// link started from the panel (F6 gives it the keys there), the invitation's link box (CN's,
// shared) by keys, then Shift+L in that game by link. Every input is a key press once the
// page is open. Screenshots: build/screenshots/panel-keys-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, sharedBrowser, ipad } from './naw-api.mjs';
import { ui, press, ringPixels, assertFocusShown, focusOn, newGameOf } from './dialog-keys.mjs';

const shared = sharedBrowser();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                deviceScaleFactor: 3 };
const tr = (page, key) => page.evaluate((k) => window.naw.tr(k), key);
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `panel-keys-${name}.png`) });

// P (or `key`, F6): the panel has the keys, its first button focused and ringed; the board's
// arrows are the panel's now (the map's cursor, ui().cursor, does not move).
async function enterPanel(page, key = 'p') {
  let s = await ui(page);
  assert.equal(s.panelKeys, false);
  assert.equal(s.focus, null, 'a focus shown before P');
  const cursor = s.cursor;
  await press(page, key);
  s = await ui(page);
  assert.equal(s.panelKeys, true, 'P did not give the panel the keys');
  await assertFocusShown(page, s);
  await press(page, 'ArrowDown');
  s = await ui(page);
  assert.ok(s.focus && s.items.includes(s.focus), 'ArrowDown lost the focus');
  assert.deepEqual(s.cursor, cursor, 'the map\'s cursor moved while the panel had the keys');
  return s;
}

// Tab (or `key`) to `item`, ringed.
async function tabTo(page, item, key = 'Tab') {
  const s = await focusOn(page, item, key);
  await assertFocusShown(page, s);
  return s;
}

// The link box is up (its Close, focused by Tab and ringed, takes the keys); `close` (Escape,
// or Enter on Close) closes it and the panel has the keys and a focus again.
async function linkBoxByKeys(page, close, name) {
  let s = await ui(page);
  assert.ok(s.items.includes('link-close'), 'no link box: ' + JSON.stringify(s));
  s = await focusOn(page, 'link-close');
  await assertFocusShown(page, s);
  if (name) await shot(page, name);
  await press(page, close);
  s = await ui(page);
  assert.ok(!s.items.includes('link-close'), `${close} left the link box open`);
  assert.equal(s.panelKeys, true, 'the panel lost the keys');
  assert.ok(s.focus && s.items.includes(s.focus), 'no focus in the panel after the link box');
  await assertFocusShown(page, s);
  return s;
}

// "Play by link…" by keys, then the side `side` ('french' / 'allies'): the invitation's link
// box; the panel says which side this browser plays.
async function inviteByKeys(page, side, name) {
  await tabTo(page, 'play-by-link');
  await shot(page, name + '-by-link');
  await press(page, 'Enter');
  let s = await ui(page);
  assert.ok(s.items.includes('inv-french') && s.items.includes('inv-allies'), JSON.stringify(s));
  // "Play by link…" gave way to the sides: the focus is on the next button from its place.
  assert.equal(s.focus, 'inv-french');
  await assertFocusShown(page, s);
  if (side === 'allies') await tabTo(page, 'inv-allies');
  await press(page, 'Enter');
  const said = await page.evaluate(() => window.naw.linkMessage());
  const want = await tr(page, side === 'french' ? 'links.you_play_french' : 'links.you_play_allies');
  assert.equal(said && said.text, want);
  await linkBoxByKeys(page, 'Escape', name + '-invitation');
}

// "Share position" by keys: its link box, closed by Enter on its Close.
async function shareByKeys(page, name) {
  await tabTo(page, 'share-position', 'Shift+Tab');
  await press(page, 'Enter');
  await linkBoxByKeys(page, 'Enter', name);
}

// Escape: the keys are the board's again, no focus shown: the ring that was around the
// focused button is gone (the negative control of the ring's measure).
async function leavePanel(page) {
  const was = (await ui(page)).focus;
  assert.ok((await ringPixels(page, was)) > 20, `no ring around ${was} before Escape`);
  await press(page, 'Escape');
  const s = await ui(page);
  assert.equal(s.panelKeys, false);
  assert.equal(s.focus, null);
  assert.ok((await ringPixels(page, was)) < 10, `a ring around ${was} after Escape`);
}

test('standard game: the panel by keys, play by link and share position (tablet, English then French)', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await page.focus('#canvas');
    await enterPanel(page);
    await inviteByKeys(page, 'french', 'naw');
    await shareByKeys(page, 'naw-share');
    // The link message's "Dismiss" by keys (Tab went past it while it had no name).
    let s = await tabTo(page, 'link-dismiss');
    assert.notEqual((await page.evaluate(() => window.naw.linkMessage())).text, '');
    await press(page, 'Enter');
    assert.equal((await page.evaluate(() => window.naw.linkMessage())).text, '');
    s = await ui(page);
    assert.ok(!s.items.includes('link-dismiss'), 'Dismiss is still there');
    assert.ok(s.focus && s.items.includes(s.focus), 'no focus after Dismiss');
    // The panel's language button by keys: French, the focus still on it.
    s = await tabTo(page, 'language');
    await press(page, 'Enter');
    await page.waitForFunction(() => window.naw.language() === 'fr', null, { timeout: 10000 });
    await settle(page);
    s = await ui(page);
    assert.equal(s.focus, 'language');
    await assertFocusShown(page, s);
    s = await tabTo(page, 'play-by-link', 'Shift+Tab');
    await shot(page, 'naw-fr');
    await leavePanel(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Computer Napoleonics: the panel by keys, play by link and share position (phone, French)', async () => {
  const { context, page, errors } =
      await openGame(shared.browser, shared.server.url, { ...phone, locale: 'fr-FR' });
  try {
    await settle(page);
    await page.waitForFunction(() => window.naw.language() === 'fr', null, { timeout: 10000 });
    await page.focus('#canvas');
    await newGameOf(page, 'cn');
    await focusOn(page, 'ng-cn-two-players');
    await press(page, 'Space');
    await focusOn(page, 'ng-start');
    await press(page, 'Enter');
    assert.equal((await ui(page)).step, 'move');
    await enterPanel(page);
    await inviteByKeys(page, 'allies', 'cn-fr-phone');
    await shareByKeys(page, 'cn-fr-phone-share');
    await leavePanel(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Waterloo 20: a game by link from the panel by keys, its link box by keys (tablet)', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await page.focus('#canvas');
    await newGameOf(page, 'w20');
    await focusOn(page, 'ng-start');
    await press(page, 'Enter');
    let s = await ui(page);
    if (s.handover) {  // the hot-seat hand-over (W29): Ready by Space
      assert.equal(s.focus, 'handover-ready');
      await press(page, 'Space');
    }
    await enterPanel(page, 'F6');
    await inviteByKeys(page, 'french', 'w20');
    s = await ui(page);
    assert.ok(s.items.includes('play-by-link'), 'the panel shows "Play by link…" again');
    await leavePanel(page);
    // Shift+L in this game by link: "Send my turn" and its link box, by keys.
    await press(page, 'Shift+L');
    s = await ui(page);
    assert.ok(s.items.includes('link-close'), 'Shift+L showed no link box: ' + JSON.stringify(s));
    s = await focusOn(page, 'link-close');
    await assertFocusShown(page, s);
    await press(page, 'Escape');
    s = await ui(page);
    assert.ok(!s.items.includes('link-close'));
    assert.equal(s.focus, null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
