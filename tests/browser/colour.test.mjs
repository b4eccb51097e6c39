// Colour-blind players (issue 14, item 5): the standard game's screens as players with
// protanopia, deuteranopia and tritanopia see them. The colours are read off screenshots of
// the page (the pixels as drawn, not the palette's constants), each simulated with Machado,
// Oliveira and Fernandes' 2009 matrices (severity 1, on linear RGB), and compared in CIELAB
// with CIEDE2000: the two sides' counters, the selected counter's ring and the legal-move
// highlight against what they are drawn over, the attacker's and defender's rings, and the
// must-attack mark against the counter it sits on must each differ by at least kMinDeltaE.
// Screenshots under each simulation (an SVG colour-matrix filter on the canvas) go to
// build/screenshots/colour-*.png; the same for Computer Napoleonics and NLB Waterloo, whose
// counters are drawn by the same code (src/ui/map_view.cpp).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openGame, screenshotDir } from './harness.mjs';
import { api, settle, afterInput, sharedBrowser, ipad, readScreenshot, reachItem } from './naw-api.mjs';

const shared = sharedBrowser();

// A difference of 10 in CIEDE2000 is plainly seen side by side (1 is barely noticeable).
const kMinDeltaE = 10;

const MATRICES = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
               [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                 [-0.011820, 0.042940, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602],
               [0.004733, 0.691367, 0.303900]],
};

const toLinear = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const clamp = (x) => Math.min(1, Math.max(0, x));

// An sRGB colour as seen with `m`, in CIELAB (D65).
function seenLab(rgb, m) {
  const l = rgb.map(toLinear);
  const [r, g, b] = m.map((row) => clamp(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]));
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

// CIEDE2000 (Sharma, Wu and Dalal's formulation).
function deltaE2000([L1, a1, b1], [L2, a2, b2]) {
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1), C2 = Math.hypot(a2, b2), Cb = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cb ** 7 / (Cb ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1, a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1), C2p = Math.hypot(a2p, b2);
  const hue = (b, a) => ((Math.atan2(b, a) / rad) + 360) % 360;
  const h1 = hue(b1, a1p), h2 = hue(b2, a2p);
  let dh = h2 - h1;
  if (C1p * C2p === 0) dh = 0;
  else if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dL = L2 - L1, dC = C2p - C1p, dH = 2 * Math.sqrt(C1p * C2p) * Math.sin((dh / 2) * rad);
  const Lb = (L1 + L2) / 2, Cbp = (C1p + C2p) / 2;
  let hb = h1 + h2;
  if (C1p * C2p !== 0) hb = Math.abs(h1 - h2) <= 180 ? hb / 2 : (hb < 360 ? (hb + 360) / 2 : (hb - 360) / 2);
  const T = 1 - 0.17 * Math.cos((hb - 30) * rad) + 0.24 * Math.cos(2 * hb * rad) +
            0.32 * Math.cos((3 * hb + 6) * rad) - 0.2 * Math.cos((4 * hb - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hb - 275) / 25) ** 2));
  const RC = 2 * Math.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7));
  const SL = 1 + (0.015 * (Lb - 50) ** 2) / Math.sqrt(20 + (Lb - 50) ** 2);
  const SC = 1 + 0.045 * Cbp, SH = 1 + 0.015 * Cbp * T, RT = -Math.sin(2 * dTheta * rad) * RC;
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH));
}

test('the colour difference measures what it should', () => {
  // Sharma et al.'s first test pair: 2.0425.
  assert.ok(Math.abs(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485]) - 2.0425) < 1e-3);
  // Red and green, far apart for most people, close for a protanope and a deuteranope.
  const red = [200, 60, 40], green = [90, 140, 40];
  const dn = deltaE2000(seenLab(red, MATRICES.normal), seenLab(green, MATRICES.normal));
  const dp = deltaE2000(seenLab(red, MATRICES.protanopia), seenLab(green, MATRICES.protanopia));
  assert.ok(dn > 30 && dp < dn / 2, `${dn} ${dp}`);
});

// The most frequent colour of each box {x, y, half} (CSS px) of the screen as shown.
async function colours(page, boxes) {
  return readScreenshot(page, null, (g, scale, boxes) => boxes.map((b) => {
    const x0 = Math.round((b.x - b.half) * scale), y0 = Math.round((b.y - b.half) * scale);
    const n = Math.max(1, Math.round(2 * b.half * scale));
    const d = g.getImageData(x0, y0, n, n).data;
    const count = new Map();
    let best = 0, colour = null;
    for (let i = 0; i < d.length; i += 4) {
      const k = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      const c = (count.get(k) || 0) + 1;
      count.set(k, c);
      if (c > best) { best = c; colour = [d[i], d[i + 1], d[i + 2]]; }
    }
    return colour;
  }), boxes);
}

// Each pair [what, colourA, colourB]: its smallest difference over the four visions.
function differences(pairs) {
  return pairs.map(([what, a, b]) => {
    const by = {};
    for (const [vision, m] of Object.entries(MATRICES))
      by[vision] = Math.round(deltaE2000(seenLab(a, m), seenLab(b, m)) * 10) / 10;
    return { what, a, b, ...by, worst: Math.min(...Object.values(by)) };
  });
}

// Screenshots under each simulation: the canvas through an SVG feColorMatrix (linear RGB).
async function simulatedShots(page, name) {
  for (const [vision, m] of Object.entries(MATRICES)) {
    if (vision !== 'normal') {
      await page.evaluate(({ vision, m }) => {
        let svg = document.getElementById('cvd-filters');
        if (!svg) {
          svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
          svg.id = 'cvd-filters';
          svg.setAttribute('style', 'position:absolute;width:0;height:0');
          document.body.appendChild(svg);
        }
        const values = m.map((row) => [...row, 0, 0].join(' ')).join(' ') + ' 0 0 0 1 0';
        svg.innerHTML = `<filter id="cvd-${vision}" color-interpolation-filters="linearRGB">` +
                        `<feColorMatrix type="matrix" values="${values}"/></filter>`;
        document.getElementById('canvas').style.filter = `url(#cvd-${vision})`;
      }, { vision, m });
    }
    await page.screenshot({ path: join(screenshotDir, `colour-${name}-${vision}.png`) });
  }
  await page.evaluate(() => { document.getElementById('canvas').style.filter = ''; });
}

async function tapAt(page, p, what) {
  assert.ok(p, `nothing to tap: ${what}`);
  await afterInput(page, () => page.touchscreen.tap(p.x, p.y));
}
const unitAt = (page, id) => page.evaluate((u) => window.naw.unitToClient(u), id);
const hexAt = (page, h) => page.evaluate((x) => window.naw.hexToClient(x), h);

test('the standard game under protanopia, deuteranopia and tritanopia: sides, highlights and ' +
     'must-attack marks stay apart', async () => {
  const { page, context, errors } = await openGame(shared.browser, shared.server.url, ipad);
  try {
    await settle(page);
    // The counter's side from the hex size: adjacent hexes are sqrt(3) radii apart, and a
    // counter is 1.36 radii across (map_view.cpp's kCounterSide).
    const h1 = await hexAt(page, '1010'), h2 = await hexAt(page, '1011');
    const side = 1.36 * Math.hypot(h1.x - h2.x, h1.y - h2.y) / Math.sqrt(3);
    assert.ok(side > 12, `counters of ${side} px are too small to measure`);
    // The face left of the symbol box (map_view.cpp: the box is 0.44 sides wide).
    const face = (c) => ({ x: c.x - 0.36 * side, y: c.y + 0.02 * side, half: 0.05 * side });
    // The selection ring, just outside the counter's left edge (0.09 sides wide).
    const ring = (c) => ({ x: c.x - 0.5 * side - 0.045 * side, y: c.y, half: 0.02 * side });
    // The obligation's corner triangle (0.3 sides), away from its "!".
    const notch = (c) => ({ x: c.x + 0.5 * side - 0.2 * side, y: c.y - 0.5 * side + 0.05 * side,
                            half: 0.025 * side });

    const mover = 'fr-gren-gd';
    const before = await colours(page, [face(await unitAt(page, 'fr-6-ii')),
                                        face(await unitAt(page, 'aa-det')),
                                        ring(await unitAt(page, mover))]);
    await tapAt(page, await unitAt(page, mover), mover);
    let s = await api(page, 'ui');
    assert.equal(s.selected, mover);
    const plain = s.reach.filter((h) => !s.stops.includes(h)).slice(0, 3);
    assert.ok(plain.length > 0, JSON.stringify(s.reach));
    await tapAt(page, await unitAt(page, mover), mover);  // unselected: the hexes as they are
    const bare = await colours(page, await Promise.all(
        plain.map(async (h) => ({ ...(await hexAt(page, h)), half: 0.1 * side }))));
    await tapAt(page, await unitAt(page, mover), mover);
    const lit = await colours(page, [ring(await unitAt(page, mover)), ...await Promise.all(
        plain.map(async (h) => ({ ...(await hexAt(page, h)), half: 0.1 * side })))]);
    await simulatedShots(page, 'naw-move');

    // The combat phase: the obligations marked (5.1), then an attack being built.
    assert.equal(await api(page, 'move', mover, '1716'), '');
    assert.equal(await api(page, 'endPhase'), '');
    await settle(page);
    s = await api(page, 'ui');
    assert.ok(s.obligations.includes('aa-det') && s.obligations.includes('fr-6-ii'),
              JSON.stringify(s.obligations));
    const marked = await colours(page, [notch(await unitAt(page, 'aa-det')),
                                        face(await unitAt(page, 'aa-det')),
                                        notch(await unitAt(page, 'fr-6-ii')),
                                        face(await unitAt(page, 'fr-6-ii'))]);
    await simulatedShots(page, 'naw-obligations');
    for (const u of ['fr-6-ii', 'aa-det']) await tapAt(page, await unitAt(page, u), u);
    s = await api(page, 'ui');
    assert.deepEqual([s.attackers, s.defenders], [['fr-6-ii'], ['aa-det']]);
    const roles = await colours(page, [ring(await unitAt(page, 'fr-6-ii')),
                                       ring(await unitAt(page, 'aa-det'))]);
    await simulatedShots(page, 'naw-attack');

    const table = differences([
      ['French and Allied counters', before[0], before[1]],
      ['selected ring and the map under it', lit[0], before[2]],
      ...plain.map((h, i) => [`legal-move highlight of ${h} and the bare hex`, lit[i + 1], bare[i]]),
      ['must-attack mark and the Allied counter', marked[0], marked[1]],
      ['must-attack mark and the French counter', marked[2], marked[3]],
      ['attacker and defender rings', roles[0], roles[1]],
      ['attacker ring and selected ring', roles[0], lit[0]],
    ]);
    for (const t of table) console.log(JSON.stringify(t));
    const poor = table.filter((t) => t.worst < kMinDeltaE);
    assert.deepEqual(poor, [], 'colours too close for some players');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

for (const game of ['cn', 'nlb']) {
  test(`${game === 'cn' ? 'Computer Napoleonics' : 'NLB Waterloo'} under the three simulations: ` +
       'the two sides\' counters stay apart', async () => {
    const { page, context, errors } = await openGame(shared.browser, shared.server.url, ipad);
    try {
      await settle(page);
      await tapAt(page, await reachItem(page, 'new-game'), 'new-game');
      await tapAt(page, await reachItem(page, `ng-game-${game}`), game);
      await tapAt(page, await reachItem(page, 'ng-start'), 'ng-start');
      assert.equal((await api(page, 'ui')).game, game);
      const [french, allied] = game === 'cn' ? ['ia', 'IA'] : ['fr-6-ii', 'aa-det'];
      const at = [await unitAt(page, french), await unitAt(page, allied)];
      // Their faces, beside the symbol box (a quarter of the distance to the next counter
      // is inside any counter drawn at this scale).
      const found = await colours(page, at.map((c) => ({ x: c.x - 6, y: c.y, half: 2 })));
      await simulatedShots(page, game);
      const table = differences([[`${game}: French and Allied counters`, found[0], found[1]]]);
      console.log(JSON.stringify(table));
      assert.ok(table[0].worst >= kMinDeltaE, JSON.stringify(table));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
