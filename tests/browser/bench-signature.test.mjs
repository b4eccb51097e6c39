// The bench signature (Stockfish's idea): the native naw-cli and the wasm naw-cli (the web
// build's naw-cli.js, under node) play the same seeded random games and must end with the
// same number of actions and the same final hash. A difference means the two builds of the
// engine drifted apart (undefined behaviour, a platform-dependent type or library call).
// The native build is the one tests/run makes first (build/native/naw-cli).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, webDir } from './harness.mjs';

// "games=N actions=... hash=..." of one run's answer (timings left out).
function signature(output) {
  const m = /games=(\d+) actions=(\d+) hash=([0-9a-f]+)/.exec(output);
  assert.ok(m, `no bench signature in: ${output}`);
  return m.slice(1, 4).join(' ');
}

// The signatures of one bench command in the native and the wasm naw-cli.
function signatures(command) {
  const native = join(root, 'build', 'native', 'naw-cli');
  const wasm = join(webDir, 'naw-cli.js');
  assert.ok(existsSync(native), `${native} missing: build the native preset first`);
  assert.ok(existsSync(wasm), `${wasm} missing: build the web preset first`);
  const nativeOut = execFileSync(native, [], { input: command, encoding: 'utf8' });
  // Emscripten 3.1.6's node glue would fetch() the .wasm by its file path when node has a
  // global fetch (node 18+), which fails; without it, the glue reads the file.
  const wasmOut = execFileSync(process.execPath, ['--no-experimental-fetch', wasm],
                               { input: command, encoding: 'utf8' });
  return { native: signature(nativeOut), wasm: signature(wasmOut) };
}

test('bench signature: native and wasm naw-cli play the same 60 seeded games', () => {
  const s = signatures('bench games=60 seed=20261121\n');
  assert.equal(s.wasm, s.native);
});

// Computer Napoleonics (src/games/cn): its own engine, random player and hash.
test('bench signature, scenario=cn: native and wasm naw-cli play the same 200 seeded games', () => {
  const s = signatures('bench scenario=cn games=200 seed=20261121\n');
  assert.equal(s.wasm, s.native);
});

// Waterloo under the Napoleon's Last Battles rules (src/games/nlb): its engine, random player
// (combat included) and hash.
test('bench signature, scenario=nlb: native and wasm naw-cli play the same 200 seeded games', () => {
  const s = signatures('bench scenario=nlb games=200 seed=1\n');
  assert.equal(s.wasm, s.native);
});

// Waterloo 20 (src/games/w20): its engine (all three optional rules), random player and hash.
test('bench signature, scenario=w20: native and wasm naw-cli play the same 200 seeded games', () => {
  const s = signatures('bench scenario=w20 games=200 seed=1\n');
  assert.equal(s.wasm, s.native);
});

// The Waterloo 20 computer (src/games/w20/ai) judges a count of positions, never the clock:
// natively and in wasm it plays the same games, line for line.
test('scenario=w20: the computer plays the same games in native and wasm naw-cli', () => {
  const command = 'selfplay scenario=w20 games=2 french=hard allied=normal seed=1000\n';
  const native = execFileSync(join(root, 'build', 'native', 'naw-cli'), [],
                              { input: command, encoding: 'utf8' });
  const wasm = execFileSync(process.execPath,
                            ['--no-experimental-fetch', join(webDir, 'naw-cli.js')],
                            { input: command, encoding: 'utf8' });
  assert.match(native, /^ok\ngame=1 winner=/);
  assert.equal(wasm, native);
});
