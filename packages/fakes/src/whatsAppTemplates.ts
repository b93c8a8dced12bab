import type { GraphErrorSpec } from './graphError';
import { whatsAppError } from './whatsAppErrors';

/** A message template as `GET /{waba_id}/message_templates` lists it. */
export interface FakeTemplate {
  id: string;
  name: string;
  language: string;
  status: 'APPROVED' | 'REJECTED' | 'PENDING' | 'PAUSED' | 'DISABLED' | 'PENDING_DELETION';
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  parameter_format: 'POSITIONAL' | 'NAMED';
  components: Array<Record<string, unknown>>;
  /** Meta's code when REJECTED (INVALID_FORMAT, TAG_CONTENT_MISMATCH…). */
  rejected_reason?: string;
  quality_score?: { score: string };
}

/**
 * The fake WABA's templates: approved ones with positional and named placeholders in the header,
 * body and a URL button, one without any, and a rejected one (never sendable).
 */
export const FAKE_TEMPLATES: readonly FakeTemplate[] = [
  {
    id: '1001',
    name: 'promo_tabaski',
    language: 'fr',
    status: 'APPROVED',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Promo {{1}}', example: { header_text: ['Tabaski'] } },
      {
        type: 'BODY',
        text: 'Bonjour {{1}}, profitez de -{{2}} % sur nos pagnes jusqu’à dimanche !',
        example: { body_text: [['Awa', '20']] },
      },
      { type: 'FOOTER', text: 'Répondez STOP pour ne plus recevoir nos offres' },
    ],
  },
  {
    id: '1002',
    name: 'rappel_commande',
    language: 'fr',
    status: 'APPROVED',
    category: 'UTILITY',
    parameter_format: 'NAMED',
    components: [
      {
        type: 'BODY',
        text: 'Bonjour {{first_name}}, votre commande {{order_id}} est prête à {{city}}.',
        example: {
          body_text_named_params: [
            { param_name: 'first_name', example: 'Awa' },
            { param_name: 'order_id', example: 'CMD-42' },
            { param_name: 'city', example: 'Dakar' },
          ],
        },
      },
      {
        type: 'BUTTONS',
        buttons: [{ type: 'URL', text: 'Suivre', url: 'https://shop.example.sn/suivi/{{1}}' }],
      },
    ],
  },
  {
    id: '1003',
    name: 'bienvenue',
    language: 'fr',
    status: 'APPROVED',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    components: [
      { type: 'BODY', text: 'Merci de suivre Boutique Téranga ! Nos nouveautés arrivent chaque lundi.' },
    ],
  },
  {
    id: '1004',
    name: 'soldes_refuse',
    language: 'fr',
    status: 'REJECTED',
    rejected_reason: 'TAG_CONTENT_MISMATCH',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    components: [{ type: 'BODY', text: 'GRATUIT !!! Cliquez vite {{1}}' }],
  },
];

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The Graph answer of `GET /{waba_id}/message_templates`. */
export function templatesPage(templates: readonly FakeTemplate[]): Record<string, unknown> {
  return { data: templates, paging: { cursors: { before: 'MAw', after: 'MjQZD' } } };
}

/**
 * Checks a template send like Graph: the template must exist in that language and be approved
 * (132001), and each component must carry exactly as many parameters as it has placeholders (132000).
 */
export function checkTemplateSend(
  templates: readonly FakeTemplate[],
  template: unknown,
): GraphErrorSpec | undefined {
  if (typeof template !== 'object' || template === null) return whatsAppError(100, 'template is required');
  const { name, language, components } = template as {
    name?: unknown;
    language?: { code?: unknown };
    components?: unknown;
  };
  const found = templates.find(
    (candidate) =>
      candidate.name === name && candidate.language === language?.code && candidate.status === 'APPROVED',
  );
  if (!found) return whatsAppError(132001);
  const given = Array.isArray(components) ? components : [];
  const mediaError = checkHeaderMedia(found, given);
  if (mediaError) return mediaError;
  const expected = expectedCounts(found);
  for (const [slot, count] of expected) {
    const component = given.find((item: { type?: string; index?: unknown }) => slotOf(item) === slot) as
      | { parameters?: unknown[] }
      | undefined;
    const provided = Array.isArray(component?.parameters) ? component.parameters.length : 0;
    if (provided !== count)
      return whatsAppError(
        132000,
        `${slot}: expected number of params (${count}) does not match received (${provided})`,
      );
    for (const parameter of component?.parameters ?? []) {
      const text = (parameter as { text?: unknown }).text;
      if (typeof text !== 'string' || text.trim() === '' || /\{\{.*\}\}/.test(text))
        return whatsAppError(132000, `${slot}: a parameter is empty or holds a raw placeholder`);
    }
  }
  const mediaHeader = String(found.components.find((c) => c.type === 'HEADER')?.format ?? 'TEXT') !== 'TEXT';
  const extra = given.some(
    (item: { type?: string; index?: unknown }) =>
      !expected.has(slotOf(item)) && !(mediaHeader && slotOf(item) === 'header'),
  );
  if (extra) return whatsAppError(132000, 'parameters were given for a component without placeholders');
  return undefined;
}

/**
 * A media header (IMAGE, VIDEO, DOCUMENT) needs its media at each send, as one parameter of that
 * type with a link or an id: Graph answers 132012 otherwise.
 */
function checkHeaderMedia(template: FakeTemplate, given: unknown[]): GraphErrorSpec | undefined {
  const header = template.components.find((component) => component.type === 'HEADER');
  const format = String(header?.format ?? 'TEXT').toLowerCase();
  if (!header || format === 'text') return undefined;
  const sent = given.find((item) => slotOf(item as { type?: string }) === 'header') as
    | { parameters?: Array<Record<string, unknown>> }
    | undefined;
  const parameter = sent?.parameters?.[0];
  const media = parameter?.[format] as { link?: unknown; id?: unknown } | undefined;
  if (sent?.parameters?.length === 1 && parameter?.type === format && (media?.link || media?.id))
    return undefined;
  return whatsAppError(132012, `header: expected one ${format} parameter`);
}

function slotOf(component: { type?: string; index?: unknown }): string {
  const type = String(component.type ?? '').toLowerCase();
  return type === 'button' ? `button:${String(component.index ?? '0')}` : type;
}

function expectedCounts(template: FakeTemplate): Map<string, number> {
  const counts = new Map<string, number>();
  for (const component of template.components) {
    const type = String(component.type).toLowerCase();
    if (type === 'header' || type === 'body') {
      const count = [...String(component.text ?? '').matchAll(PLACEHOLDER)].length;
      if (count > 0) counts.set(type, count);
    }
    if (type === 'buttons' && Array.isArray(component.buttons))
      component.buttons.forEach((button: { url?: string }, index: number) => {
        const count = [...String(button.url ?? '').matchAll(PLACEHOLDER)].length;
        if (count > 0) counts.set(`button:${index}`, count);
      });
  }
  return counts;
}
