// NLB Waterloo by link in the page (issue 12, item 3): two browser contexts play a game by
// link with committed dice (src/modules/nlb_match.h): the French invite, the Allies accept,
// and the links go back and forth for a few turns; the French Guard battery II bombards by
// taps (a die drawn from both players' chains, derived again by the receiver), and every
// decision of the other side (a retreat owed by an Allied unit in the French combat phase
// included) waits for its owner's link. Each receiver replays the sender's turn to the same
// position, and a tampered link changes nothing. A hot-seat turn link opens in a fresh
// browser and the receiver plays on. A game against the computer, left and reopened from
// the saved-games list, is still against the computer at its level. A Grouchy game by link
// (R8): each page holds its own chit, the other one only as a commitment (ui().chits 0).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem, api, closeLinkBoxBy } from './naw-api.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const status = (page) => page.evaluate(() => window.naw.status());
const hexOf = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
async function tapAt(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
const tapHex = async (page, h) =>
  tapAt(page, await page.evaluate((x) => window.naw.hexToClient(x), h), h);
const tapUnit = async (page, id) =>
  tapAt(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const tapItem = async (page, id) => tapAt(page, await reachItem(page, id), id);
const closeLinkBox = (page) => closeLinkBoxBy(page, tapItem, assert);
const waitNlb = (page) =>
  page.waitForFunction(() => window.naw.ui().game === 'nlb' && window.naw.ui().step !== '', null,
                       { timeout: 10000 });

async function newNlbGame(page, computerAllies = false) {
  await settle(page);
  await tapItem(page, 'new-game');
  await tapItem(page, 'ng-game-nlb');
  if (computerAllies) {
    await tapItem(page, 'ng-nlb-computer-allies');
    await tapItem(page, 'ng-nlb-level-normal');  // not the default (hard): the save keeps it
  }
  await tapItem(page, 'ng-start');
  assert.equal((await ui(page)).step, 'move');
}

// Opens `link` in `page` (the other player's browser) and waits for its replay: until the
// page's game has `actions` actions (the sender's count), then for the link message.
async function receive(page, link, { actions = -1, message = /opponent's turn/ } = {}) {
  await page.goto(link);
  await page.waitForFunction(() => window.naw && window.naw.ready === true);
  await settle(page);
  await waitNlb(page);
  if (actions >= 0)
    await page.waitForFunction((n) => window.naw.ui().actions === n, actions, { timeout: 10000 });
  await page.waitForFunction((m) => new RegExp(m).test(window.naw.linkMessage().text),
                             message.source, { timeout: 10000 });
  const msg = await api(page, 'linkMessage');
  assert.equal(msg.error, false, msg.text);
  await closeLinkBox(page);
}
const actionsOf = async (page) => (await ui(page)).actions;

// Plays `side`'s decisions by taps while it is `side`'s to decide: movement phases end at
// once, an attack is declared only when the engine refuses the end of a combat phase (N9,
// the first attack it lists), results are settled (the first retreat hex, advances and
// battery retreats declined, Ex losses chosen). Stops when the other side is to decide, or
// at the end of the turn: against a quick computer the other side's whole turn may be over
// between two looks, and `side` would then play on into the next turn.
async function playSide(page, side) {
  let turn = null;
  for (let guard = 0; guard < 40; ++guard) {
    const s = await ui(page);
    if (turn === null) turn = s.turn;
    if (s.gameOver || s.acting !== side || s.turn !== turn) return s;
    if (s.refusal) await tapItem(page, 'refusal-ok');
    if (s.step === 'retreat') {
      assert.ok(s.reach.length > 0, JSON.stringify(s));
      await tapHex(page, s.reach[0]);
    } else if (s.step === 'advance' || s.step === 'artillery-retreat') {
      await tapItem(page, 'nlb-decline');
    } else if (s.step === 'lose') {
      for (const u of s.pending) {
        await tapUnit(page, u);
        await tapItem(page, 'nlb-lose');
        if ((await ui(page)).step !== 'lose') break;
      }
    } else {
      await tapItem(page, 'end-phase');
      const after = await ui(page);
      if (after.refusal && after.step === 'declare-attack') {
        await tapItem(page, 'refusal-ok');
        const owed = await page.evaluate(() => window.naw.legalAttack(0));
        assert.ok(owed, JSON.stringify(after));
        for (const u of [...owed.attackers, ...owed.bombarders]) await tapUnit(page, u);
        for (const d of owed.defenders)
          if (!(await ui(page)).defenders.includes(d)) await tapUnit(page, d);
        await tapItem(page, 'nlb-declare');
      }
    }
  }
  assert.fail(`${side} did not finish`);
}

const UNITS = ['fr-art-gd', 'fr-art-ii', 'fr-gren-gd', 'fr-1-i', 'fr-2-i', 'aa-5br', 'aa-art-i'];
const where = (page) => Promise.all(UNITS.map((u) => hexOf(page, u)));

test('an NLB game by link: invitation, acceptance, a bombardment with a committed die, turns exchanged', async () => {
  const french = await openGame(shared.browser, shared.server.url, ipad);
  const allied = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await newNlbGame(french.page);  // the NLB screen is on: an invitation is an NLB game by link
    const invitation = await french.page.evaluate(() => window.naw.invite('french'));
    assert.ok(invitation.includes('#t='), invitation);
    assert.equal((await ui(french.page)).byLink, true);
    await closeLinkBox(french.page);
    // Nothing can be played before the opponent accepts.
    await tapItem(french.page, 'end-phase');
    assert.equal((await ui(french.page)).refusal?.rule, 'link');
    await tapItem(french.page, 'refusal-ok');
    await receive(allied.page, invitation, { message: /accepted and play the Allies/ });
    // The Allies cannot act in the French movement phase.
    await tapItem(allied.page, 'end-phase');
    assert.match((await ui(allied.page)).refusal?.why ?? '', /French player's decision/);
    await tapItem(allied.page, 'refusal-ok');
    const back = await allied.page.evaluate(() => window.naw.sendTurn());
    await closeLinkBox(allied.page);
    await receive(french.page, back, { actions: 0 });

    // French movement: battery II to 1809 by taps; then the bombardment of aa-5br (N13).
    await tapUnit(french.page, 'fr-art-ii');
    await tapHex(french.page, '1809');
    assert.equal(await hexOf(french.page, 'fr-art-ii'), '1809');
    await tapItem(french.page, 'end-phase');
    assert.equal((await ui(french.page)).phase, 'french-combat');
    await tapUnit(french.page, 'fr-art-ii');
    await tapUnit(french.page, 'aa-5br');
    let s = await ui(french.page);
    assert.deepEqual(s.bombarders, ['fr-art-ii'], JSON.stringify(s));
    await tapItem(french.page, 'nlb-declare');
    s = await ui(french.page);
    assert.equal(s.refusal, null, JSON.stringify(s.refusal));
    assert.ok(s.die >= 1 && s.die <= 6, JSON.stringify(s));
    const combat = `${s.odds} ${s.die} ${s.result}`;

    // The links go back and forth while either side has a decision, until the French
    // movement of turn 3: each receiver replays the sender's actions to the same position.
    let sender = french.page, receiver = allied.page, side = 'french', exchanges = 0;
    for (; exchanges < 20; ++exchanges) {
      s = await playSide(sender, side);
      if (s.turn === 3 && s.phase === 'french-move') break;
      const link = await sender.evaluate(() => window.naw.sendTurn());
      await closeLinkBox(sender);
      const sent = await status(sender);
      const units = await where(sender);
      await receive(receiver, link, { actions: await actionsOf(sender) });
      assert.equal(await status(receiver), sent);
      assert.deepEqual(await where(receiver), units);
      [sender, receiver] = [receiver, sender];
      side = side === 'french' ? 'allied' : 'french';
    }
    assert.ok(exchanges >= 3 && exchanges < 20, `${exchanges} exchanges`);
    s = await ui(sender);
    assert.equal(s.turn, 3);
    assert.equal(side, 'allied');  // the Allies ended turn 2: the French are to move
    // The bombardment's result stands in both browsers' logs (the combat line of this turn).
    assert.match(combat, /^\S+ [1-6] (Ae|Ar|Ex|Dr|De)$/);

    // A tampered turn link is refused by the French and changes nothing.
    const turn = await sender.evaluate(() => window.naw.sendTurn());
    const before = await status(receiver);
    const bad = turn.slice(0, -12) + (turn.at(-12) === 'A' ? 'B' : 'A') + turn.slice(-11);
    await receiver.goto(bad);
    await receiver.waitForFunction(() => window.naw && window.naw.ready === true);
    await settle(receiver);
    await receiver.waitForFunction(() => window.naw.linkMessage().error, null, { timeout: 10000 });
    assert.equal(await status(receiver), before);
    // The honest one opens.
    await receive(receiver, turn, { actions: await actionsOf(sender) });
    assert.deepEqual(french.errors, []);
    assert.deepEqual(allied.errors, []);
  } finally {
    await french.context.close();
    await allied.context.close();
  }
});

test('a Grouchy NLB game by link (R8): each page holds its own chit and not the other one', async () => {
  const french = await openGame(shared.browser, shared.server.url, ipad);
  const allied = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await newNlbGame(french.page);
    const invitation = await french.page.evaluate(() => window.naw.invite('french', true));
    assert.ok(invitation.includes('#t='), invitation);
    await closeLinkBox(french.page);
    let f = await ui(french.page);
    assert.equal(f.byLink, true);
    assert.ok(f.chits[0] >= 1 && f.chits[0] <= 6, JSON.stringify(f.chits));
    assert.equal(f.chits[1], 0);  // the Allied player has not accepted: no chit of his here
    await receive(allied.page, invitation, { message: /accepted and play the Allies/ });
    let a = await ui(allied.page);
    assert.ok(a.chits[1] >= 1 && a.chits[1] <= 6, JSON.stringify(a.chits));
    assert.equal(a.chits[0], 0, 'the French chit is only a commitment in the Allied page');
    const back = await allied.page.evaluate(() => window.naw.sendTurn());
    await closeLinkBox(allied.page);
    await receive(french.page, back, { actions: 0 });
    f = await ui(french.page);
    assert.equal(f.chits[1], 0, 'the Allied chit is only a commitment in the French page');
    // One exchange of turn 1: the French movement and combat, then the Allies receive it.
    const s = await playSide(french.page, 'french');
    assert.equal(s.acting, 'allied');
    const link = await french.page.evaluate(() => window.naw.sendTurn());
    await closeLinkBox(french.page);
    await receive(allied.page, link, { actions: await actionsOf(french.page) });
    a = await ui(allied.page);
    assert.equal(a.chits[0], 0);
    assert.equal(await status(allied.page), await status(french.page));
    assert.deepEqual(french.errors, []);
    assert.deepEqual(allied.errors, []);
  } finally {
    await french.context.close();
    await allied.context.close();
  }
});

test('an NLB hot-seat turn link opens in a fresh browser, replays, and the receiver plays on', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  let link, after, units;
  try {
    await newNlbGame(page);
    await tapUnit(page, 'fr-art-ii');
    await tapHex(page, '1809');
    await tapItem(page, 'send-turn');
    link = await page.evaluate(() => window.naw.sendTurn());
    assert.ok(link.startsWith(shared.server.url) && link.includes('#t='), link);
    after = await status(page);
    units = await where(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  const fresh = await openGame(shared.browser, link, ipad);
  try {
    await settle(fresh.page);
    await waitNlb(fresh.page);
    assert.equal(await status(fresh.page), after);
    assert.deepEqual(await where(fresh.page), units);
    assert.match((await api(fresh.page, 'linkMessage')).text, /turn link/);
    // The receiver plays on: the French movement ends.
    await tapItem(fresh.page, 'end-phase');
    assert.equal((await ui(fresh.page)).phase, 'french-combat');
    const list = await api(fresh.page, 'savedGames');
    assert.ok(list.some((g) => g.current && /turn link/.test(g.name)), JSON.stringify(list));
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.context.close();
  }
});

test('an NLB game against the computer reopened from the saved-games list is still against it', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await newNlbGame(page, true);
    let s = await ui(page);
    assert.deepEqual(s.computer, [false, true]);
    await tapUnit(page, 'fr-art-ii');
    await tapHex(page, '1809');
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    const units = await where(page);
    // Another game on screen, then the NLB one resumed from the list.
    await page.evaluate(() => window.naw.newGame('human', 'human', 'normal', 7));
    await settle(page);
    assert.equal(await page.evaluate((i) => window.naw.resumeSave(i), id), '');
    await settle(page);
    await waitNlb(page);
    s = await ui(page);
    assert.deepEqual(s.computer, [false, true]);
    assert.equal(s.level, 3);
    assert.deepEqual(await where(page), units);
    // And after a reload (the autosave): the computer plays the Allies when their turn comes.
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true);
    await settle(page);
    await waitNlb(page);
    assert.deepEqual((await ui(page)).computer, [false, true]);
    await tapItem(page, 'end-phase');  // French movement
    s = await playSide(page, 'french');  // French combat, ended (attacks if obliged)
    // The computer (no hand-over) plays the Allied movement: the phase moves on by itself.
    assert.equal((await ui(page)).handover, null);
    await page.waitForFunction(() => {
      const u = window.naw.ui();
      return u.phase === 'allied-combat' || u.turn === 2 || u.gameOver;
    }, null, { timeout: 120000, polling: 200 });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
