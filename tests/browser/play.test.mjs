// Playing the game by taps only, in a touch context the size of an iPad (1024x768, 2x
// pixels): one whole game turn of hot-seat play (French and Allied movement and combat,
// moves, undo/redo, an attack with a forced die, a retreat and an advance, the hand-over
// screen), every refusal explained with its rule, every dialog opened. Screenshots go to
// build/screenshots/play-*.png.
//
// The tests learn where to tap from the window.naw test API (hexToClient, unitToClient,
// itemToClient, ui()), and which attacks the engine allows from naw.legalAttack (TEST ONLY);
// everything they do goes through real touch taps on the canvas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad } from './naw-api.mjs';

const shared = sharedBrowser();


const ui = (page) => page.evaluate(() => window.naw.ui());
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `play-${name}.png`) });

// A touch tap (a mouse click in a context without touch); waits for the frame that handles it.
async function tapAt(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  if (page.context()._options?.hasTouch === false || page.nawMouse)
    await afterInput(page, () => page.mouse.click(p.x, p.y));
  else
    await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
const tapHex = async (page, hex) =>
  tapAt(page, await page.evaluate((h) => window.naw.hexToClient(h), hex), hex);
const tapUnit = async (page, id) =>
  tapAt(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const tapItem = async (page, id) =>
  tapAt(page, await page.evaluate((i) => window.naw.itemToClient(i), id), id);

async function start(opts = ipad) {
  const g = await openGame(shared.browser, shared.server.url, opts);
  await settle(g.page);
  return g;
}

// What the test has seen done by taps (a retreat, an advance).
const seen = { retreat: 0, advance: 0 };

// Resolves what an attack left to decide by tapping the highlighted hexes (retreats,
// displacements, advances), or the marked units then "Lose these units" (Ee).
async function finishAttack(page) {
  for (let guard = 0; guard < 20; ++guard) {
    const s = await ui(page);
    if (s.step === 'declare-attack' || s.step === 'move' || s.step === 'game-over') return;
    if (s.step === 'ee-losses') {
      // Add marked attackers one by one until the engine accepts the losses (6.3, R6).
      for (const u of s.pending) {
        await tapUnit(page, u);
        await tapItem(page, 'choose-losses');
        if ((await ui(page)).step !== 'ee-losses') break;
      }
      continue;
    }
    if (s.targets.length === 0 && s.pending.length) {
      await tapUnit(page, s.pending[0]);
      continue;
    }
    if (s.targets.length) {
      await tapHex(page, s.targets[0]);
      for (const u of s.pending) {
        if (await page.evaluate((id) => window.naw.unitHex(id), u) !== s.targets[0]) continue;
        if (s.step === 'retreat') seen.retreat++;
        if (s.step === 'advance') {
          seen.advance++;
          if (seen.advance === 1) await shot(page, 'tablet-after-advance');
        }
      }
      continue;
    }
    await tapItem(page, 'decline');
  }
  assert.fail('the attack did not finish: ' + JSON.stringify(await ui(page)));
}

// Taps an attack the engine allows (its units), checks the live odds, rolls a forced die.
async function attackByTaps(page, index, die) {
  const a = await page.evaluate((i) => window.naw.legalAttack(i), index);
  if (!a) return false;
  for (const id of [...a.defenders, ...a.attackers, ...a.bombarders]) await tapUnit(page, id);
  const s = await ui(page);
  assert.deepEqual([...s.defenders].sort(), [...a.defenders].sort());
  assert.deepEqual([...s.attackers, ...s.bombarders].sort(), [...a.attackers, ...a.bombarders].sort());
  assert.match(s.odds, /^\d-\d$/, JSON.stringify(s));
  assert.equal(s.attackRefusal, undefined, s.attackRefusal);
  // Lower the odds to 1-1 (6.2) where they are better: a 1 is then a Dr (a retreat).
  if (s.items.includes('odds-4')) await tapItem(page, 'odds-4');
  await page.evaluate((d) => window.naw.forceDice([d]), die);
  const logBefore = s.log;
  await tapItem(page, 'attack');
  const after = await ui(page);
  assert.equal(after.die, die);
  assert.ok(after.log > logBefore);
  return true;
}

// Fights every obligation of the combat phase (first legal attack each time), then ends it.
async function fightAndEnd(page, die) {
  for (let guard = 0; guard < 30; ++guard) {
    const s = await ui(page);
    if (!s.step.startsWith('declare')) break;
    if (s.obligations.length === 0) break;
    if (!(await attackByTaps(page, 0, die))) break;
    await finishAttack(page);
  }
  await tapItem(page, 'end-phase');
}

test('one whole game turn by taps: moves, undo/redo, attack with forced die, retreat, advance, hand-over', async () => {
  const { context, page, errors } = await start();
  try {
    let s = await ui(page);
    assert.equal(s.step, 'move');
    assert.equal(s.acting, 'french');
    await shot(page, 'tablet-start');

    // Select the Grenadiers of the Guard: reachable hexes highlighted.
    await tapUnit(page, 'fr-gren-gd');
    s = await ui(page);
    assert.equal(s.selected, 'fr-gren-gd');
    assert.ok(s.reach.length > 0);
    await shot(page, 'tablet-selected');
    // Onto a friend's hex (allowed while moving, R7a): ending the phase is then refused.
    const friends = ['1416', '1515', '1316', '1315', '1415', '1414'];
    const onto = s.reach.find((h) => friends.includes(h));
    assert.ok(onto, 'no friendly hex in reach: ' + s.reach);
    await tapHex(page, onto);
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), onto);
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-move');
    assert.equal(s.refusal?.rule, 'R7a', JSON.stringify(s.refusal));
    await shot(page, 'tablet-stacked-refusal');
    await tapItem(page, 'undo');
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), '1517');
    await tapUnit(page, 'fr-gren-gd');
    s = await ui(page);
    const to = s.reach.find((h) => !s.stops.includes(h) && !friends.includes(h) &&
                                   !['1516', '1615', '1616'].includes(h));
    await tapHex(page, to);
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), to);
    s = await ui(page);
    assert.ok(s.canUndo);
    await tapItem(page, 'undo');
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), '1517');
    assert.ok((await ui(page)).canRedo);
    await tapItem(page, 'redo');
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), to);

    // Why not: a hex far beyond its reach is refused with a rule, whose text opens.
    await tapUnit(page, 'fr-chas-gd');
    await tapHex(page, '0102');
    s = await ui(page);
    assert.ok(s.refusal, 'no refusal shown');
    assert.match(s.refusal.rule, /^(\d\.\d|R\d+a?)$/);
    await shot(page, 'tablet-refusal');
    await tapItem(page, 'rule');
    s = await ui(page);
    assert.equal(s.dialog, 'rule');
    assert.ok(s.items.includes('rule-title'));
    await shot(page, 'tablet-rule');
    await tapItem(page, 'close');
    assert.equal((await ui(page)).dialog, '');

    // A unit frozen in an enemy zone of control says so (4.5).
    const frozen = (await ui(page)).obligations;  // none in movement; find one by tapping
    void frozen;
    await tapUnit(page, 'fr-6-ii');  // 0814, next to the Allied detachment in 0914
    s = await ui(page);
    assert.equal(s.selected, 'fr-6-ii');
    assert.equal(s.reach.length, 0);
    assert.equal(s.refusal?.rule, '4.5', JSON.stringify(s.refusal));

    // Into an enemy zone of control (a must-stop hex, 4.5): it will have to attack.
    await tapUnit(page, 'fr-2-i');
    s = await ui(page);
    assert.ok(s.stops.length > 0, 'no must-stop hex highlighted');
    await shot(page, 'tablet-zoc-stops');
    await tapHex(page, s.stops[0]);
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-2-i')), s.stops[0]);

    // End movement: to the combat phase; obligations are marked.
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-combat');
    assert.ok(s.obligations.length > 0);
    // Ending the combat phase with obligations open is refused (5.1).
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-combat');
    assert.equal(s.refusal?.rule, '5.1', JSON.stringify(s.refusal));

    // The first attack at lowered odds with a forced 1: a retreat (Dr), then an advance.
    const a = await page.evaluate(() => window.naw.legalAttack(0));
    for (const id of [...a.defenders, ...a.attackers, ...a.bombarders]) await tapUnit(page, id);
    s = await ui(page);
    assert.match(s.odds, /^\d-\d$/);
    await shot(page, 'tablet-attack-builder');
    // Every odds button (6.2), at least 44 px wide, is whole on the screen: the row wraps.
    const odds = s.items.filter((i) => /^odds-\d+$/.test(i));
    assert.ok(odds.length > 1, JSON.stringify(s.items));
    for (const item of odds) {
      const c = await page.evaluate((i) => window.naw.itemToClient(i), item);
      assert.ok(c.x - 22 >= 0 && c.x + 22 <= 1024 && c.y - 22 >= 0 && c.y + 22 <= 768,
                `${item} at ${JSON.stringify(c)}`);
    }
    // Lower the odds to 1-1 (6.2) when the attack is better: die 1 is then a Dr.
    if (s.items.includes('odds-4')) {
      await tapItem(page, 'odds-4');
      assert.equal((await ui(page)).odds, '1-1');
    }
    await page.evaluate(() => window.naw.forceDice([1]));
    await tapItem(page, 'attack');
    s = await ui(page);
    assert.equal(s.die, 1);
    await shot(page, 'tablet-die');
    if (s.result === 'Dr') {
      assert.equal(s.step, 'retreat');
      assert.ok(s.targets.length > 0, 'no retreat hex highlighted');
      const defender = a.defenders[0];
      await shot(page, 'tablet-retreat');
      const target = s.targets[0];
      await tapHex(page, target);
      assert.equal(await page.evaluate((u) => window.naw.unitHex(u), defender), target);
      seen.retreat++;
      s = await ui(page);
      if (s.step === 'advance') {  // the engine offers an advance into the vacated hex (6.6)
        assert.ok(s.targets.length > 0);
        await shot(page, 'tablet-advance');
        const who = s.pending[0];
        await tapHex(page, s.targets[0]);
        assert.equal(await page.evaluate((u) => window.naw.unitHex(u), who), s.targets[0]);
        seen.advance++;
        s = await ui(page);
      }
      assert.equal(s.step, 'declare-attack');
    } else {
      await finishAttack(page);
    }

    // The remaining French obligations, then the Allied player-turn after the hand-over.
    await fightAndEnd(page, 1);
    s = await ui(page);
    assert.equal(s.phase, 'allied-move');
    assert.equal(s.handover, 'allied');
    await shot(page, 'tablet-handover');
    await tapItem(page, 'handover-ready');
    s = await ui(page);
    assert.equal(s.handover, null);

    // Allied movement: one unit moves, then end.
    await tapUnit(page, 'aa-rt');
    s = await ui(page);
    if (s.reach.length) {
      const h = s.reach.find((x) => !s.stops.includes(x)) || s.reach[0];
      await tapHex(page, h);
      assert.equal(await page.evaluate(() => window.naw.unitHex('aa-rt')), h);
    }
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'allied-combat');
    await fightAndEnd(page, 1);
    s = await ui(page);
    assert.equal(s.turn, 2);
    assert.equal(s.phase, 'french-move');
    assert.equal(s.handover, 'french');
    await tapItem(page, 'handover-ready');
    assert.match(await page.evaluate(() => window.naw.status()), /^turn=2 phase=french-move /);
    assert.ok(seen.retreat > 0 && seen.advance > 0, JSON.stringify(seen));
    await shot(page, 'tablet-turn2');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('every dialog opens and closes by taps: combat table, terrain key, log, unit details, new game', async () => {
  const { context, page, errors } = await start();
  try {
    for (const [item, dialog] of [['crt', 'crt'], ['terrain', 'terrain'], ['log', 'log']]) {
      await tapItem(page, item);
      const s = await ui(page);
      assert.equal(s.dialog, dialog);
      await shot(page, `dialog-${dialog}`);
      await tapItem(page, 'close');
      assert.equal((await ui(page)).dialog, '');
    }
    // Long press on a counter: its details.
    const p = await page.evaluate(() => window.naw.unitToClient('fr-gren-gd'));
    const cdp = await context.newCDPSession(page);
    const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts });
    await afterInput(page, () => touch('touchStart', [{ x: p.x, y: p.y, id: 1 }]));
    await page.waitForTimeout(800);
    await afterInput(page, () => touch('touchEnd', []));
    assert.equal((await ui(page)).dialog, 'unit');
    await shot(page, 'dialog-unit');
    await tapItem(page, 'close');
    // The long press did not select or move anything.
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), '1517');

    // New game: Grouchy variant, Allied side played by the computer.
    await tapItem(page, 'new-game');
    assert.equal((await ui(page)).dialog, 'new-game');
    await tapItem(page, 'ng-grouchy');
    await tapItem(page, 'ng-allied-computer');
    await shot(page, 'dialog-new-game');
    await tapItem(page, 'ng-start');
    const s = await ui(page);
    assert.equal(s.dialog, '');
    assert.equal(s.turn, 1);
    assert.equal(s.log, 0);
    assert.ok(s.items.includes('chit-french'), 'no private chit reveal in the Grouchy variant');
    // On the shared screen no variant force shows (it would give a chit away, R8).
    assert.deepEqual(s.items.filter((i) => /^wait-(fr-|pr-(6-ii|1-i|7-ii|3-i|cav-i$|cav-iii|art-i$))/.test(i)), []);
    // The chit shows only while the button is held down.
    const c = await page.evaluate(() => window.naw.itemToClient('chit-french'));
    await afterInput(page, async () => {
      await touch('touchStart', [{ x: c.x, y: c.y, id: 2 }]);
      await page.waitForTimeout(150);
    });
    assert.equal((await ui(page)).holdingChit, true);
    await shot(page, 'grouchy-chit-held');
    await afterInput(page, () => touch('touchEnd', []));
    assert.equal((await ui(page)).holdingChit, false);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('flip turns the screen 180 degrees and taps still land on the right hex', async () => {
  const { context, page } = await start();
  try {
    const before = await page.evaluate(() => window.naw.hexToClient('1517'));
    await tapItem(page, 'flip');
    const s = await ui(page);
    assert.equal(s.flipped, true);
    const after = await page.evaluate(() => window.naw.hexToClient('1517'));
    assert.ok(Math.abs(after.x - (1024 - before.x)) < 1 && Math.abs(after.y - (768 - before.y)) < 1,
              JSON.stringify({ before, after }));
    await tapUnit(page, 'fr-gren-gd');
    assert.equal((await ui(page)).selected, 'fr-gren-gd');
    await shot(page, 'tablet-flipped');
    await tapItem(page, 'flip');
    assert.equal((await ui(page)).flipped, false);
  } finally {
    await context.close();
  }
});

test('layouts: tablet portrait, phone and desktop keep every control reachable and 44 px tall', async () => {
  for (const [name, opts] of [
    ['portrait', { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }],
    ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 }],
    ['desktop', { viewport: { width: 1600, height: 1000 } }],
  ]) {
    const { context, page, errors } = await start(opts);
    page.nawMouse = !opts.hasTouch;
    try {
      const s = await ui(page);
      assert.equal(s.portrait, name !== 'desktop');
      for (const id of ['end-phase', 'undo', 'crt', 'new-game']) {
        const r = await page.evaluate((i) => window.naw.itemToClient(i), id);
        assert.ok(r, `${name}: ${id} missing`);
      }
      // Map counters stay tappable: tap selects.
      await tapUnit(page, 'fr-gren-gd');
      assert.equal((await ui(page)).selected, 'fr-gren-gd');
      await shot(page, name);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test('a tap is read after the frame that handles it, even when frames come late (a loaded machine)', async () => {
  const { context, page, errors } = await start();
  try {
    // Every animation frame (where the page handles input and draws) comes 150 ms late.
    await page.evaluate(() => {
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => setTimeout(() => raf(cb), 150);
    });
    for (let i = 0; i < 4; ++i) {
      await tapItem(page, 'crt');
      assert.equal((await ui(page)).dialog, 'crt', `tap ${i + 1} read before it was handled`);
      await tapItem(page, 'close');
      assert.equal((await ui(page)).dialog, '', `tap ${i + 1} read before it was handled`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
