import { signBody } from '@griot/fakes/signBody';
import type { SentMessage } from '@griot/fakes/whatsAppFake';
import {
  buildButtonReplyWebhook,
  buildListReplyWebhook,
  buildLocationWebhook,
  buildTextWebhook,
  type WhatsAppSender,
} from '@griot/fakes/whatsAppWebhooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type Persona, type PersonaStep, TAKEOVER } from './demoPersonas';

export interface WhatsAppDriver {
  app: FastifyInstance;
  chatbotId: string;
  phoneNumberId: string;
  /** The secret the webhook checks signatures with. */
  appSecret: string;
  /** What the fake Graph API received so far. */
  sent: readonly SentMessage[];
  /** Resolves once the runtime has handled everything this sender sent (replies included). */
  settle(sender: string): Promise<void>;
}

interface InteractiveBody {
  to?: string;
  interactive?: {
    type?: string;
    action?: {
      buttons?: { reply?: { id: string; title: string } }[];
      sections?: { rows?: { id: string; title: string }[] }[];
    };
  };
}

/** The id of the choice titled `title` in the last interactive message of that kind sent to `to`. */
function findChoice(sent: readonly SentMessage[], to: string, step: PersonaStep & { title: string }) {
  const wanted = step.kind === 'button' ? 'button' : 'list';
  for (let index = sent.length - 1; index >= 0; index -= 1) {
    const body = sent[index]?.body as InteractiveBody;
    if (body.to !== to || body.interactive?.type !== wanted) continue;
    const action = body.interactive.action;
    const choices =
      wanted === 'button'
        ? (action?.buttons ?? []).flatMap((button) => (button.reply ? [button.reply] : []))
        : (action?.sections ?? []).flatMap((section) => section.rows ?? []);
    const choice = choices.find((candidate) => candidate.title === step.title);
    if (choice) return { id: choice.id, title: choice.title, contextId: sent[index]?.wamid };
  }
  throw new Error(`« ${step.title} » introuvable dans les messages envoyés à ${to}`);
}

function webhookFor(driver: WhatsAppDriver, persona: Persona, step: PersonaStep) {
  const sender: WhatsAppSender = {
    phoneNumberId: driver.phoneNumberId,
    from: persona.waId,
    name: persona.name,
  };
  switch (step.kind) {
    case 'text':
      return buildTextWebhook({ ...sender, text: step.text });
    case 'location':
      return buildLocationWebhook({ ...sender, ...step });
    case 'button': {
      const choice = findChoice(driver.sent, persona.waId, step);
      return buildButtonReplyWebhook({
        ...sender,
        contextId: choice.contextId,
        buttonId: choice.id,
        title: choice.title,
      });
    }
    case 'row': {
      const choice = findChoice(driver.sent, persona.waId, step);
      return buildListReplyWebhook({
        ...sender,
        contextId: choice.contextId,
        rowId: choice.id,
        title: choice.title,
      });
    }
  }
}

/** Plays one persona's script: each step is a signed webhook, the next waits for the bot's replies. */
export async function playPersona(driver: WhatsAppDriver, persona: Persona): Promise<void> {
  for (const step of persona.steps) {
    const raw = JSON.stringify(webhookFor(driver, persona, step));
    const response = await driver.app.inject({
      method: 'POST',
      url: `/api/pipeline/whatsapp/${driver.chatbotId}`,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(raw, driver.appSecret) },
      payload: raw,
    });
    if (response.statusCode !== 200)
      throw new Error(`webhook de ${persona.name} refusé (${response.statusCode}) : ${response.body}`);
    await driver.settle(persona.waId);
  }
}

/** The demo account's agent answers one WhatsApp conversation itself: the bot pauses there. */
export async function takeOver(
  app: FastifyInstance,
  chatbotId: string,
  account: { email: string; password: string },
): Promise<void> {
  const login = await injectPatiently(app, {
    method: 'POST',
    url: '/api/verify/user',
    payload: { email: account.email, password: account.password },
  });
  if (login.statusCode !== 200) throw new Error(`connexion refusée (${login.statusCode})`);
  const reply = await injectPatiently(app, {
    method: 'POST',
    url: `/api/strong/chat/${chatbotId}/conversations/${TAKEOVER.waId}/reply`,
    headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    payload: { text: TAKEOVER.text },
  });
  if (reply.statusCode !== 200) throw new Error(`réponse refusée (${reply.statusCode}) : ${reply.body}`);
}

/**
 * A call tried again while the overload guard answers 503 (a busy machine: seed-demo runs the
 * runtime flat out), as the screens ask a person to; the guard answers before doing anything.
 */
async function injectPatiently(app: FastifyInstance, request: InjectOptions) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await app.inject(request);
    if (response.statusCode !== 503 || attempt >= 30) return response;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
