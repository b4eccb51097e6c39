// Measures, in headless Chromium, what the report quotes for issues 5 and 6: the computer's
// thinking time per phase (a whole game, computer against computer at one level) and the
// size of the autosave in localStorage as the game grows; checks that the finished game
// resumes after a reload. Not a test (slow): node tests/browser/measure-ai-saves.mjs [level] [seed]
import { serve, launch, openGame } from './harness.mjs';
import { api } from './naw-api.mjs';

const level = process.argv[2] || 'hard';
const seed = Number(process.argv[3] || 1);
const server = await serve();
const browser = await launch();
try {
  const { context, page, errors } = await openGame(browser, server.url);
  await api(page, 'newGame', 'computer', 'computer', level, seed);
  await api(page, 'setAiWatch', false);
  const sizes = [];
  const started = Date.now();
  for (let turn = 1; ;) {
    await page.waitForFunction((t) => { const s = window.naw.aiState(); return s.turn > t || s.phase === 'game-over'; },
                               turn, { timeout: 600000, polling: 200 });
    const s = await api(page, 'aiState');
    const stats = await api(page, 'saveStats');
    sizes.push({ turn: s.turn, actions: await api(page, 'logLength'), saveChars: stats.currentSaveChars });
    if (s.phase === 'game-over') break;
    turn = s.turn;
  }
  const wall = Date.now() - started;
  const timings = await api(page, 'aiTimings');
  const stats = await api(page, 'saveStats');
  const hash = await api(page, 'gameHash');
  await page.reload();
  await page.waitForFunction(() => window.naw && window.naw.ready === true);
  const resumed = (await api(page, 'gameHash')) === hash;
  const think = timings.map((t) => t.thinkMs).sort((a, b) => a - b);
  const bySlice = timings.map((t) => t.longestSliceMs).sort((a, b) => a - b);
  console.log(JSON.stringify({
    level, seed, status: await api(page, 'status'), wallMs: wall, phases: timings.length,
    thinkMsPerPhase: { max: think[think.length - 1], median: think[think.length >> 1],
                       over1000: think.filter((x) => x > 1000).length },
    longestSliceMs: { max: bySlice[bySlice.length - 1], median: bySlice[bySlice.length >> 1] },
    worstPhases: [...timings].sort((a, b) => b.thinkMs - a.thinkMs).slice(0, 3),
    perPhase: timings.map((t) => `${t.turn} ${t.phase}: ${t.thinkMs} ms, ${t.actions} actions, ${t.slices} frames, longest ${t.longestSliceMs} ms`),
    saveSizes: sizes, storage: stats, resumedAfterReload: resumed, pageErrors: errors,
  }, null, 1));
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
