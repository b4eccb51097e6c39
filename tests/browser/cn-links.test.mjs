// Computer Napoleonics links and saves in the page (issue 11): a French turn played by taps,
// its turn link ("Send my turn" on the CN screen) opened in a fresh browser context replays
// to the same position and the receiver (the Allied player) plays on by taps; a game by link
// (invitation, acceptance, the opponent's turn) between two contexts with committed numbers,
// played on from its replay as a new local game;
// a "#p=" CN game is a saved game like any other (listed, resumed after a reload); Rename and
// Import of a CN save in the saved-games dialog; the stale-tab prompt over the CN screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem, api } from './naw-api.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const status = (page) => page.evaluate(() => window.naw.status());
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
const ALLIED = ['AA', 'AC', 'AD', 'AE', 'CA', 'CB', 'CC', 'CD', 'IA', 'IB', 'IC', 'ID', 'IE',
                'IM', 'IN', 'IO', 'IP', 'IQ', 'IR', 'IS'];
const FRENCH = ['ia', 'ib', 'ic', 'id', 'ie', 'if', 'ig', 'ih', 'ii', 'ij', 'ik', 'il', 'ca',
                'cb', 'cc', 'cd', 'ce', 'cf', 'cg', 'aa', 'ab', 'ac', 'ad', 'ae', 'af'];
const squares = (page, ids) => page.evaluate((l) => l.map((u) => window.naw.unitHex(u)), ids);

// Moves one unit of `ids` by taps to a square away from every enemy (no contact, so no
// obligation to attack, C12). Returns [unit, square].
async function moveAway(page, ids, enemies) {
  const enemy = (await squares(page, enemies)).filter((x) => x);
  for (const id of ids) {
    await tapUnit(page, id);
    const s = await ui(page);
    if (s.selected !== id) continue;
    // A square may be drawn under the panel at this camera: try the next one.
    const away = s.reach.filter((sq) => enemy.every((e) => distance(+e, +sq) > 1));
    for (const to of away.slice(0, 6)) {
      if ((await ui(page)).selected !== id) await tapUnit(page, id);
      await tapSquare(page, to);
      if ((await page.evaluate((u) => window.naw.unitHex(u), id)) === to) return [id, to];
    }
  }
  assert.fail('no unit can move away from the enemy');
}
// Ends the movement, set-up and combat phases of the side acting (no attack declared).
async function endTurn(page) {
  for (const phase of ['move', 'setup', 'resolve']) {
    const before = (await ui(page)).phase;
    assert.ok(before.endsWith(phase), `${before} is not a ${phase} phase`);
    await tapItem(page, 'end-phase');
    const s = await ui(page);
    assert.notEqual(s.phase, before, JSON.stringify(s));
    if (s.handover) await tapItem(page, 'handover-ready');
  }
}
async function newCnGame(page) {
  await settle(page);
  await tapItem(page, 'new-game');
  await tapItem(page, 'ng-game-cn');
  await tapItem(page, 'ng-cn-two-players');
  await tapItem(page, 'ng-start');
  assert.equal((await ui(page)).step, 'move');
}
const waitCn = (page) =>
  page.waitForFunction(() => window.naw.ui().game === 'cn' && window.naw.ui().step !== '', null,
                       { timeout: 10000 });

test('a CN turn link opens in a fresh browser, replays, and the receiver plays on', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  let link, where, after;
  try {
    await newCnGame(page);
    await moveAway(page, FRENCH, ALLIED);
    await endTurn(page);
    assert.equal((await ui(page)).phase, 'allied-move');
    // "Send my turn" is on the CN screen's panel; the link is the game's turn link.
    await tapItem(page, 'send-turn');
    link = await page.evaluate(() => window.naw.sendTurn());
    assert.ok(link.startsWith(shared.server.url) && link.includes('#t='), link);
    after = await status(page);
    where = await squares(page, [...FRENCH, ...ALLIED]);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  const fresh = await openGame(shared.browser, link, ipad);
  try {
    await settle(fresh.page);
    await waitCn(fresh.page);
    assert.equal(await status(fresh.page), after);
    assert.deepEqual(await squares(fresh.page, [...FRENCH, ...ALLIED]), where);
    const msg = await api(fresh.page, 'linkMessage');
    assert.equal(msg.error, false, msg.text);
    assert.match(msg.text, /turn link/);
    // The receiver plays the Allies on: a move by taps.
    assert.equal((await ui(fresh.page)).acting, 'allied');
    await moveAway(fresh.page, ALLIED, FRENCH);
    // It is a saved game of this browser now.
    const list = await api(fresh.page, 'savedGames');
    assert.ok(list.some((g) => g.current && /turn link/.test(g.name)), JSON.stringify(list));
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.context.close();
  }
});

// "Play on from here" from the replay of a game by link (issue 14, item 4): a new local
// saved game, two players on this device, at the moment shown (here the end: the same
// position), with numbers of its own; the game by link's saves stay byte for byte as they were.
async function playOnFromTheGameByLink(page) {
  const id = await page.evaluate(() => localStorage.getItem('naw.current'));
  const slots = (i) =>
    page.evaluate((i) => [0, 1].map((k) => localStorage.getItem(`naw.game.${i}.${k}`)), i);
  const saved = await slots(id);
  assert.ok(saved[0] || saved[1], 'the game by link was saved');
  const here = await status(page);
  await tapItem(page, 'replay-open');
  let r = await api(page, 'gameReplay');
  assert.equal(r.open, true);
  const n = r.length;
  assert.equal(r.moment, n);
  await tapItem(page, 'replay-play-on');
  r = await api(page, 'gameReplay');
  assert.equal(r.open, false, r.message);
  assert.match(r.message, new RegExp(`new game on this device from move ${n}\\b.*numbers of its own`));
  const newId = await page.evaluate(() => localStorage.getItem('naw.current'));
  assert.notEqual(newId, id);
  assert.equal(await status(page), here);
  await settle(page);
  await page.screenshot({ path: join(screenshotDir, 'cn-links-play-on.png') });
  // Hot-seat on this device: the French turn is played here too (by link it was refused).
  for (let i = 0; i < 20 && (await ui(page)).acting !== 'french'; ++i) {
    assert.equal((await api(page, 'playRandom', 10, 5 + i)).error, '');
    await settle(page);
  }
  assert.equal((await ui(page)).acting, 'french');
  assert.equal((await api(page, 'playRandom', 5, 40)).error, '');
  await settle(page);
  assert.deepEqual(await slots(id), saved);
  const list = await api(page, 'savedGames');
  assert.ok(list.some((g) => g.id === id) && list.some((g) => g.id === newId), JSON.stringify(list));
}

test('a CN game by link: invitation, acceptance and a turn with committed numbers', async () => {
  const french = await openGame(shared.browser, shared.server.url, ipad);
  const allied = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await newCnGame(french.page);  // the CN screen is on: an invitation is a CN game by link
    const invitation = await french.page.evaluate(() => window.naw.invite('french'));
    assert.ok(invitation.includes('#t='), invitation);
    // Nothing can be played before the opponent accepts.
    assert.equal((await ui(french.page)).step, 'move');
    await allied.page.goto(invitation);
    await allied.page.waitForFunction(() => window.naw && window.naw.ready === true);
    await settle(allied.page);
    await waitCn(allied.page);
    assert.match((await api(allied.page, 'linkMessage')).text, /accepted and play the Allies/);
    const back = await allied.page.evaluate(() => window.naw.sendTurn());
    // The French player receives the acceptance and plays his turn.
    await french.page.goto(back);
    await settle(french.page);
    await french.page.waitForFunction(() => /opponent's turn/.test(window.naw.linkMessage().text));
    await moveAway(french.page, FRENCH, ALLIED);
    await endTurn(french.page);
    const turn = await french.page.evaluate(() => window.naw.sendTurn());
    const frenchStatus = await status(french.page);
    await allied.page.goto(turn);
    await settle(allied.page);
    await allied.page.waitForFunction(() => /opponent's turn/.test(window.naw.linkMessage().text));
    assert.equal(await status(allied.page), frenchStatus);
    await moveAway(allied.page, ALLIED, FRENCH);
    // A tampered turn link is refused and changes nothing.
    const before = await status(allied.page);
    const bad = turn.slice(0, -12) + (turn.at(-12) === 'A' ? 'B' : 'A') + turn.slice(-11);
    await allied.page.goto(bad);
    await settle(allied.page);
    await allied.page.waitForFunction(() => window.naw.linkMessage().error);
    assert.equal(await status(allied.page), before);
    await playOnFromTheGameByLink(allied.page);
    assert.deepEqual(french.errors, []);
    assert.deepEqual(allied.errors, []);
  } finally {
    await french.context.close();
    await allied.context.close();
  }
});

test('a #p= CN game is saved; CN saves are renamed and imported', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  let link, text;
  try {
    await newCnGame(page);
    await moveAway(page, FRENCH, ALLIED);
    link = await page.evaluate(() => window.naw.shareLink());
    assert.ok(link.includes('#p='), link);
    // Rename of a CN save that is not on screen (a Napoleon at Waterloo game is).
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    await page.evaluate(() => window.naw.newGame('human', 'human', 'normal', 7));
    await settle(page);
    assert.equal(await page.evaluate((i) => window.naw.renameSave(i, 'Mont-Saint-Jean'), id), '');
    let list = await api(page, 'savedGames');
    assert.equal(list.find((g) => g.id === id).name, 'Mont-Saint-Jean');
    assert.equal(await page.evaluate((i) => window.naw.resumeSave(i), id), '');
    await settle(page);
    assert.equal((await ui(page)).game, 'cn');
    // Both autosave slots (the rename wrote the one after the latest).
    text = await page.evaluate((i) => [0, 1].map((k) => localStorage.getItem(`naw.game.${i}.${k}`)), id);
    assert.ok(text.every((t) => t && t.startsWith('naw-save:')));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
  const fresh = await openGame(shared.browser, link, ipad);
  try {
    await settle(fresh.page);
    await waitCn(fresh.page);
    const where = await squares(fresh.page, FRENCH);
    let list = await api(fresh.page, 'savedGames');
    const entry = list.find((g) => g.current);
    assert.ok(entry && /shared position/.test(entry.name), JSON.stringify(list));
    // Played on and reloaded: the saved game resumes where it was.
    await moveAway(fresh.page, FRENCH.slice(5), ALLIED);
    const moved = await squares(fresh.page, FRENCH);
    assert.notDeepEqual(moved, where);
    await fresh.page.reload();
    await fresh.page.waitForFunction(() => window.naw && window.naw.ready === true);
    await settle(fresh.page);
    await waitCn(fresh.page);
    assert.deepEqual(await squares(fresh.page, FRENCH), moved);
    // Import of the renamed CN save from files (both of its slots).
    const known = (await api(fresh.page, 'savedGames')).map((g) => g.id);
    for (const [k, t] of text.entries()) {
      await fresh.page.mouse.click(5, 760);  // a user gesture, as a tap on the button gives
      const [chooser] = await Promise.all([fresh.page.waitForEvent('filechooser'),
                                           api(fresh.page, 'pickSaveFile')]);
      await chooser.setFiles({ name: `cn${k}.naw`, mimeType: 'text/plain', buffer: Buffer.from(t) });
      await fresh.page.waitForFunction((n) => window.naw.savedGames().length === n, known.length + k + 1);
      assert.match(await api(fresh.page, 'savesMessage'), /Imported/);
    }
    list = await api(fresh.page, 'savedGames');
    const imported = list.find((g) => !known.includes(g.id) && g.name === 'Mont-Saint-Jean');
    assert.ok(imported, JSON.stringify(list));
    assert.equal(imported.error, '');
    assert.equal(await fresh.page.evaluate((i) => window.naw.resumeSave(i), imported.id), '');
    await settle(fresh.page);
    assert.equal((await ui(fresh.page)).game, 'cn');
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.context.close();
  }
});

test('the stale-tab prompt is drawn on the CN screen: another tab played on, load its position', async () => {
  const a = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await newCnGame(a.page);
    await moveAway(a.page, FRENCH, ALLIED);
    // A second tab of the same browser resumes the game and plays on.
    const b = await a.context.newPage();
    await b.goto(shared.server.url);
    await b.waitForFunction(() => window.naw && window.naw.ready === true);
    await settle(b);
    await waitCn(b);
    assert.equal(await status(b), await status(a.page));
    await moveAway(b, FRENCH.slice(8), ALLIED);
    const newer = await squares(b, FRENCH);
    // The first tab is told, over its CN screen; its map takes no tap until it chooses.
    await a.page.waitForFunction(() => window.naw.staleGame().stale, null, { timeout: 10000 });
    await settle(a.page);
    assert.notDeepEqual(await squares(a.page, FRENCH), newer);
    assert.ok((await ui(a.page)).items.includes('stale-load'));
    await tapItem(a.page, 'stale-load');
    // The button acts in the frame that draws it after the tap: wait for that frame.
    await a.page.waitForFunction(() => !window.naw.staleGame().stale, null, { timeout: 10000 });
    assert.equal((await ui(a.page)).game, 'cn');
    assert.deepEqual(await squares(a.page, FRENCH), newer);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.context.close();
  }
});
