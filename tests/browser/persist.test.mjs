// Saves and links in headless Chromium (issue 5): autosave and reload, two-slot recovery,
// storage-full reporting, the saved-games list, position links, turn links (hot-seat and
// play by link with commit-reveal dice), damaged links of every kind, offline start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32 } from 'node:zlib';
import { openGame } from './harness.mjs';
import { api, gameState, sharedBrowser, frenchFirstTurn } from './naw-api.mjs';

const shared = sharedBrowser();

const state = gameState;
// Waits until the page's game (not a shown link) has `log` actions.
const waitLog = (page, n) => page.waitForFunction((k) => window.naw.logLength() === k, n);

// A hot-seat game: the Guard grenadiers move, the French movement phase ends (2 actions).
async function playSome(page, seed = 11) {
  await api(page, 'newGame', 'human', 'human', 'normal', seed);
  assert.equal(await api(page, 'move', 'fr-gren-gd', '1716'), '');
  assert.equal(await api(page, 'endPhase'), '');
}

test('every action is autosaved; a reload resumes exactly where the game was', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await playSome(page);
    const before = await state(page);
    assert.equal(before.log, 2);
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('naw.')).sort());
    assert.ok(keys.includes('naw.current'), keys.join());
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    assert.ok(keys.includes(`naw.game.${id}.0`) && keys.includes(`naw.game.${id}.1`), keys.join());
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true);
    assert.deepEqual(await state(page), before);
    assert.equal(await api(page, 'unitHex', 'fr-gren-gd'), '1716');
    assert.equal(await api(page, 'status').then((s) => s.split(' ')[1]), 'phase=french-combat');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a damaged newest autosave falls back to the other slot; both damaged: reported, kept in the list', async () => {
  const { context, page } = await openGame(shared.browser, shared.server.url);
  try {
    await playSome(page);
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    const two = await state(page);
    const newest = await api(page, 'autosaveSlot');
    assert.ok(newest === 0 || newest === 1);
    await page.evaluate(({ id, newest }) => {
      const key = `naw.game.${id}.${newest}`;
      const t = localStorage.getItem(key);
      const i = Math.floor(t.length / 2);
      localStorage.setItem(key, t.slice(0, i) + (t[i] === 'A' ? 'B' : 'A') + t.slice(i + 1));
    }, { id, newest });
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true);
    const after = await state(page);
    assert.equal(after.log, 1, 'the previous autosave (one action earlier) is resumed');
    assert.equal(await api(page, 'unitHex', 'fr-gren-gd'), '1716');
    assert.equal(await page.evaluate(() => localStorage.getItem('naw.current')), id);
    assert.notDeepEqual(after, two);
    // Now damage both slots: a new game starts, the player is told, the damaged save stays listed.
    await page.evaluate((id) => {
      for (const s of [0, 1]) localStorage.setItem(`naw.game.${id}.${s}`, 'naw-save:garbage' + s);
    }, id);
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true);
    assert.equal(await api(page, 'logLength'), 0);
    assert.match(await api(page, 'startMessage'), /could not be resumed: .*stays in the list/);
    const list = await api(page, 'savedGames');
    const damaged = list.find((g) => g.id === id);
    assert.ok(damaged && damaged.error !== '', JSON.stringify(list));
    assert.notEqual(await page.evaluate(() => localStorage.getItem('naw.current')), id);
  } finally {
    await context.close();
  }
});

test('a full storage is reported to the player and the previous autosave is kept', async () => {
  const { context, page } = await openGame(shared.browser, shared.server.url);
  try {
    await api(page, 'newGame', 'human', 'human', 'normal', 3);
    assert.equal(await api(page, 'move', 'fr-gren-gd', '1716'), '');
    const id = await page.evaluate(() => localStorage.getItem('naw.current'));
    const savedBefore = await page.evaluate((id) => [0, 1].map((s) => localStorage.getItem(`naw.game.${id}.${s}`)), id);
    // Fill the origin's storage to the last few bytes.
    const filled = await page.evaluate(() => {
      let chunk = 'x'.repeat(1 << 20), n = 0;
      while (chunk.length > 0) {
        try { localStorage.setItem('fill.' + n, chunk); n++; } catch { chunk = chunk.slice(0, chunk.length >> 1); }
      }
      // To the last character: grow the first filler one character at a time.
      for (let v = localStorage.getItem('fill.0'); ;) {
        try { v += 'x'; localStorage.setItem('fill.0', v); } catch { break; }
      }
      return n;
    });
    assert.ok(filled > 0);
    assert.equal(await api(page, 'storageError'), '');
    assert.equal(await api(page, 'endPhase'), '');
    const error = await api(page, 'storageError');
    assert.match(error, /full/i);
    const savedAfter = await page.evaluate((id) => [0, 1].map((s) => localStorage.getItem(`naw.game.${id}.${s}`)), id);
    assert.deepEqual(savedAfter, savedBefore, 'both slots untouched by the failed write');
    await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('fill.')) localStorage.removeItem(k); });
    assert.equal(await api(page, 'attack', 'fr-6-ii,fr-9-ii,fr-art-i', 'aa-det'), '');
    assert.equal(await api(page, 'storageError'), '');
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true);
    assert.equal(await api(page, 'logLength'), 3, 'the next write saved the whole game again');
  } finally {
    await context.close();
  }
});

test('saved-games list: a new game keeps the old one; resume, rename, delete, export and import', async () => {
  const { context, page } = await openGame(shared.browser, shared.server.url, { acceptDownloads: true });
  try {
    await playSome(page);
    const first = await state(page);
    const firstId = await page.evaluate(() => localStorage.getItem('naw.current'));
    await api(page, 'newGame', 'human', 'computer', 'easy', 5);
    let list = await api(page, 'savedGames');
    assert.equal(list.length, 2, JSON.stringify(list));
    assert.ok(list.some((g) => g.id === firstId && !g.current));
    assert.equal(await api(page, 'renameSave', firstId, 'Ligny revenge'), '');
    list = await api(page, 'savedGames');
    assert.equal(list.find((g) => g.id === firstId).name, 'Ligny revenge');
    // Export: a real download of the save text.
    const [download] = await Promise.all([page.waitForEvent('download'), api(page, 'exportSave', firstId)]);
    const text = await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString());
    assert.match(text, /^naw-save:/);
    assert.match(download.suggestedFilename(), /\.naw$/);
    // Resume the first game: exactly its position.
    assert.equal(await api(page, 'resumeSave', firstId), '');
    assert.deepEqual(await state(page), first);
    // Delete refuses the game on screen, deletes another one.
    assert.notEqual(await api(page, 'deleteSave', firstId), '');
    const other = (await api(page, 'savedGames')).find((g) => g.id !== firstId).id;
    assert.equal(await api(page, 'deleteSave', other), '');
    assert.equal((await api(page, 'savedGames')).length, 1);
    // Import: through the file picker, into another browser's list.
    const second = await openGame(shared.browser, shared.server.url);
    try {
      await second.page.mouse.click(5, 790);  // a user gesture, as a tap on the button gives
      const [chooser] = await Promise.all([second.page.waitForEvent('filechooser'), api(second.page, 'pickSaveFile')]);
      await chooser.setFiles({ name: 'game.naw', mimeType: 'text/plain', buffer: Buffer.from(text) });
      await second.page.waitForFunction(() => window.naw.savedGames().length === 2);
      const imported = (await api(second.page, 'savedGames')).find((g) => !g.current);
      assert.equal(imported.name, 'Ligny revenge');
      assert.equal(await api(second.page, 'resumeSave', imported.id), '');
      assert.deepEqual(await state(second.page), first);
      // A damaged file is refused with a message; the list does not change.
      const [chooser2] = await Promise.all([second.page.waitForEvent('filechooser'), api(second.page, 'pickSaveFile')]);
      await chooser2.setFiles({ name: 'bad.naw', mimeType: 'text/plain', buffer: Buffer.from(text.slice(0, 40)) });
      await second.page.waitForFunction(() => /Could not import/.test(window.naw.savesMessage()));
      assert.equal((await api(second.page, 'savedGames')).length, 2);
      // A save of a version this build does not know: refused, saying so.
      const payload = Buffer.from(text.trim().slice('naw-save:'.length), 'base64url');
      payload[1] = 99;
      payload.writeUInt32LE(crc32(payload.subarray(0, payload.length - 4)), payload.length - 4);
      const [chooser3] = await Promise.all([second.page.waitForEvent('filechooser'), api(second.page, 'pickSaveFile')]);
      await chooser3.setFiles({ name: 'future.naw', mimeType: 'text/plain',
                                buffer: Buffer.from('naw-save:' + payload.toString('base64url')) });
      await second.page.waitForFunction(() => /future\.naw: .*version/i.test(window.naw.savesMessage()));
      assert.equal((await api(second.page, 'savedGames')).length, 2);
    } finally {
      await second.context.close();
    }
  } finally {
    await context.close();
  }
});

test('a position link opens the same position in a fresh browser; the local game is not touched', async () => {
  const a = await openGame(shared.browser, shared.server.url);
  try {
    await playSome(a.page);
    const link = await api(a.page, 'shareLink');
    assert.ok(link.startsWith(shared.server.url) && link.includes('#p='), link);
    // The "Share position" path where the clipboard refuses (as a browser without the
    // permission does): the link is shown in a box over the page, selected, to copy by hand.
    await a.page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('not allowed'));
    });
    await api(a.page, 'sharePosition');
    await a.page.waitForSelector('#naw-copy textarea', { timeout: 5000 });
    assert.equal(await a.page.$eval('#naw-copy textarea', (t) => t.value), link);
    const hash = await api(a.page, 'gameHash');
    const b = await openGame(shared.browser, link);
    try {
      await b.page.waitForFunction(() => window.naw.shownHash() !== window.naw.gameHash());
      assert.equal(await api(b.page, 'shownHash'), hash);
      assert.equal(await api(b.page, 'shownUnitHex', 'fr-gren-gd'), '1716');
      assert.equal(await api(b.page, 'shownStep'), 'turn=1 phase=french-combat');
      assert.match((await api(b.page, 'linkMessage')).text, /shared position/i);
      assert.equal(await api(b.page, 'logLength'), 0, "the receiver's own game is unchanged");
      assert.equal((await api(b.page, 'linkMessage')).error, false);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.context.close();
    }
  } finally {
    await a.context.close();
  }
});

// Rewrites the base64url payload of a link: decode, change, fix the CRC-32, encode.
function reframe(link, change) {
  const i = link.indexOf('#') + 3;
  const bytes = Buffer.from(link.slice(i), 'base64url');
  change(bytes);
  bytes.writeUInt32LE(crc32(bytes.subarray(0, bytes.length - 4)), bytes.length - 4);
  return link.slice(0, i) + bytes.toString('base64url');
}

test('a hot-seat turn link replays and verifies in another browser; reopening it re-rolls nothing', async () => {
  const a = await openGame(shared.browser, shared.server.url,
                           { permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    await playSome(a.page, 21);
    const link = await api(a.page, 'sendTurn');
    assert.ok(link.startsWith(shared.server.url) && link.includes('#t='), link);
    // No Web Share here (desktop Linux): the link went to the clipboard.
    await a.page.waitForFunction(async (l) => (await navigator.clipboard.readText()) === l, link,
                                 { timeout: 5000 });
    const sent = await state(a.page);
    const b = await openGame(shared.browser, link);
    try {
      await waitLog(b.page, sent.log);
      assert.deepEqual(await state(b.page), sent);
      const replay = await api(b.page, 'replayText');
      assert.match(replay, /moves to 1716/);
      assert.match(replay, /Ends the phase/);
      assert.match((await api(b.page, 'linkMessage')).text, /replayed and verified/);
      // Stepping through the replay shows the positions in between on the board.
      assert.equal(await api(b.page, 'shownUnitHex', 'fr-gren-gd'), '1517');
      assert.equal(await api(b.page, 'shownStep'), 'turn=1 phase=french-move');
      await api(b.page, 'replayStep', 1);
      assert.equal(await api(b.page, 'shownUnitHex', 'fr-gren-gd'), '1716');
      assert.equal(await api(b.page, 'shownStep'), 'turn=1 phase=french-move');
      await api(b.page, 'replayStep', 2);
      assert.equal(await api(b.page, 'shownHash'), sent.hash);
      await api(b.page, 'replayStep', 0);
      assert.equal(await api(b.page, 'shownUnitHex', 'fr-gren-gd'), '1517');
      await api(b.page, 'closeReplay');
      assert.equal(await api(b.page, 'shownHash'), sent.hash);
      // The address no longer holds the link: a reload resumes the autosave, same game.
      await b.page.reload();
      await b.page.waitForFunction(() => window.naw && window.naw.ready === true);
      assert.deepEqual(await state(b.page), sent);
      // Opening the same link again: nothing new, nothing re-rolled.
      await b.page.goto(link);
      await b.page.waitForFunction(() => /nothing new/.test(window.naw.linkMessage().text));
      assert.deepEqual(await state(b.page), sent);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.context.close();
    }
  } finally {
    await a.context.close();
  }
});

test('damaged, foreign and unknown-version links are refused with a message; the game is intact', async () => {
  const a = await openGame(shared.browser, shared.server.url);
  let good, position;
  try {
    await playSome(a.page, 31);
    good = await api(a.page, 'sendTurn');
    position = await api(a.page, 'shareLink');
  } finally {
    await a.context.close();
  }
  const c = await openGame(shared.browser, shared.server.url);
  try {
    await api(c.page, 'newGame', 'human', 'human', 'normal', 77);
    assert.equal(await api(c.page, 'move', 'fr-gren-gd', '1416'), '');
    const mine = await state(c.page);
    const payloadAt = good.indexOf('#t=') + 3;
    const flip = (s, at) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const cases = [
      ['bit flip', flip(good, payloadAt + Math.floor((good.length - payloadAt) / 2)), /checksum|damaged/i],
      ['truncated', good.slice(0, payloadAt + Math.floor((good.length - payloadAt) / 2)), /truncated|short|damaged/i],
      ['oversized', good + 'A'.repeat(300000), /too long/i],
      ['foreign hash', shared.server.url + '#section-2', /does not hold/i],
      ['foreign payload', shared.server.url + '#t=hello-world', /refused/i],
      ['position as turn', shared.server.url + '#t=' + position.split('#p=')[1], /refused/i],
      ['unknown version', reframe(good, (b) => { b[1] = 200; }), /version/i],
      ['bad position', flip(position, position.length - 6), /cannot be opened/i],
      ['unknown position version', reframe(position, (b) => { b[1] = 9; }), /version/i],
    ];
    for (const [name, link, expected] of cases) {
      await c.page.goto(link);
      await c.page.waitForFunction(() => window.naw && window.naw.ready === true);
      await c.page.waitForFunction(() => window.naw.linkMessage().text !== '', null, { timeout: 5000 });
      const message = await api(c.page, 'linkMessage');
      assert.equal(message.error, true, `${name}: ${message.text}`);
      assert.match(message.text, expected, name);
      assert.match(message.text, /unchanged/, name);
      assert.deepEqual(await state(c.page), mine, name);
      assert.equal(await api(c.page, 'shownHash'), mine.hash, name);
      assert.equal(await c.page.evaluate(() => location.hash), '', name);
      // Next case: a fresh load, so that the message comes from that link alone.
      await c.page.goto(shared.server.url);
      await c.page.waitForFunction(() => window.naw && window.naw.ready === true);
    }
    assert.deepEqual(c.errors, []);
  } finally {
    await c.context.close();
  }
});

test('a hot-seat link opened over a game in progress asks before replacing it', async () => {
  const a = await openGame(shared.browser, shared.server.url);
  let link, sent;
  try {
    await playSome(a.page, 41);
    link = await api(a.page, 'sendTurn');
    sent = await state(a.page);
  } finally {
    await a.context.close();
  }
  const b = await openGame(shared.browser, shared.server.url);
  try {
    await api(b.page, 'newGame', 'human', 'human', 'normal', 42);
    assert.equal(await api(b.page, 'move', 'fr-gren-gd', '1416'), '');
    const mine = await state(b.page);
    const mineId = await b.page.evaluate(() => localStorage.getItem('naw.current'));
    // Same page, new hash: the hashchange path.
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, link);
    await b.page.waitForFunction(() => /replace it/.test(window.naw.linkQuestion()));
    assert.deepEqual(await state(b.page), mine, 'nothing replaced before the answer');
    assert.equal(await api(b.page, 'answerLink', false), true);
    assert.deepEqual(await state(b.page), mine);
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, link);
    await b.page.waitForFunction(() => /replace it/.test(window.naw.linkQuestion()));
    assert.equal(await api(b.page, 'answerLink', true), true);
    assert.deepEqual(await state(b.page), sent);
    // The replaced game is still in the list, intact.
    const list = await api(b.page, 'savedGames');
    assert.ok(list.some((g) => g.id === mineId && g.error === ''), JSON.stringify(list));
    assert.equal(await api(b.page, 'resumeSave', mineId), '');
    assert.deepEqual(await state(b.page), mine);
  } finally {
    await b.context.close();
  }
});

test('play by link: invitation, acceptance, a turn each way with commit-reveal dice, stale links refused', async () => {
  const a = await openGame(shared.browser, shared.server.url);
  const b = await openGame(shared.browser, shared.server.url);
  try {
    const invitation = await api(a.page, 'invite', 'french');
    assert.match(invitation, /#t=/);
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, invitation);
    await b.page.waitForFunction(() => /invitation/i.test(window.naw.linkQuestion()));
    assert.equal(await api(b.page, 'answerLink', true), true);
    const reply = await api(b.page, 'sendTurn');
    await a.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, reply);
    await a.page.waitForFunction(() => window.naw.linkMessage().text !== '');
    assert.equal((await api(a.page, 'linkMessage')).error, false, (await api(a.page, 'linkMessage')).text);
    // The French move and end both phases; the Allies cannot act for them.
    assert.notEqual(await api(b.page, 'endPhase'), '');
    await frenchFirstTurn(a.page, assert);
    const turn = await api(a.page, 'sendTurn');
    const sent = await state(a.page);
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, turn);
    await waitLog(b.page, sent.log);
    assert.deepEqual(await state(b.page), sent);
    const replay = await api(b.page, 'replayText');
    assert.match(replay, /moves to 1716/);
    assert.match(replay, /attack .*: die \d, /);
    // The Allies play; the French receive.
    assert.equal(await api(b.page, 'endPhase'), '');
    const back = await api(b.page, 'sendTurn');
    await a.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, back);
    await waitLog(a.page, sent.log + 1);
    assert.deepEqual(await state(a.page), await state(b.page));
    // An old link of this game does not continue it: refused, nothing changes.
    const now = await state(b.page);
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, reply);
    await b.page.waitForFunction(() => window.naw.linkMessage().error === true);
    assert.match((await api(b.page, 'linkMessage')).text, /refused/);
    assert.deepEqual(await state(b.page), now);
    // The receiver's own link given back to it: refused (sent by this side).
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')) + ''; }, back);
    await b.page.waitForFunction(() => /this side|nothing new/.test(window.naw.linkMessage().text));
    assert.deepEqual(await state(b.page), now);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('play by link with the Grouchy variant: hidden chits, a French turn replays on the Allied side', async () => {
  const a = await openGame(shared.browser, shared.server.url);
  const b = await openGame(shared.browser, shared.server.url);
  try {
    const invitation = await api(a.page, 'invite', 'french', true);
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, invitation);
    await b.page.waitForFunction(() => /invitation/i.test(window.naw.linkQuestion()));
    assert.equal(await api(b.page, 'answerLink', true), true);
    const reply = await api(b.page, 'sendTurn');
    await a.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, reply);
    await a.page.waitForFunction(() => /accepted/.test(window.naw.linkMessage().text));
    await frenchFirstTurn(a.page, assert);
    const turn = await api(a.page, 'sendTurn');
    const log = await api(a.page, 'logLength');
    await b.page.evaluate((l) => { location.hash = l.slice(l.indexOf('#')); }, turn);
    await waitLog(b.page, log);
    for (const id of ['fr-gren-gd', 'fr-6-ii', 'aa-det', 'aa-1br'])
      assert.equal(await api(b.page, 'unitHex', id), await api(a.page, 'unitHex', id), id);
    assert.equal(await api(b.page, 'status'), await api(a.page, 'status'));
    assert.match(await api(b.page, 'replayText'), /die \d/);
    // A position link from the Allied side: it opens, and the French chit stays hidden in it.
    const position = await api(b.page, 'shareLink');
    const c = await openGame(shared.browser, position);
    try {
      await c.page.waitForFunction(() => /shared position/i.test(window.naw.linkMessage().text));
      assert.equal(await api(c.page, 'shownUnitHex', 'fr-gren-gd'), '1716');
    } finally {
      await c.context.close();
    }
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('after a first visit the game loads and plays offline (service worker)', async () => {
  const { context, page } = await openGame(shared.browser, shared.server.url);
  try {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 10000 });
    await api(page, 'newGame', 'human', 'human', 'normal', 8);
    assert.equal(await api(page, 'move', 'fr-gren-gd', '1716'), '');
    const before = await state(page);
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true, null, { timeout: 30000 });
    assert.deepEqual(await state(page), before);
    assert.equal(await api(page, 'endPhase'), '');
    const manifest = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
    assert.equal(manifest.name, 'Napoleon at Waterloo');
  } finally {
    await context.close();
  }
});
