// The Node flags a server process runs with: npm start passes them, its cluster's processes
// inherit them, and the benchmarks that run the API in their own process start with them too.
// Semi-spaces of 64 MB (Node's default is 16): the garbage of the requests in flight dies in the
// young generation instead of being promoted and collected again, which took the collector's
// share of an uncached job search from about 140 to 30 µs of CPU, for about 55 MB more memory (ADR 135).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * Runs this script again with the server's flags when it was started without them (a benchmark
 * measures the server as it runs), and exits with that run's status. Returns when they are set.
 */
export async function withServerFlags() {
  if (SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return;
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
