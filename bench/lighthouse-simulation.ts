/**
 * Reads a page's Lighthouse simulation node by node, from the artifacts a bench run saved
 * (`LIGHTHOUSE_ARTIFACTS_DIR`): which requests and main-thread tasks Lighthouse's simulated LCP and
 * FCP (slow 4G, 4× CPU) wait for, and when each ends in the simulation. The score says how late;
 * this says what made it late.
 *
 *   cd bench && node --import tsx lighthouse-simulation.ts /tmp/lh-artifacts/dashboard-1
 */
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';

type Node = {
  type: string;
  id: string;
  request?: { url: string; transferSize?: number; priority?: string };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
};
type Timing = { startTime: number; endTime: number };
type Estimate = { timeInMs: number; nodeTimings: Map<Node, Timing> };

const dir = process.argv[2];
if (!dir) throw new Error('usage: lighthouse-simulation.ts <artifacts dir>');
const artifacts = (await loadArtifacts(dir)) as Record<string, unknown> & {
  settings: unknown;
  devtoolsLogs?: Record<string, unknown>;
  traces?: Record<string, unknown>;
};
// The saved artifacts, as Lighthouse hands them to its metrics (read back from JSON, so typed here by the metric's own input).
const data = {
  trace: artifacts.Trace ?? artifacts.traces?.defaultPass,
  devtoolsLog: artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass,
  gatherContext: artifacts.GatherContext,
  settings: artifacts.settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
} as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[0];
const context = { computedCache: new Map(), settings: artifacts.settings } as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[1];

const label = (node: Node): string => {
  if (node.type === 'network')
    return `${node.request?.priority ?? ''} ${Math.round((node.request?.transferSize ?? 0) / 102.4) / 10} KB ${node.request?.url.replace(/^https?:\/\/[^/]+/, '')}`;
  const names = new Map<string, number>();
  for (const event of node.childEvents ?? []) names.set(event.name, (names.get(event.name) ?? 0) + 1);
  const urls = [...new Set((node.childEvents ?? []).map((e) => e.args?.data?.url).filter(Boolean))].map((u) => String(u).replace(/^https?:\/\/[^/]+/, ''));
  const main = ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'Layout', 'ParseHTML', 'Paint', 'TimerFire', 'RunMicrotasks'].filter((n) =>
    names.has(n),
  );
  return `cpu ${main.join(',')} ${urls.slice(0, 3).join(' ')}`;
};

const show = (name: string, estimate: Estimate) => {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  console.log(`\n${name}: ${Math.round(estimate.timeInMs)} ms, ${rows.length} nodes`);
  for (const [node, t] of rows)
    console.log(
      `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)} ${String(Math.round(t.endTime - t.startTime)).padStart(5)}  ${label(node)}`,
    );
};

const fcp = (await LanternFirstContentfulPaint.request(data, context)) as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate; timing: number };
const lcp = (await LanternLargestContentfulPaint.request(data, context)) as { optimisticEstimate: Estimate; pessimisticEstimate: Estimate; timing: number };
console.log(
  `FCP ${Math.round(fcp.timing)} ms (optimistic ${Math.round(fcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(fcp.pessimisticEstimate.timeInMs)})`,
);
console.log(
  `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
if (process.argv.includes('--fcp')) show('FCP pessimistic', fcp.pessimisticEstimate);
show('LCP optimistic', lcp.optimisticEstimate);
show('LCP pessimistic', lcp.pessimisticEstimate);
