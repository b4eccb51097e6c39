// Computer Napoleonics by the keyboard alone (issue 14, item 2; src/games/cn/ui/cn_keys.h):
// a hot-seat game is started with four clicks in the new-game dialog, then the French
// player's whole first turn is played with key presses only (page.keyboard): the arrows walk
// the cursor square by square on the brick grid, Enter selects and moves as a tap would,
// Escape deselects and clears a refusal, Z undoes the move, E ends each phase (a set-up with
// an unfought contact is refused, C12), the attack is built with Enter on each unit and
// declared with D (taken back with Delete and declared again), resolved with R on a forced
// number (N declines an advance), and Enter accepts the Allied player's hand-over. The test
// reads window.naw (ui(), unitHex) to know where to go; every game action is a key press.
// Screenshot: build/screenshots/cn-keyboard.png (the cursor on the unit just moved).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser } from './naw-api.mjs';
import { distance, cursorTo } from './cn-cursor.mjs';

const shared = sharedBrowser();
const ui = (page) => page.evaluate(() => window.naw.ui());
const unitHex = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const press = (page, key) => afterInput(page, () => page.keyboard.press(key));

async function clickItem(page, id) {
  const p = await page.evaluate((x) => window.naw.itemToClient(x), id);
  assert.ok(p, `no item ${id}`);
  await afterInput(page, () => page.mouse.click(p.x, p.y));
}

const enterAt = async (page, sq) => { await cursorTo(page, sq); await press(page, 'Enter'); };

const ALLIED = ['AA', 'AC', 'AD', 'AE', 'CA', 'CB', 'CC', 'CD', 'IA', 'IB', 'IC', 'ID', 'IE',
                'IM', 'IN', 'IO', 'IP', 'IQ', 'IR', 'IS'];
const FRENCH = ['ia', 'ib', 'ic', 'id', 'ie', 'if', 'ig', 'ih', 'ii', 'ij', 'ik', 'il', 'ca',
                'cb', 'cc', 'cd', 'ce', 'cf', 'cg', 'aa', 'ab', 'ac', 'ad', 'ae', 'af'];

test('Computer Napoleonics: the French first turn by key presses only, attack and hand-over', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    for (const id of ['new-game', 'ng-game-cn', 'ng-cn-two-players', 'ng-start'])
      await clickItem(page, id);
    await page.focus('#canvas');
    let s = await ui(page);
    assert.equal(s.game, 'cn');
    assert.equal(s.step, 'move');
    assert.equal(s.acting, 'french');
    assert.equal(s.cursor, null);
    assert.ok(!s.items.includes('key-help'));
    await press(page, 'ArrowUp');
    s = await ui(page);
    assert.match(s.cursor, /^\d{4}$/);
    assert.ok(s.items.includes('key-help'), 'the panel lists the keys once the cursor shows');

    // A French unit that can reach an Allied unit's side, nearest ones first: Enter selects
    // it (the reach is the engine's), Escape deselects one that cannot.
    const allied = [];
    for (const id of ALLIED) allied.push(await unitHex(page, id));
    const french = [];
    for (const id of FRENCH) {
      const sq = await unitHex(page, id);
      french.push({ id, sq, near: Math.min(...allied.map((a) => distance(a, sq))) });
    }
    french.sort((a, b) => a.near - b.near);
    let mover = null, from = null, target = null;
    for (const f of french.slice(0, 8)) {
      await enterAt(page, f.sq);
      s = await ui(page);
      assert.equal(s.selected, f.id, JSON.stringify(s));
      const next = s.reach.find((sq) => allied.some((a) => distance(a, sq) === 1));
      if (next) { mover = f.id; from = f.sq; target = next; break; }
      await press(page, 'Escape');
      assert.equal((await ui(page)).selected, null);
    }
    assert.ok(mover, 'no French unit near the Allies can reach them on the first turn');
    await enterAt(page, target);
    assert.equal(await unitHex(page, mover), target);
    // Z undoes the move (the panel's Undo); Enter on the unit and its target again.
    await press(page, 'z');
    assert.equal(await unitHex(page, mover), from);
    await enterAt(page, from);
    assert.equal((await ui(page)).selected, mover);
    await enterAt(page, target);
    assert.equal(await unitHex(page, mover), target);
    await page.screenshot({ path: join(screenshotDir, 'cn-keyboard.png') });

    // E ends the movement: the set-up, the contact's obligations marked (C12).
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'french-setup', JSON.stringify(s));
    assert.ok(s.obligations.includes(mover), JSON.stringify(s));
    const defenders = s.obligations.filter((u) => ALLIED.includes(u));
    assert.ok(defenders.length >= 1);
    // E again with the contact unfought is refused with its rule; Escape clears the refusal.
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'french-setup');
    assert.ok(s.refusal && s.refusal.rule, JSON.stringify(s));
    await press(page, 'Escape');
    assert.equal((await ui(page)).refusal, null);

    // The planner by Enter on the attacker and each defender, D declares (C11); Delete on
    // the cursor's unit takes the declaration back (the set-up's Cancel), then again.
    const declare = async () => {
      await enterAt(page, target);
      for (const d of defenders) await enterAt(page, await unitHex(page, d));
      s = await ui(page);
      assert.deepEqual(s.attackers, [mover]);
      assert.deepEqual([...s.defenders].sort(), [...defenders].sort());
      assert.match(s.draftOdds ?? '', /^\d-\d$/, JSON.stringify(s));
      await press(page, 'd');
      s = await ui(page);
      assert.equal(s.declared, 1, JSON.stringify(s));
      assert.deepEqual(s.obligations, []);
    };
    await declare();
    await press(page, 'Delete');
    s = await ui(page);
    assert.equal(s.declared, 0, JSON.stringify(s));
    assert.ok(s.obligations.includes(mover));
    await declare();

    // E starts the resolution; R resolves the next attack on a forced number (C17).
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'french-resolve');
    assert.equal(s.step, 'choose-attack');
    await page.evaluate(() => window.naw.forceDice([0]));
    await press(page, 'r');
    s = await ui(page);
    assert.equal(s.die, 0);
    assert.match(s.result, /^(AE|AR|DR|DE|EX)$/);
    if (s.step === 'advance') {
      await press(page, 'n');
      s = await ui(page);
    }
    assert.equal(s.step, 'choose-attack', JSON.stringify(s));

    // E ends the combat: the Allied player's hand-over; Enter is its "ready".
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'allied-move', JSON.stringify(s));
    assert.equal(s.handover, 'allied');
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.handover, null);
    assert.equal(s.acting, 'allied');
    assert.match(await page.evaluate(() => window.naw.status()), /phase=allied-move/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
