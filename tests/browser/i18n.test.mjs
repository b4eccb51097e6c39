// English and French (issue 14, item 1): a browser whose language is French gets the game in
// French (the French texts are fetched beside the page: src/ui/i18n.h); the menu's switch
// changes the language at once and the choice survives a reload. Screenshots of the standard
// game's panel and dialogs in French on a tablet (1024x768) and a phone (390x844) are saved
// to build/screenshots/i18n-*.png, and no named widget's text is cut off (itemSizes()'s
// `clipped`: a label wider than its button, or an item past its window's edge).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { api, settle, afterInput, sharedBrowser, ipad, reachItem } from './naw-api.mjs';

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

// The named items whose text is cut off, and how many were named (an empty screen fails).
async function assertNothingClipped(page, where, atLeast) {
  const sizes = await page.evaluate(() => window.naw.itemSizes());
  const names = Object.keys(sizes);
  assert.ok(names.length >= atLeast, `${where}: only ${names.length} named items`);
  const clipped = Object.entries(sizes).filter(([, v]) => v[3]).map(([k]) => k);
  assert.deepEqual(clipped, [], `${where}: text cut off`);
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
