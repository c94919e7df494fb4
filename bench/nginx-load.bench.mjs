// `npm run bench nginx-load`: the customer detail call (POST /api/customers/{id}) under load through the
// project's nginx (nginx/crm.conf.template rendered as the web container does, Debian's nginx, started by the
// e2e stack with nginx's default keepalive_requests of 1000) and directly against the mock server (its default
// 5 s keep-alive): autocannon, BENCH_CONNECTIONS (50) connections for BENCH_DURATION (20) seconds each, once per
// run (BENCH_RUNS, 1). Prints requests, rate, latency and errors; exits 1 on any socket error, timeout or
// non-2xx answer (docs/deployment.md, "Keep-alive"). e2e/tests/nginx-load.spec.ts (npm test) has nginx close
// every connection after 10 requests instead, so that the moment nginx ends a keep-alive connection comes often.
import autocannon from 'autocannon';
import os from 'node:os';
import { register } from 'tsx/esm/api';
import { accessToken } from './support.mjs';

register();
const { startStack } = await import('../e2e/support/stack.ts');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

const stack = await startStack({
  mode: 'nginx',
  env: { KEEP_ALIVE_TIMEOUT_SECONDS: '5', MOCK_CONTROL: 'off', LOG_LEVEL: 'warn' },
});
let failed = false;
try {
  const token = await accessToken(stack.baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await fetch(`${stack.baseUrl}/api/customers`, { headers })).json();
  const id = Object.keys(list.data.customers)[0];
  console.log(
    `POST /api/customers/${id}, ${CONNECTIONS} connections for ${DURATION} s (load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')})`,
  );
  console.log('target          requests   req/s   p50 ms   p99 ms   socket errors   timeouts   non-2xx');
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [target, base] of [
      ['through nginx', stack.baseUrl],
      ['mock directly', stack.mockUrl],
    ]) {
      const result = await autocannon({
        url: `${base}/api/customers/${id}`,
        method: 'POST',
        headers,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      const socketErrors = result.errors - result.timeouts;
      console.log(
        [
          target.padEnd(13),
          String(result.requests.total).padStart(10),
          String(Math.round(result.requests.average)).padStart(7),
          String(result.latency.p50).padStart(8),
          String(result.latency.p99).padStart(8),
          String(socketErrors).padStart(15),
          String(result.timeouts).padStart(10),
          String(result.non2xx).padStart(9),
        ].join(' '),
      );
      if (result.errors || result.non2xx) failed = true;
    }
  }
} finally {
  await stack.stop();
}
if (failed) {
  console.error('Requests failed under load (see the table): every request must succeed.');
  process.exit(1);
}
