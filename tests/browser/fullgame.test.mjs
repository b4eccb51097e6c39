// One complete game, 1 pm to its end, played by taps only on an iPad-sized touch screen
// against the computer: a new game through the New game dialog (French: a person, Allies:
// the computer), then every French phase by taps (two units moved north towards the exit
// hexes, every attack that 5.1 requires fought with real seeded dice, every retreat,
// displacement, advance and Ee loss answered by tapping a highlighted option), the computer's
// Allied phases waited for (and the French decisions owed in them answered by taps), until the
// end-of-game window, whose result must agree with the final losses and exits (8.1-8.4).
// Once a game a move onto a friendly unit makes the end of movement refused (R7a): OK, Undo,
// end again. Any seed: the game's dice come from the dialog's Start (time-seeded), so every
// run plays another game; the test's own choices follow NAW_FULLGAME_SEED (printed);
// NAW_FULLGAME_VERBOSE=1 prints the time at every phase. Screenshots:
// build/screenshots/fullgame-{new-game,start,first-attack,turn5,end}.png (and -stuck.png
// with the status and ui() JSON in the failure message when the game does not advance).
//
// Like play.test.mjs the test learns where to tap from the window.naw test API (hexToClient,
// unitToClient, itemToClient, ui()) and which units to tap for an attack from
// naw.legalAttack (TEST ONLY: it only names units, the die is the game's own). The computer
// plays at level greedy, picked by a tap in the New game dialog; the test ticks "Skip to the
// result" so that the computer does not pause 0.7 s after each of its actions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openGame, screenshotDir, root } from './harness.mjs';
import { sharedBrowser, ipad, assertNewGameShown, reachItem } from './naw-api.mjs';

const shared = sharedBrowser();

const lastTurn = 10;

const ui = (page) => page.evaluate(() => window.naw.ui());
const status = (page) => page.evaluate(() => window.naw.status());
const aiState = (page) => page.evaluate(() => window.naw.aiState());
const unitHex = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const framesDrawn = (page) => page.evaluate(() => window.naw.framesDrawn());
const shot = async (page, name) => {
  await settle(page);
  await page.screenshot({ path: join(screenshotDir, `fullgame-${name}.png`) });
};
const statusNumber = (st, key) => Number(st.match(new RegExp(`(?:^| )${key}=(\\d+)`))[1]);

// A small seeded random generator for the test's own choices (which units move, which
// highlighted hex is tapped): the game's dice are the game's, seeded by the New game dialog.
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x / 4294967296;
  };
}
const testSeed = Number(process.env.NAW_FULLGAME_SEED) || (Date.now() & 0x7fffffff);
const random = rng(testSeed);
const pick = (list) => list[Math.floor(random() * list.length)];
// How often a French move may end in an enemy zone of control (an attack to make, 5.1): a
// cautious French player tends to reach 10 pm (a draw), a bold one to lose 40 points sooner.
const aggression = random() * 0.6;

// The counter manifest: side and strength of every unit (Ee losses are chosen by strength).
async function manifest() {
  const lines = (await readFile(join(root, 'assets', 'units.csv'), 'utf8'))
    .split('\n').filter((l) => l && !l.startsWith('#'));
  const head = lines[0].split(',');
  const col = (name) => head.indexOf(name);
  const units = {};
  for (const l of lines.slice(1)) {
    const f = l.trim().split(',');
    units[f[col('id')]] = { side: f[col('side')], strength: Number(f[col('strength')]) };
  }
  return units;
}

// Waits until the page stops drawing (it renders on demand: a window that appears settles
// over a frame or two, and taps must land where the last frame put things), unless the
// computer is playing (it draws while it thinks: the caller waits for the computer instead).
async function settle(page) {
  let n = await framesDrawn(page);
  for (let i = 0, still = 0; i < 80 && still < 2; ++i) {
    await page.waitForTimeout(50);
    const [m, humanActs] = await page.evaluate(
      () => [window.naw.framesDrawn(), window.naw.aiState().humanActs]);
    if (!humanActs) return;
    still = m === n ? still + 1 : 0;
    n = m;
  }
}

// What a tap may change on the screen (the game, the selection, the attack being built, a
// refusal, a dialog, a hand-over, "Skip to the result").
const screenKey = () => {
  const s = window.naw.ui();
  return JSON.stringify([s.log, s.step, s.phase, s.turn, s.selected, s.dialog, s.handover,
                         s.attackers, s.bombarders, s.defenders, s.refusal, s.canRedo,
                         s.aiWatch]);
};

// A touch tap. On a loaded machine the frame that handles it may come well after the tap (a
// frame of headless Chromium's software WebGL takes ~170 ms): the tap waits until the screen
// shows its effect (a tap that changes nothing that ui() reports, e.g. on a radio button of
// a dialog, passes `changes = false` and waits for frames instead). Panel items are tapped
// once the page has settled (tapItem), where the last frame drew them; map positions come
// from the camera and need no wait.
let taps = 0, tapMs = 0;
async function tapAt(page, p, what, changes = true) {
  assert.ok(p, `nothing to tap: ${what}`);
  assert.ok(p.x >= 0 && p.x < ipad.viewport.width && p.y >= 0 && p.y < ipad.viewport.height,
            `${what} is off the screen: ${JSON.stringify(p)}`);
  const t = Date.now();
  const [before, since] = await page.evaluate(`[(${screenKey})(), window.naw.framesDrawn()]`);
  await page.touchscreen.tap(p.x, p.y);
  taps++;
  if (changes) {
    await page.waitForFunction(({ key, before }) => eval(key)() !== before,
                               { key: `(${screenKey})`, before }, { polling: 25, timeout: 15000 })
      .catch(async () => assert.fail(await report(page, `the tap on ${what} changed nothing`)));
  } else {
    await page.waitForFunction((n) => window.naw.framesDrawn() > n, since,
                               { polling: 25, timeout: 15000 });
  }
  tapMs += Date.now() - t;
}
const tapUnit = async (page, id) =>
  tapAt(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const tapHex = async (page, hex) =>
  tapAt(page, await page.evaluate((h) => window.naw.hexToClient(h), hex), hex);

// A one-finger drag (raw touch events) from `from` to `to`.
async function drag(page, from, to, steps = 10) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, pts) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pts });
  await touch('touchStart', [{ x: from.x, y: from.y, id: 3 }]);
  for (let i = 1; i <= steps; ++i)
    await touch('touchMove', [{ x: from.x + ((to.x - from.x) * i) / steps,
                                y: from.y + ((to.y - from.y) * i) / steps, id: 3 }]);
  const since = await framesDrawn(page);
  await touch('touchEnd', []);
  await cdp.detach();
  await page.waitForFunction((n) => window.naw.framesDrawn() > n, since, { polling: 25 });
  await settle(page);
}

// Taps a named panel item; one below (or above) the screen's edge is first scrolled into view
// by a finger in the panel's left margin, as a player would.
async function tapItem(page, id, changes = true) {
  const t = Date.now();
  await settle(page);
  tapMs += Date.now() - t;
  const p = await reachItem(page, id, drag);  // this file's drag: it waits as settle() here
  assert.ok(p, `no item ${id} on the screen: ` + JSON.stringify(await ui(page)));
  await tapAt(page, p, id, changes);
}

// The state of the game for a report: status, the screen's state, a screenshot.
async function report(page, why) {
  await shot(page, 'stuck').catch(() => {});
  return `${why}\nstatus: ${await status(page)}\nui: ${JSON.stringify(await ui(page))}\n` +
         'screenshot: build/screenshots/fullgame-stuck.png';
}

// Fails with the state of the game (report) unless `ok`.
async function check(page, ok, why) {
  if (!ok) assert.fail(await report(page, why));
}

test('a whole game by taps against the computer, 1 pm to the end-of-game window', async () => {
  const started = Date.now();
  const units = await manifest();
  const frenchIds = Object.keys(units).filter((id) => units[id].side === 'french');
  const g = await openGame(shared.browser, shared.server.url, ipad);
  const { context, page, errors } = g;
  const log = { computerMs: 0, moves: 0, exits: 0, attacks: [], answers: 0, refusals: [], endRefusals: 0,
                turnMs: {} };
  try {
    await settle(page);
    // ---- A new game by taps: French a person, Allies the computer.
    await tapItem(page, 'new-game');
    let s = await ui(page);
    assert.equal(s.dialog, 'new-game');
    for (const id of ['ng-standard', 'ng-french-human', 'ng-allied-computer'])
      await tapItem(page, id, false);
    await tapItem(page, 'ng-allied-level-greedy', false);
    await shot(page, 'new-game');
    await tapItem(page, 'ng-start');
    s = await assertNewGameShown(page, assert);
    assert.equal(s.acting, 'french');
    let a = await aiState(page);
    assert.equal(a.humanActs, true);
    assert.equal(s.aiWatch, true, 'a new game against the computer shows its moves one by one');
    await tapItem(page, 'ai-skip');
    assert.equal((await ui(page)).aiWatch, false, '"Skip to the result" ticked by a tap');
    await shot(page, 'start');
    console.log(`# fullgame: test seed ${testSeed} (NAW_FULLGAME_SEED=${testSeed} repeats the ` +
                `test's choices, not the game's dice), aggression ${aggression.toFixed(2)}`);

    // Observed while playing, for the victory check: the Allies were demoralized (8.2) while
    // the French had not yet lost 40.
    let alliedDemoralizedFirst = false;
    const watchLosses = (st) => {
      if (statusNumber(st, 'allied-lost') >= 40 && statusNumber(st, 'french-lost') < 40)
        alliedDemoralizedFirst = true;
    };

    // ---- French movement: a few units north, towards the exit hexes (R9), by taps.
    async function frenchMovement() {
      const turn = (await ui(page)).turn;
      const hexes = await page.evaluate(
        (ids) => ids.map((u) => window.naw.unitHex(u)), frenchIds);
      const onMap = frenchIds.filter((_, i) => hexes[i]);
      // Those nearest the north edge first (a few others by chance), up to two moves.
      const rows = {};
      frenchIds.forEach((id, i) => { if (hexes[i]) rows[id] = Number(hexes[i].slice(2)); });
      const order = onMap.map((id) => [rows[id] + random() * 8, id]).sort((x, y) => x[0] - y[0])
        .map((x) => x[1]);
      let moved = 0;
      for (const id of order.slice(0, 8)) {
        if (moved >= 2) break;
        let s = await ui(page);
        // Another unit selected: tapped again first to put it down (a tap on a friendly
        // unit's hex within its reach would move it there, R7a).
        if (s.selected && s.selected !== id) {
          await tapUnit(page, s.selected);
          assert.equal((await ui(page)).selected, null, 'a second tap did not put down ' + s.selected);
        }
        if (s.selected !== id) await tapUnit(page, id);
        s = await ui(page);
        await check(page, s.selected === id, 'a tap did not select ' + id);
        if (s.items.includes('exit')) {  // on an exit hex: off the map (R9, 8.3)
          await tapItem(page, 'exit');
          assert.equal(await unitHex(page, id), '', `${id} did not exit`);
          log.exits++;
          moved++;
          continue;
        }
        if (s.refusal) {  // frozen in an enemy zone of control (4.5): says why
          log.refusals.push(s.refusal.rule);
          await tapItem(page, 'refusal-ok');
          continue;
        }
        // Not onto another unit (one unit a hex at the end of the phase, R7a); the northmost
        // hexes offered, one of the three at random.
        const occupied = new Set(await page.evaluate(
          (ids) => ids.map((u) => window.naw.unitHex(u)).filter((h) => h), Object.keys(units)));
        // Mostly not into an enemy zone of control (s.stops: it would have to attack, 5.1).
        let options = s.reach.filter((h) => !occupied.has(h));
        const safe = options.filter((h) => !s.stops.includes(h));
        if (safe.length && random() >= aggression) options = safe;
        options.sort((x, y) => Number(x.slice(2)) - Number(y.slice(2)));
        if (options.length === 0) continue;
        const to = pick(options.slice(0, 3));
        await tapHex(page, to);
        assert.equal(await unitHex(page, id), to,
                     `${id} did not move to ${to}: ` + JSON.stringify((await ui(page)).refusal));
        log.moves++;
        moved++;
      }
      // Once a game (turn 2), a last move onto a friendly unit (allowed while moving, R7a):
      // ending the phase is then refused, and the refusal fixed by taps below.
      if (turn === 2) {
        const french = new Set(await page.evaluate(
          (ids) => ids.map((u) => window.naw.unitHex(u)).filter((h) => h), frenchIds));
        for (const id of order) {
          let s = await ui(page);
          if (s.selected && s.selected !== id) await tapUnit(page, s.selected);
          if ((await ui(page)).selected !== id) await tapUnit(page, id);
          s = await ui(page);
          if (s.refusal) await tapItem(page, 'refusal-ok');
          const onto = s.reach.find((h) => french.has(h) && h !== hexes[frenchIds.indexOf(id)]);
          if (!onto) continue;
          await tapHex(page, onto);
          assert.equal(await unitHex(page, id), onto);
          log.stacked = `${id} onto ${onto}`;
          break;
        }
      }
      // End the phase; a refusal (R7a...) is acknowledged and fixed by undoing the last move.
      for (let i = 0; i < 6; ++i) {
        await tapItem(page, 'end-phase');
        s = await ui(page);
        if (s.phase !== 'french-move' || s.turn !== turn) return;
        await check(page, s.refusal, 'End movement phase did nothing');
        log.endRefusals++;
        log.refusals.push(s.refusal.rule);
        await tapItem(page, 'refusal-ok');
        assert.equal((await ui(page)).refusal, null);
        await check(page, (await ui(page)).canUndo, 'refused with nothing to undo');
        await tapItem(page, 'undo');
      }
      assert.fail(await report(page, 'the movement phase could not be ended'));
    }

    // ---- French combat: one attack that 5.1 requires, by taps, with the game's own die;
    // none left: end the phase.
    async function frenchCombat() {
      let s = await ui(page);
      if (s.obligations.length === 0) {
        const turn = s.turn;
        await tapItem(page, 'end-phase');
        s = await ui(page);
        await check(page, s.phase !== 'french-combat' || s.turn !== turn,
                    'End combat phase did nothing');
        return;
      }
      // Of the legal attacks that meet an obligation, the one with the most strength points
      // per defending point (printed strengths; the odds on the screen also count terrain).
      const legal = await page.evaluate(() => {
        const list = [];
        for (let i = 0, x; (x = window.naw.legalAttack(i)); ++i) list.push(x);
        return list;
      });
      const points = (ids) => ids.reduce((t, u) => t + units[u].strength, 0);
      const meets = legal.filter((x) => [...x.attackers, ...x.bombarders, ...x.defenders]
        .some((u) => s.obligations.includes(u)));
      const ratio = (x) => points([...x.attackers, ...x.bombarders]) / points(x.defenders);
      const attack = (meets.length ? meets : legal)
        .reduce((best, x) => (!best || ratio(x) > ratio(best) ? x : best), null);
      await check(page, attack, 'obligations (5.1) left but no legal attack');
      if (s.attackers.length + s.bombarders.length + s.defenders.length)
        await tapItem(page, 'clear-attack');
      for (const id of [...attack.defenders, ...attack.attackers, ...attack.bombarders])
        await tapUnit(page, id);
      s = await ui(page);
      const same = (x, y) => JSON.stringify([...x].sort()) === JSON.stringify([...y].sort());
      await check(page, same(s.defenders, attack.defenders) &&
                        same([...s.attackers, ...s.bombarders],
                             [...attack.attackers, ...attack.bombarders]),
                  'the attack tapped is not ' + JSON.stringify(attack));
      assert.equal(s.attackRefusal, undefined, s.attackRefusal);
      assert.match(s.odds, /^\d-\d$/, JSON.stringify(s));
      if (log.attacks.length === 0) await shot(page, 'first-attack');
      await tapItem(page, 'attack');
      const after = await ui(page);
      await check(page, after.log > s.log, 'Roll the die did nothing');
      assert.ok(after.die >= 1 && after.die <= 6);
      log.attacks.push(`${after.turn}:${s.odds}:${after.die}:${after.result}`);
    }

    // ---- A decision after combat owed by the French (retreat, displacement, artillery
    // retreat, advance): a marked unit, then one of the highlighted hexes (or the decline
    // button when there is one: "No advance" half the time).
    async function answerStep(s) {
      if (s.targets.length === 0 && s.pending.length && s.selected !== s.pending[0]) {
        await tapUnit(page, s.pending[0]);
        return;
      }
      const canDecline = s.items.includes('decline');
      if (canDecline && (s.targets.length === 0 || (s.step === 'advance' && random() < 0.5)))
        await tapItem(page, 'decline');
      else if (s.targets.length)
        await tapHex(page, pick(s.targets));
      else {
        // `items` are the widgets of the last frame drawn: on a loaded machine the step may
        // be read before the frame that draws its buttons. Let the page settle and look again
        // (the main loop's "does not advance" guard fails the test if nothing ever comes).
        await settle(page);
        return;
      }
      log.answers++;
    }

    // ---- Ee (6.3): the French attacker taps the units he loses (the fewest strength points
    // that cover the loss, so that none is extra, R6), then "Lose these units".
    async function chooseLosses(s) {
      const cand = s.pending;
      let best = null, bestSum = Infinity;
      for (let m = 1; m < 1 << cand.length; ++m) {
        const set = cand.filter((_, i) => m & (1 << i));
        const sum = set.reduce((t, u) => t + units[u].strength, 0);
        if (sum >= s.eeTarget && sum < bestSum) { best = set; bestSum = sum; }
      }
      best ??= cand;  // short of the loss: all of them
      for (const u of cand)
        if (best.includes(u) !== s.attackers.includes(u)) await tapUnit(page, u);
      await tapItem(page, 'choose-losses');
      const after = await ui(page);
      await check(page, after.step !== 'ee-losses',
                  `losses ${best} (${bestSum} of ${s.eeTarget}) refused`);
      log.answers++;
    }

    // ---- The game: every French phase by taps, the computer's waited for.
    let same = 0, lastKey = '', lastPhase = '';
    let turnStarted = Date.now(), turnShown = 1;
    for (let guard = 0; guard < 5000; ++guard) {
      let st;
      [st, s, a] = await page.evaluate(
        () => [window.naw.status(), window.naw.ui(), window.naw.aiState()]);
      watchLosses(st);
      if (/ phase=game-over /.test(st)) break;
      await check(page, s.turn <= lastTurn, `no end after turn ${lastTurn}`);
      if (s.turn !== turnShown) {
        log.turnMs[turnShown] = Date.now() - turnStarted;
        turnStarted = Date.now();
        turnShown = s.turn;
        if (s.turn === 5) await shot(page, 'turn5');
      }
      if (process.env.NAW_FULLGAME_VERBOSE && `${s.turn}/${s.phase}` !== lastPhase) {
        lastPhase = `${s.turn}/${s.phase}`;
        console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s: ${st} ` +
                    `(taps ${taps}: ${tapMs} ms, computer ${log.computerMs} ms)`);
      }
      const key = `${s.turn}/${s.phase}/${s.step}/${s.log}/${s.selected}/${s.attackers}/${s.defenders}/${s.refusal?.rule}`;
      same = key === lastKey ? same + 1 : 0;
      lastKey = key;
      await check(page, same < 4, 'the game does not advance');
      if (s.handover) {  // a hand-over screen: tap to continue
        await tapItem(page, 'handover-ready');
        continue;
      }
      await check(page, s.dialog === '', 'a dialog is open');
      if (!a.humanActs) {  // the computer plays: wait until the game is back to the human
        const t = Date.now();
        await page.waitForFunction(
          () => window.naw.aiState().humanActs || / phase=game-over /.test(window.naw.status()),
          null, { polling: 50, timeout: 120000 });
        log.computerMs += Date.now() - t;
        continue;
      }
      await check(page, s.acting === 'french', 'the person plays the Allies?');
      if (s.refusal && s.step !== 'move') {
        log.refusals.push(s.refusal.rule);
        await tapItem(page, 'refusal-ok');
        continue;
      }
      switch (s.step) {
        case 'move': await frenchMovement(); break;
        case 'declare-attack': await frenchCombat(); break;
        case 'retreat': case 'displacement': case 'artillery-retreat': case 'advance':
          await answerStep(s);
          break;
        case 'ee-losses': await chooseLosses(s); break;
        default: assert.fail(await report(page, `unexpected step ${s.step}`));
      }
    }
    log.turnMs[turnShown] = Date.now() - turnStarted;

    // ---- The end: the end-of-game window with the result of 8.1-8.4 on the final numbers.
    await settle(page);
    const end = await status(page);
    s = await ui(page);
    await check(page, / phase=game-over /.test(end), 'the game did not end');
    assert.equal(s.step, 'game-over');
    const n = (k) => statusNumber(end, k);
    const winner = end.match(/ winner=(\w+)$/)[1];
    let expected;
    if (n('allied-lost') >= 40 && n('exited') >= 7) expected = ['french'];
    else if (n('french-lost') >= 40 && n('allied-lost') < 40) expected = ['allied'];
    else if (n('french-lost') >= 40)  // both at 40: who got there first (8.1, 8.2, 8.4)
      expected = alliedDemoralizedFirst ? ['draw'] : ['allied', 'draw'];
    else expected = ['draw'];
    assert.ok(expected.includes(winner), `winner ${winner}, expected ${expected}: ${end}`);
    if (winner === 'allied' && n('allied-lost') >= 40)  // both at 40 in one Ee (8.4)
      assert.equal(s.result, 'Ee', `Allied victory with ${n('allied-lost')} Allied losses: ${end}`);
    if (winner === 'draw')  // a draw only after the last game-turn
      assert.equal(s.turn, lastTurn, end);
    for (const id of ['dialog-game-over', 'go-new-game', 'go-close'])
      assert.ok(s.items.includes(id), `${id} missing: ${s.items}`);
    if (s.gameOver !== undefined) {  // the window's heading and reason, as ui() reports them
      assert.equal(s.gameOver?.winner, { french: 'French victory', allied: 'Allied victory',
                                         draw: 'A draw' }[winner], JSON.stringify(s.gameOver));
      assert.match(s.gameOver.reason,
                   { french: /^8\.3: /, allied: /^8\.1: /, draw: /^8\.4: / }[winner]);
      assert.ok(s.gameOver.reason.endsWith(
                    `French lost ${n('french-lost')}, Allies lost ${n('allied-lost')}, ` +
                    `${n('exited')} French units exited.`), s.gameOver.reason);
    }
    await shot(page, 'end');
    if (log.stacked) assert.ok(log.refusals.includes('R7a'), `${log.stacked}: no R7a refusal`);
    assert.deepEqual(errors, []);
    const total = Date.now() - started;
    const timings = await page.evaluate(() => window.naw.aiTimings());
    const thinking = timings.reduce((t, x) => t + x.thinkMs, 0);
    assert.ok(timings.length > 0 && timings.every((x) => x.level === 'greedy'),
              JSON.stringify(timings));
    console.log(`# fullgame: ${end}; ${total} ms (${taps} taps: ${tapMs} ms; waiting for the ` +
                `computer ${log.computerMs} ms, of which it thought ${Math.round(thinking)} ms); ` +
                `${log.moves} moves, ` +
                `${log.exits} exits, ${log.attacks.length} French attacks ` +
                `(turn:odds:die:result ${log.attacks.join(' ')}), ${log.answers} answers, ` +
                `refusals [${log.refusals}] (${log.endRefusals} at end of movement${log.stacked ? ', after ' + log.stacked : ''}); ` +
                `ms per turn ${JSON.stringify(log.turnMs)}`);
  } finally {
    await context.close();
  }
});
