// The measurements of tests/bench-web (see there). Usage: node tests/browser/bench.mjs [loads]
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { serve, launch, webDir } from './harness.mjs';

const loads = Number(process.argv[2] || 7);
const pages = [
  { name: 'game', path: '' },
  { name: 'bare ImGui+SDL2', path: 'bare/bare.html' },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => (n / 1024).toFixed(1) + ' KB';
const mb = (n) => (n / 1048576).toFixed(1) + ' MB';

// One load of a page: its first frame time; on the last load also idle frames and memory.
async function load(browser, server, r, last) {
  const url = server.url + r.path;
  const files = r.files;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin + '/' === server.url) files.set(u.pathname, true);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.naw && window.naw.ready, null, { timeout: 60000 });
  r.firstFrames.push(await page.evaluate(() => window.nawFirstFrameAt));
  if (last) {
    await page.waitForTimeout(1000);
    const before = await page.evaluate(() => window.naw.framesDrawn());
    await page.waitForTimeout(5000);
    r.idle = (await page.evaluate(() => window.naw.framesDrawn())) - before;
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    r.memory = {
      wasm: await page.evaluate(() => window.naw.wasmHeapBytes ? window.naw.wasmHeapBytes() : NaN),
      jsUsed: m.JSHeapUsedSize,
      jsTotal: m.JSHeapTotalSize,
    };
  }
  await context.close();
}

async function sizes({ files }) {
  let raw = 0, gz = 0;
  const sizes = [];
  for (const p of files.keys()) {
    const body = await readFile(join(webDir, p === '/' ? 'index.html' : p));
    const g = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += g;
    sizes.push(`${p === '/' ? '/index.html' : p} ${kb(body.length)} / ${kb(g)}`);
  }
  return { raw, gz, sizes };
}

const server = await serve();
const browser = await launch();
// The pages are loaded in turns (game, bare, game, bare, ...), so that a change of the
// machine's load during the run weighs on both alike.
const results = pages.map((p) => ({ ...p, files: new Map(), firstFrames: [] }));
try {
  for (let i = 0; i < loads; ++i)
    for (const r of results) await load(browser, server, r, i === loads - 1);
  for (const r of results) {
    Object.assign(r, await sizes(r));
    r.firstFrame = median(r.firstFrames);
  }
} finally {
  await browser.close();
  await server.close();
}

const [game, bare] = results;
console.log(`tests/bench-web — ${new Date().toISOString()} — Chromium ${browser.version()}, ` +
            `headless, --disable-gpu (SwiftShader), 1280x800, ${loads} loads each, in turns; ` +
            `load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
for (const r of results) {
  console.log(`\n${r.name}`);
  console.log(`  transfer (raw / gzip -9): ${kb(r.raw)} / ${kb(r.gz)}`);
  for (const s of r.sizes) console.log(`    ${s}`);
  console.log(`  navigation -> first frame, median of ${loads}: ${r.firstFrame.toFixed(0)} ms ` +
              `(all: ${r.firstFrames.map((x) => x.toFixed(0)).join(' ')})`);
  console.log(`  frames drawn in 5 idle seconds: ${r.idle}`);
  console.log(`  wasm heap: ${mb(r.memory.wasm)}, JS heap used/total: ${mb(r.memory.jsUsed)} / ` +
              `${mb(r.memory.jsTotal)}`);
}
const ratio = game.firstFrame / bare.firstFrame;
// Under a changing machine load the ratio of each turn's pair (game load, then bare load) is
// steadier than the ratio of the two medians; reported beside it, the target uses the latter.
const pairRatio = median(game.firstFrames.map((g, i) => g / bare.firstFrames[i]));
const total = game.memory.wasm + game.memory.jsTotal;
console.log('\ntargets (game page):');
console.log(`  gzip transfer ${kb(game.gz)} <= 450 KB: ${game.gz <= 450 * 1024 ? 'yes' : 'NO'}`);
console.log(`  first frame ${ratio.toFixed(2)}x bare <= 1.3x: ${ratio <= 1.3 ? 'yes' : 'NO'} ` +
            `(median of the ${loads} turns' own ratios: ${pairRatio.toFixed(2)}x)`);
console.log(`  idle frames ${game.idle} == 0: ${game.idle === 0 ? 'yes' : 'NO'}`);
console.log(`  wasm heap + JS heap ${mb(total)} <= 64 MB: ${total <= 64 * 1048576 ? 'yes' : 'NO'}`);
