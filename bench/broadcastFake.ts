import readline from 'node:readline';
import { startWhatsAppFake } from '../packages/fakes/src/whatsAppFake';

/**
 * The Graph fake of the broadcast benchmark, in a process of its own so that the benchmark's own
 * work never delays the moments it records. Prints `READY <url>`, then `S <receivedAt> <to>` per
 * template send; reads `webhook <url>` on stdin.
 */
const fake = await startWhatsAppFake({
  appSecret: process.argv[2] ?? '',
  accessToken: process.argv[3] ?? '',
  autoStatuses: true,
});
console.log(`READY ${fake.url}`);
fake.events.on('sent', (sent) => {
  if (sent.body.type === 'template') console.log(`S ${sent.receivedAt} ${String(sent.body.to)}`);
});
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, value] = line.split(' ');
  if (command === 'webhook') fake.webhookUrl = value;
  if (command === 'quit') void fake.close().then(() => process.exit(0));
});
