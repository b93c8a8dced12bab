import {
  createGraphClient,
  type GraphAnswer,
  type GraphTarget,
  type MetaGraphError,
  readGraphError,
} from './graphClient';

/** A WABA's templates as Graph manages them: where Graph is, the WABA, the business token. */
export interface TemplateGraphTarget extends GraphTarget {
  wabaId: string;
  accessToken: string;
}

export type TemplateGraphResult<T> = { ok: true; value: T } | { ok: false; error: MetaGraphError };

/** Meta reads a template's list this many at a time, and Griot reads at most this many pages. */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;
const FIELDS = 'id,name,language,status,category,parameter_format,components,rejected_reason,quality_score';

function result<T>(
  answer: GraphAnswer,
  read: (body: Record<string, unknown>) => T | undefined,
): TemplateGraphResult<T> {
  const body = answer.body as Record<string, unknown> | undefined;
  const value = answer.status === 200 && body && typeof body === 'object' ? read(body) : undefined;
  return value === undefined ? { ok: false, error: readGraphError(answer) } : { ok: true, value };
}

/** `POST /{waba_id}/message_templates`: Meta answers `{ id, status: "PENDING", category }`. */
export async function createMetaTemplate(
  target: TemplateGraphTarget,
  template: Record<string, unknown>,
): Promise<TemplateGraphResult<{ id: string; status: string; category: string }>> {
  const graph = createGraphClient(target);
  const answer = await graph.post(`${encodeURIComponent(target.wabaId)}/message_templates`, template, {
    token: target.accessToken,
  });
  return result(answer, (body) =>
    typeof body.id === 'string'
      ? {
          id: body.id,
          status: String(body.status ?? 'PENDING'),
          category: String(body.category ?? template.category),
        }
      : undefined,
  );
}

/** `POST /{template_id}` with the new category and/or components: Meta answers `{ success: true }`. */
export async function editMetaTemplate(
  target: TemplateGraphTarget,
  metaId: string,
  changes: Record<string, unknown>,
): Promise<TemplateGraphResult<true>> {
  const answer = await createGraphClient(target).post(encodeURIComponent(metaId), changes, {
    token: target.accessToken,
  });
  return result(answer, (body) => (body.success === true ? true : undefined));
}

/**
 * `DELETE /{waba_id}/message_templates?name=…`: Meta deletes the template by name, in every
 * language; with `hsm_id` only that one.
 */
export async function deleteMetaTemplate(
  target: TemplateGraphTarget,
  name: string,
  metaId?: string,
): Promise<TemplateGraphResult<true>> {
  const answer = await createGraphClient(target).delete(
    `${encodeURIComponent(target.wabaId)}/message_templates`,
    {
      token: target.accessToken,
      query: { name, ...(metaId ? { hsm_id: metaId } : {}) },
    },
  );
  return result(answer, (body) => (body.success === true ? true : undefined));
}

/** `GET /{waba_id}/message_templates`, every page (Graph's `paging.next`), at most 2,000 templates. */
export async function listMetaTemplates(
  target: TemplateGraphTarget,
): Promise<TemplateGraphResult<unknown[]>> {
  const graph = createGraphClient(target);
  const call = { token: target.accessToken };
  const all: unknown[] = [];
  let answer: GraphAnswer | undefined = await graph.get(
    `${encodeURIComponent(target.wabaId)}/message_templates`,
    {
      ...call,
      query: { limit: String(PAGE_SIZE), fields: FIELDS },
    },
  );
  for (let page = 0; answer && page < MAX_PAGES; page += 1) {
    const body = answer.body as { data?: unknown; paging?: { next?: unknown } } | undefined;
    if (answer.status !== 200 || !body || !Array.isArray(body.data))
      return { ok: false, error: readGraphError(answer) };
    all.push(...body.data);
    const next = body.paging?.next;
    answer = typeof next === 'string' && page < MAX_PAGES - 1 ? await graph.follow(next, call) : undefined;
  }
  return { ok: true, value: all };
}
