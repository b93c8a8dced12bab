/**
 * Issue 23 figure: the chatbot map's layout time ('Vue d'ensemble'), with the very functions the
 * screen runs (buildMapGraph, then layoutMap: dagre), in Node, on a realistic 300-block chatbot
 * (menus fanning out about four ways, five levels deep, conditions, A/B tests, returns to the
 * menu, hand-overs, a few broken links and orphans). p50/p95 over the runs after one warm-up; the
 * first (cold) run is printed apart: it is what a browser pays the first time it opens the map.
 * Prints figures; asserts nothing.   npm run bench:map   (BENCH_BLOCKS=…, BENCH_RUNS=…)
 */
import '@griot/i18n/runtimeCompiler';
import { buildMapGraph } from '../apps/web/src/features/flows/map/mapGraph';
import { layoutMap } from '../apps/web/src/features/flows/map/mapLayout';
import { largeChatbot } from '../apps/web/src/features/flows/map/test/largeChatbot';
import { percentile } from './benchSupport';

const blockCount = Number(process.env.BENCH_BLOCKS ?? 300);
const runs = Number(process.env.BENCH_RUNS ?? 20);

/** Wall time and the process's CPU time: on a shared machine the second is the steadier figure. */
function timed<T>(work: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = work();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const blocks = largeChatbot(blockCount);
const graphTimes: number[] = [];
const layoutTimes: number[] = [];
const layoutCpu: number[] = [];
let cold: { graph: number; layout: number } | undefined;
for (let run = 0; run <= runs; run += 1) {
  const graph = timed(() => buildMapGraph(blocks));
  const layout = timed(() => layoutMap(graph.value));
  if (run === 0) {
    cold = { graph: graph.ms, layout: layout.ms };
    const unreachable = graph.value.nodes.filter((node) => node.kind === 'block' && node.unreachable).length;
    const broken = graph.value.edges.filter((edge) => edge.broken).length;
    console.log(
      `chatbot: ${blockCount} blocks → ${graph.value.nodes.length} nodes, ${graph.value.edges.length} edges ` +
        `(${unreachable} unreachable blocks, ${broken} edges to missing blocks)`,
    );
    continue;
  }
  graphTimes.push(graph.ms);
  layoutTimes.push(layout.ms);
  layoutCpu.push(layout.cpuMs);
}
const format = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
console.log(`cold first run: graph ${cold?.graph.toFixed(1)} ms, layout ${cold?.layout.toFixed(1)} ms`);
console.log(`graph (buildMapGraph), ${runs} runs: ${format(graphTimes)}`);
console.log(`layout (layoutMap, dagre), ${runs} runs: ${format(layoutTimes)}   target ≤ 500 ms`);
console.log(`layout CPU time, ${runs} runs: ${format(layoutCpu)}`);
console.log(
  `graph + layout, ${runs} runs: ${format(graphTimes.map((ms, index) => ms + (layoutTimes[index] ?? 0)))}`,
);
