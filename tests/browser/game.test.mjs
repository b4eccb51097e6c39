// The game page in headless Chromium: it starts, shows the opening position and answers the
// window.naw test API; a screenshot of each view goes to build/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, launch, openGame, screenshotDir } from './harness.mjs';
import { readScreenshot } from './naw-api.mjs';

let server, browser;
before(async () => {
  await mkdir(screenshotDir, { recursive: true });
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('the page starts at turn 1, French movement, with counters on their start hexes', async () => {
  const { context, page, errors } = await openGame(browser, server.url);
  try {
    const status = await page.evaluate(() => window.naw.status());
    assert.match(status, /^turn=1 phase=french-move /);
    assert.equal(status, 'turn=1 phase=french-move french-lost=0 allied-lost=0 exited=0 ' +
                         'demoralized=no winner=none');
    assert.equal(await page.evaluate(() => window.naw.unitHex('fr-gren-gd')), '1517');
    assert.equal(await page.evaluate(() => window.naw.unitHex('aa-det')), '0914');
    assert.equal(await page.evaluate(() => window.naw.unitHex('no-such-unit')), '');
    assert.ok(await page.locator('#overlay.hidden').count() === 1, 'loading overlay still shown');
    await page.screenshot({ path: join(screenshotDir, 'game-1280x800.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// The colour of screen pixels (CSS coordinates), as shown.
const pixelsAt = (page, points) => readScreenshot(page, null, (g, k, points) =>
  points.map(([x, y]) =>
    Array.from(g.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data.slice(0, 3))),
  points);

test('the map shows paper, woods and counters in their nations\' colours', async () => {
  const { context, page } = await openGame(browser, server.url);
  try {
    const at = (hex) => page.evaluate((h) => window.naw.hexToClient(h), hex);
    const r = ((await at('0802')).y - (await at('0801')).y) / Math.sqrt(3);  // hex radius
    const side = 1.36 * r;  // counter size (src/ui/map_view.cpp, kCounterSide)
    const clear = await at('0405'), woods = await at('1101');
    const french = await at('1517'), anglo = await at('1010');  // fr-gren-gd, aa-1br
    const [paper, green, blue, red] = await pixelsAt(page, [
      [clear.x + 0.3 * r, clear.y + 0.3 * r], [woods.x - 0.2 * r, woods.y + 0.45 * r],
      [french.x - 0.4 * side, french.y], [anglo.x - 0.4 * side, anglo.y],
    ]);
    const [pr, pg, pb] = paper, [gr, gg, gb] = green, [br, bg, bb] = blue, [rr, rg, rb] = red;
    assert.ok(pr > 200 && pg > 200 && pb > 170 && pr > pb, `paper ${paper}`);
    assert.ok(gg > gr && gg > gb && gg < 180, `woods ${green}`);
    assert.ok(bb > br + 60 && bb > bg, `French counter ${blue}`);
    assert.ok(rr > rg + 80 && rr > rb + 80, `Anglo-Allied counter ${red}`);
  } finally {
    await context.close();
  }
});

test('hexToClient follows the map layout and the camera', async () => {
  const { context, page } = await openGame(browser, server.url);
  try {
    const at = (hex) => page.evaluate((h) => window.naw.hexToClient(h), hex);
    const a = await at('1516'), b = await at('1517'), c = await at('1616');
    assert.ok(a.x > 0 && a.x < 1280 && a.y > 0 && a.y < 800, JSON.stringify(a));
    // Same column, next row: straight below. Even column 16 sits half a hex lower than 15.
    assert.ok(Math.abs(b.x - a.x) < 0.01 && b.y > a.y);
    const rowStep = b.y - a.y;
    assert.ok(Math.abs(c.y - (a.y + rowStep / 2)) < 0.01 && c.x > a.x);
    assert.equal(await at('1518'), null);  // odd columns have 17 rows
    assert.equal(await at('2401'), null);
    // A drag pans the map by the same distance; a wheel step zooms about the pointer.
    await page.mouse.move(600, 400);
    await page.mouse.down();
    await page.mouse.move(650, 430, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction((x) => window.naw.hexToClient('1516').x !== x, a.x);
    const moved = await at('1516');
    assert.ok(Math.abs(moved.x - a.x - 50) < 1 && Math.abs(moved.y - a.y - 30) < 1,
              JSON.stringify(moved));
    await page.mouse.move(moved.x, moved.y);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((y) => Math.abs(window.naw.hexToClient('1517').y - y) > 1,
                               moved.y + rowStep);
    const zoomedA = await at('1516'), zoomedB = await at('1517');
    assert.ok(Math.abs(zoomedA.x - moved.x) < 1 && Math.abs(zoomedA.y - moved.y) < 1);
    assert.ok(zoomedB.y - zoomedA.y > rowStep * 1.1, 'zoomed in');
    await page.screenshot({ path: join(screenshotDir, 'game-zoomed.png') });
  } finally {
    await context.close();
  }
});

test('nothing is drawn while nothing changes', async () => {
  const { context, page } = await openGame(browser, server.url);
  try {
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.naw.framesDrawn());
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.naw.framesDrawn()), before);
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 310);
    await page.waitForFunction((n) => window.naw.framesDrawn() > n, before);
  } finally {
    await context.close();
  }
});

test('high-DPI phone, portrait then landscape: sharp canvas that fills the window', async () => {
  const { context, page } = await openGame(browser, server.url, {
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true,
  });
  try {
    const size = () => page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight,
               iw: innerWidth, ih: innerHeight, dpr: devicePixelRatio };
    });
    let s = await size();
    assert.equal(s.dpr, 3);
    assert.equal(s.cw, s.iw);
    assert.equal(s.ch, s.ih);
    assert.equal(s.w, Math.floor(s.cw * 3));
    assert.equal(s.h, Math.floor(s.ch * 3));
    const p = await page.evaluate(() => window.naw.hexToClient('1517'));
    assert.ok(p.x > 0 && p.x < s.cw && p.y > 0 && p.y < s.ch, JSON.stringify(p));
    await page.screenshot({ path: join(screenshotDir, 'phone-portrait.png') });

    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction(() => document.getElementById('canvas').width === 844 * 3);
    s = await size();
    assert.equal(s.h, 390 * 3);
    const q = await page.evaluate(() => window.naw.hexToClient('1517'));
    assert.ok(q.x > 0 && q.x < 844 && q.y > 0 && q.y < 390, JSON.stringify(q));
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(screenshotDir, 'phone-landscape.png') });
  } finally {
    await context.close();
  }
});

test('touch: one finger pans, two fingers pinch-zoom', async () => {
  const { context, page } = await openGame(browser, server.url, {
    viewport: { width: 600, height: 800 }, hasTouch: true, isMobile: true,
  });
  try {
    const cdp = await context.newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: points.map(([x, y], id) => ({ x, y, id })),
    });
    const at = (hex) => page.evaluate((h) => window.naw.hexToClient(h), hex);
    const a = await at('1208'), b = await at('1209');

    await touch('touchStart', [[300, 400]]);
    for (let i = 1; i <= 4; ++i) await touch('touchMove', [[300 + 10 * i, 400 + 5 * i]]);
    await touch('touchEnd', []);
    await page.waitForFunction((x) => window.naw.hexToClient('1208').x !== x, a.x);
    const panned = await at('1208');
    assert.ok(Math.abs(panned.x - a.x - 40) < 1.5 && Math.abs(panned.y - a.y - 20) < 1.5,
              JSON.stringify({ a, panned }));

    await touch('touchStart', [[250, 400], [350, 400]]);
    for (let i = 1; i <= 5; ++i) await touch('touchMove', [[250 - 20 * i, 400], [350 + 20 * i, 400]]);
    await touch('touchEnd', []);
    await page.waitForFunction((d) => {
      const p = window.naw.hexToClient('1208'), q = window.naw.hexToClient('1209');
      return q.y - p.y > d * 1.5;
    }, b.y - a.y);
    await page.screenshot({ path: join(screenshotDir, 'touch-pinched.png') });
  } finally {
    await context.close();
  }
});

test('without WebGL 2 the page says so instead of staying blank', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const orig = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return type === 'webgl2' ? null : orig.call(this, type, ...rest);
      };
    });
    await page.goto(server.url);
    const text = await page.locator('#status').textContent();
    assert.match(text, /needs WebGL 2/);
    assert.equal(await page.locator('#overlay.error').isVisible(), true);
    await page.screenshot({ path: join(screenshotDir, 'no-webgl2.png') });
  } finally {
    await context.close();
  }
});
