// The dialogs of Computer Napoleonics and Waterloo 20 by keys only (issue 14, item 2;
// src/ui/dialog_keys.h), the focus always named (window.naw.ui().focus) and shown (the gold
// ring around the focused item, read from the screenshot's pixels): Shift+N opens the
// new-game dialog, Tab walks its items (each Tab moves the focus to another named item) to
// the game picker's entry, Enter picks it; the game's own options are chosen with Space and
// the game started with Enter on Start. Waterloo 20: the hot-seat hand-over is accepted with
// Space on its focused button; a refusal (Z: moves are final, 6.24) has its rule's text
// opened and closed with H, Escape clears both. Computer Napoleonics: H opens the refused
// rule's text dialog, Tab reaches its Close, Enter closes it. In both, Shift+S opens the saved
// games (E, the board's end of phase, does nothing under it), Tab reaches its Close, Enter
// closes it, the game unchanged. Shift+L, "Send my turn": in CN its link box, focused on its
// Close (the board takes no key under it), closed by Enter, then again by Escape; in the W20
// hot-seat game the panel's message that such a game has no turn link (W29). Every input is
// a key press (page.keyboard). Screenshots: build/screenshots/dialog-keys-w20-options.png,
// dialog-keys-cn-rule.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, sharedBrowser } from './naw-api.mjs';
import { ui, press, ringPixels, assertFocusShown, focusOn, newGameOf } from './dialog-keys.mjs';
import { cursorTo, distance } from './cn-cursor.mjs';

const shared = sharedBrowser();
// Shift+S: the saved games; Tab to Close, Enter; the game on screen unchanged.
async function savedGamesByKeys(page) {
  const before = await ui(page);
  await press(page, 'Shift+S');
  let s = await ui(page);
  assert.ok(s.items.includes('saves-close'), 'Shift+S did not open the saved games');
  assert.ok(s.focus && s.items.includes(s.focus), 'no item focused in the saved games');
  await press(page, 'e');  // the board's "end the phase" is not taken under the dialog
  s = await focusOn(page, 'saves-close');
  await assertFocusShown(page, s);
  await press(page, 'Enter');
  s = await ui(page);
  assert.ok(!s.items.includes('saves-close'), 'Enter on Close left the saved games open');
  assert.equal(s.focus, null, 'a focus shown with no dialog open');
  for (const k of ['step', 'phase', 'turn', 'acting', 'cursor', 'refusal'])
    assert.deepEqual(s[k], before[k], k);
}

// Shift+L: "Send my turn" and its link box, focused on its Close; the board takes no key
// under it (E); `close` (Enter on the focused Close, or Escape) closes it.
async function linkBoxByKeys(page, close, ring = true) {
  const before = await ui(page);
  await press(page, 'Shift+L');
  let s = await ui(page);
  assert.ok(s.items.includes('link-close'), 'Shift+L showed no link box: ' + JSON.stringify(s));
  s = await focusOn(page, 'link-close');
  if (ring) await assertFocusShown(page, s);
  await press(page, 'e');
  await press(page, close);
  s = await ui(page);
  assert.ok(!s.items.includes('link-close'), `${close} left the link box open`);
  assert.equal(s.focus, null);
  for (const k of ['step', 'phase', 'turn', 'acting', 'cursor', 'refusal'])
    assert.deepEqual(s[k], before[k], k);
}

test('Waterloo 20 by keys: new-game dialog and options, hand-over, refusal and its rule, saved games, no turn link', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await page.focus('#canvas');
    let s = await newGameOf(page, 'w20');
    // The options by Space: against the computer, then two players again (Shift+Tab: the item
    // above), and a hand-over follows.
    await focusOn(page, 'ng-w20-computer-allies');
    await press(page, 'Space');
    s = await focusOn(page, 'ng-w20-two-players', 'Shift+Tab');
    await press(page, 'Space');
    s = await ui(page);
    assert.equal(s.dialog, 'new-game');
    await assertFocusShown(page, s);
    await page.screenshot({ path: join(screenshotDir, 'dialog-keys-w20-options.png') });
    s = await focusOn(page, 'ng-start');
    // The ring is the focused item's alone: none around an item without the focus.
    assert.ok((await ringPixels(page, 'ng-game-naw')) < 10, 'a ring around an unfocused item');
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.dialog, '');
    // The hand-over (W29): its Ready button focused and ringed, Space presses it.
    assert.equal(s.handover, 'allied', JSON.stringify(s));
    assert.equal(s.focus, 'handover-ready');
    await assertFocusShown(page, s);
    await press(page, 'Space');
    s = await ui(page);
    assert.equal(s.handover, null);
    assert.equal(s.viewer, 'allied');
    assert.equal(s.focus, null);
    // A refusal by key (Z: no undo, moves are final, 6.24); H opens its rule's text, H closes
    // it, Escape closes the text and the refusal together.
    await press(page, 'z');
    s = await ui(page);
    assert.equal(s.refusal && s.refusal.rule, '6.24', JSON.stringify(s.refusal));
    assert.ok(!s.items.includes('refusal-text'));
    await press(page, 'h');
    assert.ok((await ui(page)).items.includes('refusal-text'), 'H did not open the rule text');
    await press(page, 'h');
    assert.ok(!(await ui(page)).items.includes('refusal-text'), 'H did not close the rule text');
    await press(page, 'h');
    await press(page, 'Escape');
    s = await ui(page);
    assert.equal(s.refusal, null);
    assert.ok(!s.items.includes('refusal-text'));
    await savedGamesByKeys(page);
    // Shift+L: a hot-seat game has no turn link (W29, every counter named): the panel says so.
    await press(page, 'Shift+L');
    s = await ui(page);
    assert.ok(!s.items.includes('link-close'));
    assert.equal((await page.evaluate(() => window.naw.linkMessage())).text,
                 await page.evaluate(() => window.naw.tr('w20.link.no_hot_seat')));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Computer Napoleonics by keys: new-game dialog and options, a refusal\'s rule text, saved games, link box', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await page.focus('#canvas');
    let s = await newGameOf(page, 'cn');
    await focusOn(page, 'ng-cn-two-players');
    await press(page, 'Space');
    await focusOn(page, 'ng-start');
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.dialog, '');
    assert.equal(s.step, 'move');
    assert.equal(s.computer, null, 'two players were chosen');
    assert.equal(s.focus, null);
    // A refusal: a French unit selected by Enter, Enter on the nearest Allied unit's square
    // (no move into an enemy's square: the engine's refusal cites the rule).
    const at = (id) => page.evaluate((u) => window.naw.unitHex(u), id);
    const allied = [];
    for (const id of ['IA', 'IB', 'IC', 'CA', 'CB', 'AA']) allied.push(await at(id));
    let best = null;
    for (const id of ['ia', 'ib', 'ic', 'id', 'ca', 'cb', 'aa']) {
      const sq = await at(id);
      for (const a of allied)
        if (!best || distance(sq, a) < distance(best[0], best[1])) best = [sq, a];
    }
    await cursorTo(page, best[0]);
    await press(page, 'Enter');
    assert.ok((await ui(page)).selected, 'Enter did not select the French unit');
    await cursorTo(page, best[1]);
    await press(page, 'Enter');
    s = await ui(page);
    assert.ok(s.refusal && s.refusal.rule, JSON.stringify(s));
    // H: the rule's text in its dialog, focused; Tab to Close, Enter closes it.
    await press(page, 'h');
    s = await ui(page);
    assert.equal(s.dialog, 'rule', JSON.stringify(s));
    assert.ok(s.items.includes('rule-title'));
    await assertFocusShown(page, s);
    s = await focusOn(page, 'close');
    await assertFocusShown(page, s);
    await page.screenshot({ path: join(screenshotDir, 'dialog-keys-cn-rule.png') });
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.dialog, '');
    assert.ok(s.refusal, 'closing the rule text keeps the refusal shown');
    await press(page, 'Escape');
    assert.equal((await ui(page)).refusal, null);
    await savedGamesByKeys(page);
    await linkBoxByKeys(page, 'Enter');
    await linkBoxByKeys(page, 'Escape', false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
