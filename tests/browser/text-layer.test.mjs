// The text layer beside the canvas, for screen readers (issue 14, item 3; src/ui/text_layer.h,
// src/web/text_layer_dom.h): a whole French player turn of hot-seat play typed into the
// layer's command input only (no taps, no canvas keys): moves, a refused move with its rule,
// the end of the movement phase, every obligatory attack with a forced die, the retreats and
// advances the layer offers, the end of the combat phase and the hand-over. It reads the
// layer's live region and view; window.naw is read to check (unitHex, ui) and, test-only, to
// pick a legal attack and force its die. The accessibility tree of the layer (Playwright's
// ariaSnapshot): its headings, live region, labelled input and named buttons. The layer is
// off screen by default, shown on request (the first Tab stop), and French for French readers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { settle, sharedBrowser, typeInTextLayer } from './naw-api.mjs';

const shared = sharedBrowser();
const ui = (page) => page.evaluate(() => window.naw.ui());
const unitHex = (page, id) => page.evaluate((u) => window.naw.unitHex(u), id);
const type = (page, line) => typeInTextLayer(page, line, assert);

// The commands the layer offers after a combat ("What you may type now").
async function choices(page) {
  return page.evaluate(() => {
    const hs = [...document.querySelectorAll('#tl-view h3')];
    const h = hs.find((x) => x.textContent === window.naw.tr('tl.choices'));
    const list = h && h.nextElementSibling;
    return list ? [...list.querySelectorAll('li')].map((li) => li.textContent) : [];
  });
}

const ids = (list) => list.join(',');

test('a whole French player turn typed into the text layer only', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    // Off screen (visually hidden), yet in the accessibility tree.
    const box = await page.locator('#tl').boundingBox();
    assert.ok(box && box.width <= 1 && box.height <= 1, 'the layer shows: ' + JSON.stringify(box));
    const tree = await page.locator('#tl').ariaSnapshot();
    for (const want of ['heading "Text layer" [level=1]', 'textbox "Command (naw-cli words, type help)"',
                        'button "Show the text layer"', 'button "Send"', 'log "Announcements"',
                        'heading "1 pm: French movement" [level=2]', 'heading "French units" [level=3]',
                        'heading "Allied units" [level=3]'])
      assert.ok(tree.includes(want), `no ${want} in\n${tree}`);
    assert.equal(await page.locator('#tl-live').getAttribute('aria-live'), 'polite');
    assert.match(tree, /listitem: "?Gren Gd \(fr-gren-gd\): hex 1517, strength \d+, movement \d+ of \d+ left/);

    let r = await type(page, 'status');
    assert.match(r.answer, /^ok turn=1 phase=french-move /);
    r = await type(page, 'help');
    assert.match(r.answer, /moves UNIT/);

    // A move: the hexes it may reach, then one of them (not next to the enemy).
    r = await type(page, 'moves fr-gren-gd');
    const reach = r.answer.split('\n')[1].split(' ');
    const to = reach.find((h) => !['1416', '1515', '1316', '1315', '1415', '1414', '1516',
                                   '1615', '1616'].includes(h));
    assert.ok(to, r.answer);
    r = await type(page, `move fr-gren-gd ${to}`);
    assert.equal(r.answer, 'ok');
    assert.equal(await unitHex(page, 'fr-gren-gd'), to);
    assert.ok(r.said.some((s) => s.includes(`Gren Gd moves to ${to}`)), JSON.stringify(r.said));
    // Undo and the move again: as after a tap.
    r = await type(page, 'undo');
    assert.equal(await unitHex(page, 'fr-gren-gd'), '1517');
    assert.equal((await ui(page)).canRedo, true);
    await type(page, `move fr-gren-gd ${to}`);
    // Refused with its rule, nothing changed.
    const logBefore = (await ui(page)).log;
    r = await type(page, 'move fr-1-i 0101');
    assert.match(r.answer, /^error 4\.\d /);
    assert.ok(r.said.some((s) => /^Refused, rule 4\.\d: /.test(s)), JSON.stringify(r.said));
    assert.equal((await ui(page)).log, logBefore);
    // The canvas kept its keys to itself: typing "end" did not end the phase by its E key.
    assert.equal((await ui(page)).phase, 'french-move');

    r = await type(page, 'end');
    assert.equal(r.answer, 'ok');
    let s = await ui(page);
    assert.equal(s.phase, 'french-combat');
    assert.ok(r.said.some((x) => x.includes('declare attacks')), JSON.stringify(r.said));
    r = await type(page, 'obligations');
    assert.deepEqual(r.answer.split('\n')[1].split(' ').sort(), [...s.obligations].sort());
    const view = await page.locator('#tl-view').textContent();
    assert.ok(view.includes('Units that must still fight (R7)'), view);

    // Every obligation: an attack the engine allows, its odds asked, then rolled (forced 1).
    let attacks = 0;
    for (let guard = 0; guard < 30; ++guard) {
      s = await ui(page);
      if (s.step !== 'declare-attack' || s.obligations.length === 0) break;
      const a = await page.evaluate(() => window.naw.legalAttack(0));
      assert.ok(a, 'no legal attack while obligations remain');
      const words = `${ids(a.attackers)} -> ${ids(a.defenders)}` +
                    (a.bombarders.length ? ` bombard=${ids(a.bombarders)}` : '');
      r = await type(page, `odds ${words}`);
      assert.match(r.answer, /^ok \d-\d \d+-\d+$/);
      await page.evaluate(() => window.naw.forceDice([1]));
      r = await type(page, `attack ${words}`);
      assert.match(r.answer, /^ok \d-\d 1 (Ae|Ar|Ee|Dr|De)$/);
      assert.ok(r.said.some((x) => x.includes('die 1, ' + r.answer.slice(-2))), JSON.stringify(r.said));
      assert.equal((await ui(page)).die, 1);
      ++attacks;
      // Retreats, advances, Ee losses: the first command the layer offers, typed.
      for (let g2 = 0; g2 < 12; ++g2) {
        s = await ui(page);
        if (s.step === 'declare-attack' || s.phase !== 'french-combat') break;
        const offered = await choices(page);
        assert.ok(offered.length, 'nothing offered at step ' + s.step);
        r = await type(page, offered[0]);
        assert.equal(r.answer, 'ok', offered[0]);
      }
    }
    assert.ok(attacks > 0);
    await page.screenshot({ path: join(screenshotDir, 'text-layer-combat.png') });

    // The end of the combat phase: the hand-over to the Allied player, then `ready`.
    r = await type(page, 'end');
    assert.equal(r.answer, 'ok');
    s = await ui(page);
    assert.equal(s.phase, 'allied-move');
    assert.equal(s.handover, 'allied');
    assert.match((await page.locator('#tl-view').textContent()), /Hand-over/);
    r = await type(page, 'move aa-1br 1011');
    assert.match(r.answer, /^error syntax hand-over/);
    r = await type(page, 'ready');
    assert.equal(r.answer, 'ok');
    assert.equal((await ui(page)).handover, null);
    r = await type(page, 'status');
    assert.match(r.answer, /^ok turn=1 phase=allied-move /);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the text layer is shown on request: the first Tab stop, and its Hide button', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'tl-open');
    const open = await page.locator('#tl-open').boundingBox();
    assert.ok(open.width > 40 && open.height > 10, JSON.stringify(open));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('tl').className === 'tl-shown');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'tl-input');
    const box = await page.locator('#tl').boundingBox();
    assert.ok(box.width > 200 && box.height > 300, JSON.stringify(box));
    assert.equal(await page.locator('#tl-toggle').textContent(), 'Hide the text layer');
    await settle(page);
    assert.ok((await ui(page)).items.includes('text-layer'), 'no switch in the menu');
    await page.screenshot({ path: join(screenshotDir, 'text-layer-shown.png') });
    await page.locator('#tl-toggle').click();
    await page.waitForFunction(() => document.getElementById('tl').className === 'tl-off');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a French reader\'s text layer is in French', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url,
                                                   { locale: 'fr-FR' });
  try {
    await page.waitForFunction(() => window.naw.language() === 'fr' &&
                                     window.naw.tr('tl.title') === 'Couche texte');
    await page.waitForFunction(() => document.getElementById('tl-title').textContent === 'Couche texte');
    const tree = await page.locator('#tl').ariaSnapshot();
    for (const want of ['heading "Couche texte" [level=1]', 'textbox "Commande (mots de naw-cli, tapez help)"',
                        'button "Afficher la couche texte"', 'button "Envoyer"', 'log "Annonces"',
                        'heading "Unités françaises" [level=3]'])
      assert.ok(tree.includes(want), `no ${want} in\n${tree}`);
    assert.match(tree, /heading "13 h\u00a0: Mouvement français"|heading "13 h : Mouvement français"/);
    const r = await type(page, 'move fr-1-i 0101');
    assert.match(r.answer, /^error 4\.\d /);  // naw-cli's words stay naw-cli's
    assert.ok(r.said.some((s) => /^Refusé, règle 4\.\d\u00a0: /.test(s)), JSON.stringify(r.said));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
