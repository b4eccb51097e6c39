// Waterloo 20, rule 9.6 by taps (issue 13): "the attacker may lower the differential to any
// smaller value". Hot-seat, fog of war, historical set-up: the dummies set up, fr-iv and
// fr-cav-i move beside the face-down pr-iii (1718); in the French combat their attack is put
// together and declared by taps, resolved, the Allies decline their Morale Point; at the French
// roll the panel shows the computed differential, the French player lowers it by taps (the
// "Lower" / "Raise" buttons, 44 px touch targets), the chance of each result follows the
// chosen column, and the roll is resolved on that column (window.naw.ui(): `diff` of the last
// combat). Screenshot: build/screenshots/w20-lower-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, sharedBrowser, ipad, tapHexAt } from './naw-api.mjs';
import { tapW20Item } from './w20-moves.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `w20-lower-${name}.png`) });
const hexOf = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const tapHex = (page, h) => tapHexAt(page, h, assert);
const tapItem = (page, id) => tapW20Item(page, id, assert);

// The page's state once the frame that draws item `id` is on screen: on a loaded machine the
// step may be read before the frame that draws its buttons (naw-api's settle).
async function uiWith(page, id) {
  for (let i = 0; i < 20; ++i) {
    const s = await ui(page);
    if (s.items.includes(id)) return s;
    await settle(page);
  }
  assert.fail(`${id} never drawn: ${JSON.stringify(await ui(page))}`);
}

// Taps through hand-overs and `item` until `done(ui)` holds (at most `n` taps).
async function tapUntil(page, done, item, n = 12) {
  for (let i = 0; i < n; ++i) {
    const s = await ui(page);
    if (done(s)) return s;
    if (s.handover) await tapItem(page, 'handover-ready');
    else {
      assert.equal(s.refusal, null, JSON.stringify(s.refusal));
      await uiWith(page, item);
      await tapItem(page, item);
    }
  }
  const s = await ui(page);
  assert.ok(done(s), JSON.stringify([s.phase, s.step, s.handover, s.refusal]));
  return s;
}

// Moves the French unit `id` to `to` by two taps (its hex, then the highlighted one).
async function moveTo(page, id, to) {
  await tapHex(page, await hexOf(page, id));
  const s = await ui(page);
  assert.equal(s.selected, id);
  assert.ok(s.reach.includes(to), `${id} cannot reach ${to}: ${s.reach}`);
  await tapHex(page, to);
  assert.equal(await hexOf(page, id), to);
}

test('Waterloo 20 by taps: the attacker lowers the differential before rolling (9.6) and the combat is resolved on the lowered column', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-w20');
    await tapItem(page, 'ng-start');  // two players, fog of war, historical set-up
    // Each side sets its dummy up behind the hand-over (W3, W29), on the first hex offered.
    for (const side of ['allied', 'french']) {
      let d = await ui(page);
      assert.equal(d.handover, side);
      await tapItem(page, 'handover-ready');
      d = await ui(page);
      assert.equal(d.step, 'deploy');
      await tapHex(page, d.reach[0]);
    }
    let s = await ui(page);
    assert.equal(s.phase, 'french-move');
    assert.equal(s.viewer, 'french');
    const pr3 = '1718';  // pr-iii's historical hex (W3), face down to the French
    const enemy = s.counters.find((c) => c.hex === pr3);
    assert.ok(enemy && enemy.side === 'allied' && enemy.id === null, JSON.stringify(enemy));
    await moveTo(page, 'fr-iv', '1719');
    await moveTo(page, 'fr-cav-i', '1818');

    // To the French combat's declarations: end the phases, hand-overs by taps.
    s = await tapUntil(page, (x) => x.phase === 'french-combat' && x.step === 'declare' && !x.handover,
                       'end-phase');
    for (const id of ['fr-iv', 'fr-cav-i']) await tapHex(page, await hexOf(page, id));
    await tapHex(page, pr3);
    s = await ui(page);
    assert.deepEqual(s.attackers.sort(), ['fr-cav-i', 'fr-iv']);
    assert.deepEqual(s.defenderHexes, [pr3]);
    await tapItem(page, 'w20-declare');
    s = await ui(page);
    assert.equal(s.refusal, null, JSON.stringify(s.refusal));
    assert.equal(s.combats, 1);
    await tapItem(page, 'end-phase');  // end the declarations
    s = await uiWith(page, 'w20-choice-0');
    assert.equal(s.step, 'resolve');
    await tapItem(page, 'w20-choice-0');  // resolve combat 1
    // The Allies decide on their Morale Point first (12.32): they decline (the first button).
    s = await tapUntil(page, (x) => x.step === 'roll' && !x.handover && x.acting === 'french',
                       'w20-choice-0');
    s = await uiWith(page, 'w20-diff-lower');

    // The roll step: the computed differential, not lowered; "Raise" cannot go above it.
    assert.ok(s.roll, JSON.stringify(s));
    assert.equal(s.roll.lowered, false);
    assert.equal(s.roll.chosen, s.roll.computed);
    const computedColumn = Math.max(-2, Math.min(4, s.roll.computed));
    assert.equal(s.roll.column, computedColumn);
    assert.ok(computedColumn > -2, `no room to lower: ${JSON.stringify(s.roll)}`);
    const sizes = await page.evaluate(() => window.naw.itemSizes());
    for (const id of ['w20-diff-lower', 'w20-diff-raise'])
      assert.ok(sizes[id][1] >= 44 && sizes[id][0] >= 44, `${id} ${sizes[id]}`);
    const before = s.roll.faces;
    await tapItem(page, 'w20-diff-raise');  // disabled: nothing changes
    assert.deepEqual((await ui(page)).roll, s.roll);

    // Lowered twice (as far as -2 allows), then raised once: one column below the computed.
    const lowerTaps = Math.min(2, computedColumn + 2);
    for (let i = 0; i < lowerTaps; ++i) await tapItem(page, 'w20-diff-lower');
    s = await ui(page);
    assert.equal(s.roll.lowered, true);
    assert.equal(s.roll.chosen, computedColumn - lowerTaps);
    if (lowerTaps === 2) {
      await tapItem(page, 'w20-diff-raise');
      s = await ui(page);
    }
    const chosen = computedColumn - 1;
    assert.equal(s.roll.chosen, chosen);
    assert.equal(s.roll.column, chosen);
    assert.equal(s.roll.computed, (await ui(page)).roll.computed);
    assert.equal(Object.values(s.roll.faces).reduce((a, b) => a + b, 0), 6);
    assert.notDeepEqual(s.roll.faces, before);  // the chances shown follow the column (W16)
    await shot(page, 'lowered');

    // The roll (the first roll button: no Morale Point, no Grand Battery) on the lowered column.
    await tapItem(page, 'w20-choice-0');
    s = await ui(page);
    assert.equal(s.refusal, null, JSON.stringify(s.refusal));
    assert.equal(s.diff, chosen, JSON.stringify(s));
    assert.ok(s.die >= 1 && s.die <= 6 && s.result, JSON.stringify(s));
    assert.notEqual(s.step, 'roll');
    assert.equal(s.roll, undefined);
    // The last combat as the panel shows it (behind a hand-over when the Allies owe a retreat).
    if (s.handover) await tapItem(page, 'handover-ready');
    s = await uiWith(page, 'w20-last-combat');
    assert.equal(s.diff, chosen);
    await shot(page, 'rolled');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
