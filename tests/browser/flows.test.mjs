// Three player flows by touch, as a player would go through them (screenshots in
// build/screenshots/flows-*.png):
//   1. an exchange (Ee, 6.3): the attacker picks the unit(s) he loses by tapping; taps on
//      units that cannot be chosen, and choices that do not fit the loss, are refused with
//      the rule that forbids them (6.8, 6.3, R6);
//   2. the end of the game: a game played by the computer up to 10 pm (the last game-turn)
//      opened through the game's own turn link, the last phases ended by taps, then the
//      end-of-game screen with the result and its rule (8.1-8.4) and a new game from it;
//   3. on a phone, a one-finger drag on the side panel scrolls it (a button below the fold
//      comes into reach) and does not pan the map.
//
// Like play.test.mjs, the tests learn where to tap from the window.naw test API
// (hexToClient, unitToClient, itemToClient, ui(), legalAttack) and force dice with
// naw.forceDice (TEST ONLY); everything they do goes through real touch events.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, screenshotDir, root } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, readScreenshot, assertNewGameShown, drag } from './naw-api.mjs';

const shared = sharedBrowser();

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                deviceScaleFactor: 3 };

const ui = (page) => page.evaluate(() => window.naw.ui());
const status = (page) => page.evaluate(() => window.naw.status());
const unitHex = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const item = (page, id) => page.evaluate((i) => window.naw.itemToClient(i), id);
const hexAt = (page, hex) => page.evaluate((h) => window.naw.hexToClient(h), hex);
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `flows-${name}.png`) });

async function tapAt(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
const tapUnit = async (page, id) =>
  tapAt(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const tapHex = async (page, hex) => tapAt(page, await hexAt(page, hex), hex);
const tapItem = async (page, id) => tapAt(page, await item(page, id), id);

async function start(opts, hash = '') {
  const g = await openGame(shared.browser, shared.server.url + hash, opts);
  await settle(g.page);
  return g;
}

// The die that gives `result` on odds column `odds` of the Combat Results Table asset.
async function crtDie(odds, result) {
  const rows = (await readFile(join(root, 'assets', 'crt-1979.csv'), 'utf8'))
    .split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.trim().split(','));
  const col = rows[0].indexOf(odds);
  assert.ok(col > 0, `no column ${odds} in the CRT`);
  const row = rows.slice(1).find((r) => r[col] === result);
  assert.ok(row, `no ${result} at ${odds}`);
  return Number(row[0]);
}

// Resolves what an attack left to decide by taps: the highlighted hex of a retreat or an
// advance, else "stay" / "no advance"; Ee losses are the test's own business.
async function finishAttack(page) {
  for (let guard = 0; guard < 30; ++guard) {
    const s = await ui(page);
    if (['declare-attack', 'move', 'game-over'].includes(s.step)) return;
    assert.notEqual(s.step, 'ee-losses', 'unexpected Ee');
    if (s.targets.length === 0 && s.pending.length) {
      await tapUnit(page, s.pending[0]);
      if ((await ui(page)).targets.length) continue;
    }
    if (s.targets.length) await tapHex(page, s.targets[0]);
    else await tapItem(page, 'decline');
    const after = await ui(page);
    assert.ok(after.log > s.log || after.step !== s.step, 'a tap did not answer the step: ' +
              JSON.stringify(after));
  }
  assert.fail('the attack did not finish: ' + JSON.stringify(await ui(page)));
}

test('Ee by taps: the attacker chooses the unit he loses; illegal choices are refused with their rule', async () => {
  const { context, page, errors } = await start(ipad);
  try {
    let s = await ui(page);
    assert.equal(s.phase, 'french-move');
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-combat');
    assert.ok(s.obligations.includes('aa-det'), JSON.stringify(s.obligations));

    // The Allied detachment (strength 1, 0914) attacked by the 6/II, 9/II and the artillery
    // of I corps next to it; the odds lowered to 2-1 (6.2) and the die that gives Ee there.
    for (const id of ['aa-det', 'fr-6-ii', 'fr-9-ii', 'fr-art-i']) await tapUnit(page, id);
    s = await ui(page);
    assert.deepEqual(s.defenders, ['aa-det']);
    assert.deepEqual([...s.attackers].sort(), ['fr-6-ii', 'fr-9-ii', 'fr-art-i'].sort());
    // All ten odds buttons (6.2: 1-5 .. 6-1), at least 44 px wide, are whole on the iPad's
    // screen: the row wraps in the side panel.
    const odds = s.items.filter((i) => /^odds-\d+$/.test(i));
    assert.equal(odds.length, 10, JSON.stringify(s.items));
    for (const item of odds) {
      const c = await page.evaluate((i) => window.naw.itemToClient(i), item);
      assert.ok(c.x - 22 >= 0 && c.x + 22 <= 1024 && c.y - 22 >= 0 && c.y + 22 <= 768,
                `${item} at ${JSON.stringify(c)}`);
    }
    const column = 5;  // 1-5 1-4 1-3 1-2 1-1 [2-1]
    await tapItem(page, `odds-${column}`);
    s = await ui(page);
    assert.equal(s.odds, '2-1');
    const die = await crtDie('2-1', 'Ee');
    await page.evaluate((d) => window.naw.forceDice([d]), die);
    await tapItem(page, 'attack');
    s = await ui(page);
    assert.equal(s.die, die);
    assert.equal(s.result, 'Ee');
    assert.equal(s.step, 'ee-losses');
    assert.equal(s.acting, 'french');  // the attacker chooses his losses (6.3)
    assert.equal(s.eeTarget, 1);       // as many strength points as the defender's
    assert.equal(await unitHex(page, 'aa-det'), '');  // the defender is eliminated
    assert.deepEqual([...s.pending].sort(), ['fr-6-ii', 'fr-9-ii', 'fr-art-i'].sort());
    await shot(page, 'ee-choose');

    // A French unit that did not take part: refused at once, with its rule.
    await tapUnit(page, 'fr-gren-gd');
    s = await ui(page);
    assert.equal(s.step, 'ee-losses');
    assert.equal(s.refusal?.rule, '6.8', JSON.stringify(s.refusal));
    assert.match(s.refusal.why, /fr-gren-gd/);
    assert.ok(s.items.includes('rule'), 'no rule button with the refusal');
    await shot(page, 'ee-refused');
    // The rule named opens.
    await tapItem(page, 'rule');
    s = await ui(page);
    assert.equal(s.dialog, 'rule');
    assert.equal(s.rule, '6.8');
    await tapItem(page, 'close');
    // An enemy unit: the attacker loses his own units (6.3).
    await tapUnit(page, 'aa-rt');
    s = await ui(page);
    assert.equal(s.refusal?.rule, '6.3', JSON.stringify(s.refusal));
    // Nothing chosen: short of the loss (6.3).
    await tapItem(page, 'choose-losses');
    s = await ui(page);
    assert.equal(s.step, 'ee-losses');
    assert.equal(s.refusal?.rule, '6.3', JSON.stringify(s.refusal));
    // Both infantry units where one covers the loss: no extra units (R6).
    await tapUnit(page, 'fr-6-ii');
    assert.equal((await ui(page)).refusal, null);
    await tapUnit(page, 'fr-9-ii');
    await tapItem(page, 'choose-losses');
    s = await ui(page);
    assert.equal(s.step, 'ee-losses');
    assert.equal(s.refusal?.rule, 'R6', JSON.stringify(s.refusal));
    assert.equal(await unitHex(page, 'fr-6-ii'), '0814');
    assert.equal(await unitHex(page, 'fr-9-ii'), '1014');
    await shot(page, 'ee-too-many');

    // A second tap takes the 6/II back out; the 9/II (5 points) is lost.
    await tapUnit(page, 'fr-6-ii');
    await tapItem(page, 'choose-losses');
    s = await ui(page);
    assert.notEqual(s.step, 'ee-losses');
    assert.equal(s.refusal, null);
    assert.equal(await unitHex(page, 'fr-9-ii'), '');
    assert.equal(await unitHex(page, 'fr-6-ii'), '0814');
    assert.equal(await unitHex(page, 'fr-art-i'), '0915');
    assert.match(await status(page), / french-lost=5 allied-lost=1 /);
    await shot(page, 'ee-done');
    await finishAttack(page);
    assert.equal((await ui(page)).step, 'declare-attack');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// Taps an attack the engine allows now (its units) and rolls the die that gives a retreat on
// its odds (Dr, else Ar: nothing is eliminated unless the retreat is blocked), then
// resolves what follows by taps.
async function retreatAttackByTaps(page, index) {
  const a = await page.evaluate((i) => window.naw.legalAttack(i), index);
  if (!a) return false;
  for (const id of [...a.defenders, ...a.attackers, ...a.bombarders]) await tapUnit(page, id);
  const s = await ui(page);
  assert.deepEqual([...s.defenders].sort(), [...a.defenders].sort());
  assert.equal(s.attackRefusal, undefined, s.attackRefusal);
  let die;
  try { die = await crtDie(s.odds, 'Dr'); } catch { die = await crtDie(s.odds, 'Ar'); }
  await page.evaluate((d) => window.naw.forceDice([d]), die);
  await tapItem(page, 'attack');
  const after = await ui(page);
  assert.equal(after.die, die);
  assert.ok(after.log > s.log);
  await finishAttack(page);
  return true;
}

test('end of the game: a game at 10 pm opened by its turn link, the last phases ended by taps, the result and its rule, a new game', async () => {
  // A hot-seat game the computer played on both sides up to the Allied movement phase of the
  // last game-turn (tests/tools/make-endgame-link writes it with the native libraries).
  const link = (await readFile(join(root, 'tests', 'tools', 'endgame-link.txt'), 'utf8')).trim();
  assert.match(link, /^#t=[A-Za-z0-9_-]+$/);
  const { context, page, errors } = await start(ipad, link);
  try {
    // (A rules change that the committed link no longer replays under shows here as the
    // link's refusal: run tests/tools/make-endgame-link again.)
    await page.waitForFunction(() => window.naw.linkMessage().text !== '', null,
                               { timeout: 20000 });
    const message = await page.evaluate(() => window.naw.linkMessage());
    assert.equal(message.error, false, message.text);
    assert.match(message.text, /replayed and verified/i);
    assert.match(await status(page), /^turn=10 phase=allied-move /);
    let s = await ui(page);
    assert.equal(s.step, 'move');
    assert.equal(s.acting, 'allied');
    assert.equal(s.handover, null);
    assert.ok(s.log > 100, `only ${s.log} actions in the game`);
    const before = await status(page);
    assert.match(before, / winner=none$/);
    assert.equal(s.gameOver, null);
    await shot(page, 'end-loaded');

    // The opponent's turn is on the board, step by step: the panel shows it, without the live
    // controls, until "Show all" (replay-panel.test.mjs).
    assert.ok(!s.items.includes('end-phase'), 'End phase shown beside the opponent\'s turn');
    await tapItem(page, 'show-all');
    // Allied movement: ended as it stands. Then every Allied obligation (5.1) by taps.
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'allied-combat', JSON.stringify(s.refusal));
    for (let guard = 0; guard < 40 && s.obligations.length && s.step !== 'game-over'; ++guard) {
      assert.ok(await retreatAttackByTaps(page, 0), 'obligations left but no legal attack');
      s = await ui(page);
    }
    assert.equal(s.step, 'declare-attack', 'the game ended before the last phase was over');
    assert.equal(s.obligations.length, 0);
    await shot(page, 'end-last-phase');
    // The last tap of the game: the end of the Allied combat phase of 10 pm (3.0, 8.0).
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.step, 'game-over');
    assert.equal(s.phase, 'game-over');
    const end = await status(page);
    const n = (k) => Number(end.match(new RegExp(` ${k}=(\\d+)`))[1]);
    const winner = end.match(/ winner=(\w+)$/)[1];
    // The result agrees with the victory conditions (8.1-8.4) on the final numbers.
    const expected = n('allied-lost') >= 40 && n('exited') >= 7 ? 'french'
                   : n('french-lost') >= 40 ? 'allied' : 'draw';
    assert.equal(winner, expected, end);
    // The window's heading and reason (window.naw.ui().gameOver, the window's own texts).
    assert.equal(s.gameOver?.winner, { french: 'French victory', allied: 'Allied victory',
                                       draw: 'A draw' }[winner], JSON.stringify(s.gameOver));
    assert.match(s.gameOver.reason,
                 { french: /^8\.3: /, allied: /^8\.1: /, draw: /^8\.4: neither side /}[winner]);
    assert.ok(s.gameOver.reason.endsWith(
                  `French lost ${n('french-lost')}, Allies lost ${n('allied-lost')}, ` +
                  `${n('exited')} French units exited.`), s.gameOver.reason);
    // The end-of-game screen: the result, its reason with the rule, and a new game offered.
    for (const id of ['dialog-game-over', 'go-new-game', 'go-close'])
      assert.ok(s.items.includes(id), `${id} missing: ${s.items}`);
    assert.equal(s.dialog, '');
    await shot(page, 'end-game-over');
    // A new game, from the end-of-game screen.
    await tapItem(page, 'go-new-game');
    s = await ui(page);
    assert.equal(s.dialog, 'new-game');
    assert.ok(!s.items.includes('dialog-game-over'));
    await tapItem(page, 'ng-start');
    s = await assertNewGameShown(page, assert);
    assert.ok(!s.items.includes('dialog-game-over'));
    assert.equal(s.gameOver, null);
    await shot(page, 'end-new-game');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// How many pixels of the screen rectangle `r` (CSS pixels) are bright (text on the dark
// panel: a channel above `min`), as shown.
const brightPixels = (page, r, min = 150) => readScreenshot(page, r, (g, k, min) => {
  const d = g.getImageData(0, 0, g.canvas.width, g.canvas.height).data;
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (Math.max(d[i], d[i + 1], d[i + 2]) > min) ++n;
  return n;
}, min);

test('iPad: the link message at the foot of the side panel wraps inside the panel', async () => {
  const link = (await readFile(join(root, 'tests', 'tools', 'endgame-link.txt'), 'utf8')).trim();
  const { context, page, errors } = await start(ipad, link);
  try {
    await page.waitForFunction(() => window.naw.linkMessage().text !== '', null,
                               { timeout: 20000 });
    assert.match((await page.evaluate(() => window.naw.linkMessage())).text,
                 /^The turn link was replayed and verified/);
    // "Show all" ends the replay of the opponent's turn, whose window covers the panel's foot;
    // the panel's live controls are back.
    await tapItem(page, 'show-all');
    await tapItem(page, 'end-phase');
    assert.equal((await ui(page)).phase, 'allied-combat');
    // The panel's content box: the tool buttons, 4 px apart, fill its width, three or two to a
    // row (two when a label in the player's language would not fit a third): 'crt' and
    // 'terrain' are side by side in either layout, 'new-game' ends the last row.
    const crt = await item(page, 'crt'), terrain = await item(page, 'terrain');
    const newGame = await item(page, 'new-game');
    const w = terrain.x - crt.x - 4;
    const left = crt.x - w / 2, right = newGame.x + w / 2;
    // The message is the last thing in the panel: scroll the panel to its foot by a finger
    // in the panel's left margin.
    for (let i = 0; i < 8; ++i) {
      const y = (await item(page, 'auto-flip')).y;
      await drag(page, { x: left - 6, y: 700 }, { x: left - 6, y: 400 });
      if ((await item(page, 'auto-flip')).y === y) break;
    }
    const top = (await item(page, 'auto-flip')).y + 20, bottom = ipad.viewport.height - 4;
    assert.ok(top < bottom - 120, `the panel's foot is not in view (${top})`);
    await shot(page, 'link-message');
    // The text is there, and none of it runs past the content box's right edge (text that does
    // not wrap is cut off 7 px further, at half the window's padding of 14 px).
    assert.ok(await brightPixels(page, { x: left, y: top, width: right - left,
                                         height: bottom - top }, 120) > 200,
              'no text in the panel');
    assert.equal(await brightPixels(page, { x: right + 0.5, y: top, width: 6,
                                            height: bottom - top }, 120), 0,
                 'text runs past the panel\'s right edge');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('phone: a one-finger drag on the side panel scrolls it, not the map', async () => {
  const { context, page, errors } = await start(phone);
  try {
    const s = await ui(page);
    assert.equal(s.portrait, true);
    const vh = phone.viewport.height;
    const hex0 = await hexAt(page, '1517');
    const newGame0 = await item(page, 'new-game');
    const track0 = await item(page, 'turn-track');
    assert.ok(newGame0 && track0);
    // The panel is the bottom of the screen; "New game" is laid out below its fold.
    assert.ok(newGame0.y > vh, `"New game" already in view at y=${newGame0.y}`);
    assert.ok(hex0.y < track0.y, 'the map is not above the panel');
    await shot(page, 'scroll-before');

    // Drag up by 300 px in the panel's left margin (no button under the finger), as often as
    // it takes to bring "New game" into view.
    await drag(page, { x: 7, y: vh - 30 }, { x: 7, y: vh - 330 });
    let track1 = await item(page, 'turn-track');
    let newGame1 = await item(page, 'new-game');
    assert.deepEqual(await hexAt(page, '1517'), hex0, 'the map moved');
    assert.ok(track0.y - track1.y > 250, `the panel did not follow the finger: ${track0.y} -> ${track1.y}`);
    assert.ok(Math.abs((newGame0.y - newGame1.y) - (track0.y - track1.y)) < 1);
    for (let i = 0; i < 5 && newGame1.y > vh - 22; ++i) {
      await drag(page, { x: 7, y: vh - 30 }, { x: 7, y: vh - 330 });
      track1 = await item(page, 'turn-track');
      newGame1 = await item(page, 'new-game');
    }
    assert.deepEqual(await hexAt(page, '1517'), hex0, 'the map moved');
    assert.ok(newGame1.y < vh - 22, `"New game" still out of reach at y=${newGame1.y}`);
    assert.equal((await ui(page)).dialog, '', 'the drag tapped something');
    await shot(page, 'scroll-after');
    // What came into view works: a tap opens the new-game dialog.
    await tapItem(page, 'new-game');
    assert.equal((await ui(page)).dialog, 'new-game');
    await tapItem(page, 'ng-cancel');
    assert.equal((await ui(page)).dialog, '');

    // The same drag on the map pans it (the gesture reaches the page), and leaves the panel.
    await drag(page, { x: 195, y: 300 }, { x: 195, y: 200 });
    const hex2 = await hexAt(page, '1517');
    assert.ok(Math.abs(hex2.y - (hex0.y - 100)) < 12, JSON.stringify({ hex0, hex2 }));
    const track2 = await item(page, 'turn-track');
    assert.equal(track2.y, track1.y, 'the panel scrolled with a drag on the map');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('keyboard: Escape closes a dialog, as its Close button does', async () => {
  // A desktop: the mouse click that opens the dialog also gives the page the keyboard.
  const { context, page, errors } = await start({ viewport: { width: 1280, height: 800 } });
  try {
    for (const dialog of ['crt', 'terrain', 'log', 'new-game']) {
      const p = await item(page, dialog);
      assert.ok(p, `no ${dialog} button`);
      await afterInput(page, () => page.mouse.click(p.x, p.y));
      assert.equal((await ui(page)).dialog, dialog);
      await afterInput(page, () => page.keyboard.press('Escape'));
      assert.equal((await ui(page)).dialog, '', `Escape left the ${dialog} dialog open`);
    }
    assert.equal((await ui(page)).log, 0, 'nothing was played');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the combat table and the terrain key: each rule they cite is a button that opens its text', async () => {
  const { context, page, errors } = await start(ipad);
  try {
    for (const [dialog, rules] of [['crt', ['6.2', '6.3']], ['terrain', ['R3', '4.2', 'R9', 'R8']]]) {
      for (const rule of rules) {
        await tapItem(page, dialog);
        assert.equal((await ui(page)).dialog, dialog);
        await tapItem(page, `rule-${rule}`);
        const s = await ui(page);
        assert.equal(s.dialog, 'rule', `rule-${rule} of the ${dialog} dialog`);
        assert.equal(s.rule, rule);
        await tapItem(page, 'close');
        assert.equal((await ui(page)).dialog, '');
      }
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
