// Shared set-up for the browser tests and tests/bench-web: a static server for build/web on a
// loopback port, and Debian's headless Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// NAW_WEB_DIR points the tests at another build of the page (a helper's own build dir).
export const webDir = process.env.NAW_WEB_DIR ? resolve(process.env.NAW_WEB_DIR)
                                              : join(root, 'build', 'web');
export const screenshotDir = join(root, 'build', 'screenshots');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.data': 'application/octet-stream', '.png': 'image/png',
};

// Serves `dir` on 127.0.0.1 at a free port; resolves to { url, close, bytesSent }.
export async function serve(dir = webDir) {
  let bytesSent = 0;
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': types[extname(file)] || 'application/octet-stream',
                           'Cache-Control': 'no-store' });
      res.end(body);
      bytesSent += body.length;
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    bytesSent: () => bytesSent,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
  };
}

export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

export function launch(extraArgs = []) {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync',
           ...extraArgs],
  });
}

// Opens the page and waits until the game has drawn its first frame.
export async function openGame(browser, url, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 },
                                             ...contextOptions });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  await untilReady(page);
  return { context, page, errors };
}

// The page has loaded (window.naw.ready) and its loading cover is gone: the cover fades out
// over 0.25 s (shell.html), and a screenshot taken before it has gone shows the map dimmed.
export async function untilReady(page) {
  await page.waitForFunction(() => window.naw && window.naw.ready === true, null,
                             { timeout: 30000 });
  await page.waitForFunction(() => {
    const cover = document.getElementById('overlay');
    return !cover || getComputedStyle(cover).opacity === '0';
  }, null, { timeout: 30000 });
}

// The names of the rule files (rules-*.txt) the page asks for from now on, in order.
export function ruleRequests(page) {
  const seen = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/rules-.*\.txt$/.test(path)) seen.push(path.slice(path.lastIndexOf('/') + 1));
  });
  return seen;
}
