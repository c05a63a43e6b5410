// Preloaded (`node --expose-gc --import <this file>`) into the production
// server that scripts/bench-server-render.mjs starts: on the IPC message
// `{ type: 'memory' }` it forces a full garbage collection (twice, so objects
// freed by finalizers go too) and answers process.memoryUsage(). Nothing else
// of the server changes; without an IPC channel or --expose-gc it does nothing.
if (typeof process.send === 'function') {
  process.on('message', (message) => {
    if (message?.type !== 'memory') return;
    if (typeof globalThis.gc !== 'function') {
      process.send({ type: 'memory', error: 'the server was started without --expose-gc' });
      return;
    }
    globalThis.gc();
    // Let finalizers and weak callbacks run, then collect what they freed.
    setImmediate(() => {
      globalThis.gc();
      process.send({ type: 'memory', usage: process.memoryUsage() });
    });
  });
  // The IPC channel must not keep a server alive that was asked to stop.
  process.channel?.unref();
}
