import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { type CliCommand, rest, splitLine } from './cliCommands';
import { startLlmFake } from './llmFake';
import { startMessengerFake } from './messengerFake';
import { startTelegramFake } from './telegramFake';
import { DEMO_EXTRA_TEMPLATES } from './whatsAppDemoTemplates';
import { startWhatsAppFake } from './whatsAppFake';
import { WHATSAPP_FAKE_DEFAULTS } from './whatsAppFakeDefaults';
import { templateCommands } from './whatsAppTemplateCommands';
import { FAKE_TEMPLATES } from './whatsAppTemplates';

/**
 * `npm run fake -- whatsapp|telegram|messenger [--port N] [--webhook URL] [--secret S] [--token T]`
 * Starts one fake platform for local demos: prints what to configure, logs each call it receives
 * in one line (the library itself never logs, for benchmarks), and pushes user messages typed on
 * stdin to the webhook.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    webhook: { type: 'string' },
    secret: { type: 'string' },
    token: { type: 'string' },
    'phone-number-id': { type: 'string' },
    'page-id': { type: 'string' },
    statuses: { type: 'boolean', default: false },
    /** Seconds after which a template created or edited through the fake approves itself (0: never). */
    'approve-after': { type: 'string', default: '10' },
  },
});
const platform = positionals[0];
const DEFAULT_PORTS: Record<string, number> = { whatsapp: 4010, telegram: 4011, messenger: 4012, llm: 4013 };
const port = values.port === undefined ? (DEFAULT_PORTS[platform ?? ''] ?? 0) : Number(values.port);
const time = () => new Date().toISOString().slice(11, 19);
const log = (line: string) => console.log(`[${time()}] ${line}`);
const short = (value: unknown) => JSON.stringify(value).slice(0, 160);

async function start(): Promise<{
  commands: Record<string, CliCommand>;
  env: string[];
  close: () => Promise<void>;
}> {
  if (platform === 'whatsapp') {
    const secret = values.secret ?? WHATSAPP_FAKE_DEFAULTS.appSecret;
    const token = values.token ?? WHATSAPP_FAKE_DEFAULTS.accessToken;
    const fake = await startWhatsAppFake({
      port,
      host: values.host,
      appSecret: secret,
      accessToken: token,
      webhookUrl: values.webhook,
      autoStatuses: values.statuses,
      // The demo shop's templates in every status (seed-demo keeps the same ones).
      templates: [...FAKE_TEMPLATES, ...DEMO_EXTRA_TEMPLATES],
      ...(Number(values['approve-after']) > 0
        ? { autoApproveTemplatesMs: Number(values['approve-after']) * 1000 }
        : {}),
      ...(values['phone-number-id'] ? { phoneNumberId: values['phone-number-id'] } : {}),
    });
    fake.events.on('sent', (m) =>
      log(
        `send ${m.body.type} to ${String(m.body.to)} → 200 ${m.wamid.slice(0, 20)}… ${short(m.body[String(m.body.type)])}`,
      ),
    );
    fake.events.on('rejected', (r) =>
      log(`send → ${r.status} (${r.reason}) ${String(r.error.error.message)}`),
    );
    const lastWamid = () => fake.sent.at(-1)?.wamid ?? '';
    return {
      env: [
        `GRAPH_API_URL=${fake.url}`,
        `app secret: ${secret}`,
        `access token: ${token}`,
        `Embedded Signup simulator: ${fake.url}/embedded-signup/sdk.js (SMS codes: /embedded-signup/last-code/<phone_number_id>)`,
      ],
      close: () => fake.close(),
      commands: {
        ...templateCommands(fake),
        text: {
          usage: 'text <from> <text…>',
          words: 2,
          run: (a) => fake.pushText({ from: a[0]!, text: rest(a, 1) }),
        },
        button: {
          usage: 'button <from> <buttonId> [title…]  (replies to the last message sent)',
          words: 2,
          run: (a) =>
            fake.pushButtonReply({
              from: a[0]!,
              buttonId: a[1]!,
              title: rest(a, 2, a[1]!),
              contextId: lastWamid(),
            }),
        },
        list: {
          usage: 'list <from> <rowId> [title…]',
          words: 2,
          run: (a) =>
            fake.pushListReply({
              from: a[0]!,
              rowId: a[1]!,
              title: rest(a, 2, a[1]!),
              contextId: lastWamid(),
            }),
        },
        location: {
          usage: 'location <from> <latitude> <longitude> [place name…]',
          words: 3,
          run: (a) => {
            const name = rest(a, 3);
            return fake.pushLocation({
              from: a[0]!,
              latitude: Number(a[1]),
              longitude: Number(a[2]),
              ...(name ? { placeName: name } : {}),
            });
          },
        },
        image: {
          usage: 'image <from> [caption…]',
          words: 1,
          run: (a) => fake.pushImage({ from: a[0]!, ...(a[1] ? { caption: rest(a, 1) } : {}) }),
        },
        status: {
          usage: 'status <sent|delivered|read|failed> [wamid]  (last message sent by default)',
          words: 1,
          run: (a) => {
            const message = a[1] ? fake.sent.find((m) => m.wamid === a[1]) : fake.sent.at(-1);
            if (!message) throw new Error('no such sent message');
            const status = a[0] as 'sent' | 'delivered' | 'read' | 'failed';
            return fake.pushStatus({
              phoneNumberId: message.phoneNumberId,
              wamid: message.wamid,
              status,
              recipient: String(message.body.to),
              ...(status === 'failed' ? { errors: [{ code: 131047 }] } : {}),
            });
          },
        },
      },
    };
  }
  if (platform === 'telegram') {
    const token = values.token ?? '123456:fake-bot-token';
    const fake = await startTelegramFake({
      port,
      host: values.host,
      token,
      webhookUrl: values.webhook,
      secretToken: values.secret,
    });
    fake.events.on('call', (c) => log(`${c.method} → 200 ${short(c.body)}`));
    fake.events.on('rejected', (r) =>
      log(`${r.method || '?'} → ${r.status} (${r.reason}) ${r.response.description}`),
    );
    return {
      env: [
        `TELEGRAM_API_URL=${fake.url}`,
        `bot token: ${token}`,
        'the webhook URL and secret come from setWebhook, or --webhook/--secret',
      ],
      close: () => fake.close(),
      commands: {
        text: {
          usage: 'text <chatId> <text…>',
          words: 2,
          run: (a) => fake.pushText({ chatId: a[0]!, fromId: a[0]!, firstName: 'Awa', text: rest(a, 1) }),
        },
        tap: {
          usage:
            'tap <chatId> <callback_data> [messageId]  (taps a button of the last message sent by default)',
          words: 2,
          run: (a) => {
            const last = fake.calls.filter((c) => c.method.startsWith('send')).at(-1)?.result as
              | { message_id?: number }
              | undefined;
            const messageId = a[2] ? Number(a[2]) : (last?.message_id ?? 1);
            return fake.pushCallbackQuery({
              chatId: a[0]!,
              fromId: a[0]!,
              firstName: 'Awa',
              data: a[1]!,
              messageId,
            });
          },
        },
      },
    };
  }
  if (platform === 'messenger') {
    const secret = values.secret ?? 'fake-app-secret';
    const token = values.token ?? 'fake-page-token';
    const fake = await startMessengerFake({
      port,
      host: values.host,
      appSecret: secret,
      pageAccessToken: token,
      webhookUrl: values.webhook,
      ...(values['page-id'] ? { pageId: values['page-id'] } : {}),
    });
    fake.events.on('sent', (m) =>
      log(`send to ${m.recipientId} → 200 ${short(m.body.message ?? m.body.sender_action)}`),
    );
    fake.events.on('rejected', (r) =>
      log(`send → ${r.status} (${r.reason}) ${String(r.error.error.message)}`),
    );
    return {
      env: [`GRAPH_API_URL=${fake.url}`, `app secret: ${secret}`, `page access token: ${token}`],
      close: () => fake.close(),
      commands: {
        text: {
          usage: 'text <psid> <text…>',
          words: 2,
          run: (a) => fake.pushText({ psid: a[0]!, text: rest(a, 1) }),
        },
        quick: {
          usage: 'quick <psid> <payload> [title…]  (a quick reply tap)',
          words: 2,
          run: (a) => fake.pushQuickReply({ psid: a[0]!, payload: a[1]!, text: rest(a, 2, a[1]!) }),
        },
        postback: {
          usage: 'postback <psid> <payload> [title…]  (a button template tap)',
          words: 2,
          run: (a) => fake.pushPostback({ psid: a[0]!, payload: a[1]!, title: rest(a, 2, a[1]!) }),
        },
      },
    };
  }
  if (platform === 'llm') {
    const fake = await startLlmFake({
      port,
      host: values.host,
      ...(values.token ? { apiKey: values.token } : {}),
    });
    fake.events.on('call', (c) => log(`chat/completions ${c.model} ← ${short(c.messages.at(-1)?.content)}`));
    return {
      env: [`LLM_BASE_URL=${fake.baseUrl}`, 'LLM_MODEL=griot-fake', `LLM_API_KEY=${values.token ?? '(any)'}`],
      close: () => fake.close(),
      commands: {},
    };
  }
  console.error(
    'usage: npm run fake -- whatsapp|telegram|messenger|llm [--port N] [--webhook URL] [--secret S] [--token T]',
  );
  process.exit(2);
}

const { commands, env, close } = await start();
const help = () => {
  console.log(`Commands (pushed to ${values.webhook ?? 'the webhook URL'}):`);
  for (const command of Object.values(commands)) console.log(`  ${command.usage}`);
  console.log('  help | quit');
};
console.log(`${platform} fake listening. Set:`);
for (const line of env) console.log(`  ${line}`);
if (!values.webhook && platform !== 'telegram' && platform !== 'llm')
  console.log('  (no --webhook URL: pushes will fail until one is given)');
help();

const input = createInterface({ input: process.stdin });
input.on('line', (line) => {
  const { name, args } = splitLine(line);
  if (name === '') return;
  if (name === 'help') return help();
  if (name === 'quit' || name === 'exit') return void stop();
  const command = commands[name];
  if (!command) return console.log(`unknown command "${name}" (help lists them)`);
  if (args.length < command.words) return console.log(`usage: ${command.usage}`);
  Promise.resolve()
    .then(() => command.run(args))
    .then((result) =>
      log(
        typeof result === 'string'
          ? result
          : `webhook → ${result.status} in ${result.ms.toFixed(0)} ms ${result.body.slice(0, 120)}`,
      ),
    )
    .catch((error: unknown) => log(error instanceof Error ? error.message : String(error)));
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  input.close();
  await close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
