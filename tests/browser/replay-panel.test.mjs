// The side panel follows the replay (issue 14, item 4), in every game: while the replay
// viewer shows a moment, the panel names THAT moment's turn and phase (the words of the
// viewer's own heading), shows one line "Replay: the board shows move k of n..." in place of
// the live controls, refusal and last combat (none of their items is drawn), and keeps its
// tools (fit, flip, language, new game); closing the viewer brings the live panel back, item
// for item. The standard game does the same while a shared position is on the board, until
// "Back to my game". On a tablet in English and a phone in French, nothing cut off.
// Screenshots: build/screenshots/replay-panel-{game}-{tablet-en,phone-fr}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import {
  api, afterInput, settle, sharedBrowser, reachItem, ipad, frenchFirstTurn, assertNothingClipped,
} from './naw-api.mjs';

const shared = sharedBrowser();
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
                deviceScaleFactor: 3 };
const devices = [
  { name: 'tablet-en', context: ipad },
  { name: 'phone-fr', context: { ...phone, locale: 'fr-FR' } },
];

const ui = (page) => api(page, 'ui');
async function tapItem(page, id) {
  await settle(page);
  const p = await reachItem(page, id);
  assert.ok(p, `nothing to tap: ${id}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}

// The items of the live game's play: its step's controls, refusal, keys, computer, last
// combat, and the buttons that would send the live game (not the moment shown).
const liveOnly = (items) => items.filter((i) =>
  ['end-phase', 'undo', 'redo', 'exit', 'clear-attack', 'attack', 'decline', 'choose-losses',
   'refusal', 'refusal-ok', 'refusal-rule', 'key-help', 'die', 'odds', 'chances', 'ai-hint',
   'ai-skip', 'send-turn', 'share-position', 'w20-prompt', 'w20-selected', 'w20-planner',
   'w20-diff', 'w20-reveal', 'w20-last-combat', 'cn-exit', 'cn-declare', 'cn-clear', 'cn-odds',
   'cn-resolve-all', 'cn-decline', 'cn-computer', 'cn-last-combat', 'nlb-selected', 'nlb-exit',
   'nlb-computer-busy', 'nlb-last-combat'].includes(i) ||
  /^(w20-choice-|w20-unit-|cn-cancel-|cn-resolve-|odds-)/.test(i));

// The note's words in the page's language, for moment k of n.
async function noteFor(page, k, n) {
  const t = await api(page, 'tr', 'replay.panel_note');
  return t.replace('{k}', String(k)).replace('{n}', String(n));
}

// The panel scrolled back to its top (the mouse wheel over its foot), for the screenshot.
async function panelToTop(page) {
  const trackY = async () => (await page.evaluate(() => window.naw.itemToClient('turn-track'))).y;
  const track = await page.evaluate(() => window.naw.itemToClient('turn-track'));
  await page.mouse.move(track.x, page.viewportSize().height - 40);
  for (let i = 0, y = await trackY(); i < 30; ++i) {
    await page.mouse.wheel(0, -2000);  // (a panel at its top draws no new frame)
    await settle(page);
    const now = await trackY();
    if (now === y) break;
    y = now;
  }
}

// The panel of the replay at its first moment (the set-up): its turn and phase are the
// viewer's heading's, not the live game's; no live item; the tools; the note. Then closed:
// the live panel again. `phase`, `turn`: the names of the panel's phase and turn texts.
async function panelFollows(page, game, device, phase, turn, replayState) {
  const live = await ui(page);
  const liveItems = liveOnly(live.items);
  assert.ok(liveItems.length > 0, `the live panel has play items: ${live.items}`);
  const livePhase = live.texts[phase], liveTurn = live.texts[turn];
  assert.ok(livePhase && liveTurn, JSON.stringify(live.texts));
  assert.equal(live.texts['shown-note'], undefined);

  await tapItem(page, 'replay-open');
  await tapItem(page, 'replay-first');
  const r = await api(page, replayState);
  assert.deepEqual([r.open, r.moment], [true, 0]);
  const s = await ui(page);
  // The panel names the moment shown: the viewer's heading is "Move 0 of n  -  <turn>, <phase>".
  const heading = s.texts['replay-moment'];
  assert.ok(heading.endsWith(', ' + s.texts[phase]), `${heading} / ${s.texts[phase]}`);
  const when = heading.slice(heading.indexOf('  -  ') + 5, -(s.texts[phase].length + 2));
  assert.ok(s.texts[turn].includes(when), `${s.texts[turn]} / ${when}`);
  assert.ok(s.texts[phase] !== livePhase || s.texts[turn] !== liveTurn,
            `the set-up looks like the live game: ${livePhase}, ${liveTurn}`);
  assert.equal(s.texts['shown-note'], await noteFor(page, 0, r.length));
  assert.deepEqual(liveOnly(s.items), [], 'no live control while a moment is shown');
  for (const tool of ['fit', 'flip', 'language', 'new-game'])
    assert.ok(s.items.includes(tool), `the tool ${tool} stays`);
  await assertNothingClipped(page, assert, `${game} replay, ${device}`);
  await panelToTop(page);
  await page.screenshot({ path: join(screenshotDir, `replay-panel-${game}-${device}.png`) });

  // Next: the panel follows the moment.
  await tapItem(page, 'replay-next');
  assert.equal((await ui(page)).texts['shown-note'], await noteFor(page, 1, r.length));

  await tapItem(page, 'replay-close');
  assert.equal((await api(page, replayState)).open, false);
  const back = await ui(page);
  assert.deepEqual([back.texts[phase], back.texts[turn]], [livePhase, liveTurn]);
  assert.equal(back.texts['shown-note'], undefined);
  assert.deepEqual(liveOnly(back.items), liveItems, 'the live controls are back');
}

// A hot-seat game of `game` from the new-game dialog, `n` random legal actions played.
async function randomGame(page, game, twoPlayers, n, seed) {
  await settle(page);
  await tapItem(page, 'new-game');
  await tapItem(page, `ng-game-${game}`);
  if (twoPlayers) await tapItem(page, twoPlayers);
  await tapItem(page, 'ng-start');
  const played = await api(page, 'playRandom', n, seed);
  assert.equal(played.error, '');
  await settle(page);
}

// Each game: how a game of it is put on the board, and the names of its panel's phase and
// turn texts and of its viewer's state in window.naw.
const games = [
  { id: 'naw', title: 'standard game', phase: 'panel-phase', turn: 'panel-turn', state: 'replay',
    start: async (page) => {
      await settle(page);
      await api(page, 'newGame', 'human', 'human', 'normal', 11);
      await frenchFirstTurn(page, assert);
      await settle(page);
      if ((await ui(page)).handover) await tapItem(page, 'handover-ready');
    } },
  { id: 'cn', title: 'Computer Napoleonics', phase: 'cn-phase', turn: 'cn-turn',
    state: 'gameReplay', start: (page) => randomGame(page, 'cn', 'ng-cn-two-players', 40, 21) },
  { id: 'nlb', title: 'NLB Waterloo', phase: 'nlb-phase', turn: 'nlb-period',
    state: 'gameReplay', start: (page) => randomGame(page, 'nlb', null, 40, 31) },
  // (Waterloo 20 hot-seat with fog of war: the viewer is the player holding the screen, W29.)
  { id: 'w20', title: 'Waterloo 20', phase: 'w20-phase', turn: 'w20-date', state: 'gameReplay',
    start: (page) => randomGame(page, 'w20', 'ng-w20-two-players', 40, 9) },
];

for (const device of devices)
  for (const game of games)
    test(`${game.title} (${device.name}): the panel shows the replay's moment, then the live game`,
         async () => {
      const { context, page, errors } = await openGame(shared.browser, shared.server.url,
                                                       device.context);
      try {
        await game.start(page);
        await panelFollows(page, game.id, device.name, game.phase, game.turn, game.state);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

// A shared position on the board (a "#p=" link): the panel shows its turn and phase, not the
// receiver's own game, until "Back to my game".
test('standard game: the panel shows a shared position until "Back to my game"', async () => {
  const a = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(a.page);
    await api(a.page, 'newGame', 'human', 'human', 'normal', 11);
    await frenchFirstTurn(a.page, assert);
    const link = await api(a.page, 'shareLink');
    const b = await openGame(shared.browser, link, ipad);
    try {
      await b.page.waitForFunction(() => window.naw.shownHash() !== window.naw.gameHash());
      await settle(b.page);
      const s = await ui(b.page);
      assert.match(s.phase, /^french-move/, "the receiver's own game is at its start");
      assert.match(await api(b.page, 'shownStep'), /^turn=1 phase=allied-move/);
      assert.equal(s.texts['panel-phase'], await api(b.page, 'tr', 'phase.allied_movement'));
      assert.equal(s.texts['shown-note'], await api(b.page, 'tr', 'links.panel_viewing'));
      assert.deepEqual(liveOnly(s.items), []);
      assert.ok(s.items.includes('back-to-game'));
      await tapItem(b.page, 'back-to-game');
      const back = await ui(b.page);
      assert.equal(back.texts['panel-phase'], await api(b.page, 'tr', 'phase.french_movement'));
      assert.equal(back.texts['shown-note'], undefined);
      assert.ok(back.items.includes('end-phase') && back.items.includes('send-turn'));
      assert.deepEqual(b.errors, []);
    } finally {
      await b.context.close();
    }
    assert.deepEqual(a.errors, []);
  } finally {
    await a.context.close();
  }
});
