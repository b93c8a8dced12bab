import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { graphErrorBody, INVALID_TOKEN } from './graphError';
import { parseJson, readBody, sendJson } from './httpServer';
import type { PushResult } from './postWebhook';
import { type FakeTemplate, templatesPage } from './whatsAppTemplates';
import {
  duplicateTemplate,
  editRefusal,
  nameBeingDeleted,
  unknownMediaHandle,
  uploadBytesRefusal,
  uploadSessionRefusal,
  validateComponents,
  validateTemplateCreation,
} from './whatsAppTemplateValidation';
import { buildTemplateQualityWebhook, buildTemplateStatusWebhook } from './whatsAppTemplateWebhooks';

/** One template management call the fake received (create, edit, delete, upload). */
export interface TemplateCall {
  kind: 'create' | 'edit' | 'delete' | 'upload';
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

export type TemplateRef = { id: string } | { name: string; language: string };
export type TemplateEvent =
  | 'APPROVED'
  | 'REJECTED'
  | 'PAUSED'
  | 'DISABLED'
  | 'REINSTATED'
  | 'PENDING_DELETION';

const V = '(?:v\\d+(?:\\.\\d+)?/)?';
const MANAGE = new RegExp(`^/${V}([^/]+)/message_templates$`);
const UPLOAD_SESSION = new RegExp(`^/${V}([^/]+)/uploads$`);
const UPLOAD_BYTES = new RegExp(`^/${V}(upload:[^/]+)$`);
const TEMPLATE = new RegExp(`^/${V}(\\d+)$`);

/**
 * The fake WABA's message templates, kept like Meta's: created ones wait PENDING (until
 * `setStatus`, or by themselves after `autoApproveMs`), edits go back to review, a delete by name
 * removes every language, media examples come through the resumable upload. Each status or
 * quality change pushes Meta's signed webhook.
 */
export class FakeTemplateStore {
  readonly templates: FakeTemplate[];
  readonly calls: TemplateCall[] = [];
  private readonly deletedNames = new Set<string>();
  /** Open upload sessions and the length each announced; the handles the uploads gave. */
  private readonly sessions = new Map<string, number>();
  private readonly handles = new Set<string>();
  private sequence = 0;

  constructor(
    private readonly initial: readonly FakeTemplate[],
    private readonly options: {
      wabaId: () => string;
      /** Where the fake serves a media by id: Meta lists a media header's example as a link, not the handle sent. */
      mediaUrl: (id: string) => string;
      push: (body: Record<string, unknown>) => Promise<PushResult>;
      autoApproveMs?: number;
      onPushError: (message: string) => void;
    },
  ) {
    this.templates = initial.map((template) => structuredClone(template) as FakeTemplate);
  }

  /** Answers a template management call; false when the request is none of them. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, authorized: boolean): Promise<boolean> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const manage = MANAGE.exec(path);
    const route =
      manage && method === 'POST'
        ? 'create'
        : manage && method === 'DELETE'
          ? 'delete'
          : method === 'POST' && UPLOAD_SESSION.test(path)
            ? 'session'
            : method === 'POST' && UPLOAD_BYTES.test(path)
              ? 'upload'
              : method === 'POST' && this.byId(TEMPLATE.exec(path)?.[1] ?? '')
                ? 'edit'
                : undefined;
    if (!route) return false;
    const raw = await readBody(req);
    if (!authorized) {
      sendJson(res, 401, graphErrorBody(INVALID_TOKEN));
      return true;
    }
    const query = Object.fromEntries(url.searchParams);
    const answer = (kind: TemplateCall['kind'], body: unknown, status: number, json: unknown) => {
      this.calls.push({ kind, path, query, body, status });
      sendJson(res, status, json);
      return true;
    };
    if (route === 'session') {
      const sessionInput = { length: query.file_length, type: query.file_type };
      const refused = uploadSessionRefusal(query);
      if (refused) return answer('upload', sessionInput, 400, graphErrorBody(refused));
      const id = `upload:${randomBytes(9).toString('base64url')}`;
      this.sessions.set(id, Number(query.file_length));
      return answer('upload', sessionInput, 200, { id });
    }
    if (route === 'upload') {
      const session = UPLOAD_BYTES.exec(path)?.[1] ?? '';
      const refused = uploadBytesRefusal(this.sessions.get(session), raw.length);
      if (refused) return answer('upload', { bytes: raw.length }, 400, graphErrorBody(refused));
      this.sessions.delete(session);
      const h = `4::${randomBytes(24).toString('base64url')}`;
      this.handles.add(h);
      return answer('upload', { bytes: raw.length }, 200, { h });
    }
    const body = route === 'delete' ? undefined : parseJson(raw);
    if (route === 'create') {
      const error = this.creationError(body);
      if (error) return answer('create', body, 400, graphErrorBody(error));
      const created = this.add(body as Record<string, unknown>);
      this.scheduleApproval(created);
      return answer('create', body, 200, { id: created.id, status: 'PENDING', category: created.category });
    }
    if (route === 'edit') {
      const template = this.byId(TEMPLATE.exec(path)?.[1] ?? '') as FakeTemplate;
      const changes = (body ?? {}) as Record<string, unknown>;
      const error =
        editRefusal(template) ??
        validateComponents(String(changes.category ?? template.category), changes.components) ??
        this.mediaHandleError(changes.components);
      if (error) return answer('edit', body, 400, graphErrorBody(error));
      if (typeof changes.category === 'string')
        template.category = changes.category as FakeTemplate['category'];
      template.components = this.asListed(template.id, changes.components as FakeTemplate['components']);
      template.status = 'PENDING';
      this.scheduleApproval(template);
      return answer('edit', body, 200, { success: true });
    }
    const name = query.name ?? '';
    const gone = this.templates.filter(
      (template) => template.name === name && (query.hsm_id === undefined || template.id === query.hsm_id),
    );
    if (gone.length === 0)
      return answer(
        'delete',
        undefined,
        400,
        graphErrorBody({
          code: 100,
          subcode: 2593002,
          message: '(#100) Template not found',
          details: `${name} does not exist`,
        }),
      );
    for (const template of gone) this.templates.splice(this.templates.indexOf(template), 1);
    this.deletedNames.add(name);
    return answer('delete', undefined, 200, { success: true });
  }

  /** The calls of one kind Griot made (tests check that nothing was sent after a refusal). */
  callsOf(kind: TemplateCall['kind']): TemplateCall[] {
    return this.calls.filter((call) => call.kind === kind);
  }

  find(ref: TemplateRef): FakeTemplate | undefined {
    return 'id' in ref
      ? this.byId(ref.id)
      : this.templates.find((template) => template.name === ref.name && template.language === ref.language);
  }

  /** Meta's review result: the template's status changes and the signed webhook is pushed. */
  async setStatus(ref: TemplateRef, event: TemplateEvent, reason?: string): Promise<PushResult> {
    const template = this.find(ref);
    if (!template) throw new Error(`WhatsApp fake: no template ${JSON.stringify(ref)}`);
    template.status = (event === 'REINSTATED' ? 'APPROVED' : event) as FakeTemplate['status'];
    if (event === 'REJECTED') template.rejected_reason = reason ?? 'NONE';
    return this.options.push(buildTemplateStatusWebhook(this.options.wabaId(), template, event, reason));
  }

  /** Meta's quality verdict (GREEN, YELLOW, RED), pushed as message_template_quality_update. */
  async setQuality(ref: TemplateRef, score: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN'): Promise<PushResult> {
    const template = this.find(ref);
    if (!template) throw new Error(`WhatsApp fake: no template ${JSON.stringify(ref)}`);
    const previous = template.quality_score?.score ?? 'UNKNOWN';
    template.quality_score = { score };
    return this.options.push(buildTemplateQualityWebhook(this.options.wabaId(), template, previous, score));
  }

  page(): Record<string, unknown> {
    return templatesPage(this.templates);
  }

  reset(): void {
    this.templates.splice(
      0,
      this.templates.length,
      ...this.initial.map((template) => structuredClone(template) as FakeTemplate),
    );
    this.calls.length = 0;
    this.deletedNames.clear();
    this.sessions.clear();
    this.handles.clear();
  }

  private byId(id: string): FakeTemplate | undefined {
    return id === '' ? undefined : this.templates.find((template) => template.id === id);
  }

  private creationError(body: unknown) {
    const error =
      validateTemplateCreation(body) ?? this.mediaHandleError((body as { components: unknown }).components);
    if (error) return error;
    const { name, language } = body as { name: string; language: string };
    if (this.find({ name, language })) return duplicateTemplate(name, language);
    if (this.deletedNames.has(name)) return nameBeingDeleted(name);
    return undefined;
  }

  /**
   * A media header's example must be a handle the resumable upload gave, or the sample Meta holds
   * for a template (the link its list shows, sent back unchanged by an edit that keeps it).
   */
  private mediaHandleError(components: unknown) {
    const header = (components as Array<Record<string, unknown>>).find((c) => c.type === 'HEADER');
    if (!header || header.format === 'TEXT') return undefined;
    const handle = String((header.example as { header_handle: unknown[] }).header_handle[0]);
    const held = this.templates.some((template) =>
      template.components.some(
        (component) =>
          component.type === 'HEADER' &&
          (component.example as { header_handle?: unknown[] } | undefined)?.header_handle?.[0] === handle,
      ),
    );
    return this.handles.has(handle) || held ? undefined : unknownMediaHandle(handle);
  }

  private add(body: Record<string, unknown>): FakeTemplate {
    this.sequence += 1;
    const template: FakeTemplate = {
      id: `${Date.now()}${String(this.sequence).padStart(3, '0')}`,
      name: String(body.name),
      language: String(body.language),
      status: 'PENDING',
      category: body.category as FakeTemplate['category'],
      parameter_format: body.parameter_format === 'NAMED' ? 'NAMED' : 'POSITIONAL',
      components: [],
    };
    template.components = this.asListed(template.id, body.components as FakeTemplate['components']);
    this.templates.push(template);
    return template;
  }

  /** The components as Meta lists them: a media header's example handle becomes a link to the media. */
  private asListed(id: string, components: FakeTemplate['components']): FakeTemplate['components'] {
    return components.map((component) =>
      component.type === 'HEADER' && component.format !== 'TEXT'
        ? { ...component, example: { header_handle: [this.options.mediaUrl(`template-${id}`)] } }
        : component,
    );
  }

  /** For `npm run fake`: Meta's review, done by itself after a few seconds (demo realism). */
  private scheduleApproval(template: FakeTemplate): void {
    const delay = this.options.autoApproveMs;
    if (delay === undefined) return;
    setTimeout(() => {
      if (!this.templates.includes(template) || template.status !== 'PENDING') return;
      this.setStatus({ id: template.id }, 'APPROVED').catch((error: unknown) =>
        this.options.onPushError(
          `template ${template.name}: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }, delay).unref();
  }
}
