// Waterloo under Napoleon's Last Battles rules in the page, by taps only, on an iPad-sized
// touch screen: the game is chosen in the new-game dialog; in the French movement a unit
// moves onto another's hex (a stack of two, each counter then selected on its own) and the
// Guard battery II to 1809 on the east flank; in the French combat the Guard battery at 1411
// is refused a bombardment of 1409 across the Mont-Saint-Jean crest (N13) while battery II,
// with a clear view, bombards at its odds (the die is the game's own: a forced die would keep the save from
// replaying); an attack the engine lists is built by taps and
// settled; the phase ends and the hot-seat hand-over passes the tablet. The game is then
// resumed from its autosave after a reload and opened from its position link. A second game
// against the computer (helper C2's nlb::ai) sees it play the Allies' turn.
// Screenshots go to build/screenshots/nlb-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem } from './naw-api.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const shot = (page, name) => page.screenshot({ path: join(screenshotDir, `nlb-${name}.png`) });
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

// The French units on the map at the start (naw-units.csv).
const FRENCH = ['fr-gren-gd', 'fr-6-ii', 'fr-chas-gd', 'fr-yng-gd', 'fr-2-i', 'fr-9-ii', 'fr-1-i',
                'fr-3-i', 'fr-4-i', 'fr-5-ii', 'fr-19-vi', 'fr-20-vi', 'fr-gd-hvy', 'fr-gd-lt',
                'fr-1c-i', 'fr-2c-ii', 'fr-11c-iii', 'fr-12c-iii', 'fr-13c-iv', 'fr-14c-iv',
                'fr-5c-ic', 'fr-3c-iii'];

// Settles whatever a combat result owes (N12), by taps: retreats into the first highlighted
// hex, advances and battery retreats declined, Ex losses chosen one attacker at a time.
// `computer`: the side the computer plays, whose choices are waited for.
async function settleCombat(page, computer = null) {
  for (let guard = 0; guard < 20; ++guard) {
    const s = await ui(page);
    if (s.step !== 'declare-attack' && s.acting === computer) {
      await page.waitForFunction((c) => window.naw.ui().acting !== c, computer,
                                 { timeout: 30000, polling: 100 });
    } else if (s.step === 'retreat') {
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
      return s;
    }
  }
  assert.fail('the combat did not settle');
}

// Ends the French combat phase by taps: while the engine refuses (N9, an obligation open),
// the first attack it lists is built and declared, and its result settled.
async function endFrenchCombat(page, computer = null) {
  for (let guard = 0; guard < 10 && (await ui(page)).phase === 'french-combat'; ++guard) {
    await tapItem(page, 'end-phase');
    const s = await ui(page);
    if (s.phase !== 'french-combat') break;
    if (s.refusal) await tapItem(page, 'refusal-ok');
    const owed = await page.evaluate(() => window.naw.legalAttack(0));
    assert.ok(owed, JSON.stringify(s));
    for (const u of [...owed.attackers, ...owed.bombarders]) await tapUnit(page, u);
    for (const d of owed.defenders)
      if (!(await ui(page)).defenders.includes(d)) await tapUnit(page, d);
    await tapItem(page, 'nlb-declare');
    await settleCombat(page, computer);
  }
}

test('NLB Waterloo by taps: stack of two, bombardment across a crest, attack, hand-over, save, link', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  let link, status;
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-nlb');
    let s = await ui(page);
    assert.equal(s.game, 'nlb');
    assert.equal(s.dialog, 'new-game');
    await tapItem(page, 'ng-start');
    s = await ui(page);
    assert.equal(s.step, 'move');
    assert.equal(s.acting, 'french');
    assert.equal(s.period, 'day');
    assert.match(await page.evaluate(() => window.naw.status()),
                 /^turn=1 phase=french-move french-lost=0 anglo-lost=0 prussian-lost=0 exited=0 winner=none scenario=nlb period=day /);
    assert.equal(await page.evaluate(() => window.naw.shownStep()), 'turn=1 phase=french-move');
    assert.equal(await hexOf(page, 'fr-art-gd'), '1411');
    await shot(page, 'start');

    // A stack of two: the first French unit whose highlighted hexes hold another French unit.
    const where = {};
    for (const id of FRENCH) where[id] = await hexOf(page, id);
    let mover = null, host = null;
    for (const id of FRENCH) {
      await tapUnit(page, id);
      s = await ui(page);
      if (s.selected !== id) continue;
      host = FRENCH.find((o) => o !== id && s.reach.includes(where[o]));
      if (host) { mover = id; break; }
    }
    assert.ok(mover, 'no French unit can join another');
    await tapUnit(page, host);  // its hex is highlighted: the selected unit moves there
    assert.equal(await hexOf(page, mover), where[host]);
    // Both counters are drawn apart and each is selected by a tap on it.
    const a = await page.evaluate((u) => window.naw.unitToClient(u), mover);
    const b = await page.evaluate((u) => window.naw.unitToClient(u), host);
    assert.ok(Math.abs(a.x - b.x) > 8 || Math.abs(a.y - b.y) > 8, JSON.stringify([a, b]));
    await tapUnit(page, host);
    assert.equal((await ui(page)).selected, host);
    await tapUnit(page, mover);
    assert.equal((await ui(page)).selected, mover);
    await shot(page, 'stack');
    await tapUnit(page, mover);  // unselected

    // Battery II to 1809, where it sees over the ridge's east end (N13).
    await tapUnit(page, 'fr-art-ii');
    s = await ui(page);
    assert.ok(s.reach.includes('1809'), JSON.stringify(s.reach));
    await tapHex(page, '1809');
    assert.equal(await hexOf(page, 'fr-art-ii'), '1809');
    await tapItem(page, 'end-phase');
    s = await ui(page);
    assert.equal(s.phase, 'french-combat', JSON.stringify(s.refusal));

    // The Guard battery at 1411: 1409 lies beyond the Mont-Saint-Jean crest (hidden), and a
    // bombardment of the battery there is refused with N13.
    await tapUnit(page, 'fr-art-gd');
    s = await ui(page);
    assert.ok(s.hidden.includes('1409') && !s.seen.includes('1409'), JSON.stringify(s));
    assert.deepEqual(s.bombarders, ['fr-art-gd']);
    await shot(page, 'line-of-sight');
    await tapUnit(page, 'aa-art-i');
    s = await ui(page);
    assert.deepEqual(s.defenders, ['aa-art-i']);
    assert.match(s.attackRefusal ?? '', /^N13: /, JSON.stringify(s));
    await tapItem(page, 'nlb-declare');
    s = await ui(page);
    assert.equal(s.refusal?.rule, 'N13', JSON.stringify(s));
    await shot(page, 'crest-refused');
    await tapItem(page, 'refusal-ok');
    await tapItem(page, 'nlb-clear');

    // Battery II sees 1708 from 1809: the bombardment has odds and is fired.
    await tapUnit(page, 'fr-art-ii');
    s = await ui(page);
    assert.ok(s.seen.includes('1708'), JSON.stringify(s));
    await tapUnit(page, 'aa-5br');
    s = await ui(page);
    assert.deepEqual(s.bombarders, ['fr-art-ii']);
    assert.match(s.draftOdds ?? '', /^\d+-\d+$/, JSON.stringify(s));
    // (The game's own seeded die, not a forced one: the autosave below must replay to it.)
    await tapItem(page, 'nlb-declare');
    s = await ui(page);
    assert.equal(s.refusal, null, JSON.stringify(s.refusal));
    assert.ok(s.die >= 1 && s.die <= 6, JSON.stringify(s));
    assert.match(s.result, /^(Ae|Ar|Ex|Dr|De)$/);
    await shot(page, 'bombarded');
    s = await settleCombat(page);

    // An attack the engine lists (adjacent attackers), built by taps, at its odds.
    const attack = await page.evaluate(() => {
      for (let i = 0; ; ++i) {
        const x = window.naw.legalAttack(i);
        if (!x) return null;
        if (x.attackers.length && !x.bombarders.length) return x;
      }
    });
    if (attack) {
      for (const u of attack.attackers) await tapUnit(page, u);
      for (const d of attack.defenders)
        if (!(await ui(page)).defenders.includes(d)) await tapUnit(page, d);
      s = await ui(page);
      assert.deepEqual([...s.defenders].sort(), [...attack.defenders].sort());
      assert.match(s.draftOdds ?? '', /^\d+-\d+$/, JSON.stringify(s));
      await tapItem(page, 'nlb-declare');
      s = await ui(page);
      assert.equal(s.refusal, null, JSON.stringify(s.refusal));
      assert.deepEqual(s.attackers, []);  // the draft was declared
      await settleCombat(page);
    }
    // Every tappable widget is at least 44 x 44 CSS px.
    const sizes = await page.evaluate(() => window.naw.itemSizes());
    const small = Object.entries(sizes).filter(([, [w, h, t]]) => t && (w < 44 || h < 44));
    assert.deepEqual(small, []);

    // End the combat (attacks for whatever obligations remain, as the engine lists them).
    await endFrenchCombat(page);
    s = await ui(page);
    assert.equal(s.phase, 'allied-move');
    assert.equal(s.handover, 'allied');
    await shot(page, 'handover');
    await tapItem(page, 'handover-ready');
    s = await ui(page);
    assert.equal(s.handover, null);
    assert.equal(s.acting, 'allied');
    await shot(page, 'allied');

    // The autosave: a reload resumes the game where it was.
    status = await page.evaluate(() => window.naw.status());
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    const entry = (await page.evaluate(() => window.naw.savedGames())).find((g) => g.id === id);
    assert.ok(entry && /NLB/.test(entry.name) && entry.error === '', JSON.stringify(entry));
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                               { timeout: 30000 });
    await settle(page);
    s = await ui(page);
    assert.equal(s.game, 'nlb', JSON.stringify(s));
    assert.equal(await page.evaluate(() => window.naw.status()), status);
    assert.equal(await hexOf(page, 'fr-art-ii'), '1809');
    assert.equal(await page.evaluate(() => window.naw.startMessage()), '');

    link = await page.evaluate(() => window.naw.shareLink());
    assert.ok(link.startsWith(shared.server.url) && link.includes('#p='), link);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }

  // The position link opens the same position in a fresh page.
  const fresh = await openGame(shared.browser, link, ipad);
  try {
    await settle(fresh.page);
    await fresh.page.waitForFunction(() => window.naw.ui().game === 'nlb', null,
                                     { timeout: 10000 });
    assert.equal(await fresh.page.evaluate(() => window.naw.status()), status);
    assert.equal(await hexOf(fresh.page, 'fr-art-ii'), '1809');
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.context.close();
  }
});

test('NLB Waterloo against the computer: it plays the Allies and hands the game back', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-nlb');
    await tapItem(page, 'ng-nlb-computer-allies');
    await tapItem(page, 'ng-start');
    let s = await ui(page);
    assert.equal(s.step, 'move');
    assert.equal(s.acting, 'french');
    // The French player ends his movement, then his combat (attacks for whatever the
    // engine says he must fight first).
    await tapItem(page, 'end-phase');
    await endFrenchCombat(page, 'allied');
    // No hand-over against the computer: it plays both Allied phases (and any retreat of
    // its units), then the French player has turn 2. A French unit that must retreat in
    // the Allied combat is the French player's to retreat (N12): the computer waits for it.
    s = await ui(page);
    assert.equal(s.handover, null);
    for (let guard = 0; guard < 40; ++guard) {
      await page.waitForFunction(() => {
        const u = window.naw.ui();
        return (u.turn === 2 && u.phase === 'french-move') || u.gameOver || u.acting === 'french';
      }, null, { timeout: 120000, polling: 200 });
      s = await ui(page);
      if ((s.turn === 2 && s.phase === 'french-move') || s.gameOver) break;
      assert.equal(s.phase, 'allied-combat', JSON.stringify(s));
      await settleCombat(page, 'allied');
    }
    s = await ui(page);
    assert.equal(s.refusal, null, JSON.stringify(s.refusal));
    assert.match(await page.evaluate(() => window.naw.status()), /^turn=2 phase=french-move /);
    await shot(page, 'computer-allies');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
