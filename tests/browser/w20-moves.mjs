// Waterloo 20 moves by taps shared by the W20 browser tests (w20.test.mjs, w20-links.test.mjs,
// w20-lower.test.mjs).
import { afterInput, reachItem } from './naw-api.mjs';

// A finger tap on named item `id` (scrolled into reach first), then the page settled; fails
// `assert` with the page's state when nothing is named so.
export async function tapW20Item(page, id, assert) {
  const p = await reachItem(page, id);
  if (!p) assert.fail(`nothing to tap: ${id} in ${JSON.stringify(await page.evaluate(() => window.naw.ui()))}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}

// The hexes next to CCRR (w20-map.csv's rule: even columns sit half a hex lower).
export function neighbours(h) {
  const c = Number(h.slice(0, 2)), r = Number(h.slice(2));
  const d = c % 2 === 0 ? [[0, -1], [0, 1], [1, 0], [1, 1], [-1, 0], [-1, 1]]
                        : [[0, -1], [0, 1], [1, -1], [1, 0], [-1, -1], [-1, 0]];
  return d.map(([dc, dr]) => [c + dc, r + dr])
    .filter(([x, y]) => x >= 1 && x <= 22 && y >= 1 && y <= 26)
    .map(([x, y]) => String(x).padStart(2, '0') + String(y).padStart(2, '0'));
}

// The first French counter (not the dummy) with a highlighted hex next to one of `targets`
// (hexes), moved there by two taps: { id, to }, or null when none can.
export async function moveFrenchNextTo(page, tapHex, targets) {
  const ui = () => page.evaluate(() => window.naw.ui());
  const s = await ui();
  for (const c of s.counters.filter((x) => x.side === 'french' && x.id !== 'fr-dummy')) {
    await tapHex(page, c.hex);
    const t = await ui();
    if (t.selected !== c.id) continue;
    const to = t.reach.find((h) => neighbours(h).some((n) => targets.includes(n)));
    if (to) {
      await tapHex(page, to);
      return { id: c.id, to };
    }
  }
  return null;
}
