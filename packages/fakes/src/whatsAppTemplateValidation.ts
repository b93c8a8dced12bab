import type { GraphErrorSpec } from './graphError';
import type { FakeTemplate } from './whatsAppTemplates';

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;
const CATEGORIES = new Set(['MARKETING', 'UTILITY', 'AUTHENTICATION']);

/** Graph's answer to a bad template: code 100 with Meta's subcode and user-facing title. */
function invalid(subcode: number, title: string, details: string): GraphErrorSpec {
  return { code: 100, subcode, message: `(#100) ${title}`, details };
}

/** Meta's duplicate answer (same name and language): subcode 2388024. */
export function duplicateTemplate(name: string, language: string): GraphErrorSpec {
  return invalid(2388024, 'Content in this language already exists', `${name} (${language}) already exists`);
}

/** The name of a template deleted within 30 days cannot come back yet: subcode 2388023. */
export function nameBeingDeleted(name: string): GraphErrorSpec {
  return invalid(2388023, 'Message template name is being deleted', `${name} was deleted recently`);
}

/**
 * Checks a `POST /{waba_id}/message_templates` body as Meta does before its review: the name
 * (lower case, digits, _; ≤ 512), the category, a BODY (but for AUTHENTICATION) of ≤ 1024
 * characters whose variables each have an example, a media header with its handle, ≤ 10 buttons.
 */
export function validateTemplateCreation(body: unknown): GraphErrorSpec | undefined {
  if (body === null || typeof body !== 'object')
    return invalid(2388001, 'Invalid parameter', 'body is required');
  const { name, language, category, components } = body as Record<string, unknown>;
  if (typeof name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(name))
    return invalid(
      2388042,
      'Invalid template name',
      'name must be lower case letters, digits and underscores',
    );
  if (typeof language !== 'string' || language === '')
    return invalid(2388001, 'Invalid parameter', 'language is required');
  if (typeof category !== 'string' || !CATEGORIES.has(category))
    return invalid(2388001, 'Invalid parameter', 'category must be MARKETING, UTILITY or AUTHENTICATION');
  return validateComponents(category, components);
}

/** The components of a creation or an edit (`POST /{template_id}`). */
export function validateComponents(category: string, components: unknown): GraphErrorSpec | undefined {
  if (!Array.isArray(components)) return invalid(2388001, 'Invalid parameter', 'components is required');
  const list = components as Array<Record<string, unknown>>;
  const body = list.find((component) => component.type === 'BODY');
  if (!body) return invalid(2388001, 'Invalid parameter', 'a BODY component is required');
  if (category === 'AUTHENTICATION') return undefined;
  const text = typeof body.text === 'string' ? body.text : '';
  if (text === '' || text.length > 1024)
    return invalid(2388040, 'Invalid body', 'BODY text must be 1-1024 characters');
  const names = [...text.matchAll(VARIABLE)].map((match) => match[1] ?? '');
  if (names.length > 0) {
    const example = (body.example ?? {}) as { body_text?: unknown; body_text_named_params?: unknown };
    const positional =
      Array.isArray(example.body_text) && Array.isArray(example.body_text[0]) ? example.body_text[0] : [];
    const named = Array.isArray(example.body_text_named_params) ? example.body_text_named_params : [];
    const given = Math.max(positional.length, named.length);
    if (given < new Set(names).size)
      return invalid(2388043, 'Missing variable samples', 'Every variable in the body needs a sample');
  }
  const header = list.find((component) => component.type === 'HEADER');
  if (header && header.format !== 'TEXT') {
    const handle = (header.example as { header_handle?: unknown } | undefined)?.header_handle;
    if (!Array.isArray(handle) || typeof handle[0] !== 'string' || handle[0] === '')
      return invalid(2388043, 'Missing media sample', 'A media header needs header_handle');
  }
  const buttons = list.find((component) => component.type === 'BUTTONS')?.buttons;
  if (Array.isArray(buttons) && buttons.length > 10)
    return invalid(2388001, 'Invalid parameter', 'at most 10 buttons');
  return undefined;
}

/** What Meta's resumable upload takes for a template's header example. */
const UPLOAD_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'application/pdf', 'video/mp4']);
/** The largest example it takes: a video's 16 MB (an image's 5 MB is checked by the review). */
const UPLOAD_MAX_BYTES = 16 * 1024 * 1024;

/** `POST /{app_id}/uploads?file_length&file_type`: a type and a length Meta takes, else code 100. */
export function uploadSessionRefusal(query: Record<string, string>): GraphErrorSpec | undefined {
  const length = Number(query.file_length);
  if (!Number.isInteger(length) || length <= 0 || length > UPLOAD_MAX_BYTES)
    return invalid(2388001, 'Invalid parameter', `file_length must be 1-${UPLOAD_MAX_BYTES} bytes`);
  if (!UPLOAD_TYPES.has(query.file_type ?? ''))
    return invalid(2388001, 'Invalid parameter', `file_type ${query.file_type ?? ''} is not supported`);
  return undefined;
}

/** The bytes of a session that does not exist, or not as many as it announced. */
export function uploadBytesRefusal(
  expected: number | undefined,
  received: number,
): GraphErrorSpec | undefined {
  if (expected === undefined) return invalid(2388001, 'Invalid parameter', 'unknown upload session');
  if (received !== expected)
    return invalid(
      2388001,
      'Invalid parameter',
      `received ${received} bytes, the session announced ${expected}`,
    );
  return undefined;
}

/** A media header's example that is neither a handle this upload gave nor a sample Meta holds. */
export function unknownMediaHandle(handle: string): GraphErrorSpec {
  return invalid(2494102, 'Invalid media handle', `${handle.slice(0, 40)} is not an uploaded media handle`);
}

/** Meta lets a template be edited only when APPROVED, REJECTED or PAUSED. */
export function editRefusal(template: FakeTemplate): GraphErrorSpec | undefined {
  if (template.status === 'APPROVED' || template.status === 'REJECTED' || template.status === 'PAUSED')
    return undefined;
  return invalid(2388025, 'Template cannot be edited', `status ${template.status} cannot be edited`);
}
