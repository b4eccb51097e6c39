// --pre-js of the node naw-cli (src/web/CMakeLists.txt): naw-cli is a batch tool (the bench,
// self-play), so V8 compiles all of its wasm with its optimizing compiler (TurboFan) before
// it runs, instead of starting in the baseline compiler (Liftoff) and recompiling hot
// functions while the games are played. Measured: about twice the bench's games per second.
if (typeof process === 'object' && typeof require === 'function') {
  require('v8').setFlagsFromString('--no-liftoff');
}
