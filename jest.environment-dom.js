// jsdom without the fetch primitives Node has: React Router's data router
// builds a Request on every navigation, and jsdom offers none. Node's Request
// validates its signal against Node's AbortSignal, so those come along. MSW
// (the tests' network mock) also needs streams and BroadcastChannel.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'fetch',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (name === 'AbortController' || name === 'AbortSignal' || this.global[name] === undefined) {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = DomEnvironment;
