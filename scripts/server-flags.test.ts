import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

/** The heap's room in a Node process started with these flags. */
const heapRoom = (flags: readonly string[]) =>
  Number(
    execFileSync(process.execPath, [...flags, '-e', "process.stdout.write(String(require('v8').getHeapStatistics().total_available_size))"], {
      encoding: 'utf8',
    }),
  );

describe('the server processes’ Node flags', () => {
  it('are flags this Node accepts, and give the young generation more room', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(heapRoom(SERVER_NODE_FLAGS)).toBeGreaterThan(heapRoom([]));
  });
});
