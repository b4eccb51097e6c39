// Computer Napoleonics in the page, by taps only, on an iPad-sized touch screen: the game is
// chosen in the new-game dialog, a French unit is moved next to an Allied unit, the set-up
// phase refuses to end while that contact is unfought (C12), the attack is declared in the
// planner (odds and result chances shown), resolved with a forced random number, the combat
// phase ended, and the hot-seat hand-over passes the tablet to the Allied player. Screenshots
// go to build/screenshots/cn-*.png.
//
// The tests learn where to tap from window.naw (hexToClient with RRCC squares, unitToClient
// with CN ids, itemToClient, ui()), as play.test.mjs does for Napoleon at Waterloo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem } from './naw-api.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `cn-${name}.png`) });

async function tapAt(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
const tapSquare = async (page, sq) =>
  tapAt(page, await page.evaluate((h) => window.naw.hexToClient(h), sq), sq);
const tapUnit = async (page, id) =>
  tapAt(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const tapItem = async (page, id) => tapAt(page, await reachItem(page, id), id);

// Steps between two squares RRCC (ruling C2).
function distance(a, b) {
  const dr = Math.floor(b / 100) - Math.floor(a / 100), dc = (b % 100) - (a % 100);
  return Math.max(Math.abs(dr), Math.abs(dc), Math.abs(dr - dc));
}
// The units on the map at the start (cn-units.csv without the Prussians).
const ALLIED = ['AA', 'AC', 'AD', 'AE', 'CA', 'CB', 'CC', 'CD', 'IA', 'IB', 'IC', 'ID', 'IE',
                'IM', 'IN', 'IO', 'IP', 'IQ', 'IR', 'IS'];
const FRENCH = ['ia', 'ib', 'ic', 'id', 'ie', 'if', 'ig', 'ih', 'ii', 'ij', 'ik', 'il', 'ca',
                'cb', 'cc', 'cd', 'ce', 'cf', 'cg', 'aa', 'ab', 'ac', 'ad', 'ae', 'af'];

async function squaresOf(page, ids) {
  const out = {};
  for (const id of ids) out[id] = await page.evaluate((u) => window.naw.unitHex(u), id);
  return out;
}

test('Computer Napoleonics by taps: new game, move, refusal, planner, resolution, hand-over', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    // The new-game dialog: pick the game, two players, start.
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-cn');
    let s = await ui(page);
    assert.equal(s.game, 'cn');
    assert.equal(s.dialog, 'new-game');
    await tapItem(page, 'ng-cn-two-players');
    await tapItem(page, 'ng-start');
    s = await ui(page);
    assert.equal(s.step, 'move');
    assert.equal(s.acting, 'french');
    assert.equal(s.turn, 1);
    assert.equal(await page.evaluate(() => window.naw.status()),
                 'turn=1 phase=french-move french-lost=0 allied-lost=0 exited=0 demoralized=no winner=none');
    assert.equal(await page.evaluate(() => window.naw.shownStep()), 'turn=1 phase=french-move');
    // The roster's start squares (cn-units.csv), ids case-sensitive: IA Allied, ia French.
    assert.equal(await page.evaluate(() => window.naw.unitHex('IA')), '5763');
    assert.equal(await page.evaluate(() => window.naw.unitHex('ia')), '6361');
    assert.equal(await page.evaluate(() => window.naw.unitHex('IR')), '5861');
    await shot(page, 'start');

    // A tap on a counter selects it and highlights where it may go (the engine's answer).
    const allied = await squaresOf(page, ALLIED);
    let mover = null, target = null;
    for (const id of FRENCH) {
      await tapUnit(page, id);
      s = await ui(page);
      if (s.selected !== id) continue;
      const next = s.reach.find((sq) => Object.values(allied).some((a) => distance(+a, +sq) === 1));
      if (next) { mover = id; target = next; break; }
    }
    assert.ok(mover, 'no French unit can reach an Allied unit on the first turn');
    await shot(page, 'selected');
    await tapSquare(page, target);
    assert.equal(await page.evaluate((u) => window.naw.unitHex(u), mover), target);
    await shot(page, 'moved');

    // End the movement: the set-up phase, with the contact's obligations marked (C12).
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-setup');
    assert.equal(s.step, 'declare');
    assert.ok(s.obligations.includes(mover), JSON.stringify(s));
    const defenders = s.obligations.filter((u) => ALLIED.includes(u));
    assert.ok(defenders.length >= 1);
    // Ending the set-up with the obligation unmet is refused with its rule.
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-setup');
    assert.ok(s.refusal && s.refusal.rule, JSON.stringify(s));
    await shot(page, 'refusal');
    await tapItem(page, 'refusal-ok');

    // The planner: the attacker, then every defender it must fight; the odds as the engine
    // computes them (C16), then the declaration.
    await tapUnit(page, mover);
    for (const d of defenders) await tapUnit(page, d);
    s = await ui(page);
    assert.deepEqual(s.attackers, [mover]);
    assert.deepEqual([...s.defenders].sort(), [...defenders].sort());
    assert.match(s.draftOdds ?? '', /^\d-\d$/, JSON.stringify(s));
    await shot(page, 'planner');
    // Every tappable widget of the planner is at least 44 x 44 CSS px (as touch.test.mjs asks
    // of the Napoleon at Waterloo screen).
    const sizes = await page.evaluate(() => window.naw.itemSizes());
    const small = Object.entries(sizes).filter(([, [w, h, tappable]]) => tappable && (w < 44 || h < 44));
    assert.deepEqual(small, []);
    assert.ok(sizes['cn-declare'] && sizes['end-phase'], JSON.stringify(sizes));
    await tapItem(page, 'cn-declare');
    s = await ui(page);
    assert.equal(s.declared, 1, JSON.stringify(s));
    assert.deepEqual(s.obligations, []);
    assert.equal(s.refusal, null);
    await shot(page, 'declared');

    // Resolution: a forced random number, then the result on the map.
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-resolve');
    assert.equal(s.step, 'choose-attack');
    await page.evaluate(() => window.naw.forceDice([0]));
    await tapItem(page, 'cn-resolve-0');
    s = await ui(page);
    assert.equal(s.die, 0);
    assert.match(s.result, /^(AE|AR|DR|DE|EX)$/);
    await shot(page, 'resolved');
    if (s.step === 'advance') await tapItem(page, 'cn-decline');
    await tapItem(page, 'end-phase');

    // Hot-seat: the board is hidden until the Allied player is ready.
    s = await ui(page);
    assert.equal(s.phase, 'allied-move');
    assert.equal(s.handover, 'allied');
    await shot(page, 'handover');
    await tapItem(page, 'handover-ready');
    s = await ui(page);
    assert.equal(s.handover, null);
    assert.equal(s.acting, 'allied');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Computer Napoleonics against the computer: it plays the Allies, resolving all is watched', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-cn');
    await tapItem(page, 'ng-cn-computer');
    await tapItem(page, 'ng-start');
    let s = await ui(page);
    assert.equal(s.step, 'move');
    // The French player ends his three phases (no contact yet: nothing to fight).
    for (const phase of ['french-move', 'french-setup', 'french-resolve']) {
      assert.equal((await ui(page)).phase, phase);
      await tapItem(page, 'end-phase');
    }
    // No hand-over against the computer; it moves, sets up and resolves, one action at a
    // time, and hands the game back at turn 2.
    s = await ui(page);
    assert.equal(s.handover, null);
    await page.waitForFunction(() => window.naw.ui().phase !== 'allied-move', null,
                               { timeout: 60000, polling: 100 });
    await shot(page, 'computer-allies');
    await page.waitForFunction(() => {
      const u = window.naw.ui();
      return u.turn === 2 && u.phase === 'french-move';
    }, null, { timeout: 120000, polling: 200 });
    assert.match(await page.evaluate(() => window.naw.status()),
                 /^turn=2 phase=french-move french-lost=\d+ allied-lost=\d+ exited=0 /);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
