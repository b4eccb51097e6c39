// Waterloo 20 in the page, by taps only, on an iPad-sized touch screen, hot-seat with fog of
// war (W29): a newcomer picks the game in the new-game dialog; each side sets its dummy up
// behind the hand-over; in the French movement a French unit moves next to an Allied
// counter; the French combat obliges an attack (W14), put together in the planner (its
// figures withheld while the defender is face down, 15.1), declared, resolved and settled
// by both players' taps; then both sides play on, ending their phases, through the rest of
// 16 June (turns 1 to 3, the night included) to the morning of 17 June. At every step the
// page is read as its player could read it (window.naw.ui(): the viewer's counters): no
// face-down counter of the other side ever shows its identity, and the enemy's ids cannot
// be located through unitHex. The game is then resumed from its autosave after a reload.
// Against the computer, the reloaded game is still against it (the save remembers it).
// Screenshots go to build/screenshots/w20-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem, tapHexAt } from './naw-api.mjs';
import { moveFrenchNextTo } from './w20-moves.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `w20-${name}.png`) });
const hexOf = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const tapHex = (page, h) => tapHexAt(page, h, assert);
const tapItem = async (page, id) => {
  const p = await reachItem(page, id);
  if (!p) assert.fail(`nothing to tap: ${id} in ${JSON.stringify(await ui(page))}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
};

const ALLIED = ['ad-i', 'ad-ii', 'ad-res', 'ad-ux', 'al-dummy', 'pr-i', 'pr-ii', 'pr-iii', 'pr-iv'];
const FRENCH = ['fr-cav-i', 'fr-cav-ii', 'fr-cav-iii', 'fr-cav-iv', 'fr-dummy', 'fr-i', 'fr-ig',
                'fr-ii', 'fr-iii', 'fr-iv', 'fr-vi'];

// What the player on screen may read: his own counters by id, the other side's face-down
// ones by marker only (W29), and no enemy id that unitHex would place.
async function checkFog(page, seen) {
  const s = await ui(page);
  if (!s.counters || s.handover) return s;
  const enemy = s.viewer === 'french' ? 'allied' : 'french';
  for (const c of s.counters) {
    if (c.side === enemy && !c.faceUp) {
      assert.equal(c.id, null, `the ${s.viewer} view names a face-down enemy: ${JSON.stringify(c)}`);
      seen.hidden++;
    }
  }
  const faceUpIds = new Set(s.counters.filter((c) => c.side === enemy && c.faceUp).map((c) => c.id));
  for (const id of enemy === 'allied' ? ALLIED : FRENCH) {
    const h = await hexOf(page, id);
    if (h) assert.ok(faceUpIds.has(id), `${id} located at ${h} while face down (${s.viewer} view)`);
  }
  return s;
}

// One tap that moves the game on as its player would: the hand-over, a refusal read and
// dismissed, the first unit choice of a step about units (deploy, retreat, advance), the
// first button of the step (event, Morale Point, roll, losses, rally, resolve), else ending
// the phase. Returns the state before the tap.
async function advance(page, seen) {
  const s = await checkFog(page, seen);
  if (s.handover) {
    await tapItem(page, 'handover-ready');
    seen.handovers++;
    return s;
  }
  if (s.refusal) {
    await tapItem(page, 'refusal-rule');  // tap the case to read it
    await tapItem(page, 'close');  // its dialog (which may cover the panel) closed
    assert.ok(s.items.includes('refusal-ok'));
    await tapItem(page, 'refusal-ok');
    return s;
  }
  if ((s.step === 'deploy' || s.step === 'retreat' || s.step === 'advance') && s.reach.length &&
      !(s.step === 'advance' && s.items.includes('w20-choice-0'))) {
    await tapHex(page, s.reach[0]);
    return s;
  }
  if (s.items.includes('w20-choice-0') && s.step !== 'act' && s.step !== 'declare') {
    await tapItem(page, 'w20-choice-0');
    return s;
  }
  if (s.step === 'declare') {  // an attack the rules oblige (W14): put together by taps
    await tapItem(page, 'end-phase');
    const after = await ui(page);
    if (!after.refusal || after.phase !== s.phase) return s;
    await tapItem(page, 'refusal-ok');
    await declareFirstAttack(page, seen);
    return s;
  }
  if (!s.items.includes('end-phase')) {
    // `items` and `reach` are those of the last frame drawn: on a loaded machine the step
    // may be read before the frame that draws its buttons or highlights its hexes (CI saw a
    // retreat with no hex and no button). Let the page settle and look again; the main
    // loop's guard fails the test if nothing ever comes.
    await settle(page);
    return s;
  }
  await tapItem(page, 'end-phase');
  return s;
}

// The first declaration the engine lists, by taps: the attackers, then the defenders' hexes;
// the planner's figures, then Declare.
async function declareFirstAttack(page, seen) {
  const owed = await page.evaluate(() => window.naw.legalAttack(0));
  assert.ok(owed, 'no attack listed');
  for (const id of owed.attackers) await tapHex(page, await hexOf(page, id));
  for (const h of owed.defenderHexes) await tapHex(page, h);
  const s = await ui(page);
  assert.deepEqual(s.attackers.sort(), [...owed.attackers].sort());
  assert.ok(s.planner, JSON.stringify(s));
  const defenders = s.counters.filter((c) => owed.defenderHexes.includes(c.hex));
  if (defenders.some((c) => !c.faceUp)) {
    assert.equal(s.planner.hidden, true);  // 15.1: the odds wait for the defender's face
    seen.hiddenPlans++;
  } else {
    const faces = Object.values(s.planner.faces).reduce((a, b) => a + b, 0);
    assert.equal(faces, 6, JSON.stringify(s.planner));  // the chance of each result, in sixths
    assert.equal(s.planner.diff, s.planner.attack - s.planner.defence);
    seen.shownPlans++;
  }
  await shot(page, 'planner');
  await tapItem(page, 'w20-declare');
  const d = await ui(page);
  assert.equal(d.refusal, null, JSON.stringify(d.refusal));
  seen.declared++;
}

// A fresh page on the new-game dialog's Waterloo 20 choices, and the tally of what was seen.
// Reloads the page: its autosave resumes the game at `status`; the page's ui() then.
async function reloadSameGame(page, status) {
  await page.reload();
  await page.waitForFunction(() => window.naw && window.naw.ready &&
                                   window.naw.ui().game === 'w20', null, { timeout: 30000 });
  await settle(page);
  assert.equal(await page.evaluate(() => window.naw.status()), status);
  return ui(page);
}

async function openW20Dialog() {
  const opened = await openGame(shared.browser, shared.server.url, ipad);
  await settle(opened.page);
  await tapItem(opened.page, 'new-game');
  await tapItem(opened.page, 'ng-game-w20');
  opened.seen = { hidden: 0, handovers: 0, declared: 0, hiddenPlans: 0, shownPlans: 0, rolls: 0 };
  return opened;
}

test('Waterloo 20 hot-seat by taps: set-up, a move, an attack through the planner, 16 June to the morning of 17 June, fog held', async () => {
  const { context, page, errors, seen } = await openW20Dialog();
  try {
    let s = await ui(page);
    assert.equal(s.game, 'w20');
    assert.equal(s.dialog, 'new-game');
    for (const item of ['ng-w20-historical', 'ng-w20-free', 'ng-w20-fog', 'ng-w20-penetration',
                        'ng-w20-routed', 'ng-w20-two-players'])
      assert.ok(s.items.includes(item), item);
    await shot(page, 'new-game');
    await tapItem(page, 'ng-start');
    s = await ui(page);
    assert.equal(s.handover, 'allied');  // the Allied dummy is set up unseen (W3, W29)
    assert.equal(s.counters, undefined);  // nothing of the board behind the hand-over
    await tapItem(page, 'handover-ready');
    s = await ui(page);
    assert.equal(s.step, 'deploy');
    assert.deepEqual(s.pending, ['al-dummy']);
    await shot(page, 'allied-setup');
    await tapHex(page, s.reach[0]);
    s = await ui(page);
    assert.equal(s.handover, 'french');
    await tapItem(page, 'handover-ready');
    s = await checkFog(page, seen);
    assert.deepEqual(s.pending, ['fr-dummy']);
    await tapHex(page, s.reach[0]);
    s = await checkFog(page, seen);
    assert.equal(s.phase, 'french-move');
    assert.equal(s.viewer, 'french');
    assert.match(await page.evaluate(() => window.naw.status()),
                 /^turn=1 phase=french-move french-morale=8 allied-morale=7 winner=none scenario=w20 date=16-june part=afternoon period=day$/);
    assert.equal(await page.evaluate(() => window.naw.shownStep()), 'turn=1 phase=french-move');
    assert.ok(s.counters.filter((c) => c.side === 'allied').every((c) => c.id === null));
    await shot(page, 'french-move');

    // A French unit next to an Allied counter: the first French counter with a highlighted
    // hex beside one.
    const allied = s.counters.filter((c) => c.side === 'allied').map((c) => c.hex);
    const closed = await moveFrenchNextTo(page, tapHex, allied);
    const moved = closed && closed.id;
    if (closed) assert.equal(await hexOf(page, closed.id), closed.to);
    assert.ok(moved, 'no French unit can reach an Allied counter');
    await shot(page, 'moved');

    // On through the phases until 17 June's morning (turn 4): every step by taps.
    let guard = 0;
    while (guard++ < 600) {
      s = await ui(page);
      if (s.gameOver || s.turn >= 4) break;
      if (s.phase === 'french-combat' && s.step === 'resolve' && !seen.resolveShot) {
        seen.resolveShot = true;
        await shot(page, 'resolve');
      }
      const before = s;
      await advance(page, seen);
      const after = await ui(page);
      if (before.step === 'roll' && after.result) {
        seen.rolls++;
        await shot(page, `combat-${seen.rolls}`);
      }
    }
    s = await checkFog(page, seen);
    assert.ok(s.turn >= 4 || s.gameOver, `stopped at ${JSON.stringify([s.turn, s.phase, s.step])}`);
    assert.ok(seen.declared >= 1, 'no attack was declared');
    assert.ok(seen.rolls >= 1, 'no combat was rolled');
    assert.ok(seen.hidden > 0 && seen.handovers > 4, JSON.stringify(seen));
    await shot(page, 'turn-4');
    const status = await page.evaluate(() => window.naw.status());
    assert.deepEqual(errors, []);

    // The autosave: a reload resumes the same game, behind the hand-over.
    s = await reloadSameGame(page, status);
    assert.ok(s.handover, JSON.stringify(s));
    console.log(`w20 browser test: ${JSON.stringify(seen)}; ${status}`);
  } finally {
    await context.close();
  }
});

// Plays the French side by taps, the computer the Allies, until French movement of `turn`:
// never a hand-over, the board always the person's (French) side.
async function playFrenchUntil(page, seen, turn) {
  for (let guard = 0; guard < 200; ++guard) {
    const s = await checkFog(page, seen);
    if (s.gameOver || (s.turn === turn && s.phase === 'french-move')) break;
    assert.equal(s.handover, null);
    assert.equal(s.viewer, 'french');  // the board always shows the person's side
    if (s.acting !== 'french') {
      await page.waitForFunction(() => window.naw.ui().acting === 'french' || window.naw.ui().gameOver,
                                 null, { timeout: 60000, polling: 100 });
      continue;
    }
    await advance(page, seen);
  }
  const s = await ui(page);
  assert.ok(s.gameOver || (s.turn === turn && s.phase === 'french-move'), JSON.stringify(s));
  assert.equal(s.refusal, null);
  return s;
}

test('Waterloo 20 against the computer: it plays the Allies from their view and hands the game back', async () => {
  const { context, page, errors, seen } = await openW20Dialog();
  try {
    await tapItem(page, 'ng-w20-computer-allies');
    await tapItem(page, 'ng-start');
    // The computer sets its dummy up; the French player's turn comes without a hand-over.
    let s = await playFrenchUntil(page, seen, 2);
    await shot(page, 'computer-allies');
    // The autosave (body version 2) remembers the computer: after a reload the game is still
    // against it (no hand-over, the French view), and it plays the Allies' next turn.
    if (!s.gameOver) {
      s = await reloadSameGame(page, await page.evaluate(() => window.naw.status()));
      assert.equal(s.handover, null, JSON.stringify(s));
      assert.equal(s.viewer, 'french');
      await playFrenchUntil(page, seen, 3);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// Issue 13's "done when": a newcomer plays the campaign to its end by taps against the
// computer. The French by taps (each step as advance() takes it: the first choice, else the
// end of the phase), the computer the Allies, from 16 June to the game's end (turn 10 at the
// latest, 14.2 / W28), fog held throughout; the end is shown with its winner.
// The game's seed is fixed (NAW_W20_CAMPAIGN_SEED to play another): every run plays the same
// campaign, so a failure on one machine can be replayed on another.
const campaignSeed = Number(process.env.NAW_W20_CAMPAIGN_SEED || 1815061801);
test('Waterloo 20 against the computer: the whole campaign by taps, to its end', async () => {
  const { context, page, errors, seen } = await openW20Dialog();
  try {
    await page.evaluate((n) => window.naw.nextGameSeed(n), campaignSeed);
    await tapItem(page, 'ng-w20-computer-allies');
    await tapItem(page, 'ng-start');
    let s = null;
    try {
      for (let turn = 2; turn <= 11 && !(s && s.gameOver); ++turn)
        s = await playFrenchUntil(page, seen, turn);  // turn 11 never comes: the game ends
    } catch (e) {
      // Each run plays another campaign (the dialog's seed is the clock): keep what is needed
      // to replay this one (the autosave in localStorage) and what the page said.
      const kept = join(screenshotDir, 'w20-campaign-failure.json');
      await writeFile(kept, JSON.stringify({
        errors, ui: await ui(page).catch((x) => String(x)),
        storage: await page.evaluate(() => JSON.stringify(localStorage)).catch((x) => String(x)),
      }));
      await shot(page, 'campaign-failure').catch(() => {});
      e.message += ` (seed ${campaignSeed}; page errors: ${JSON.stringify(errors)}; the game kept in ${kept})`;
      throw e;
    }
    assert.ok(s.gameOver, JSON.stringify(s));
    const status = await page.evaluate(() => window.naw.status());
    assert.match(status, /winner=(french|allied|draw)/, status);
    assert.doesNotMatch(status, /winner=none/);
    await shot(page, 'campaign-end');
    assert.deepEqual(errors, []);
    console.log(`w20 campaign (seed ${campaignSeed}): ${JSON.stringify(seen)}; ${status}`);
  } finally {
    await context.close();
  }
});
