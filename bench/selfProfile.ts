import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * A CPU profile of this process (the load generator and the Graph fake) over a window only, taken
 * through the inspector: `node --cpu-prof` would also count the set-up and the echo measurement.
 * Read it with `npm run bench:cpu-summary -- <file> --whole`.
 */
export async function startSelfProfile(dir: string | undefined): Promise<() => Promise<string | undefined>> {
  if (!dir) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `generator.${process.pid}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    return file;
  };
}
