// The rule texts are not in the page: it embeds each rule's number and title only and fetches
// the texts (rules-1979.txt, rules-cn.txt beside index.html) the first time a rule dialog
// shows one (src/ui/rule_text.h RuleBook). Checked here on an iPad-sized touch screen:
//   1. nothing is fetched at start; a rule opened from the combat table shows its title at
//      once, then its text once the file has arrived (one fetch for every later rule);
//   2. with the file unreachable (offline, no copy kept), the dialog says so and offers to
//      try again, which gets the text once the file can be reached;
//   3. Computer Napoleonics: a refusal's rule opens with the text of rules-cn.txt;
//   4. after a first visit, offline: the service worker's copy gives the text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { settle, afterInput, sharedBrowser, ipad, reachItem } from './naw-api.mjs';
import { ruleRequests } from './harness.mjs';

const shared = sharedBrowser();

const ui = (page) => page.evaluate(() => window.naw.ui());
const tapItem = async (page, id) => {
  const p = await reachItem(page, id);
  assert.ok(p, `nothing to tap: ${id}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
};
// Waits until the page names item `id` (a fetch lands between frames: the page then draws).
const untilItem = (page, id) =>
  page.waitForFunction((i) => window.naw.ui().items.includes(i), id, { timeout: 10000 });

// The page opened on an iPad (as harness.mjs openGame), `setup` run on it before it loads.
// No service worker (but in the last test): its install fetches every file, and the
// page's requests would go through it, past page.route.
async function start(setup, serviceWorkers = 'block') {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 800 },
                                                    ...ipad, serviceWorkers });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const requests = ruleRequests(page);
  if (setup) await setup(page);
  await page.goto(shared.server.url);
  await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                             { timeout: 30000 });
  await settle(page);
  return { context, page, errors, requests };
}

test('a rule opened from the combat table: its title at once, its text fetched once, on demand', async () => {
  const { context, page, errors, requests } = await start();
  try {
    await page.waitForTimeout(300);
    assert.deepEqual(requests, [], 'rule texts fetched before any was shown');
    await tapItem(page, 'crt');
    await tapItem(page, 'rule-6.2');
    let s = await ui(page);
    assert.equal(s.dialog, 'rule');
    assert.equal(s.rule, '6.2');
    assert.ok(s.items.includes('rule-title'), JSON.stringify(s.items));
    await untilItem(page, 'rule-text');
    s = await ui(page);
    assert.ok(!s.items.includes('rule-loading'), JSON.stringify(s.items));
    assert.ok(!s.items.includes('rule-unavailable'), JSON.stringify(s.items));
    // Another rule: already there, no second fetch.
    await tapItem(page, 'close');
    await tapItem(page, 'crt');
    await tapItem(page, 'rule-6.3');
    s = await ui(page);
    assert.equal(s.rule, '6.3');
    assert.ok(s.items.includes('rule-text'), JSON.stringify(s.items));
    assert.deepEqual(requests, ['rules-1979.txt']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('offline without a kept copy: the rule dialog says the text could not be loaded, and Try again gets it', async () => {
  let reachable = false;
  const { context, page, requests } = await start((p) =>
    p.route('**/rules-1979.txt', (route) => (reachable ? route.continue() : route.abort())));
  try {
    await tapItem(page, 'crt');
    await tapItem(page, 'rule-6.2');
    await untilItem(page, 'rule-unavailable');
    let s = await ui(page);
    assert.equal(s.dialog, 'rule');
    assert.ok(s.items.includes('rule-title'), JSON.stringify(s.items));
    assert.ok(s.items.includes('rule-retry'), JSON.stringify(s.items));
    assert.ok(!s.items.includes('rule-text'), JSON.stringify(s.items));
    reachable = true;
    await tapItem(page, 'rule-retry');
    await untilItem(page, 'rule-text');
    s = await ui(page);
    assert.ok(!s.items.includes('rule-unavailable'), JSON.stringify(s.items));
    assert.deepEqual(requests, ['rules-1979.txt', 'rules-1979.txt']);
  } finally {
    await context.close();
  }
});

// Steps between two squares RRCC (ruling C2).
function distance(a, b) {
  const dr = Math.floor(b / 100) - Math.floor(a / 100), dc = (b % 100) - (a % 100);
  return Math.max(Math.abs(dr), Math.abs(dc), Math.abs(dr - dc));
}

test('Computer Napoleonics: the rule of a refusal opens with its text from rules-cn.txt', async () => {
  const { context, page, errors, requests } = await start();
  try {
    await tapItem(page, 'new-game');
    await tapItem(page, 'ng-game-cn');
    await tapItem(page, 'ng-cn-two-players');
    await tapItem(page, 'ng-start');
    // A French unit moved next to an Allied one: the set-up phase cannot end while that
    // contact is unfought (C12), refused with its rule.
    const at = (id) => page.evaluate((u) => window.naw.unitHex(u), id);
    const tap = async (p) => afterInput(page, () => page.touchscreen.tap(p.x, p.y));
    const allied = [];
    for (const id of ['IA', 'IB', 'IC', 'ID', 'IE', 'IR', 'IS']) allied.push(+(await at(id)));
    let moved = false;
    for (const id of ['ia', 'ib', 'ic', 'id', 'ie', 'if', 'ig', 'ih']) {
      await tap(await page.evaluate((u) => window.naw.unitToClient(u), id));
      const s = await ui(page);
      if (s.selected !== id) continue;
      const next = s.reach.find((sq) => allied.some((a) => distance(a, +sq) === 1));
      if (!next) continue;
      await tap(await page.evaluate((h) => window.naw.hexToClient(h), next));
      moved = true;
      break;
    }
    assert.ok(moved, 'no French unit could reach an Allied unit');
    await tapItem(page, 'end-phase');
    await tapItem(page, 'end-phase');
    let s = await ui(page);
    assert.ok(s.refusal && s.refusal.rule, JSON.stringify(s));
    await tapItem(page, 'refusal-rule');
    s = await ui(page);
    assert.equal(s.dialog, 'rule');
    assert.ok(s.items.includes('rule-title'), JSON.stringify(s.items));
    await untilItem(page, 'rule-text');
    assert.deepEqual(requests, ['rules-cn.txt']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('after a first visit, offline: the rule texts come from the service worker', async () => {
  const { context, page, errors } = await start(null, 'allow');
  try {
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 15000 });
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                               { timeout: 30000 });
    await settle(page);
    await tapItem(page, 'crt');
    await tapItem(page, 'rule-6.2');
    await untilItem(page, 'rule-text');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
