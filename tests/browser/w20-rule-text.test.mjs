// Waterloo 20's rule texts (issue 14, item 1; src/games/w20/ui/w20_rule_text.h), on a tablet
// and a phone: in a hot-seat game, the undo key is refused (moves are final, 6.24); a tap on
// the refusal's rule number opens a dialog with the reason and the text of case 6.24, which
// the page fetches then (rules-w20.txt beside the page, nothing before); the player then
// chooses French (the choice the menu stores, naw.lang) and reloads: the game comes back, the
// same refusal's rule opens in French, from rules-w20.fr.txt alone. Screenshots:
// build/screenshots/w20-rule-<device>-<en|fr>.png; no named item's text is cut off and no
// window's content runs past its edge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { screenshotDir, untilReady, ruleRequests } from './harness.mjs';
import {
  settle, afterInput, sharedBrowser, ipad, reachItem, assertNothingClipped as assertClipFree,
} from './naw-api.mjs';

const shared = sharedBrowser();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                deviceScaleFactor: 3 };

const ui = (page) => page.evaluate(() => window.naw.ui());
const tapItem = async (page, id) => {
  const p = await reachItem(page, id);
  assert.ok(p, `nothing to tap: ${id}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
  await settle(page);
};
const press = (page, key) => afterInput(page, () => page.keyboard.press(key));

async function ready(page) {
  await untilReady(page);
  await settle(page);
}

const assertNothingClipped = (page, where) => assertClipFree(page, assert, where);

// The undo key refused (6.24), its rule opened by a tap: the dialog, once its text is there.
async function openRule(page) {
  let s = await ui(page);
  if (s.handover) await tapItem(page, 'handover-ready');
  await press(page, 'z');
  s = await ui(page);
  assert.equal(s.refusal && s.refusal.rule, '6.24', JSON.stringify(s.refusal));
  assert.ok(!s.ruleText);
  assert.ok(s.items.includes('refusal-why'), `the reason is shown in the panel: ${s.items}`);
  await tapItem(page, 'refusal-rule');
  await page.waitForFunction(() => {
    const u = window.naw.ui();
    return u.items.includes('rule-text') && u.ruleText && u.ruleText.text;
  }, null, { timeout: 10000 });
  await settle(page);
  s = await ui(page);
  assert.equal(s.dialog, 'rule');
  for (const id of ['refusal-text', 'rule-title', 'rule-text', 'close'])
    assert.ok(s.items.includes(id), `${id} not shown: ${s.items}`);
  assert.equal(s.ruleText.id, '6.24');
  return s;
}

for (const [device, options] of [['tablet', ipad], ['phone', phone]]) {
  test(`W20: a refusal's rule text in English, then in French, on a ${device}`, async () => {
    const context = await shared.browser.newContext({ ...options, locale: 'en-GB',
                                                      serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    const requests = ruleRequests(page);
    try {
      await page.goto(shared.server.url);
      await ready(page);
      await tapItem(page, 'new-game');
      await tapItem(page, 'ng-game-w20');
      await tapItem(page, 'ng-w20-two-players');
      await tapItem(page, 'ng-start');
      assert.deepEqual(requests, [], 'rule texts fetched before any was shown');
      let s = await openRule(page);
      assert.equal(s.ruleText.title, 'Movement Restrictions and prohibitions');
      assert.match(s.ruleText.text, /^All movements are final\. A player may not change his mind/);
      assert.deepEqual(requests, ['rules-w20.txt']);
      await assertNothingClipped(page, 'rule in English');
      await page.screenshot({ path: join(screenshotDir, `w20-rule-${device}-en.png`) });
      await tapItem(page, 'close');
      s = await ui(page);
      assert.equal(s.dialog, '');
      assert.ok(s.refusal, 'closing the text keeps the refusal');
      await tapItem(page, 'refusal-ok');

      // French, chosen and remembered (i18n.h chooseLanguage), then the page reloaded: the
      // game is resumed from its autosave.
      await page.evaluate(() => localStorage.setItem('naw.lang', 'fr'));
      await page.reload();
      await ready(page);
      await page.waitForFunction(() => window.naw.language() === 'fr' &&
                                 window.naw.tr('w20.not_allowed') === 'Interdit', null,
                                 { timeout: 10000 });
      assert.equal((await ui(page)).game, 'w20');
      s = await openRule(page);
      assert.equal(s.ruleText.title, 'Restrictions et interdictions de mouvement');
      assert.match(s.ruleText.text,
                   /^Tout mouvement est définitif\. Un joueur ne peut pas changer d'avis/);
      assert.deepEqual(requests, ['rules-w20.txt', 'rules-w20.fr.txt']);
      await assertNothingClipped(page, 'rule in French');
      await page.screenshot({ path: join(screenshotDir, `w20-rule-${device}-fr.png`) });
      // Escape closes the text and the refusal together.
      await press(page, 'Escape');
      s = await ui(page);
      assert.equal(s.dialog, '');
      assert.equal(s.refusal, null);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
