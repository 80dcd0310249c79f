// Runs autocannon against a local URL in its own process (so the load generator does not share
// the server's event loop) and prints its result as one line of JSON.
// Usage: node scripts/bench/load.mjs '{"url":"http://127.0.0.1:PORT","paths":["/api9/..."],"duration":10,"connections":10}'
import autocannon from 'autocannon';

const { url, paths, duration, connections } = JSON.parse(process.argv[2]);
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url)) throw new Error('The load test only targets this machine (127.0.0.1).');
const result = await autocannon({
  url,
  duration,
  connections,
  requests: paths.map((path) => ({ method: 'GET', path })),
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    // The load generator's own CPU time in microseconds (what the machine spent asking).
    cpuMicros: (({ user, system }) => user + system)(process.cpuUsage()),
  }) + '\n',
);
