// English and French (issue 14, item 1): a browser whose language is French gets the game in
// French (the French texts are fetched beside the page: src/ui/i18n.h); the menu's switch
// changes the language at once and the choice survives a reload. Screenshots of the standard
// game's panel and dialogs in French on a tablet (1024x768) and a phone (390x844) are saved
// to build/screenshots/i18n-*.png, and no named widget's text is cut off (itemSizes()'s
// `clipped`: a label wider than its button, or an item past its window's edge), nor does any
// window's content, named or not, run past its inside (overflows()). The same for every panel
// and dialog of Computer Napoleonics and of NLB Waterloo, and the saved-games dialog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { api, settle, afterInput, sharedBrowser, ipad, reachItem, drag } from './naw-api.mjs';
// The language switch's words (named in the language it switches to).
const switchLabel = async (page) => (await page.evaluate(() => window.naw.ui())).texts.language;

const shared = sharedBrowser();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                deviceScaleFactor: 3 };
const french = { locale: 'fr-FR' };

const naw = (page, fn, ...args) => api(page, fn, ...args);
const frenchShown = (page) => page.waitForFunction(
  () => window.naw.language() === 'fr' && window.naw.tr('button.end_movement') ===
        'Fin de la phase de mouvement', null, { timeout: 10000 });

async function tap(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
  await settle(page);
}
const tapItem = async (page, id) => tap(page, await reachItem(page, id), id);
const tapUnit = async (page, id) =>
  tap(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const tapHex = async (page, h) =>
  tap(page, await page.evaluate((x) => window.naw.hexToClient(x), h), h);

// The named items whose text is cut off, and how many were named (an empty screen fails);
// the windows whose content, named or not, runs past their inside (an unwrapped text too long
// for a phone's panel), with by how many pixels.
async function assertNothingClipped(page, where, atLeast) {
  const sizes = await page.evaluate(() => window.naw.itemSizes());
  const names = Object.keys(sizes);
  assert.ok(names.length >= atLeast, `${where}: only ${names.length} named items`);
  const clipped = Object.entries(sizes).filter(([, v]) => v[3]).map(([k]) => k);
  assert.deepEqual(clipped, [], `${where}: text cut off`);
  assert.deepEqual(await page.evaluate(() => window.naw.overflows()), {},
                   `${where}: a window's content runs past its edge`);
}

async function shot(page, device, name) {
  await settle(page);
  await page.screenshot({ path: join(screenshotDir, `i18n-${device}-${name}.png`) });
}

test('a French browser gets French; the switch changes to English at once and is remembered',
     async () => {
  const { page, context, errors } =
      await openGame(shared.browser, shared.server.url, { ...ipad, ...french });
  try {
    await frenchShown(page);
    await settle(page);
    assert.equal(await naw(page, 'tr', 'phase.french_movement'), 'Mouvement français');
    // A refusal as the player reads it: an Allied unit tapped in the French movement phase.
    await tapUnit(page, 'aa-det');
    const s = await page.evaluate(() => window.naw.ui());
    assert.ok(s.refusal, 'a refusal is shown');
    // The switch, named in the other language, turns the screen English in the next frame.
    assert.equal(await switchLabel(page), 'English');
    await tapItem(page, 'language');
    assert.equal(await naw(page, 'language'), 'en');
    assert.equal(await naw(page, 'tr', 'button.end_movement'), 'End movement phase');
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                               { timeout: 30000 });
    assert.equal(await naw(page, 'language'), 'en', 'the choice survives a reload');
    assert.equal(await page.evaluate(() => localStorage.getItem('naw.lang')), 'en');
    // And back to French: fetched now (the reload had no reason to), shown when it arrives.
    await settle(page);
    await tapItem(page, 'language');
    await frenchShown(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('an English browser gets English and does not fetch the French texts', async () => {
  const { page, context } = await openGame(shared.browser, shared.server.url, { locale: 'en-US' });
  const fetched = [];
  page.on('request', (r) => { if (/french\.txt/.test(r.url())) fetched.push(r.url()); });
  try {
    await settle(page);
    assert.equal(await naw(page, 'language'), 'en');
    assert.equal(await naw(page, 'tr', 'button.end_movement'), 'End movement phase');
    // The switch reads "Français" though no French text is loaded (it read "English" before).
    assert.equal(await switchLabel(page), 'Français');
    assert.deepEqual(fetched, []);
  } finally {
    await context.close();
  }
});

for (const [device, options] of [['tablet', ipad], ['phone', phone]]) {
  test(`the standard game in French on a ${device}: panels and dialogs, no text cut off`,
       async () => {
    const { page, context, errors } =
        await openGame(shared.browser, shared.server.url, { ...options, ...french });
    try {
      await frenchShown(page);
      await settle(page);
      await assertNothingClipped(page, 'first move', 10);
      await shot(page, device, 'first-move');
      await tapUnit(page, 'aa-det');
      await assertNothingClipped(page, 'a refusal', 10);
      await shot(page, device, 'refusal');
      await tapUnit(page, 'fr-gren-gd');
      assert.equal((await page.evaluate(() => window.naw.ui())).selected, 'fr-gren-gd');
      await assertNothingClipped(page, 'a unit selected', 10);
      await shot(page, device, 'unit-selected');
      assert.equal(await naw(page, 'move', 'fr-gren-gd', '1716'), '');
      assert.equal(await naw(page, 'endPhase'), '');
      await settle(page);
      for (const u of ['aa-det', 'fr-6-ii', 'fr-9-ii', 'fr-art-i']) await tapUnit(page, u);
      const s = await page.evaluate(() => window.naw.ui());
      assert.ok(s.attackers.length === 3 && s.odds, `the attack is built: ${JSON.stringify(s)}`);
      await assertNothingClipped(page, 'an attack being built', 14);
      await shot(page, device, 'attack');
      // A rule text, from the obligation's rule number (5.1).
      await tapItem(page, 'rule-5.1');
      assert.equal((await page.evaluate(() => window.naw.ui())).dialog, 'rule');
      await assertNothingClipped(page, 'rule 5.1', 3);
      await shot(page, device, 'rule');
      await tapItem(page, 'close');
      // The die and its result.
      await naw(page, 'forceDice', [6]);
      await tapItem(page, 'attack');
      await assertNothingClipped(page, 'after the die', 10);
      await shot(page, device, 'result');
      for (const dialog of ['crt', 'terrain', 'log', 'new-game']) {
        await tapItem(page, dialog);
        assert.equal((await page.evaluate(() => window.naw.ui())).dialog, dialog);
        await assertNothingClipped(page, `the ${dialog} dialog`, 3);
        await shot(page, device, dialog);
        await tapItem(page, dialog === 'new-game' ? 'ng-cancel' : 'close');
      }
      // Hot-seat: the hand-over to the Allied player.
      if (await naw(page, 'stepName') === 'advance') assert.equal(await naw(page, 'declineAdvance'), '');
      assert.equal(await naw(page, 'endPhase'), '');
      await settle(page);
      await assertNothingClipped(page, 'the hand-over', 2);
      await shot(page, device, 'handover');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

const ui = (page) => page.evaluate(() => window.naw.ui());

// Steps between two squares RRCC of Computer Napoleonics (ruling C2).
function squareDistance(a, b) {
  const dr = Math.floor(b / 100) - Math.floor(a / 100), dc = (b % 100) - (a % 100);
  return Math.max(Math.abs(dr), Math.abs(dc), Math.abs(dr - dc));
}
const CN_ALLIED = ['AA', 'AC', 'AD', 'AE', 'CA', 'CB', 'CC', 'CD', 'IA', 'IB', 'IC', 'ID', 'IE',
                   'IM', 'IN', 'IO', 'IP', 'IQ', 'IR', 'IS'];
const CN_FRENCH = ['ia', 'ib', 'ic', 'id', 'ie', 'if', 'ig', 'ih', 'ii', 'ij', 'ik', 'il', 'ca',
                   'cb', 'cc', 'cd', 'ce', 'cf', 'cg', 'aa', 'ab', 'ac', 'ad', 'ae', 'af'];

// A tap on panel item `id` of the CN or NLB screen. On a phone the panel is at the bottom:
// an item scrolled out above the panel's top is still "on the screen" for reachItem (it
// would tap the map), so the panel is first scrolled back to its top by a finger in its
// left margin, after which reachItem scrolls down to any item.
async function tapGameItem(page, id) {
  const height = page.viewportSize().height;
  const at = (i) => page.evaluate((x) => window.naw.itemToClient(x), i);
  const p = await at(id), s = await ui(page);
  if (s.portrait && !s.dialog && !s.handover && p && p.y < height * 0.6) {
    const track = await at('turn-track');
    const width = (await page.evaluate(() => window.naw.itemSizes()))['turn-track'][0];
    const x = track.x - width / 2 - 7;
    for (let i = 0; i < 3; ++i) await drag(page, { x, y: height - 300 }, { x, y: height - 10 });
  }
  await tapItem(page, id);
}

// A page in French with the new-game dialog of `game` ('cn', 'nlb') open.
async function frenchNewGameDialog(options, game) {
  const opened = await openGame(shared.browser, shared.server.url, { ...options, ...french });
  const { page } = opened;
  await frenchShown(page);
  await settle(page);
  await tapItem(page, 'new-game');
  await tapItem(page, `ng-game-${game}`);
  const s = await ui(page);
  assert.equal(s.game, game);
  assert.equal(s.dialog, 'new-game');
  return opened;
}

// Builds NLB attack `attack` ({attackers, bombarders, defenders}, naw.legalAttack) by taps.
async function buildNlbAttack(page, attack) {
  assert.ok(attack, 'no legal attack listed');
  for (const u of [...attack.attackers, ...attack.bombarders]) await tapUnit(page, u);
  for (const d of attack.defenders)
    if (!(await ui(page)).defenders.includes(d)) await tapUnit(page, d);
}

for (const [device, options] of [['tablet', ipad], ['phone', phone]]) {
  test(`Computer Napoleonics in French on a ${device}: every panel and dialog, nothing cut off`,
       async () => {
    const { page, context, errors } = await frenchNewGameDialog(options, 'cn');
    try {
      // The computer's choices show the solitaire threshold and the levels.
      await tapItem(page, 'ng-cn-computer');
      await assertNothingClipped(page, 'CN new game', 6);
      await shot(page, device, 'cn-new-game');
      await tapItem(page, 'ng-cn-two-players');
      await tapItem(page, 'ng-start');
      let s = await ui(page);
      assert.equal(s.step, 'move');
      assert.equal(await naw(page, 'tr', 'cn.end_movement'), 'Fin du mouvement');
      await assertNothingClipped(page, 'CN movement', 6);
      await shot(page, device, 'cn-move');
      // The saved-games dialog over the CN screen (ui().dialog tells CN's own dialogs only:
      // the saved-games window is known by its named buttons).
      await tapGameItem(page, 'saved-games');
      assert.ok((await ui(page)).items.includes('saves-close'), 'the saved-games dialog is open');
      await assertNothingClipped(page, 'saved games', 3);
      await shot(page, device, 'saves');
      await tapItem(page, 'saves-close');
      assert.ok(!(await ui(page)).items.includes('saves-close'), 'the saved-games dialog closed');
      // A French unit that can reach an Allied one: selected, then moved next to it.
      const allied = {};
      for (const id of CN_ALLIED) allied[id] = await naw(page, 'unitHex', id);
      let mover = null, target = null;
      for (const id of CN_FRENCH) {
        await tapUnit(page, id);
        s = await ui(page);
        if (s.selected !== id) continue;
        target = s.reach.find((sq) => Object.values(allied).some((a) => squareDistance(+a, +sq) === 1));
        if (target) { mover = id; break; }
      }
      assert.ok(mover, 'no French unit can reach an Allied unit');
      await assertNothingClipped(page, 'CN unit selected', 6);
      await shot(page, device, 'cn-selected');
      await tapHex(page, target);
      await tapGameItem(page, 'end-phase');
      // The set-up refused while the contact is unfought (C12): the refusal, then its rule.
      await tapGameItem(page, 'end-phase');
      s = await ui(page);
      assert.ok(s.refusal && s.refusal.rule, JSON.stringify(s));
      await assertNothingClipped(page, 'CN refusal', 6);
      await shot(page, device, 'cn-refusal');
      await tapGameItem(page, 'refusal-rule');
      assert.equal((await ui(page)).dialog, 'rule');
      await assertNothingClipped(page, 'CN rule', 2);
      await shot(page, device, 'cn-rule');
      await tapGameItem(page, 'close');
      await tapGameItem(page, 'refusal-ok');
      // The planner with its odds and chances, then the declaration.
      // The engine's plan of the obliged attacks, each built by taps and declared.
      const plan = (await ui(page)).obligedPlan;
      assert.ok(plan && plan.length > 0, 'no obliged attack planned');
      for (const id of [...plan[0].attackers, ...plan[0].defenders]) await tapUnit(page, id);
      await assertNothingClipped(page, 'CN planner', 6);
      await shot(page, device, 'cn-planner');
      await tapGameItem(page, 'cn-declare');
      for (const attack of plan.slice(1)) {
        for (const id of [...attack.attackers, ...attack.defenders]) await tapUnit(page, id);
        await tapGameItem(page, 'cn-declare');
      }
      await assertNothingClipped(page, 'CN declared', 6);
      await shot(page, device, 'cn-declared');
      await tapGameItem(page, 'end-phase');
      assert.equal((await ui(page)).phase, 'french-resolve');
      await naw(page, 'forceDice', [0]);
      await tapGameItem(page, 'cn-resolve-0');
      await assertNothingClipped(page, 'CN result', 6);
      await shot(page, device, 'cn-result');
      for (let guard = 0; guard < 8 && (await ui(page)).phase === 'french-resolve'; ++guard) {
        s = await ui(page);
        // The attacks still to resolve each have a button cn-resolve-<index>.
        const resolve = Object.keys(await naw(page, 'itemSizes')).filter((k) => /^cn-resolve-\d+$/.test(k));
        if (s.step === 'advance') await tapGameItem(page, 'cn-decline');
        else if (resolve.length > 0) await tapGameItem(page, resolve[0]);
        else await tapGameItem(page, 'end-phase');
      }
      s = await ui(page);
      assert.equal(s.handover, 'allied', JSON.stringify(s));
      await assertNothingClipped(page, 'CN hand-over', 2);
      await shot(page, device, 'cn-handover');
      await tapGameItem(page, 'handover-ready');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test(`NLB Waterloo in French on a ${device}: every panel and dialog, nothing cut off`,
       async () => {
    const { page, context, errors } = await frenchNewGameDialog(options, 'nlb');
    try {
      await assertNothingClipped(page, 'NLB new game', 6);
      await shot(page, device, 'nlb-new-game');
      await tapItem(page, 'ng-start');
      assert.equal((await ui(page)).step, 'move');
      await assertNothingClipped(page, 'NLB movement', 6);
      await shot(page, device, 'nlb-move');
      await tapUnit(page, 'fr-art-ii');
      assert.equal((await ui(page)).selected, 'fr-art-ii');
      await assertNothingClipped(page, 'NLB unit selected', 6);
      await shot(page, device, 'nlb-selected');
      await tapHex(page, '1809');
      await tapGameItem(page, 'end-phase');
      let s = await ui(page);
      assert.equal(s.phase, 'french-combat', JSON.stringify(s.refusal));
      // The first attack the engine lists, built by taps: the builder with its odds.
      await buildNlbAttack(page, await naw(page, 'legalAttack', 0));
      await assertNothingClipped(page, 'NLB attack builder', 6);
      await shot(page, device, 'nlb-attack');
      await tapGameItem(page, 'nlb-declare');
      await assertNothingClipped(page, 'NLB combat result', 6);
      await shot(page, device, 'nlb-result');
      // Whatever the result owes, then the end of the phase (a refused end: its refusal).
      for (let guard = 0; guard < 30 && (await ui(page)).phase === 'french-combat'; ++guard) {
        s = await ui(page);
        if (s.step === 'retreat') await tapHex(page, s.reach[0]);
        else if (s.step === 'advance' || s.step === 'artillery-retreat') await tapGameItem(page, 'nlb-decline');
        else if (s.step === 'lose') { await tapUnit(page, s.pending[0]); await tapGameItem(page, 'nlb-lose'); }
        else {
          await tapGameItem(page, 'end-phase');
          s = await ui(page);
          if (s.phase !== 'french-combat') break;
          if (s.refusal) {
            await assertNothingClipped(page, 'NLB refusal', 6);
            await shot(page, device, 'nlb-refusal');
            await tapGameItem(page, 'refusal-ok');
          }
          await buildNlbAttack(page, await naw(page, 'legalAttack', 0));
          await tapGameItem(page, 'nlb-declare');
        }
      }
      s = await ui(page);
      assert.equal(s.handover, 'allied', JSON.stringify(s));
      await assertNothingClipped(page, 'NLB hand-over', 2);
      await shot(page, device, 'nlb-handover');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

// The replay viewer in French (issue 14, items 1 and 4), on the game whose moves list says
// most (Waterloo 20: events, dice, results, markers under the fog): its window and its moves
// list hold their texts on a tablet and a phone.
for (const [device, options] of [['tablet', ipad], ['phone', phone]]) {
  test(`the replay viewer in French on a ${device}: Waterloo 20's moves, no text cut off`,
       async () => {
    const { page, context, errors } =
        await openGame(shared.browser, shared.server.url, { ...options, ...french });
    try {
      await frenchShown(page);
      await settle(page);
      await tapItem(page, 'new-game');
      await tapItem(page, 'ng-game-w20');
      await tapItem(page, 'ng-w20-two-players');
      await tapItem(page, 'ng-start');
      const played = await naw(page, 'playRandom', 30, 9);
      assert.equal(played.error, '');
      await settle(page);
      await tapItem(page, 'replay-open');
      await shot(page, device, 'w20-replay');
      await assertNothingClipped(page, 'W20 replay', 8);
      await tapItem(page, 'replay-moves');
      // On a phone the list is below the window's view: a finger drags it into view.
      for (let i = 0; i < 3; ++i) {
        const top = await page.evaluate(() => window.naw.itemToClient('replay-window'));
        const slider = await page.evaluate(() => window.naw.itemToClient('replay-slider'));
        const x = top.x + 150, from = Math.max(slider?.y ?? 0, top.y + 40) + 90;
        await drag(page, { x, y: from }, { x, y: top.y + 40 });
      }
      const rows = await page.evaluate(() => window.naw.itemSizes());
      assert.ok(rows['replay-move-30'] && rows['replay-move-30'][1] >= 20,
                `the moves list shown: ${JSON.stringify(rows['replay-move-30'])}`);
      await shot(page, device, 'w20-replay-moves');
      await assertNothingClipped(page, 'W20 replay, its moves', 8);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

// The language switch in every game's panel (issue 14, item 1): Computer Napoleonics, NLB
// Waterloo and Waterloo 20 have it as the standard game has; it turns the screen French at once
// and the choice survives a reload (the game resumes from its autosave, in French).
for (const [game, start] of [['cn', 'ng-cn-two-players'], ['nlb', 'ng-nlb-two-players'],
                             ['w20', 'ng-w20-two-players']]) {
  test(`the ${game} panel's language switch turns the game French and is remembered`,
       async () => {
    const { page, context, errors } =
        await openGame(shared.browser, shared.server.url, { ...ipad, locale: 'en-US' });
    try {
      await settle(page);
      for (const id of ['new-game', `ng-game-${game}`, start, 'ng-start']) await tapItem(page, id);
      assert.equal((await page.evaluate(() => window.naw.ui())).game, game);
      // Waterloo 20's hot-seat game opens behind the hand-over (W29).
      if ((await page.evaluate(() => window.naw.ui())).handover) await tapItem(page, 'handover-ready');
      assert.equal(await naw(page, 'language'), 'en');
      assert.equal(await switchLabel(page), 'Français');
      await tapItem(page, 'language');
      await frenchShown(page);
      await settle(page);
      assert.equal((await page.evaluate(() => window.naw.ui())).game, game);
      assert.equal(await switchLabel(page), 'English');
      await assertNothingClipped(page, `${game} panel in French`, 5);
      await shot(page, 'tablet', `${game}-switched`);
      await page.reload();
      await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                                 { timeout: 30000 });
      assert.equal(await page.evaluate(() => localStorage.getItem('naw.lang')), 'fr');
      await frenchShown(page);
      // And back: the switch is named in English now.
      await settle(page);
      if ((await page.evaluate(() => window.naw.ui())).handover) await tapItem(page, 'handover-ready');
      await tapItem(page, 'language');
      assert.equal(await naw(page, 'language'), 'en');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

// Waterloo 20's panel in French on a tablet, over many positions (four seeded games, a check
// every five random actions): no item runs past the panel's edge. It found a unit's full name
// on a button 9 px too wide once the panel's scrollbar shows, the night date 75 px too wide,
// and choices such as "Marche forcée : Anglo-Néerlandais" (now wrapped).
test('Waterloo 20 in French on a tablet: the panel holds its items over many positions',
     async () => {
  const { page, context, errors } =
      await openGame(shared.browser, shared.server.url, { ...ipad, ...french });
  try {
    await frenchShown(page);
    await settle(page);
    const found = [];
    for (let g = 0; g < 4; ++g) {
      await page.evaluate((n) => window.naw.nextGameSeed(n), 1815061800 + g);
      for (const id of ['new-game', 'ng-game-w20', 'ng-w20-two-players', 'ng-start'])
        await tapItem(page, id);
      for (let k = 0; k < 12; ++k) {
        const played = await naw(page, 'playRandom', 5, 100 + g * 20 + k);
        assert.equal(played.error, '');
        await settle(page);
        if ((await page.evaluate(() => window.naw.ui())).handover)
          await tapItem(page, 'handover-ready');
        const over = await page.evaluate(() => window.naw.overflows());
        if (Object.keys(over).length) found.push({ game: g, check: k, over });
      }
    }
    assert.deepEqual(found, [], 'the W20 panel ran past its edge');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
