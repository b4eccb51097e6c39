// The text layer beside the canvas (issue 14, item 3) playing Computer Napoleonics, NLB and
// Waterloo 20 (src/games/*/ui/*_text_layer.h, one DOM glue: src/web/text_layer_dom.h): each
// game is started from the menu by taps, then a French player turn is typed into the layer's
// command input only (no taps, no canvas keys) up to the hand-over to the Allied player,
// checked through window.naw; the answers are naw-cli's, refusals are announced with their
// rule in the live region. Waterloo 20: the set-up of both dummies after each hand-over, a
// move, the end of the French player turn; what the French player reads never names an Allied
// counter face down (W29). The accessibility tree (Playwright's ariaSnapshot) shows the same
// headings, lists, live region and labelled input for each game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame } from './harness.mjs';
import { settle, afterInput, sharedBrowser, typeInTextLayer, reachItem } from './naw-api.mjs';

const shared = sharedBrowser();
const ui = (page) => page.evaluate(() => window.naw.ui());
const type = (page, line) => typeInTextLayer(page, line, assert);

// The items of the view's list under heading `h`.
const listUnder = (page, h) => page.evaluate((want) => {
  const head = [...document.querySelectorAll('#tl-view h3')].find((x) => x.textContent === want);
  const list = head && head.nextElementSibling;
  return list && list.tagName === 'UL' ? [...list.querySelectorAll('li')].map((li) => li.textContent) : [];
}, h);

async function start(page, items, title) {
  for (const id of ['new-game', ...items, 'ng-start']) {
    const p = await reachItem(page, id);
    assert.ok(p, 'no ' + id);
    await afterInput(page, () => page.mouse.click(p.x, p.y));
  }
  await page.waitForFunction((t) => {
    const h = document.querySelector('#tl-view h2');
    return h && h.textContent.includes(t);
  }, title);
}

async function tree(page, want) {
  const t = await page.locator('#tl').ariaSnapshot();
  for (const w of ['heading "Text layer" [level=1]', 'textbox "Command (naw-cli words, type help)"',
                   'log "Announcements"', 'heading "Answers" [level=2]', ...want])
    assert.ok(t.includes(w), `no ${w} in\n${t}`);
  return t;
}

const firstReach = (answer) => answer.split('\n')[1].split(' ').filter((h) => h && h !== 'exit');

test('Computer Napoleonics: a French player turn typed into the text layer', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await start(page, ['ng-game-cn', 'ng-cn-two-players'], '1 pm: French movement');
    await tree(page, ['heading "1 pm: French movement" [level=2]', 'heading "French units" [level=3]',
                      'heading "Allied units" [level=3]']);
    assert.match((await listUnder(page, 'French units')).join('\n'), /\(ia\), infantry: square 6361/);
    let r = await type(page, 'status');
    assert.equal(r.answer, 'ok ' + await page.evaluate(() => window.naw.status()));
    r = await type(page, 'moves ia');
    const to = firstReach(r.answer).pop();
    r = await type(page, `move ia ${to}`);
    assert.equal(r.answer, 'ok');
    assert.equal(await page.evaluate(() => window.naw.unitHex('ia')), to);
    assert.ok(r.said.some((s) => s.startsWith(`French: move ia`)), JSON.stringify(r.said));
    r = await type(page, 'move ib 0101');
    assert.match(r.answer, /^error C2 /);
    assert.ok(r.said.some((s) => s.startsWith('Refused, rule C2: ')), JSON.stringify(r.said));
    r = await type(page, 'place ia 6361');
    assert.match(r.answer, /^error syntax not taken by the text layer/);
    for (const phase of ['french-setup', 'french-resolve', 'allied-move']) {
      r = await type(page, 'end');
      assert.equal(r.answer, 'ok');
      assert.match(await page.evaluate(() => window.naw.status()), new RegExp(`phase=${phase} `));
    }
    assert.equal((await ui(page)).handover, 'allied');
    assert.match(await page.locator('#tl-view').textContent(), /Hand-over/);
    r = await type(page, 'end');
    assert.match(r.answer, /^error syntax hand-over/);
    r = await type(page, 'ready');
    assert.equal(r.answer, 'ok');
    assert.equal((await ui(page)).handover, null);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('NLB: a French player turn typed into the text layer, attacks rolled', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await start(page, ['ng-game-nlb'], '1 pm: French movement');
    await tree(page, ['heading "French units" [level=3]']);
    let r = await type(page, 'moves fr-gren-gd');
    const to = firstReach(r.answer).pop();
    r = await type(page, `move fr-gren-gd ${to}`);
    assert.equal(r.answer, 'ok');
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), to);
    r = await type(page, 'enter fr-gren-gd 9999');
    assert.match(r.answer, /^error N4 /);
    assert.ok(r.said.some((s) => s.startsWith('Refused, rule N4: ')), JSON.stringify(r.said));
    r = await type(page, 'end');
    assert.equal(r.answer, 'ok');
    assert.equal((await ui(page)).phase, 'french-combat');
    await tree(page, ['heading "Units that must still fight (N9)" [level=3]']);
    let attacks = 0;
    for (let guard = 0; guard < 12; ++guard) {
      const s = await ui(page);
      if (s.phase !== 'french-combat' || s.step !== 'declare-attack') break;
      const a = await page.evaluate(() => window.naw.legalAttack(0));
      if (!a) break;
      const words = `${a.attackers.join(',')} -> ${a.defenders.join(',')}` +
                    (a.bombarders.length ? ` bombard=${a.bombarders.join(',')}` : '');
      r = await type(page, `odds ${words}`);
      assert.match(r.answer, /^ok \d-\d$/);
      await page.evaluate(() => window.naw.forceDice([4]));
      r = await type(page, `attack ${words}`);
      assert.match(r.answer, /^ok \d-\d 4 /);
      assert.ok(r.said.some((x) => x.includes('die 4')), JSON.stringify(r.said));
      ++attacks;
      for (let g2 = 0; g2 < 12; ++g2) {
        const t = await ui(page);
        if (t.step === 'declare-attack' || t.phase !== 'french-combat') break;
        const offered = await listUnder(page, 'What you may type now');
        assert.ok(offered.length, 'nothing offered at step ' + t.step);
        r = await type(page, offered[0]);
        assert.equal(r.answer, 'ok', offered[0]);
      }
    }
    r = await type(page, 'end');
    assert.equal(r.answer, 'ok', `after ${attacks} attacks`);
    const s = await ui(page);
    assert.equal(s.phase, 'allied-move');
    assert.equal(s.handover, 'allied');
    assert.equal((await type(page, 'ready')).answer, 'ok');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Waterloo 20: set-up, a French movement phase and the end of the player turn typed; fog held (W29)', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await settle(page);
    await start(page, ['ng-game-w20'], 'June');
    let r = await type(page, 'ready');
    assert.equal(r.answer, 'ok');
    let s = await ui(page);
    r = await type(page, `deploy al-dummy ${s.reach[0]}`);
    assert.equal(r.answer, 'ok');
    assert.equal((await type(page, 'ready')).answer, 'ok');
    s = await ui(page);
    r = await type(page, `deploy fr-dummy ${s.reach[0]}`);
    assert.equal(r.answer, 'ok');
    s = await ui(page);
    assert.equal(s.phase, 'french-move');
    // W29: the Allied counters are face down: their markers only, never their ids.
    const allied = (await listUnder(page, 'Allied units')).join('\n');
    assert.match(allied, /^a\d+ \(face down\): hex \d{4}/m);
    const view = await page.locator('#tl-view').textContent();
    for (const id of ['ad-i', 'ad-ii', 'ad-res', 'pr-i', 'pr-ii', 'pr-iii', 'pr-iv', 'al-dummy'])
      assert.ok(!new RegExp(`\\b${id}\\b`).test(view), id + ' named in ' + view);
    r = await type(page, 'moves ad-i');
    assert.match(r.answer, /^error W29 /);
    await tree(page, ['heading "Allied units" [level=3]']);
    r = await type(page, 'moves fr-ig');
    const to = firstReach(r.answer).pop();
    r = await type(page, `move fr-ig ${to}`);
    assert.equal(r.answer, 'ok');
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-ig')), to);
    assert.ok(r.said.some((x) => x.startsWith('French: move fr-ig')), JSON.stringify(r.said));
    // The rest of the French player turn: `end`, else a declaration (its defenders named as
    // the layer names them: a face-down counter by its marker), else the first command the
    // layer offers; the Allied player's choices in it after the hand-over (`ready`).
    for (let guard = 0; guard < 60; ++guard) {
      s = await ui(page);
      if (!s.phase.startsWith('french') || s.gameOver) break;
      if (s.handover) {
        assert.equal((await type(page, 'ready')).answer, 'ok');
        continue;
      }
      r = await type(page, 'end');
      if (r.answer === 'ok') continue;
      const a = s.step === 'declare' ? await page.evaluate(() => window.naw.legalAttack(0)) : null;
      const offered = await listUnder(page, 'What you may type now');
      if (a) {
        const names = {};
        for (const line of (await type(page, 'units allied')).answer.split('\n')) {
          const m = line.match(/^(?:(a\d+) \(face down\)|.*\(([^)]+)\)): hex (\d{4})/);
          if (m) names[m[3]] = m[1] || m[2];
        }
        r = await type(page, `declare ${a.attackers.join(',')} -> ${a.defenderHexes.map((h) => names[h]).join(',')}`);
      } else if (offered.length) {
        r = await type(page, offered[0]);
      }
      assert.match(r.answer, /^ok/, JSON.stringify({ step: s.step, offered, answer: r.answer }));
    }
    s = await ui(page);
    assert.match(s.phase, /^allied/, JSON.stringify(s).slice(0, 300));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Waterloo 20 read in French: plain French announcements and view, naw-cli\'s answers said to be its own', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url,
                                                   { locale: 'fr-FR' });
  try {
    await page.waitForFunction(() => window.naw.language() === 'fr');
    await settle(page);
    await start(page, ['ng-game-w20'], 'juin');
    assert.equal((await type(page, 'ready')).answer, 'ok');
    let s = await ui(page);
    assert.equal((await type(page, `deploy al-dummy ${s.reach[0]}`)).answer, 'ok');
    assert.equal((await type(page, 'ready')).answer, 'ok');
    s = await ui(page);
    assert.equal((await type(page, `deploy fr-dummy ${s.reach[0]}`)).answer, 'ok');
    const to = firstReach((await type(page, 'moves fr-ig')).answer).pop();
    let r = await type(page, `move fr-ig ${to}`);
    assert.equal(r.answer, 'ok');  // naw-cli's answer, word for word
    assert.ok(r.said.some((x) => x.startsWith('Français\u00a0: ') && x.includes(`se déplace en ${to}`)),
              JSON.stringify(r.said));
    r = await type(page, 'undo');
    assert.match(r.answer, /^error 6\.24 moves are final/);
    assert.ok(r.said.includes('Refusé, règle 6.24\u00a0: les mouvements sont définitifs'), JSON.stringify(r.said));
    const said = (await page.locator('#tl-live').textContent());
    const view = await page.locator('#tl-view').textContent();
    for (const text of [said, view]) {
      assert.ok(!/(^|[^a-z])[a-z][a-z-]*=/.test(text), 'naw-cli words in ' + text);
      for (const english of ['French', 'moves to', 'Last action', 'Refused', 'hex ', 'face down'])
        assert.ok(!text.includes(english), `"${english}" in ${text}`);
    }
    assert.match(await page.locator('#tl-answers-note').textContent(), /^Les réponses de naw-cli, mot pour mot/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
