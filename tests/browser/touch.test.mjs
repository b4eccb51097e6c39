// Touch targets: every widget a player taps (buttons, check boxes, radio buttons, the
// counters in the boxes, rule numbers) is at least 44 x 44 CSS pixels, the smallest target a
// finger hits reliably (Apple's Human Interface Guidelines; Material asks 48 dp). Checked on
// an iPad and on a phone, on the screens a game goes through: the first move, a unit
// selected, an attack being built (odds buttons, 6.2), each dialog opened by its tool
// button, and the saved-games window with a game's rename and delete rows. The sizes come from window.naw.itemSizes() (TEST ONLY): the rectangles ImGui laid
// out for the named widgets in the last frame; texts named for the tests are not targets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame } from './harness.mjs';
import { api, settle, afterInput, sharedBrowser, ipad, reachItem } from './naw-api.mjs';

const shared = sharedBrowser();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                deviceScaleFactor: 3 };
const kMin = 44;

const client = (page, fn, id) => page.evaluate(([f, i]) => window.naw[f](i), [fn, id]);
async function tap(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  const { width, height } = page.viewportSize();
  assert.ok(p.x >= 0 && p.x < width && p.y >= 0 && p.y < height,
            `${what} is off the screen: ${JSON.stringify(p)}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
  await settle(page);
}

// The tappable named items of the last frame smaller than kMin either way; and how many
// tappable items there were (so that an empty screen cannot pass).
async function smallTargets(page) {
  const sizes = await page.evaluate(() => window.naw.itemSizes());
  const tappable = Object.entries(sizes).filter(([, [, , t]]) => t);
  const small = tappable.filter(([, [w, h]]) => w < kMin || h < kMin)
                        .map(([id, [w, h]]) => `${id} ${w.toFixed(0)}x${h.toFixed(0)}`);
  return { small, count: tappable.length };
}

async function check(page, where, atLeast) {
  const { small, count } = await smallTargets(page);
  assert.ok(count >= atLeast, `${where}: only ${count} tappable items named`);
  assert.deepEqual(small, [], `${where}: targets under ${kMin} CSS px`);
}

for (const [device, options] of [['iPad', ipad], ['phone', phone]]) {
  test(`touch targets on the ${device}: every tappable widget is at least ${kMin} x ${kMin} CSS px`, async () => {
    const { page, context } = await openGame(shared.browser, shared.server.url, options);
    try {
      await settle(page);
      await check(page, 'first move', 10);
      await tap(page, await client(page, 'unitToClient', 'fr-gren-gd'), 'fr-gren-gd');
      assert.equal((await page.evaluate(() => window.naw.ui())).selected, 'fr-gren-gd');
      await check(page, 'a unit selected', 10);
      // The attack on the Allied detachment (5.1) with the odds buttons on screen.
      assert.equal(await api(page, 'move', 'fr-gren-gd', '1716'), '');
      assert.equal(await api(page, 'endPhase'), '');
      await settle(page);
      for (const u of ['aa-det', 'fr-6-ii', 'fr-9-ii', 'fr-art-i'])
        await tap(page, await client(page, 'unitToClient', u), u);
      const s = await page.evaluate(() => window.naw.ui());
      assert.ok(s.attackers.length === 3 && s.odds, `the attack is built: ${JSON.stringify(s)}`);
      await check(page, 'an attack being built', 14);
    } finally {
      await context.close();
    }
    // Each dialog, opened by its tool button in a new game.
    for (const dialog of ['crt', 'terrain', 'log', 'new-game']) {
      const g = await openGame(shared.browser, shared.server.url, options);
      try {
        await settle(g.page);
        await tap(g.page, await reachItem(g.page, dialog), dialog);
        assert.equal((await g.page.evaluate(() => window.naw.ui())).dialog, dialog);
        await check(g.page, `the ${dialog} dialog`, 10);
      } finally {
        await g.context.close();
      }
    }
    // Saved games: a game with a move kept in the list when a new one starts.
    const g = await openGame(shared.browser, shared.server.url, options);
    try {
      const { page } = g;
      await settle(page);
      assert.equal(await api(page, 'move', 'fr-gren-gd', '1716'), '');
      await settle(page);
      await tap(page, await reachItem(page, 'new-game'), 'new-game');
      await tap(page, await reachItem(page, 'ng-start'), 'ng-start');
      assert.equal((await page.evaluate(() => window.naw.ui())).log, 0, 'a new game began');
      await tap(page, await reachItem(page, 'saved-games'), 'saved-games');
      assert.equal((await page.evaluate(() => window.naw.ui())).dialog, 'saves');
      await check(page, 'the saved-games window', 6);
      const names = Object.keys(await page.evaluate(() => window.naw.itemSizes()));
      const resume = names.find((n) => /^save-\d+-resume$/.test(n));
      assert.ok(resume, `the earlier game is in the list: ${names}`);
      const row = resume.replace(/resume$/, '');
      await tap(page, await client(page, 'itemToClient', row + 'rename'), row + 'rename');
      await check(page, 'renaming a saved game', 8);
      assert.ok(await client(page, 'itemToClient', row + 'name'), 'the name field');
      await tap(page, await client(page, 'itemToClient', row + 'cancel'), row + 'cancel');
      await tap(page, await client(page, 'itemToClient', row + 'delete'), row + 'delete');
      await check(page, 'deleting a saved game', 6);
      await tap(page, await client(page, 'itemToClient', row + 'keep'), row + 'keep');
      await tap(page, await client(page, 'itemToClient', 'saves-close'), 'saves-close');
      assert.equal((await page.evaluate(() => window.naw.ui())).dialog, '');
    } finally {
      await g.context.close();
    }
  });
}
