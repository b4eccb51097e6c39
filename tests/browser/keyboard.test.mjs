// The standard game by the keyboard alone (issue 14, item 2; src/ui/key_cursor.h): a whole
// French player turn of hot-seat play with key presses only (page.keyboard): the arrows
// walk the map's cursor hex by hex, Enter selects and moves as a tap would, Escape
// deselects, Z/Y undo and redo, E ends the phase, an attack is built with Enter on each
// unit, its odds lowered with a digit key and rolled with R (a forced die), its retreat and
// advance taken with Enter (or declined with N), then E ends the combat phase and Enter
// accepts the hand-over. The test reads window.naw (ui(), unitHex, status, and the test-only
// legalAttack / forceDice) to know where to go; every action is a key press.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, cursorTo } from './naw-api.mjs';

const shared = sharedBrowser();
const ui = (page) => page.evaluate(() => window.naw.ui());
const unitHex = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const press = (page, key) => afterInput(page, () => page.keyboard.press(key));

const enterAt = async (page, hex) => { await cursorTo(page, hex); await press(page, 'Enter'); };

// Resolves what an attack left to decide, by keys: Enter on a highlighted hex (retreat,
// displacement, advance) or on a marked unit; Ee: Enter on marked units, then L; else N.
async function finishAttack(page) {
  for (let guard = 0; guard < 20; ++guard) {
    const s = await ui(page);
    if (s.step === 'declare-attack' || s.step === 'move' || s.step === 'game-over') return;
    if (s.step === 'ee-losses') {
      for (const u of s.pending) {
        await enterAt(page, await unitHex(page, u));
        await press(page, 'l');
        if ((await ui(page)).step !== 'ee-losses') break;
      }
      continue;
    }
    if (s.targets.length === 0 && s.pending.length) {
      await enterAt(page, await unitHex(page, s.pending[0]));
      continue;
    }
    if (s.targets.length) {
      await enterAt(page, s.targets[0]);
      continue;
    }
    await press(page, 'n');
  }
  assert.fail('the attack did not finish: ' + JSON.stringify(await ui(page)));
}

// Builds one attack the engine allows (legalAttack(i)) with Enter on each unit's hex: false
// (draft cleared with C) if a unit is not the one Enter takes there (under another counter).
async function buildAttack(page, i) {
  const a = await page.evaluate((k) => window.naw.legalAttack(k), i);
  if (!a) return null;
  for (const id of [...a.defenders, ...a.attackers, ...a.bombarders])
    await enterAt(page, await unitHex(page, id));
  const s = await ui(page);
  const same = (x, y) => JSON.stringify([...x].sort()) === JSON.stringify([...y].sort());
  if (same(s.defenders, a.defenders) &&
      same([...s.attackers, ...s.bombarders], [...a.attackers, ...a.bombarders]))
    return s;
  await press(page, 'c');
  assert.equal((await ui(page)).attackers.length, 0, 'C did not clear the attack');
  return false;
}

test('a whole French player turn by key presses only: moves, undo/redo, attacks, hand-over', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await page.focus('#canvas');
    let s = await ui(page);
    assert.equal(s.step, 'move');
    assert.equal(s.acting, 'french');
    assert.equal(s.cursor, null);
    await press(page, 'ArrowUp');
    s = await ui(page);
    assert.match(s.cursor, /^\d{4}$/);
    assert.ok(s.items.includes('key-help'), 'the panel lists the keys once the cursor shows');

    // Select the Grenadiers of the Guard with Enter; Escape deselects; select again, move.
    await enterAt(page, '1517');
    s = await ui(page);
    assert.equal(s.selected, 'fr-gren-gd');
    await press(page, 'Escape');
    assert.equal((await ui(page)).selected, null);
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.selected, 'fr-gren-gd');
    const to = s.reach.find((h) => !s.stops.includes(h) &&
                                   !['1416', '1515', '1316', '1315', '1415', '1414', '1516',
                                     '1615', '1616'].includes(h));
    assert.ok(to, 'no free hex in reach: ' + s.reach);
    await enterAt(page, to);
    assert.equal(await unitHex(page, 'fr-gren-gd'), to);
    await page.screenshot({ path: join(screenshotDir, 'keyboard-moved.png') });
    // Z undoes (R7a), Y redoes.
    await press(page, 'z');
    assert.equal(await unitHex(page, 'fr-gren-gd'), '1517');
    await press(page, 'y');
    assert.equal(await unitHex(page, 'fr-gren-gd'), to);

    // Into an enemy zone of control (a must-stop hex, 4.5): it will have to attack.
    await enterAt(page, await unitHex(page, 'fr-2-i'));
    s = await ui(page);
    assert.equal(s.selected, 'fr-2-i');
    assert.ok(s.stops.length > 0, 'no must-stop hex highlighted');
    await enterAt(page, s.stops[0]);
    assert.equal(await unitHex(page, 'fr-2-i'), s.stops[0]);

    // E ends the movement phase.
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'french-combat');
    assert.ok(s.obligations.length > 0);

    // Every obligation (5.1): build an attack by Enter, lower the odds with a digit key where
    // offered (6.2), roll a forced die with R, resolve it by keys.
    let attacks = 0, lowered = 0;
    for (let guard = 0; guard < 30; ++guard) {
      s = await ui(page);
      if (s.step !== 'declare-attack' || s.obligations.length === 0) break;
      let built = null;
      for (let i = 0; i < 12 && !built; ++i) {
        built = await buildAttack(page, i);
        if (built === null) break;
      }
      assert.ok(built, 'no attack could be built by keys: ' + JSON.stringify(s));
      assert.match(built.odds, /^\d-\d$/, JSON.stringify(built));
      if (built.items.includes('odds-4')) {  // 1-1, where better odds are offered
        await press(page, '5');
        assert.equal((await ui(page)).odds, '1-1');
        ++lowered;
      }
      const logBefore = built.log;
      await page.evaluate(() => window.naw.forceDice([1]));
      await press(page, 'r');
      const after = await ui(page);
      assert.equal(after.die, 1);
      assert.ok(after.log > logBefore);
      ++attacks;
      await finishAttack(page);
    }
    assert.ok(attacks > 0);
    await page.screenshot({ path: join(screenshotDir, 'keyboard-combat.png') });

    // E ends the combat phase: the Allied player's hand-over; Enter is its "ready".
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'allied-move', JSON.stringify(s));
    assert.equal(s.handover, 'allied');
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.handover, null);
    assert.equal(s.acting, 'allied');
    const status = await page.evaluate(() => window.naw.status());
    assert.match(status, /allied/i, status);
    // The replay viewer, while open, has the arrows: Left steps it back, the map's cursor
    // stays where it was (opened by a click: its button has no key).
    const cursorBefore = s.cursor;
    let at = await page.evaluate(() => window.naw.itemToClient('replay-open'));
    for (let i = 0; i < 6 && at && at.y > page.viewportSize().height - 24; ++i) {
      // Below the fold of the side panel: the mouse wheel over the panel scrolls it.
      await page.mouse.move(page.viewportSize().width - 100, 300);
      await page.mouse.wheel(0, 400);
      await settle(page);
      at = await page.evaluate(() => window.naw.itemToClient('replay-open'));
    }
    assert.ok(at, 'no replay button');
    await afterInput(page, () => page.mouse.click(at.x, at.y));
    const r0 = await page.evaluate(() => window.naw.replay());
    assert.equal(r0.open, true);
    await page.focus('#canvas');
    await press(page, 'ArrowLeft');
    await page.keyboard.press('ArrowUp');  // nothing changes: no frame to wait for
    await settle(page);
    assert.equal((await page.evaluate(() => window.naw.replay())).moment, r0.moment - 1);
    assert.equal((await ui(page)).cursor, cursorBefore);
    console.log(`keyboard turn: ${attacks} attacks (${lowered} at lowered odds), status ${status}`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
