// The computer opponent in headless Chromium (issue 6): a turn against the computer (the
// human French move, attack and end; the computer's Allies play both their phases; the game
// comes back to the human), thinking spread over frames (the page keeps drawing), the
// per-phase thinking time at `hard`, watching move by move, and the hint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame } from './harness.mjs';
import { api, sharedBrowser, frenchFirstTurn, untilHumanTurn } from './naw-api.mjs';

const shared = sharedBrowser();


// Samples requestAnimationFrame gaps and frames drawn while the computer thinks.
async function startFrameProbe(page) {
  await page.evaluate(() => {
    const probe = window.__probe = { gaps: [], last: performance.now(), framesAtStart: window.naw.framesDrawn(), on: true };
    const step = (t) => {
      probe.gaps.push(t - probe.last);
      probe.last = t;
      if (probe.on) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
async function stopFrameProbe(page) {
  return page.evaluate(() => {
    const p = window.__probe;
    p.on = false;
    const gaps = p.gaps.slice(1).sort((a, b) => a - b);
    return { frames: window.naw.framesDrawn() - p.framesAtStart, lastFrameMs: window.naw.lastFrameMs(), callbacks: gaps.length,
             maxGap: gaps[gaps.length - 1] || 0, p95Gap: gaps[Math.floor(gaps.length * 0.95)] || 0 };
  });
}

test('a turn against the computer at hard: the Allies play both phases and the game comes back', async () => {
  const { context, page, errors } = await openGame(shared.browser, shared.server.url);
  try {
    await api(page, 'newGame', 'human', 'computer', 'hard', 12345);
    await api(page, 'setAiWatch', false);
    let s = await api(page, 'aiState');
    assert.equal(s.acting, 'french');
    assert.equal(s.humanActs, true);
    await frenchFirstTurn(page, assert);
    const logAfterHuman = await api(page, 'logLength');
    await startFrameProbe(page);
    s = await api(page, 'aiState');
    assert.equal(s.acting, 'allied');
    assert.equal(s.humanActs, false);
    const started = Date.now();
    const answered = await untilHumanTurn(page, assert, 2);
    const wall = Date.now() - started;
    const probe = await stopFrameProbe(page);
    s = await api(page, 'aiState');
    assert.equal(s.phase, 'french-move');
    assert.equal(s.acting, 'french');
    assert.ok(await api(page, 'logLength') > logAfterHuman, 'the computer took actions');
    const timings = await api(page, 'aiTimings');
    const phases = timings.filter((t) => t.turn === 1);
    assert.deepEqual(phases.map((t) => t.phase), ['allied-move', 'allied-combat'], JSON.stringify(timings));
    console.log(`# ai hard turn 1: ${JSON.stringify(phases)}; wall ${wall} ms; human answers ${answered}; frames ${JSON.stringify(probe)}`);
    for (const t of phases) {
      assert.equal(t.level, 'hard');
      assert.ok(t.thinkMs <= 1000, `${t.phase}: ${t.thinkMs} ms of thinking at hard (limit 1000)`);
    }
    // The page kept drawing while the computer played: no frame gave it more than 250 ms
    // (8 ms of thinking per frame, plus at most one indivisible unit of the AI), thinking
    // longer than two frames' budget was spread over several frames, and frames were drawn.
    // (Gaps between frames here are mostly headless Chromium's software WebGL: ~170 ms.)
    for (const t of phases) {
      assert.ok(t.longestSliceMs <= 250, `${t.phase}: a frame gave the computer ${t.longestSliceMs} ms`);
      if (t.thinkMs > 2 * 60) assert.ok(t.slices >= 2, `${t.phase}: ${t.thinkMs} ms of thinking in one frame`);
    }
    assert.ok(probe.frames >= 2, JSON.stringify(probe));
    // The computer's game is autosaved like any other: a reload resumes it with the same sides.
    const hash = await api(page, 'gameHash');
    await page.reload();
    await page.waitForFunction(() => window.naw && window.naw.ready === true);
    assert.equal(await api(page, 'gameHash'), hash);
    s = await api(page, 'aiState');
    assert.equal(s.humanActs, true);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('watching the computer move by move paces its actions; a hint answers for the human', async () => {
  const { context, page } = await openGame(shared.browser, shared.server.url);
  try {
    await api(page, 'newGame', 'human', 'computer', 'easy', 777);
    // Hint for the human's first decision.
    await api(page, 'requestHint');
    await page.waitForFunction(() => window.naw.hint() !== '', null, { timeout: 20000 });
    const hint = await api(page, 'hint');
    assert.match(hint, /moves to|enters at|Ends the phase/);
    // Any action clears the hint (it was for the position before).
    await frenchFirstTurn(page, assert);
    assert.equal(await api(page, 'hint'), '');
    await api(page, 'setAiWatch', true);
    const log0 = await api(page, 'logLength');
    await page.waitForFunction((n) => window.naw.logLength() >= n + 1, log0, { timeout: 20000 });
    const t1 = Date.now();
    await page.waitForFunction((n) => window.naw.logLength() >= n + 3, log0, { timeout: 20000 });
    const t3 = Date.now();
    assert.ok(t3 - t1 >= 2 * 600, `two watched moves took ${t3 - t1} ms (pause ~700 ms each)`);
    assert.notEqual((await api(page, 'aiState')).lastAction, '');
    // Skip to the result: the rest of the computer's turn goes straight through.
    await api(page, 'setAiWatch', false);
    await untilHumanTurn(page, assert, 2);
  } finally {
    await context.close();
  }
});
