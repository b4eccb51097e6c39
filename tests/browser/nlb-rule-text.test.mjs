// The rule texts of Waterloo under NLB rules (issue 14 item 1), on a tablet and a phone: in an
// NLB game a refusal (the Guard battery at 1411 may not bombard 1409 across the Mont-Saint-Jean
// crest, N13) shows its ruling; a tap on it opens the ruling's text, fetched from rules-nlb.txt
// and read in English; Escape closes it, key H opens it again. The player's language is then
// French (the choice the menu's switch stores, naw.lang, and a reload: the game resumes from
// its autosave), the same refusal made again opens the same ruling in French (french.txt's
// NLB section). Nothing in the dialog is cut off.
// Screenshots: build/screenshots/nlb-rule-{tablet,phone}-{en,fr}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, afterInput, sharedBrowser, ipad, reachItem, drag } from './naw-api.mjs';

const shared = sharedBrowser();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                deviceScaleFactor: 3 };

const ui = (page) => page.evaluate(() => window.naw.ui());
async function tapAt(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
  await settle(page);
}
// A tap on item `id`. On a phone the panel is below the map: an item scrolled above the
// panel's top still counts as on the screen for reachItem (the tap would land on the map), so
// the panel is first scrolled back to its top by a finger in its left margin.
async function tapItem(page, id) {
  const height = page.viewportSize().height;
  const at = (i) => page.evaluate((x) => window.naw.itemToClient(x), i);
  const p = await at(id), track = await at('turn-track');
  if (height > page.viewportSize().width && p && track && p.y < height * 0.6 &&
      !(await ui(page)).dialog) {
    const width = (await page.evaluate(() => window.naw.itemSizes()))['turn-track'][0];
    const x = track.x - width / 2 - 7;
    for (let i = 0; i < 3; ++i) await drag(page, { x, y: height - 300 }, { x, y: height - 10 });
  }
  await tapAt(page, await reachItem(page, id), id);
}
const tapUnit = async (page, id) =>
  tapAt(page, await page.evaluate((u) => window.naw.unitToClient(u), id), id);
const key = async (page, k) => { await afterInput(page, () => page.keyboard.press(k)); await settle(page); };
// The rule dialog's text has arrived (a fetch lands between frames: the page then draws).
const untilRuleText = (page) => page.waitForFunction(
  () => window.naw.ui().items.includes('rule-text') && !!window.naw.ui().ruleText, null,
  { timeout: 15000 });

// Nothing of the rule dialog is cut off: no named item clipped, no window's content past its
// edge (the text scrolls inside its own child window).
async function assertNothingClipped(page, where) {
  const sizes = await page.evaluate(() => window.naw.itemSizes());
  for (const id of ['dialog-rule', 'rule-title', 'rule-text', 'close'])
    assert.ok(sizes[id], `${where}: ${id} not drawn: ${Object.keys(sizes)}`);
  const clipped = Object.entries(sizes).filter(([, v]) => v[3]).map(([k]) => k);
  assert.deepEqual(clipped, [], `${where}: text cut off`);
  assert.deepEqual(await page.evaluate(() => window.naw.overflows()), {},
                   `${where}: a window's content runs past its edge`);
}

// In the French combat phase of a game whose movement phase was ended: the Guard battery's
// bombardment of 1409, refused with N13.
async function refusedBombardment(page) {
  await tapUnit(page, 'fr-art-gd');
  await tapUnit(page, 'aa-art-i');
  await tapItem(page, 'nlb-declare');
  const s = await ui(page);
  assert.equal(s.refusal?.rule, 'N13', JSON.stringify(s));
  assert.match(s.refusal.why, /in range and sight/, JSON.stringify(s.refusal));
}

for (const [device, options] of [['tablet', ipad], ['phone', phone]]) {
  test(`NLB Waterloo on a ${device}: a refusal's ruling opens its text, in English then in French`,
       async () => {
    const { context, page, errors } = await openGame(shared.browser, shared.server.url, options);
    const requests = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\.txt$/.test(path)) requests.push(path.slice(path.lastIndexOf('/') + 1));
    });
    try {
      await settle(page);
      assert.equal(await page.evaluate(() => window.naw.language()), 'en');
      await tapItem(page, 'new-game');
      await tapItem(page, 'ng-game-nlb');
      await tapItem(page, 'ng-start');
      await tapItem(page, 'end-phase');
      assert.equal((await ui(page)).phase, 'french-combat');
      await refusedBombardment(page);
      assert.deepEqual(requests, [], 'a rule text fetched before any was opened');

      // A tap on the ruling: its title at once, its text once rules-nlb.txt has arrived.
      await tapItem(page, 'refusal-rule');
      let s = await ui(page);
      assert.equal(s.dialog, 'rule');
      assert.equal(s.rule, 'N13');
      assert.equal(s.ruleTitle, 'Artillery and line of sight (NLB 8.0-8.51)');
      await untilRuleText(page);
      s = await ui(page);
      assert.match(s.ruleText, /Blocking terrain: forest, town and chateau hexes, and crest hexsides \(8\.3\)/);
      assert.deepEqual(requests, ['rules-nlb.txt']);
      await settle(page);
      await assertNothingClipped(page, `${device}, English`);
      await page.screenshot({ path: join(screenshotDir, `nlb-rule-${device}-en.png`) });
      // Escape closes it, H opens it again (keys go to the canvas, focused by a tap).
      await page.focus('#canvas');
      await key(page, 'Escape');
      s = await ui(page);
      assert.equal(s.dialog, '');
      assert.equal(s.refusal?.rule, 'N13', 'the refusal stays when its text is closed');
      await key(page, 'h');
      s = await ui(page);
      assert.equal(s.dialog, 'rule');
      assert.equal(s.rule, 'N13');
      await tapItem(page, 'close');
      assert.equal((await ui(page)).dialog, '');

      // French: the player's stored choice (what the menu's switch writes), then a reload;
      // the game resumes where it was.
      await page.evaluate(() => localStorage.setItem('naw.lang', 'fr'));
      await page.reload();
      await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                                 { timeout: 30000 });
      await page.waitForFunction(() => window.naw.language() === 'fr' &&
                                       window.naw.ui().game === 'nlb', null, { timeout: 15000 });
      await settle(page);
      s = await ui(page);
      assert.equal(s.phase, 'french-combat', JSON.stringify(s));
      await refusedBombardment(page);
      await tapItem(page, 'refusal-rule');
      s = await ui(page);
      assert.equal(s.dialog, 'rule', JSON.stringify(s));
      await page.waitForFunction(() => window.naw.ui().ruleTitle ===
                                       'Artillerie et ligne de vue (NLB 8.0-8.51)', null,
                                 { timeout: 15000 });
      await untilRuleText(page);
      s = await ui(page);
      assert.match(s.ruleText, /Terrain bloquant\u00a0: hex de forêt, de ville et de château, et côtés d'hex de crête \(8\.3\)/);
      assert.ok(requests.includes('french.txt'), JSON.stringify(requests));
      await settle(page);
      await assertNothingClipped(page, `${device}, French`);
      await page.screenshot({ path: join(screenshotDir, `nlb-rule-${device}-fr.png`) });
      await key(page, 'Escape');
      assert.equal((await ui(page)).dialog, '');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
