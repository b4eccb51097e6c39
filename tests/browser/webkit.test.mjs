// WebKit smoke test (the engine of Safari on iPad): Debian's WebKitGTK MiniBrowser driven by
// its W3C WebDriver (webkit2gtk-driver) on a virtual X display (Xvfb), both installed by
// web/install-deps. The page loads, a unit is tapped (a pointer click: WebKitGTK's driver
// has no touch input), it moves to a highlighted hex, and a screenshot is saved to
// build/screenshots/webkit-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serve, screenshotDir } from './harness.mjs';

const driverBin = '/usr/bin/WebKitWebDriver';
const xvfbBin = '/usr/bin/Xvfb';
const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const freePort = () => new Promise((ok) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
});
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

let server, xvfb, driver, base, session;
const kill = (p) => { try { p?.kill('SIGTERM'); } catch {} };

async function wd(method, path, body) {
  const res = await fetch(base + path, {
    method, headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json.value)}`);
  return json.value;
}
const run = (script, args = []) =>
  wd('POST', `/session/${session}/execute/sync`, { script, args });

async function click(p) {
  await wd('POST', `/session/${session}/actions`, { actions: [{
    type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' },
    actions: [{ type: 'pointerMove', duration: 0, x: Math.round(p.x), y: Math.round(p.y) },
              { type: 'pointerDown', button: 0 }, { type: 'pause', duration: 60 },
              { type: 'pointerUp', button: 0 }],
  }] });
  await sleep(400);
}

async function screenshot(name) {
  const png = await wd('GET', `/session/${session}/screenshot`);
  await writeFile(join(screenshotDir, name), Buffer.from(png, 'base64'));
}

before(async () => {
  for (const f of [driverBin, xvfbBin, miniBrowser])
    assert.ok(existsSync(f), `${f} missing: run web/install-deps (webkit2gtk-driver, xvfb)`);
  await mkdir(screenshotDir, { recursive: true });
  server = await serve();
  const display = ':' + (90 + Math.floor(Math.random() * 9));
  xvfb = spawn(xvfbBin, [display, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'],
               { stdio: 'ignore' });
  await sleep(800);
  const port = await freePort();
  driver = spawn(driverBin, [`--port=${port}`], { env: { ...process.env, DISPLAY: display },
                                                 stdio: 'ignore' });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; ++i) {
    try { await wd('GET', '/status'); break; } catch { await sleep(200); }
  }
  const caps = await wd('POST', '/session', { capabilities: { alwaysMatch: {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
  } } });
  session = caps.sessionId;
});

after(async () => {
  if (session) await wd('DELETE', `/session/${session}`).catch(() => {});
  kill(driver);
  kill(xvfb);
  await server?.close();
});

test('WebKit: the game loads, a unit is tapped and moves, screenshot', async () => {
  await wd('POST', `/session/${session}/window/rect`, { width: 1180, height: 820 }).catch(() => {});
  await wd('POST', `/session/${session}/url`, { url: server.url });
  let ready = false;
  for (let i = 0; i < 150 && !ready; ++i) {
    ready = await run('return !!(window.naw && window.naw.ready);');
    if (!ready) await sleep(200);
  }
  const error = await run('var e = document.getElementById("error"); return e ? e.textContent : "";');
  if (!ready) await screenshot('webkit-failed.png');
  if (!ready) console.log(await run('return document.body.innerText.slice(0, 500) + " | naw=" + JSON.stringify(Object.keys(window.naw || {})) + " | " + navigator.userAgent;'));
  assert.ok(ready, 'the page never drew its first frame in WebKit: ' + error);
  assert.match(await run('return window.naw.status();'), /^turn=1 phase=french-move /);
  await screenshot('webkit-start.png');

  const p = await run('return window.naw.unitToClient("fr-gren-gd");');
  await click(p);
  const s = await run('return window.naw.ui();');
  assert.equal(s.selected, 'fr-gren-gd', JSON.stringify(s));
  assert.ok(s.reach.length > 0);
  const friends = ['1416', '1515', '1316', '1315', '1415', '1414'];
  const to = s.reach.find((h) => !s.stops.includes(h) && !friends.includes(h));
  await click(await run('return window.naw.hexToClient(arguments[0]);', [to]));
  assert.equal(await run('return window.naw.unitHex("fr-gren-gd");'), to);
  await screenshot('webkit-moved.png');
});
