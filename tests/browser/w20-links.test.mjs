// Waterloo 20 by link in the page, with fog of war that holds (issue 13, FOG-MODEL.md): two
// browser contexts play by turn links with the free set-up (W3: every counter placed face
// down by its owner, dummies included) from the invitation to the French movement of turn 2
// (one full turn of each side), every step by taps (the second test with a French counter
// next to a face-down Allied one, and the attack then owed, W14). After every link received
// the test checks, in the receiver's page:
//  (a) the board shows each face-down enemy counter by its marker only (window.naw.ui());
//  (b) nothing the page holds reads as the identity of an enemy counter still face down and
//      not revealed: the received link's decoded bytes, every localStorage value (decoded when
//      a save), the test API's answers, and the whole wasm heap hold neither the sender's
//      secret root nor the salt that opens such a counter's commitment (w20_fog.h: without it
//      the commitment says nothing), and no API answer names its unit; the same heap scan
//      finds the sender's own salts in the sender's page (the scan can see them);
//  (c) both pages stand at the same status and show the same public board (every counter's
//      hex, side, marker, face and Routed marker).
// Then the receiver's page is reloaded (its save keeps its secret and plays on); at the end
// it steps through the game's replay (every moment from its side's view, W29; play on from a
// moment refused: the game is not over, W29), and a tampered, a replayed and a foreign link
// are refused with a message, changing nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem, tapHexAt, closeLinkBoxBy } from './naw-api.mjs';
import { moveFrenchNextTo } from './w20-moves.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const status = (page) => page.evaluate(() => window.naw.status());
const linkState = (page) => page.evaluate(() => window.naw.w20Link());
const secretOf = (page) => page.evaluate(() => window.naw.w20Secret());
const tapHex = (page, h) => tapHexAt(page, h, assert);
const tapItem = async (page, id) => {
  const p = await reachItem(page, id);
  if (!p) assert.fail(`nothing to tap: ${id} in ${JSON.stringify(await ui(page))}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
};
const closeLinkBox = (page) => closeLinkBoxBy(page, tapItem, assert);

const b64 = (text) => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const linkBytes = (url) => b64(url.slice(url.indexOf('#t=') + 3));
// Links and saves are bit-packed, low bit first (src/persist/primitives.h): a secret's bytes
// may start at any bit. Whether `bytes` hold the bytes of `hex` at any bit offset (all of them
// but the first), and the base64url texts inside `bytes` at any bit offset (a save holds the
// link as its text), decoded.
function holdsBits(bytes, hex) {
  const d = Buffer.from(hex, 'hex');
  for (let k = 0; k < 8; ++k) {
    const p = Buffer.alloc(d.length - 1);
    for (let j = 0; j + 1 < d.length; ++j)
      p[j] = k === 0 ? d[j + 1] : ((d[j] >> (8 - k)) | (d[j + 1] << k)) & 0xff;
    if (bytes.indexOf(p) >= 0) return true;
  }
  return false;
}
function innerTexts(bytes) {
  const out = [];
  for (let k = 0; k < 8; ++k) {
    const s = Buffer.alloc(bytes.length);
    for (let m = 0; m < bytes.length; ++m)
      s[m] = k === 0 ? bytes[m] : ((bytes[m] >> k) | ((bytes[m + 1] ?? 0) << (8 - k))) & 0xff;
    for (const run of s.toString('latin1').match(/[A-Za-z0-9_-]{64,}/g) ?? []) out.push(b64(run));
  }
  return out;
}

// One step of the player whose turn it is, by taps (as w20.test.mjs's advance, without the
// hand-over: by link each browser shows its own side only).
async function step(page, seen) {
  const s = await ui(page);
  if (s.refusal) {
    await tapItem(page, 'refusal-ok');
    return;
  }
  if (s.items.includes('link-close')) {  // a link box over the map takes the taps under it
    await closeLinkBox(page);
    return;
  }
  if (s.pending.length && !s.pending.includes(s.selected)) {  // (the link box's Close tapped
    if (s.items.includes(`w20-unit-${s.pending[0]}`))        // the map, or a new page opened)
      await tapItem(page, `w20-unit-${s.pending[0]}`);
    else
      await tapHex(page, await page.evaluate((u) => window.naw.unitHex(u), s.pending[0]));
    return;
  }
  if ((s.step === 'deploy' || s.step === 'retreat' || s.step === 'advance') && s.reach.length &&
      !(s.step === 'advance' && s.items.includes('w20-choice-0'))) {
    await tapHex(page, s.reach[0]);
    if (s.step === 'deploy') seen.deployed.push(s.selected);
    return;
  }
  if (s.items.includes('w20-choice-0') && s.step !== 'act' && s.step !== 'declare') {
    await tapItem(page, 'w20-choice-0');
    return;
  }
  await tapItem(page, 'end-phase');
  const after = await ui(page);
  if (s.step !== 'declare' || !after.refusal || after.phase !== s.phase) return;
  await tapItem(page, 'refusal-ok');  // an attack the rules oblige (W14): the first listed
  const owed = await page.evaluate(() => window.naw.legalAttack(0));
  assert.ok(owed, 'no attack listed');
  for (const id of owed.attackers) await tapHex(page, await page.evaluate((u) => window.naw.unitHex(u), id));
  for (const h of owed.defenderHexes) await tapHex(page, h);
  await tapItem(page, 'w20-declare');
  seen.declared++;
}

// In the French movement of turn 1, a French counter moved by taps next to a face-down Allied
// one, so that the French combat owes an attack on a counter only the Allies know (W14, W29).
async function closeIn(page, seen) {
  const s = await ui(page);
  const allied = s.counters.filter((c) => c.side === 'allied' && !c.faceUp).map((c) => c.hex);
  const closed = await moveFrenchNextTo(page, tapHex, allied);
  if (closed) seen.closedIn = closed.id;
}

// Plays while this browser's side has the decision; stops at the French movement of turn 2.
async function playOwn(page, seen) {
  for (let guard = 0; guard < 300; ++guard) {
    const [l, s] = [await linkState(page), await ui(page)];
    if (!l.myTurn || s.gameOver || (s.turn >= 2 && s.phase === 'french-move')) return s;
    if (s.turn === 1 && s.phase === 'french-move' && seen.closedIn === null) {
      seen.closedIn = '';
      await closeIn(page, seen);
      continue;
    }
    await step(page, seen);
  }
  assert.fail('the side played 300 steps');
}

// Every counter as both players see it alike.
const publicBoard = (s) =>
  s.counters.map((c) => `${c.side}.${c.marker}@${c.hex}${c.faceUp ? 'U' : 'D'}${c.routed ? 'R' : ''}` +
                        (c.faceUp ? c.id : '')).sort();

// What changes in a page when it opens a link: its message, or its game by link (an answer
// may add nothing to the log and leave the same message: it ends the wait for it).
const pageMark = (page) => page.evaluate(() => JSON.stringify(
  [window.naw.linkMessage(), window.naw.w20Link ? window.naw.w20Link() : null]));

async function receive(page, url, message) {
  const before = await pageMark(page);
  await page.goto(url);
  await page.waitForFunction(() => window.naw && window.naw.ready === true);
  await page.waitForFunction((b) => window.naw.w20Link && JSON.stringify(
    [window.naw.linkMessage(), window.naw.w20Link()]) !== b, before, { timeout: 20000 });
  await settle(page);
  const msg = await page.evaluate(() => window.naw.linkMessage());
  assert.equal(msg.error, false, msg.text);
  assert.match(msg.text, message);
  await closeLinkBox(page);
}

// (a) and (b): what the receiver's page holds of the sender's hidden counters.
async function checkHidden(receiver, sender, url, seen) {
  const s = await ui(receiver);
  const mine = await linkState(receiver);
  const secret = await secretOf(sender);
  const enemy = secret.side;
  assert.notEqual(mine.side, enemy);
  for (const c of s.counters.filter((x) => x.side === enemy && !x.faceUp))
    assert.equal(c.id, null, `a face-down enemy shown by name: ${JSON.stringify(c)}`);
  // The markers on the board face down and never revealed in the log.
  const downMarkers = new Set(s.counters.filter((c) => c.side === enemy && !c.faceUp).map((c) => c.marker));
  const hidden = secret.markers.filter((m) => downMarkers.has(m.marker) &&
                                              !(mine.revealed & (1 << m.slot)));
  seen.hiddenChecked = Math.max(seen.hiddenChecked, hidden.length);
  const needles = [secret.root, ...hidden.map((m) => m.salt)];
  const bytes = linkBytes(url);
  for (const n of needles) assert.ok(!holdsBits(bytes, n), `the link holds a secret ${n}`);
  const storage = await receiver.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k)));
  let ownRootSaved = false;
  const ownRoot = (await secretOf(receiver)).root;
  for (const v of storage) {
    const outer = v.startsWith('naw-save:') ? b64(v.slice(9)) : Buffer.from(v);
    for (const decoded of [outer, ...innerTexts(outer)]) {
      for (const n of needles) assert.ok(!holdsBits(decoded, n), 'localStorage holds a secret');
      ownRootSaved ||= holdsBits(decoded, ownRoot);
    }
    for (const n of needles) assert.ok(!v.includes(n), 'localStorage holds a secret as text');
  }
  assert.ok(ownRootSaved, 'the search finds the receiver\'s own secret in its save');
  const answers = JSON.stringify([s, mine, await status(receiver),
                                  await receiver.evaluate(() => window.naw.w20Secret())]);
  for (const m of hidden) {
    assert.ok(!answers.includes(`"${m.id}"`), `an API answer names the hidden ${m.id}`);
    assert.equal(await receiver.evaluate((u) => window.naw.unitHex(u), m.id), '');
  }
  for (const n of needles) {
    assert.ok(!answers.includes(n));
    assert.equal(await receiver.evaluate((h) => window.naw.heapHolds(h), n), false,
                 `the receiver's memory holds the sender's secret ${n}`);
  }
  // The scan sees secrets where they are: the sender's own salts in the sender's page.
  if (hidden.length)
    assert.equal(await sender.evaluate((h) => window.naw.heapHolds(h), hidden[0].salt), true);
  seen.checks++;
}

// `contact`: a French counter closes in on a face-down Allied one in the French movement of
// turn 1 (then the attack the rules oblige is declared by link and answered); else no
// counter moves and the sides never touch.
async function playByLink(contact) {
  const french = await openGame(shared.browser, shared.server.url, ipad);
  const allied = await openGame(shared.browser, shared.server.url, ipad);
  const seen = { deployed: [], declared: 0, checks: 0, hiddenChecked: 0, exchanges: 0, reloaded: false,
                 closedIn: contact ? null : 'none', answers: 0 };
  try {
    // The French start a Waterloo 20 game with the free set-up, then play it by link.
    await settle(french.page);
    await tapItem(french.page, 'new-game');
    await tapItem(french.page, 'ng-game-w20');
    await tapItem(french.page, 'ng-w20-free');
    await tapItem(french.page, 'ng-start');
    const invitation = await french.page.evaluate(() => window.naw.invite('french'));
    assert.ok(invitation.includes('#t='), invitation);
    await settle(french.page);
    await closeLinkBox(french.page);
    let fl = await linkState(french.page);
    assert.deepEqual([fl.side, fl.accepted, fl.myTurn], ['french', false, false]);
    // Share position is refused with its reason (it would show every face-down counter).
    await tapItem(french.page, 'share-position');
    const refusal = await french.page.evaluate(() => window.naw.linkMessage());
    assert.equal(refusal.error, true);
    assert.match(refusal.text, /never shared.*face-down/);

    await receive(allied.page, invitation, /accepted and play the Allies/);
    let back = await allied.page.evaluate(() => window.naw.sendTurn());
    await closeLinkBox(allied.page);
    await receive(french.page, back, /checked and replayed/);
    fl = await linkState(french.page);
    assert.equal(fl.accepted, true);

    let sender = allied.page, receiver = french.page, last = back;
    for (; seen.exchanges < 40; ++seen.exchanges) {
      const s = await playOwn(receiver, seen);
      if (s.turn >= 2 && s.phase === 'french-move') break;
      [sender, receiver] = [receiver, sender];
      // Nothing new for the other side (it has the decision, as both know): no link.
      const [sl0, rl0] = [await linkState(sender), await linkState(receiver)];
      if (sl0.log === rl0.log && !rl0.awaiting) continue;
      if (rl0.awaiting) seen.answers++;  // only the sender's counters can settle the receiver's action
      last = await sender.evaluate(() => window.naw.sendTurn());
      await closeLinkBox(sender);
      await receive(receiver, last, /checked and replayed/);
      await checkHidden(receiver, sender, last, seen);
      // (c) the same status; the same public board unless the sender's last actions turned
      // up a counter of the receiver that the receiver reveals only in its next link.
      assert.equal(await status(receiver), await status(sender));
      const sl = await linkState(sender);
      const receiverSlots = sl.side === 'french' ? 0xff800 : 0x7ff;
      if (!(sl.turnedUp & receiverSlots & ~sl.revealed))
        assert.deepEqual(publicBoard(await ui(receiver)), publicBoard(await ui(sender)));
      if (seen.checks === 2 && !seen.reloaded) {  // the receiver's save reopens, plays on
        seen.reloaded = true;
        const st = await status(receiver);
        await receiver.reload();
        await receiver.waitForFunction(() => window.naw && window.naw.ready &&
                                             window.naw.ui().game === 'w20', null, { timeout: 30000 });
        await settle(receiver);
        assert.equal(await status(receiver), st);
        assert.equal((await ui(receiver)).handover, null);
      }
    }
    let s = await ui(receiver);
    assert.equal(s.turn, 2, JSON.stringify([s.turn, s.phase]));
    assert.equal(s.phase, 'french-move');
    // Both sides set up by taps, their dummies included (the others enter later, W3).
    assert.ok(seen.deployed.includes('fr-dummy') && seen.deployed.includes('al-dummy') &&
              seen.deployed.length >= 12, JSON.stringify(seen));
    assert.ok(seen.hiddenChecked > 0 && seen.checks >= 3 && seen.reloaded, JSON.stringify(seen));
    // An attack on a face-down counter was declared by link and answered by its owner.
    if (contact)
      assert.ok(seen.closedIn && seen.declared >= 1 && seen.answers >= 1, JSON.stringify(seen));

    // The replay viewer of this game by link (issue 14, item 4): every moment drawn from the
    // receiver's side's view (W29: no face-down enemy by name), the end the game on screen;
    // no play on from a moment of a game by link.
    const mySide = (await linkState(receiver)).side;
    const openAt = (k) => receiver.evaluate((m) => window.naw.openGameReplay(m), k);
    await openAt(-1);
    const whole = await receiver.evaluate(() => window.naw.gameReplay());
    assert.equal(whole.open, true, JSON.stringify(whole));
    assert.ok(whole.length > 10, JSON.stringify(whole));
    let hiddenShown = 0;
    for (let k = 0; k <= whole.length; k++) {
      await openAt(k);
      const u = await ui(receiver);
      assert.equal(u.replaySide, mySide);
      for (const c of u.replayCounters.filter((x) => x.side !== mySide && !x.faceUp)) {
        assert.equal(c.id, null, `moment ${k} names a face-down enemy: ${JSON.stringify(c)}`);
        hiddenShown++;
      }
    }
    assert.ok(hiddenShown > 0);
    // (Opened by the test API, drawn at the next frame: the End key draws one, at the end.)
    await receiver.focus('#canvas');
    await afterInput(receiver, () => receiver.keyboard.press('End'));
    assert.equal((await receiver.evaluate(() => window.naw.gameReplay())).moment, whole.length);
    await tapItem(receiver, 'replay-play-on');
    assert.match((await receiver.evaluate(() => window.naw.gameReplay())).message,
                 /played on from a moment only once it is over and every counter has been revealed.*W29/);
    await tapItem(receiver, 'replay-close');

    // A tampered link, the same link again and a link of another game change nothing.
    const before = [await status(receiver), JSON.stringify(await linkState(receiver))];
    const refused = async (url, why) => {
      const was = (await receiver.evaluate(() => window.naw.linkMessage())).text;
      await receiver.goto(url);
      await receiver.waitForFunction((b) => window.naw && window.naw.ready &&
                                            window.naw.linkMessage().text !== b, was, { timeout: 20000 });
      const msg = await receiver.evaluate(() => window.naw.linkMessage());
      assert.equal(msg.error, true, msg.text);
      assert.match(msg.text, why);
      assert.deepEqual([await status(receiver), JSON.stringify(await linkState(receiver))], before);
    };
    const cut = last.length - 40;
    await refused(last.slice(0, cut) + (last[cut] === 'A' ? 'B' : 'A') + last.slice(cut + 1),
                  /refused|cannot be opened/);  // (the checksum: before any W20 code)
    await refused(last, /stale|nothing new/);
    // A turn of another game by link (invited and accepted in two other browsers).
    const inviter = await openGame(shared.browser, shared.server.url, ipad);
    const acceptor = await openGame(shared.browser, shared.server.url, ipad);
    try {
      await settle(inviter.page);
      await tapItem(inviter.page, 'new-game');
      await tapItem(inviter.page, 'ng-game-w20');
      await tapItem(inviter.page, 'ng-start');
      const foreignInvitation = await inviter.page.evaluate(() => window.naw.invite('french'));
      await receive(acceptor.page, foreignInvitation, /accepted and play the Allies/);
      const foreign = await acceptor.page.evaluate(() => window.naw.sendTurn());
      await refused(foreign, /not started or accepted in this browser/);
    } finally {
      await inviter.context.close();
      await acceptor.context.close();
    }
    assert.deepEqual(french.errors, []);
    assert.deepEqual(allied.errors, []);
    console.log(`w20-links: ${JSON.stringify(seen)}; ${await status(receiver)}`);
  } finally {
    await french.context.close();
    await allied.context.close();
  }
}

test('Waterloo 20 by link with the free set-up: invitation, set-up, turn 1 of each side, fog that holds in the receiver\'s page', () => playByLink(false));

// With contact: the French end their movement with a counter next to a face-down Allied one.
// Under the Allies' hypothesis of the French counters the French combat phase may pass (the
// marker taken for one that owes no attack), so ending their countercharge phase, which ends
// the French player-turn in their game, waits for the French answer (w20_match: before this
// rule the Allies rolled their event while the French had their combat phase to play, and the
// French page refused the link, 2 runs in 3; FOG-MODEL.md).
test('Waterloo 20 by link with contact: an attack on a face-down counter declared by link and answered', () => playByLink(true));
