// Install to a home screen (issue 14, item 5): the page names a PNG apple-touch-icon of
// 180x180 (an iPad takes no SVG there) and its manifest PNG icons of 192 and 512 beside the
// SVG; each is fetched as the browser would and its PNG header (IHDR) must give the size it
// is declared with, and the browser must decode it to that size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame } from './harness.mjs';
import { sharedBrowser } from './naw-api.mjs';

const shared = sharedBrowser();

// Width and height from a PNG's signature and IHDR chunk, or null if it is not a PNG.
function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  if (String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') return null;
  const word = (at) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) |
                        bytes[at + 3]) >>> 0;
  return `${word(16)}x${word(20)}`;
}

test('the apple-touch-icon and the manifest icons are PNGs of their declared sizes', async () => {
  const { page, context, errors } = await openGame(shared.browser, shared.server.url);
  try {
    const found = await page.evaluate(async () => {
      const touch = document.querySelector('link[rel="apple-touch-icon"]');
      const manifestUrl = document.querySelector('link[rel="manifest"]').href;
      const manifest = await (await fetch(manifestUrl)).json();
      const icons = [{ src: touch.href, sizes: touch.getAttribute('sizes'), type: 'image/png' },
                     ...manifest.icons.map((i) => ({ ...i, src: new URL(i.src, manifestUrl).href }))];
      const out = [];
      for (const icon of icons) {
        const r = await fetch(icon.src);
        const blob = await r.blob();
        const bytes = Array.from(new Uint8Array(await blob.arrayBuffer()).slice(0, 24));
        let decoded = null;
        if (icon.type === 'image/png') {
          const bitmap = await createImageBitmap(blob);
          decoded = `${bitmap.width}x${bitmap.height}`;
        }
        out.push({ ...icon, status: r.status, contentType: r.headers.get('content-type'),
                   bytes, decoded });
      }
      return out;
    });
    const pngs = found.filter((i) => i.type === 'image/png');
    assert.deepEqual(pngs.map((i) => i.sizes).sort(), ['180x180', '192x192', '512x512']);
    assert.match(pngs[0].src, /icon-180\.png$/, 'the apple-touch-icon is the 180 px PNG');
    for (const icon of pngs) {
      assert.equal(icon.status, 200, icon.src);
      assert.equal(pngSize(icon.bytes), icon.sizes, `${icon.src}: PNG header`);
      assert.equal(icon.decoded, icon.sizes, `${icon.src}: decoded size`);
    }
    assert.ok(found.some((i) => i.type === 'image/svg+xml' && i.status === 200), 'the SVG stays');
    // The service worker keeps them for offline play and install.
    const sw = await (await page.request.get(new URL('sw.js', shared.server.url).href)).text();
    for (const icon of pngs) assert.ok(sw.includes(`"${icon.src.split('/').pop()}"`), icon.src);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
