// Computer Napoleonics' keyboard cursor for the browser tests (cn_keys.h): squares RRCC,
// distances on the brick grid, and a walk of the cursor by the arrow keys.
import assert from 'node:assert/strict';
import { afterInput } from './naw-api.mjs';

const ui = (page) => page.evaluate(() => window.naw.ui());
const press = (page, key) => afterInput(page, () => page.keyboard.press(key));

// Squares RRCC (ruling C2): row, diagonal column; distance in steps.
export const rowOf = (sq) => Math.floor(+sq / 100), colOf = (sq) => +sq % 100;
export function distance(a, b) {
  const dr = rowOf(b) - rowOf(a), dc = colOf(b) - colOf(a);
  return Math.max(Math.abs(dr), Math.abs(dc), Math.abs(dr - dc));
}

// Walks the cursor to `sq` with the arrows. Up/Down go one row up or down the screen: from
// an even row plainly to the right diagonal, from an odd row to the left one, Shift the
// other (cn_keys.h); the test takes the one nearer the target, then Left/Right on the row.
export async function cursorTo(page, sq) {
  let s = await ui(page);
  if (!s.cursor) {
    await press(page, 'ArrowUp');  // the first press shows the cursor
    s = await ui(page);
  }
  assert.ok(s.cursor, 'no cursor shown');
  for (let guard = 0; guard < 80 && s.cursor !== sq; ++guard) {
    const r = rowOf(s.cursor), c = colOf(s.cursor), even = r % 2 === 0;
    let key;
    if (r !== rowOf(sq)) {
      const up = rowOf(sq) < r;
      // The two diagonals' columns: up (-1, 0) / (-1, -1), down (+1, +1) / (+1, 0).
      const plain = up ? (even ? c : c - 1) : (even ? c + 1 : c);
      const other = up ? (even ? c - 1 : c) : (even ? c : c + 1);
      const nr = up ? r - 1 : r + 1;
      const shift = distance(nr * 100 + other, sq) < distance(nr * 100 + plain, sq);
      key = (shift ? 'Shift+' : '') + (up ? 'ArrowUp' : 'ArrowDown');
    } else {
      key = colOf(sq) > c ? 'ArrowRight' : 'ArrowLeft';
    }
    const was = s.cursor;
    await press(page, key);
    s = await ui(page);
    assert.notEqual(s.cursor, was, `${key} did not move the cursor from ${was} (to ${sq})`);
  }
  assert.equal(s.cursor, sq, `the cursor did not reach ${sq}`);
}
