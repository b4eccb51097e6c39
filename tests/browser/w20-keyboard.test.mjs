// Waterloo 20 by the keyboard alone (issue 14, item 2; src/games/w20/ui/w20_keys.h): a
// hot-seat game with fog of war is started with three clicks in the new-game dialog, then
// everything is key presses (page.keyboard): Enter accepts each hand-over; the arrows walk
// the cursor hex by hex (Up/Down on the column, Left/Right along the printed row, Shift the
// other diagonal) and Enter sets each dummy up; in the French movement two moves (fr-iv and
// fr-cav-i beside the face-down pr-iii at 1718, as w20-lower.test.mjs); Z (undo) and Y (redo)
// show the engine's refusal, moves are final (6.24), and Escape clears it; E ends the phases;
// in the French combat E is refused while the attack the rules oblige is undeclared (W14) and
// Escape clears that refusal; Enter on the two attackers and the defender, D declares, E ends
// the declarations, R resolves the combat, the Allies decline their Morale Point with N, the
// French lower the differential with "-" (9.6) and roll with R; then the result is settled by
// keys (retreat or advance at the cursor, N for no advance, L for losses) until the hand-over
// to the Allied player turn. The test reads window.naw (ui(), unitHex) to know where to go;
// every game action is a key press. Screenshot: build/screenshots/w20-keyboard.png (the
// cursor on the unit just moved).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser } from './naw-api.mjs';
import { neighbours } from './w20-moves.mjs';

const shared = sharedBrowser();
const ui = (page) => page.evaluate(() => window.naw.ui());
const hexOf = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const press = (page, key) => afterInput(page, () => page.keyboard.press(key));

async function clickItem(page, id) {
  const p = await page.evaluate((x) => window.naw.itemToClient(x), id);
  assert.ok(p, `no item ${id}`);
  await afterInput(page, () => page.mouse.click(p.x, p.y));
}

// Hexes CCRR; distance by breadth-first search over w20-moves' neighbours (the map's rule).
const hx = (c, r) => String(c).padStart(2, '0') + String(r).padStart(2, '0');
function distance(a, b) {
  let seen = new Set([a]), ring = [a];
  for (let d = 0; ring.length; ++d) {
    if (seen.has(b)) return d;
    const next = [];
    for (const h of ring) for (const n of neighbours(h)) if (!seen.has(n)) { seen.add(n); next.push(n); }
    ring = next;
  }
  return Infinity;
}
// Where a key takes the cursor (w20_keys.h): Up/Down the column; Left/Right the next column
// on the same printed row, with Shift its other hex (even columns lie half a hex lower).
function step(h, key) {
  const c = +h.slice(0, 2), r = +h.slice(2), shift = key.startsWith('Shift+');
  const k = key.replace('Shift+', '');
  if (k === 'ArrowUp') return hx(c, r - 1);
  if (k === 'ArrowDown') return hx(c, r + 1);
  const nc = k === 'ArrowRight' ? c + 1 : c - 1;
  return hx(nc, !shift ? r : c % 2 === 0 ? r + 1 : r - 1);
}
const KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Shift+ArrowLeft', 'Shift+ArrowRight'];

// Walks the cursor to `to` with the arrows, each press checked against the page's cursor.
async function cursorTo(page, to) {
  let s = await ui(page);
  if (!s.cursor) {
    await press(page, 'ArrowUp');  // the first press shows the cursor
    s = await ui(page);
  }
  assert.ok(s.cursor, 'no cursor shown');
  for (let guard = 0; guard < 60 && s.cursor !== to; ++guard) {
    const options = KEYS.map((k) => [k, step(s.cursor, k)])
      .filter(([, h]) => neighbours(s.cursor).includes(h));
    options.sort((a, b) => distance(a[1], to) - distance(b[1], to));
    const [key, expected] = options[0];
    // An arrow waits only for the page to have moved its cursor (not for the frames to
    // settle, as a play key does): it must land on the hex the key means.
    await page.keyboard.press(key);
    const at = await page.waitForFunction((h) => {
      const c = window.naw.ui().cursor;
      return c && c !== h && c;
    }, s.cursor, { polling: 10, timeout: 10000 }).then((r) => r.jsonValue());
    assert.equal(at, expected, `${key} from ${s.cursor} (to ${to})`);
    s = { cursor: at };
  }
  await settle(page);
  assert.equal(s.cursor, to, `the cursor did not reach ${to}`);
}
const enterAt = async (page, h) => { await cursorTo(page, h); await press(page, 'Enter'); };

// An exchange (W17): the attackers to lose chosen by Enter on their hexes, L loses them; the
// engine refuses a choice too small (Escape clears it): both, else either alone.
async function chooseLosses(page) {
  for (const ids of [['fr-iv', 'fr-cav-i'], ['fr-iv'], ['fr-cav-i']]) {
    let s = await ui(page);
    for (const id of ['fr-iv', 'fr-cav-i']) {  // Enter toggles a unit in or out
      const h = await hexOf(page, id);
      if (h && s.losses.includes(id) !== ids.includes(id)) await enterAt(page, h);
    }
    await press(page, 'l');
    s = await ui(page);
    if (s.step !== 'lose' || s.handover) return;
    await press(page, 'Escape');
  }
  assert.fail(`no losses accepted: ${JSON.stringify(await ui(page))}`);
}

// Enter on a hand-over to `side`, then the board is that side's.
async function ready(page, side) {
  let s = await ui(page);
  assert.equal(s.handover, side, JSON.stringify([s.phase, s.step, s.handover]));
  await press(page, 'Enter');
  s = await ui(page);
  assert.equal(s.handover, null);
  assert.equal(s.viewer, side);
  return s;
}

test('Waterloo 20: the French player turn by key presses only, two moves, a refusal, an attack rolled, to the hand-over', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    for (const id of ['new-game', 'ng-game-w20', 'ng-start']) await clickItem(page, id);
    await page.focus('#canvas');

    // Each side sets its dummy up behind the hand-over (W3, W29), at the first hex offered.
    let s;
    for (const side of ['allied', 'french']) {
      s = await ready(page, side);
      assert.equal(s.step, 'deploy');
      if (!s.cursor) s = (await press(page, 'ArrowUp'), await ui(page));  // shows the cursor
      const near = [...s.reach].sort((a, b) => distance(s.cursor, a) - distance(s.cursor, b));
      await enterAt(page, near[0]);
    }
    s = await ui(page);
    assert.equal(s.phase, 'french-move');
    assert.equal(s.handover, null);
    assert.ok(s.items.includes('key-help'), 'the panel lists the keys once the cursor shows');
    assert.ok(s.items.includes('w20-cursor'));
    // Fog (W29): the French see pr-iii's counter by its marker only.
    const pr3 = '1718';
    assert.ok(s.counters.some((c) => c.hex === pr3 && c.side === 'allied' && c.id === null));

    // Two moves: Enter on the unit, Enter on the hex (the engine's reach).
    for (const [id, to] of [['fr-iv', '1719'], ['fr-cav-i', '1818']]) {
      await enterAt(page, await hexOf(page, id));
      s = await ui(page);
      assert.equal(s.selected, id);
      assert.ok(s.reach.includes(to), `${id} cannot reach ${to}: ${s.reach}`);
      await enterAt(page, to);
      assert.equal(await hexOf(page, id), to);
    }
    await page.screenshot({ path: join(screenshotDir, 'w20-keyboard.png') });

    // Z and Y: no undo in Waterloo 20, moves are final (6.24): the refusal, nothing changed.
    const status = await page.evaluate(() => window.naw.status());
    for (const key of ['z', 'y']) {
      await press(page, key);
      s = await ui(page);
      assert.equal(s.refusal && s.refusal.rule, '6.24', JSON.stringify(s.refusal));
      assert.equal(await hexOf(page, 'fr-cav-i'), '1818');
      await press(page, 'Escape');
      assert.equal((await ui(page)).refusal, null);
    }
    assert.equal(await page.evaluate(() => window.naw.status()), status);

    // E ends the movement; the Allied countercharge phase is theirs (hand-over, E), then the
    // French combat's declarations.
    await press(page, 'e');
    for (let guard = 0; guard < 6; ++guard) {
      s = await ui(page);
      if (s.phase === 'french-combat' && !s.handover) break;
      await press(page, s.handover ? 'Enter' : 'e');
    }
    s = await ui(page);
    assert.equal(s.phase, 'french-combat', JSON.stringify(s));
    assert.equal(s.step, 'declare');
    // E with the obliged attack undeclared is refused (W14); Escape clears the refusal.
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'french-combat');
    assert.ok(s.refusal && s.refusal.rule, JSON.stringify(s));
    await press(page, 'Escape');
    assert.equal((await ui(page)).refusal, null);

    // The attack by Enter on each unit, D declares, E ends the declarations, R resolves.
    for (const h of ['1719', '1818', pr3]) await enterAt(page, h);
    s = await ui(page);
    assert.deepEqual(s.attackers.sort(), ['fr-cav-i', 'fr-iv']);
    assert.deepEqual(s.defenderHexes, [pr3]);
    await press(page, 'd');
    s = await ui(page);
    assert.equal(s.refusal, null, JSON.stringify(s.refusal));
    assert.equal(s.combats, 1);
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.step, 'resolve', JSON.stringify(s));
    await press(page, 'r');
    await ready(page, 'allied');
    s = await ui(page);
    assert.equal(s.step, 'defend');
    await press(page, 'n');  // no Morale Point for the defence (12.32)
    s = await ready(page, 'french');
    assert.equal(s.step, 'roll');
    assert.equal(s.roll.lowered, false);
    await press(page, '-');  // 9.6: one column lower
    s = await ui(page);
    assert.equal(s.roll.lowered, s.roll.computed > -2, JSON.stringify(s.roll));
    const chosen = s.roll.chosen;
    await press(page, 'r');
    s = await ui(page);
    assert.equal(s.refusal, null, JSON.stringify(s.refusal));
    assert.ok(s.die >= 1 && s.die <= 6 && s.result, JSON.stringify(s));
    assert.equal(s.diff, Math.max(-2, Math.min(4, chosen)));

    // The result settled by keys, both players at the keyboard, until the Allied turn.
    for (let guard = 0; guard < 40; ++guard) {
      s = await ui(page);
      if (!s.phase.startsWith('french-')) break;
      if (s.handover) await press(page, 'Enter');
      else if (s.refusal) await press(page, 'Escape');
      else if ((s.step === 'retreat' || s.step === 'advance') && s.reach.length) await enterAt(page, s.reach[0]);
      else if (s.step === 'advance') await press(page, 'n');
      else if (s.step === 'lose') await chooseLosses(page);
      else await press(page, 'e');
    }
    s = await ui(page);
    assert.ok(s.phase.startsWith('allied-'), JSON.stringify([s.phase, s.step]));
    assert.equal(s.handover, 'allied');
    s = await ready(page, 'allied');
    assert.equal(s.acting, 'allied');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
