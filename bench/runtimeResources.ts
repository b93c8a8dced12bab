import { percentile } from './benchSupport';
import type { BackendState } from './processStats';
import type { Griot } from './runtimeProcess';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What the steady runtime benchmark measured of its processes in the window: CPU, memory, backends. */
export interface WindowResources {
  griots: Griot[];
  cpu: { griots: number[]; postgres: number; bench: number };
  memories: { rss: number; peak: number }[];
  pgMemory: { pss: number; rss: number; processes: number };
  backendSamples: Record<BackendState, number>;
  backendRounds: number;
  activeSeconds: number;
  sentMessages: number;
}

/** Prints each Griot process's share, PostgreSQL's, and the load generator's. */
export function printResources({
  griots,
  cpu,
  memories,
  pgMemory,
  backendSamples,
  backendRounds,
  activeSeconds,
  sentMessages,
}: WindowResources): void {
  const perMessage = (cpuSeconds: number, messages: number) =>
    messages > 0 ? `${((cpuSeconds * 1000) / messages).toFixed(2)} ms CPU per inbound message` : 'no message';
  const cores = (cpuSeconds: number) => `${(cpuSeconds / activeSeconds).toFixed(2)} cores`;
  console.log(`CPU and memory in the ${activeSeconds.toFixed(1)} s measured window:`);
  griots.forEach((griot, index) => {
    const cpuSeconds = cpu.griots[index] ?? 0;
    const memory = memories[index] ?? { rss: 0, peak: 0 };
    console.log(
      `  griot process ${griot.number} (pid ${griot.pid}${griot.number === 1 ? ', embedded PostgreSQL' : ', DATABASE_URL'}): ` +
        `${griot.sent} inbound (${(griot.sent / activeSeconds).toFixed(0)}/s), ` +
        `webhook p50 ${ms(percentile(griot.webhookMs, 50))} p99 ${ms(percentile(griot.webhookMs, 99))} errors ${griot.webhookErrors}, ` +
        `end-to-end p50 ${ms(percentile(griot.endToEndMs, 50))} p99 ${ms(percentile(griot.endToEndMs, 99))}; ` +
        `CPU ${cpuSeconds.toFixed(2)} s (${cores(cpuSeconds)}), ${perMessage(cpuSeconds, griot.sent)}; ` +
        `RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`,
    );
  });
  const nodeCpu = cpu.griots.reduce((sum, value) => sum + value, 0);
  const nodeRss = memories.reduce((sum, memory) => sum + memory.rss, 0);
  console.log(
    `  PostgreSQL (${pgMemory.processes} processes of our cluster): CPU ${cpu.postgres.toFixed(2)} s (${cores(cpu.postgres)}), ` +
      `${perMessage(cpu.postgres, sentMessages)}; PSS ${pgMemory.pss.toFixed(0)} MB (RSS sum ${pgMemory.rss.toFixed(0)} MB)`,
  );
  console.log(
    `  all griot node processes: CPU ${nodeCpu.toFixed(2)} s (${cores(nodeCpu)}), ${perMessage(nodeCpu, sentMessages)}; RSS ${nodeRss.toFixed(0)} MB`,
  );
  console.log(
    `  total griot + PostgreSQL: CPU ${(nodeCpu + cpu.postgres).toFixed(2)} s (${cores(nodeCpu + cpu.postgres)}), ` +
      `${perMessage(nodeCpu + cpu.postgres, sentMessages)}; memory ${(nodeRss + pgMemory.pss).toFixed(0)} MB`,
  );
  const backendTotal = Object.values(backendSamples).reduce((sum, count) => sum + count, 0);
  const backendShares = (Object.entries(backendSamples) as [BackendState, number][])
    .map(
      ([state, count]) => `${state} ${backendTotal > 0 ? ((100 * count) / backendTotal).toFixed(1) : '0'} %`,
    )
    .join(', ');
  console.log(
    `  PostgreSQL client backends, sampled every 100 ms: ${backendShares} (mean ${(backendTotal / Math.max(1, backendRounds)).toFixed(1)} backends)`,
  );
  console.log(`  load generator + fake (this process): CPU ${cpu.bench.toFixed(2)} s (${cores(cpu.bench)})`);
}
