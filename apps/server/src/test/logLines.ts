import { Writable } from 'node:stream';

/** A log destination that keeps every line written to it, for a test to read (`lines`). */
export function captureLogLines(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}
