import { Writable } from 'node:stream';

/** What {@link captureLog} returns: the stream to give a test app's logger, and what it wrote. */
export interface CapturedLog {
  stream: Writable;
  /** Every line written since the start or the last `clear()`. */
  text: () => string;
  clear: () => void;
}

/** A log stream that keeps what the logger writes, for a test to read (`createTestApp(db, { logger: { level, stream } })`). */
export function captureLog(): CapturedLog {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written += chunk.toString('utf8');
      callback();
    },
  });
  return {
    stream,
    text: () => written,
    clear: () => {
      written = '';
    },
  };
}
