// The keyboard's focus in a dialog or the side panel (src/ui/dialog_keys.h, panel_keys.h),
// as the browser tests read it: window.naw.ui().focus names the focused item, and the gold
// ring drawn around it (named_items.cpp) is counted in the screenshot's pixels.
import assert from 'node:assert/strict';
import { afterInput, readScreenshot } from './naw-api.mjs';

export const ui = (page) => page.evaluate(() => window.naw.ui());
export const press = (page, key) => afterInput(page, () => page.keyboard.press(key));

// The gold ring's pixels (named_items.cpp: 0xE8C46A, 6 px outside the item, 2.5 px wide) in
// a band around item `id`, its inside left out: how many of them the screenshot shows.
export async function ringPixels(page, id) {
  const c = await page.evaluate((x) => window.naw.itemToClient(x), id);
  const size = (await page.evaluate(() => window.naw.itemSizes()))[id];
  assert.ok(c && size, `no item ${id}`);
  const m = 10, [w, h] = size;
  const clip = { x: c.x - w / 2 - m, y: c.y - h / 2 - m, width: w + 2 * m, height: h + 2 * m };
  return readScreenshot(page, clip, (g, k, m) => {
    const { width: W, height: H } = g.canvas;
    const d = g.getImageData(0, 0, W, H).data;
    let n = 0;
    for (let y = 0; y < H; ++y)
      for (let x = 0; x < W; ++x) {
        const inside = x > (m - 2) * k && x < W - (m - 2) * k && y > (m - 2) * k && y < H - (m - 2) * k;
        const i = (y * W + x) * 4;
        if (!inside && Math.abs(d[i] - 0xE8) < 28 && Math.abs(d[i + 1] - 0xC4) < 28 &&
            Math.abs(d[i + 2] - 0x6A) < 36)
          ++n;
      }
    return n;
  }, m);
}

// The focus is on a named, tappable item of the screen and its ring shows around it.
export async function assertFocusShown(page, s) {
  assert.ok(s.focus, 'no item has the focus: ' + JSON.stringify(s.items));
  assert.ok(s.items.includes(s.focus), `${s.focus} is not an item on screen`);
  const size = (await page.evaluate(() => window.naw.itemSizes()))[s.focus];
  const ring = await ringPixels(page, s.focus);
  // The ring runs all round: well over one pixel per CSS pixel of the item's perimeter.
  assert.ok(ring > size[0] + size[1], `${s.focus}: ${ring} gold ring pixels around ${size}`);
}

// Tab (or `key`, Shift+Tab) until the focus is on `item`; after every press the focus is on
// another named item.
export async function focusOn(page, item, key = 'Tab') {
  let s = await ui(page);
  const seen = [s.focus];
  for (let guard = 0; guard < 60 && s.focus !== item; ++guard) {
    const was = s.focus;
    await press(page, key);
    s = await ui(page);
    assert.ok(s.focus && s.items.includes(s.focus), `${key} after ${was}: focus ${s.focus}`);
    assert.notEqual(s.focus, was, `${key} did not move the focus from ${was}`);
    seen.push(s.focus);
  }
  assert.equal(s.focus, item, `${key} never reached ${item}: ${seen}`);
  return s;
}

// Shift+N, then the game picker's entry `game` by Tab and Enter: that game's dialog, focused.
export async function newGameOf(page, game) {
  await press(page, 'Shift+N');
  let s = await ui(page);
  assert.equal(s.dialog, 'new-game', JSON.stringify(s));
  await assertFocusShown(page, s);  // the first item, from the dialog's opening
  await focusOn(page, 'ng-game-' + game);
  await press(page, 'Enter');
  s = await ui(page);
  assert.equal(s.game, game);
  assert.equal(s.dialog, 'new-game');
  await assertFocusShown(page, s);
  return s;
}
