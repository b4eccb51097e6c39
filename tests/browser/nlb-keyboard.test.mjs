// Waterloo under NLB rules by the keyboard alone (issue 14, item 2; src/games/nlb/ui/
// nlb_keys.h, src/ui/dialog_keys.h): the hot-seat game is started from the new-game dialog
// by keys only (Shift+N opens it, Tab moves the focus to the game picker's NLB entry and then to
// Start, Enter presses them), then the French player's first turn is played by key presses
// only: the arrows walk the cursor on the standard map, Enter selects and moves (a unit
// joins another's hex: a stack of two, N7), Tab picks the other counter of the stack, Escape
// deselects, Z undoes, E ends the movement; in the combat phase the attacks the engine owes
// (N9) are built with Enter on each unit (Tab where the unit is the stack's other counter)
// and made with R, their results settled with Enter (retreats), L (Ex losses) or N; E ends
// the combat and Enter accepts the Allied player's hand-over. window.naw (ui(), unitHex,
// legalAttack, status) tells the test where to go; every game action is a key press.
// Screenshots: build/screenshots/nlb-keyboard-dialog.png (Start focused),
// nlb-keyboard-cursor.png (the cursor on the stack, its picked counter framed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, cursorTo } from './naw-api.mjs';

const shared = sharedBrowser();
const ui = (page) => page.evaluate(() => window.naw.ui());
const unitHex = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const press = (page, key) => afterInput(page, () => page.keyboard.press(key));

// Tab until the dialog's focus is on `item`.
async function focusOn(page, item) {
  let s = await ui(page);
  for (let guard = 0; guard < 20 && s.focus !== item; ++guard) {
    await press(page, 'Tab');
    s = await ui(page);
  }
  assert.equal(s.focus, item, JSON.stringify(s));
}

// The cursor on unit `id`'s hex, Tab until Enter takes that counter (N7), then Enter.
async function enterOn(page, id) {
  await cursorTo(page, await unitHex(page, id));
  for (let guard = 0; guard < 3 && (await ui(page)).picked !== id; ++guard) await press(page, 'Tab');
  assert.equal((await ui(page)).picked, id);
  await press(page, 'Enter');
}

// What a combat result owes (N12), by keys: a retreat by Enter on the first highlighted
// hex, Ex losses by Enter on an attacker and L, an advance or the batteries' stay by N.
async function settleByKeys(page) {
  for (let guard = 0; guard < 20; ++guard) {
    const s = await ui(page);
    if (s.step === 'retreat') {
      if (s.selected === null) await enterOn(page, s.pending[0]);
      const t = await ui(page);
      await cursorTo(page, t.reach[0]);
      await press(page, 'Enter');
    } else if (s.step === 'lose') {
      await enterOn(page, s.pending[0]);
      await press(page, 'l');
    } else if (s.step === 'advance' || s.step === 'artillery-retreat') {
      await press(page, 'n');
    } else {
      return s;
    }
  }
  assert.fail('the combat did not settle: ' + JSON.stringify(await ui(page)));
}

// Hex distance on the standard map (CCRR numbers, even-q columns).
function hexDistance(a, b) {
  const cube = (h) => {
    const c = Number(h.slice(0, 2)), r = Number(h.slice(2));
    const z = r - (c + (c & 1)) / 2;
    return [c, z, -c - z];
  };
  const [p, q] = [cube(a), cube(b)];
  return Math.max(...p.map((v, i) => Math.abs(v - q[i])));
}

const FRENCH = ['fr-gren-gd', 'fr-6-ii', 'fr-chas-gd', 'fr-yng-gd', 'fr-2-i', 'fr-9-ii', 'fr-1-i',
                'fr-3-i', 'fr-4-i', 'fr-5-ii', 'fr-19-vi', 'fr-20-vi'];

test('NLB Waterloo by keys only: new game from the dialog, the French turn, a stack, attacks, hand-over', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await page.focus('#canvas');
    // Shift+N: the new-game dialog, its first item focused and shown.
    await press(page, 'Shift+N');
    let s = await ui(page);
    assert.equal(s.dialog, 'new-game', JSON.stringify(s));
    assert.ok(s.focus, 'no item has the focus when the dialog opens');
    await focusOn(page, 'ng-game-nlb');
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.game, 'nlb');
    assert.equal(s.dialog, 'new-game');
    assert.ok(s.focus, 'no item has the focus in the NLB dialog');
    // Arrows move the focus too (ImGui's), without moving any map cursor.
    await press(page, 'ArrowDown');
    assert.notEqual((await ui(page)).focus, s.focus);
    await focusOn(page, 'ng-nlb-two-players');
    await press(page, 'Space');
    await focusOn(page, 'ng-start');
    await page.screenshot({ path: join(screenshotDir, 'nlb-keyboard-dialog.png') });
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.step, 'move', JSON.stringify(s));
    assert.equal(s.acting, 'french');
    assert.deepEqual(s.computer, [false, false]);
    assert.equal(s.cursor, null);
    assert.ok(!s.items.includes('key-help'));

    // A stack of two (N7): the first French unit whose reach holds another French unit's hex.
    // Tried nearest first (hex distance to another French unit), to keep the walk short.
    const where = {};
    for (const id of FRENCH) where[id] = await unitHex(page, id);
    const near = (id) => Math.min(...FRENCH.filter((o) => o !== id).map((o) => hexDistance(where[id], where[o])));
    let mover = null, host = null;
    for (const id of [...FRENCH].sort((a, b) => near(a) - near(b))) {
      await enterOn(page, id);
      s = await ui(page);
      assert.equal(s.selected, id, JSON.stringify(s));
      assert.ok(s.items.includes('key-help'), 'the panel lists the keys once the cursor shows');
      host = FRENCH.find((o) => o !== id && s.reach.includes(where[o]));
      if (host) { mover = id; break; }
      await press(page, 'Escape');
      assert.equal((await ui(page)).selected, null);
    }
    assert.ok(mover, 'no French unit can join another');
    await cursorTo(page, where[host]);
    await press(page, 'Enter');  // the host's hex is highlighted: the mover joins it
    assert.equal(await unitHex(page, mover), where[host]);
    // Z undoes the move; Enter on the mover and the host's hex again.
    await press(page, 'z');
    assert.equal(await unitHex(page, mover), where[mover]);
    await enterOn(page, mover);
    if ((await ui(page)).selected !== mover) await press(page, 'Enter');
    assert.equal((await ui(page)).selected, mover);
    await cursorTo(page, where[host]);
    await press(page, 'Enter');
    assert.equal(await unitHex(page, mover), where[host]);
    // Tab picks each counter of the stack in turn; Enter selects the picked one.
    await press(page, 'Escape');
    const first = (await ui(page)).picked;
    assert.ok([mover, host].includes(first));
    await press(page, 'Tab');
    const second = (await ui(page)).picked;
    assert.deepEqual([first, second].sort(), [mover, host].sort());
    await press(page, 'Enter');
    assert.equal((await ui(page)).selected, second);
    await page.screenshot({ path: join(screenshotDir, 'nlb-keyboard-cursor.png') });
    await press(page, 'Escape');

    // E ends the movement.
    await press(page, 'e');
    s = await ui(page);
    assert.equal(s.phase, 'french-combat', JSON.stringify(s));

    // The combat: E is refused while an attack is owed (N9); each owed attack the engine
    // lists is built by Enter on its units and made with R, its result settled by keys.
    let attacks = 0;
    for (let guard = 0; guard < 12 && (await ui(page)).phase === 'french-combat'; ++guard) {
      await press(page, 'e');
      s = await ui(page);
      if (s.phase !== 'french-combat') break;
      assert.ok(s.refusal, JSON.stringify(s));
      await press(page, 'Escape');
      assert.equal((await ui(page)).refusal, null);
      const owed = await page.evaluate(() => window.naw.legalAttack(0));
      assert.ok(owed, JSON.stringify(s));
      for (const u of [...owed.attackers, ...owed.bombarders]) await enterOn(page, u);
      for (const d of owed.defenders)
        if (!(await ui(page)).defenders.includes(d)) await enterOn(page, d);
      s = await ui(page);
      assert.deepEqual([...s.attackers].sort(), [...owed.attackers].sort(), JSON.stringify(s));
      assert.deepEqual([...s.defenders].sort(), [...owed.defenders].sort(), JSON.stringify(s));
      assert.ok(s.draftOdds, JSON.stringify(s));
      const before = s.actions;
      await press(page, 'r');
      s = await ui(page);
      assert.equal(s.actions, before + 1, JSON.stringify(s));
      assert.ok(s.result, JSON.stringify(s));
      ++attacks;
      await settleByKeys(page);
    }
    s = await ui(page);
    assert.equal(s.phase, 'allied-move', JSON.stringify(s));
    assert.equal(s.handover, 'allied');
    // Enter: the hand-over's "ready".
    await press(page, 'Enter');
    s = await ui(page);
    assert.equal(s.handover, null);
    assert.equal(s.acting, 'allied');
    assert.match(await page.evaluate(() => window.naw.status()), /^turn=1 phase=allied-move /);
    console.log(`nlb-keyboard: ${attacks} attack(s) by keys in the French combat`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
