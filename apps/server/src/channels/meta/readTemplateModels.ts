import type { BroadcastModel, ModelParameter } from '@griot/contract/broadcasts/broadcastSchemas';

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * Graph's `message_templates` entries as broadcast models: only APPROVED ones (the others cannot
 * be sent), with their placeholders found in the header, body and URL buttons, positional ({{1}})
 * or named ({{first_name}}). Entries of an unexpected shape are skipped.
 */
export function readTemplateModels(data: unknown): BroadcastModel[] {
  if (!Array.isArray(data)) return [];
  const models: BroadcastModel[] = [];
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) continue;
    const template = entry as Record<string, unknown>;
    if (template.status !== 'APPROVED' || typeof template.name !== 'string') continue;
    // An authentication code goes to one person from a login flow, never to a segment.
    if (template.category === 'AUTHENTICATION') continue;
    const language = typeof template.language === 'string' ? template.language : '';
    const components = Array.isArray(template.components) ? template.components : [];
    let header = '';
    let body = '';
    let footer = '';
    const buttons: string[] = [];
    const parameters: ModelParameter[] = [];
    let headerMedia: BroadcastModel['headerMedia'];
    for (const raw of components) {
      if (typeof raw !== 'object' || raw === null) continue;
      const component = raw as Record<string, unknown>;
      const type = String(component.type ?? '').toUpperCase();
      const text = typeof component.text === 'string' ? component.text : '';
      if (type === 'HEADER' && (component.format ?? 'TEXT') === 'TEXT') {
        header = text;
        parameters.push(...placeholders(text, 'header', examplesOf(component, 'header')));
      } else if (type === 'HEADER') headerMedia = mediaExample(component);
      else if (type === 'BODY') {
        body = text;
        parameters.push(...placeholders(text, 'body', examplesOf(component, 'body')));
      } else if (type === 'FOOTER') footer = text;
      else if (type === 'BUTTONS' && Array.isArray(component.buttons))
        component.buttons.forEach((button: unknown, index: number) => {
          if (typeof button !== 'object' || button === null) return;
          const { text: label, url } = button as { text?: unknown; url?: unknown };
          if (typeof label === 'string') buttons.push(label);
          if (typeof url === 'string')
            parameters.push(...placeholders(url, 'button', []).map((parameter) => ({ ...parameter, index })));
        });
    }
    const named = template.parameter_format === 'NAMED' || parameters.some((p) => !/^\d+$/.test(p.key));
    models.push({
      id: typeof template.id === 'string' ? template.id : `${template.name}:${language}`,
      title: template.name,
      content: body,
      langage: language,
      category: typeof template.category === 'string' ? template.category : '',
      header,
      footer,
      buttons,
      parameterFormat: named ? 'named' : 'positional',
      parameters,
      source: 'whatsapp',
      ...(headerMedia ? { headerMedia } : {}),
    });
  }
  return models;
}

function placeholders(
  text: string,
  component: ModelParameter['component'],
  examples: string[],
): ModelParameter[] {
  return [...text.matchAll(PLACEHOLDER)].map((match, position) => {
    const example = examples[position];
    return { key: match[1] ?? '', component, ...(example === undefined ? {} : { example }) };
  });
}

function examplesOf(component: Record<string, unknown>, kind: 'header' | 'body'): string[] {
  const example = component.example as Record<string, unknown> | undefined;
  if (!example) return [];
  if (kind === 'header' && Array.isArray(example.header_text)) return example.header_text.map(String);
  if (kind === 'body' && Array.isArray(example.body_text) && Array.isArray(example.body_text[0]))
    return (example.body_text[0] as unknown[]).map(String);
  if (Array.isArray(example.body_text_named_params))
    return example.body_text_named_params.map((item: { example?: unknown }) => String(item.example ?? ''));
  return [];
}

/** A media header's example (the link Meta lists for its header_handle), sent as the header's media. */
function mediaExample(component: Record<string, unknown>): BroadcastModel['headerMedia'] {
  const format = String(component.format ?? '').toUpperCase();
  if (format !== 'IMAGE' && format !== 'VIDEO' && format !== 'DOCUMENT') return undefined;
  const handle = (component.example as { header_handle?: unknown } | undefined)?.header_handle;
  const link = Array.isArray(handle) ? handle[0] : undefined;
  return typeof link === 'string' && /^https?:\/\//.test(link) ? { format, link } : undefined;
}
