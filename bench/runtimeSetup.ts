import { execFileSync } from 'node:child_process';
import { createUserCommand, field } from './benchSupport';
import { runtimeServerDir } from './serverCommand';

export const BENCH_PHONE_NUMBER_ID = '106540352242922';
export const BENCH_TOKEN = 'EAAG-bench-token';
export const BENCH_APP_SECRET = 'bench-app-secret';

/**
 * The flow of the runtime benchmark: welcome = text + buttons; 'Commander' asks a name (answer
 * capture) then thanks; any later text lands in the default block, which redirects to the welcome.
 * Per cycle an end-user sends 3 messages and gets 4 replies; each step's last reply is known.
 */
export const FINAL_REPLY = { welcome: 'Que voulez-vous ?', ask: 'Votre nom ?', thanks: /^Merci / } as const;

async function api(base: string, token: string | undefined, method: string, url: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${base}${url}`, init);
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Creates the account (admin CLI, before the server starts). */
export function createBenchAccount(env: NodeJS.ProcessEnv): { email: string; password: string } {
  const email = 'bench@griot.local';
  const password = 'Bench!Runtime2026';
  execFileSync(process.execPath, createUserCommand({ email, password, name: 'Banc Essai' }), {
    cwd: runtimeServerDir(),
    env,
    stdio: 'ignore',
  });
  return { email, password };
}

/** Logs in, creates the WhatsApp chatbot and saves its flow through the public API. */
export async function createBenchChatbot(
  base: string,
  account: { email: string; password: string },
): Promise<string> {
  const token = field(await api(base, undefined, 'POST', '/verify/user', account), 'token');
  const form = new FormData();
  form.set(
    'data',
    JSON.stringify({
      bot_name: 'Banc d’essai',
      type: 'whatsapp',
      status: 'active',
      phone_number_id: BENCH_PHONE_NUMBER_ID,
      display_phone_number: '15550783881',
      access_token: BENCH_TOKEN,
    }),
  );
  const chatbotId = field(await api(base, token, 'POST', '/create/strong/chatbot', form), 'chatbot_id');
  const tree = (await api(base, token, 'GET', `/strong/get/chatbot/${chatbotId}/flow`)) as {
    flow: { mainblocks: Record<'welcome' | 'default', { idblock: string; type: string }> };
  };
  const welcome = tree.flow.mainblocks.welcome;
  const fallback = tree.flow.mainblocks.default;
  const orderId = `${Date.now()}-bench1`;
  await api(base, token, 'POST', `/strong/create/flow/${chatbotId}`, { name: 'Commande', idblock: orderId });
  const save = (idblock: string, type: string, flow: unknown[]) =>
    api(base, token, 'POST', `/update/flow/${chatbotId}/${idblock}/${type}`, { flow });
  await save(welcome.idblock, welcome.type, [
    { type: 'text', message: 'Bonjour {{first_name}} !' },
    {
      type: 'text_button',
      message: FINAL_REPLY.welcome,
      buttons: [
        { id: orderId, title: 'Commander' },
        { id: orderId, title: 'Infos' },
      ],
    },
  ]);
  await save(orderId, 'standard', [
    { type: 'text', message: FINAL_REPLY.ask },
    { type: 'answer', options: { answer_type: 'text', variable: { id: 'last_input' }, default_reply: '' } },
    { type: 'text', message: 'Merci {{last_input}}, commande notée.' },
  ]);
  await save(fallback.idblock, fallback.type, [{ type: 'redirection', redirection_block: welcome.idblock }]);
  return chatbotId;
}
