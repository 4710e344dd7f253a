import autocannon from 'autocannon';
import { makeTwoPagePdf } from './analyzer-benchmarks';
import { startServer, type Benchmark } from './benchmarks';

/** A multipart body for /api/analyze-strategic, built once (autocannon replays it). */
const multipart = (pdf: Uint8Array): { body: Buffer; contentType: string } => {
  const boundary = `----debtshield${Date.now()}`;
  const head = (name: string, extra = '') => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(`${head('state')}\r\nMD\r\n`),
    Buffer.from(`${head('flow_type')}\r\ngenerate\r\n`),
    Buffer.from(`${head('file', '; filename="letter.pdf"')}Content-Type: application/pdf\r\n\r\n`),
    Buffer.from(pdf),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

export const apiBenchmarks: Benchmark[] = [
  {
    name: 'api-analyze',
    target: { minReqPerSec: 100, maxP99Ms: 300 },
    run: async () => {
      const server = await startServer();
      try {
        const { body, contentType } = multipart(await makeTwoPagePdf());
        // Warm-up, not measured: worker threads load pdf.js and the rules, V8 compiles the hot paths.
        await autocannon({ url: `${server.url}/api/analyze-strategic`, method: 'POST', headers: { 'content-type': contentType }, body, connections: 10, duration: 5 });
        const result = await autocannon({
          url: `${server.url}/api/analyze-strategic`,
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
          connections: 10,
          duration: 10,
        });
        return {
          reqPerSec: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
          requests: result.requests.total,
        };
      } finally {
        await server.stop();
      }
    },
    check: (r) => [
      ...((r.reqPerSec ?? 0) < 100 ? [`${r.reqPerSec} req/s < 100`] : []),
      ...((r.p99Ms ?? Infinity) > 300 ? [`p99 ${r.p99Ms} ms > 300 ms`] : []),
      ...((r.errors ?? 0) > 0 ? [`${r.errors} errors or non-2xx answers`] : []),
    ],
  },
];
