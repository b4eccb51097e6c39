// Computer Napoleonics games saved and shared in the page: started and played by taps (as in
// cn.test.mjs), autosaved after the move, resumed on reload with the CN screen shown, listed
// in the saved games (Resume works after a Napoleon at Waterloo game replaced it), and its
// "#p=" position link (window.naw.shareLink) opens the same position in a fresh context.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem } from './naw-api.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
async function tapAt(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
const tapSquare = async (page, sq) =>
  tapAt(page, await page.evaluate((h) => window.naw.hexToClient(h), sq), sq);
const tapUnit = async (page, id) =>
  tapAt(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const tapItem = async (page, id) => tapAt(page, await reachItem(page, id), id);

const FRENCH = ['ia', 'ib', 'ic', 'id', 'ie', 'if', 'ig', 'ih', 'ii', 'ij', 'ik', 'il', 'ca',
                'cb', 'cc', 'cd', 'ce', 'cf', 'cg', 'aa', 'ab', 'ac', 'ad', 'ae', 'af'];
const reload = async (page) => {
  await page.reload();
  await page.waitForFunction(() => window.naw && window.naw.ready === true, null, { timeout: 30000 });
  await settle(page);
};
// Every unit's square (the whole position as the page shows it).
const squares = (page) => page.evaluate((ids) => ids.map((u) => window.naw.unitHex(u)), FRENCH);

test('a Computer Napoleonics game is autosaved, resumed on reload and from the list, and shared by link', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url, ipad);
  let link, status, where;
  try {
    await settle(page);
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-cn');
    await tapItem(page, 'ng-cn-two-players');
    await tapItem(page, 'ng-start');
    assert.equal((await ui(page)).step, 'move');
    // Move the first French unit that has somewhere to go, to the first square offered.
    let mover = null, target = null;
    for (const id of FRENCH) {
      await tapUnit(page, id);
      const s = await ui(page);
      if (s.selected === id && s.reach.length) { mover = id; target = s.reach[0]; break; }
    }
    assert.ok(mover, 'no French unit can move');
    const from = await page.evaluate((u) => window.naw.unitHex(u), mover);
    await tapSquare(page, target);
    assert.equal(await page.evaluate((u) => window.naw.unitHex(u), mover), target);
    assert.notEqual(from, target);
    status = await page.evaluate(() => window.naw.status());
    where = await squares(page);
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    const list = await page.evaluate(() => window.naw.savedGames());
    const entry = list.find((g) => g.id === id);
    assert.ok(entry && /Computer Napoleonics/.test(entry.name) && entry.error === '', JSON.stringify(list));

    // Reload: the CN screen again, the unit where it was.
    await reload(page);
    let s = await ui(page);
    assert.equal(s.game, 'cn', JSON.stringify(s));
    assert.equal(s.step, 'move');
    assert.equal(await page.evaluate((u) => window.naw.unitHex(u), mover), target);
    assert.equal(await page.evaluate(() => window.naw.status()), status);
    assert.deepEqual(await squares(page), where);
    assert.equal(await page.evaluate(() => window.naw.startMessage()), '');

    // A Napoleon at Waterloo game replaces it on screen; Resume in the list brings it back.
    await page.evaluate(() => window.naw.newGame('human', 'human', 'normal', 7));
    await settle(page);
    assert.notEqual((await ui(page)).game, 'cn');
    assert.notEqual(await page.evaluate(() => localStorage.getItem('naw.current')), id);
    assert.equal(await page.evaluate((i) => window.naw.resumeSave(i), id), '');
    await settle(page);
    s = await ui(page);
    assert.equal(s.game, 'cn', JSON.stringify(s));
    assert.deepEqual(await squares(page), where);
    assert.equal(await page.evaluate(() => localStorage.getItem('naw.current')), id);

    link = await page.evaluate(() => window.naw.shareLink());
    assert.ok(link.startsWith(shared.server.url) && link.includes('#p='), link);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }

  // The position link in a fresh context (no saves): the same position on the CN screen.
  const fresh = await openGame(shared.browser, link, ipad);
  try {
    await settle(fresh.page);
    await fresh.page.waitForFunction(() => window.naw.ui().game === 'cn', null, { timeout: 10000 });
    assert.equal(await fresh.page.evaluate(() => window.naw.status()), status);
    assert.deepEqual(await squares(fresh.page), where);
    assert.equal(await fresh.page.evaluate(() => window.naw.startMessage()), '');
    assert.deepEqual(fresh.errors, []);
  } finally {
    await fresh.context.close();
  }
});
