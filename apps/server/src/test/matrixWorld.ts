import { randomBytes } from 'node:crypto';
import type { ContractRoute } from '@griot/contract/contractRoutes';
import { generateIdblock } from '@griot/contract/flows/idblock';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { users } from '@griot/db/schema/users';
import { workspaceInvitations, workspaceMembers } from '@griot/db/schema/workspaces';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession } from '../api/sessions';
import { buildWhatsAppAccount } from '../features/whatsappAccounts/buildWhatsAppAccount';
import { catchUpActivity } from '../lib/activityBacklog';
import type { TestServer } from './buildTestServer';
import { buildMatrixPlan } from './campaignPlanMatrixWorld';
import { buildMatrixCampaign } from './campaignResultMatrixWorld';
import { buildContactImport } from './contactMatrixWorld';
import { buildChatbot, buildUser, loginAs } from './factories';
import { buildInboxWorld } from './inboxMatrixWorld';
import { fileOf, multipart, silentWav, tinyMp4, tinyPng } from './multipart';
import type { OwnerIds, RouteRequestParts } from './routeDescriptions';
import { eventually } from './webhookKit';

/**
 * The world the route matrices call (routeMatrix.test.ts, roleMatrix.test.ts): a workspace whose
 * owner (a tech provider) has a web chatbot with a standard block, a revision, a conversation and its end-user, a
 * WhatsApp account, an invoice, a second session, and per caller a spare member and an open
 * invitation (the calls that change or remove one need a target of their own for each caller).
 */
export async function buildOwnerWorld(
  server: TestServer,
  callers: readonly string[] = ['owner'],
): Promise<OwnerIds> {
  // A tech provider: its workspace has a clients' overview to read.
  const { user, workspaceId } = await buildUser(server.db, { userType: 'provider' });
  const account = { user, auth: { authorization: `Bearer ${await loginAs(server.app, user.email)}` } };
  const chatbotId = await buildChatbot(server, workspaceId, {
    bot_name: 'Boutique privée',
    type: 'web',
    status: 'active',
    // Revealed by its admins (chatbots.revealAccessToken).
    access_token: 'EAAG-jeton-du-monde',
  });
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await server.app.inject({ method, url: `/api${url}`, headers: account.auth, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const idblock = generateIdblock('Catalogue');
  await call('POST', `/strong/create/flow/${chatbotId}`, { name: 'Catalogue', idblock });
  await call('POST', `/update/flow/${chatbotId}/${idblock}/standard`, {
    flow: [{ type: 'text', message: 'Nos pagnes', preview_url: false }],
  });
  const defaults = await call('GET', `/strong/get/${chatbotId}/default`);
  const { revisions } = await call('GET', `/strong/flow/${chatbotId}/${idblock}/revisions`);
  const visitor = await call('POST', `/webchat/${chatbotId}/session`, {});
  await call('POST', `/webchat/${chatbotId}/messages`, {
    ...visitor.session,
    event: { type: 'text', text: 'Bonjour' },
  });
  const usertel: string = visitor.session.visitor_id;
  // The visitor's message, once the runtime stored it: routes about one message use its id.
  const message = await eventually(async () => {
    const rows = await server.db.execute<{ id: string }>(
      sql`SELECT m.id FROM messages m WHERE m.chatbot_id = ${chatbotId} ORDER BY m.seq LIMIT 1`,
    );
    return rows.rows[0];
  });
  const [endUser] = (
    await server.db.execute<{ id: string }>(
      sql`SELECT id FROM end_users WHERE chatbot_id = ${chatbotId} AND external_id = ${usertel}`,
    )
  ).rows;
  // A second device of the owner: the session another account must not be able to end.
  await createSession(server.db, account.user.id, {
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  });
  const [otherSession] = (
    await server.db.execute<{ id: string }>(
      sql`SELECT id FROM sessions WHERE user_id = ${account.user.id} ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  const [invoice] = (
    await server.db.execute<{ id: string }>(sql`
      INSERT INTO invoices (workspace_id, number, plan_id, period_start, period_end, amount_cents, currency, status)
      VALUES (${workspaceId}, ${`GRT-T-${account.user.id.slice(0, 8)}`}, 'premium', '2026-10-01', '2026-10-31', 2999, 'EUR', 'paid')
      RETURNING id`)
  ).rows;
  const whatsappAccountId = await buildWhatsAppAccount(server, workspaceId);
  const { spares: inboxSpares, ...inbox } = await buildInboxWorld(
    server,
    { workspaceId, ownerId: account.user.id },
    callers,
  );
  const spares: OwnerIds['spares'] = {};
  for (const caller of callers) {
    const inboxSpare = inboxSpares[caller];
    if (!inboxSpare) throw new Error(`no inbox spare for ${caller}`);
    spares[caller] = {
      memberUserId: await addMember(server, workspaceId, 'agent'),
      invitationId: await addInvitation(server, workspaceId, account.user.id, `invite.${caller}`),
      ...inboxSpare,
    };
  }
  return {
    workspaceId,
    whatsappAccountId,
    contactImportId: await buildContactImport(server, workspaceId, chatbotId),
    invoiceId: invoice?.id ?? '',
    planId: await buildMatrixPlan(server, workspaceId, chatbotId),
    campaignId: await buildMatrixCampaign(server, chatbotId, endUser?.id ?? ''),
    sessionId: otherSession?.id ?? '',
    uploads: await sampleUploads(chatbotId),
    userId: account.user.id,
    auth: account.auth,
    chatbotId,
    idblock,
    defaultIdblock: defaults.defaultblock[0].idblock,
    usertel,
    endUserId: endUser?.id ?? '',
    messageId: message.id,
    revision: revisions[0].revision,
    ...inbox,
    spares,
  };
}

/** A new person, member of `workspaceId` with `role` (inserted as an accepted invitation would). */
export async function addMember(
  server: TestServer,
  workspaceId: string,
  role: WorkspaceRole,
): Promise<string> {
  const { user } = await buildUser(server.db, { firstname: 'Membre', lastname: role });
  await server.db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role });
  return user.id;
}

/**
 * A member of `workspaceId` with `role` who logged in: their session works in that workspace (the
 * one they last worked in), not in the workspace of their own their sign-up made.
 */
export async function loggedInMember(
  server: TestServer,
  workspaceId: string,
  role: WorkspaceRole,
): Promise<{ userId: string; auth: { authorization: string } }> {
  const userId = await addMember(server, workspaceId, role);
  const [user] = await server.db
    .update(users)
    .set({ lastWorkspaceId: workspaceId })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('loggedInMember: no user');
  return { userId, auth: { authorization: `Bearer ${await loginAs(server.app, user.email)}` } };
}

async function addInvitation(
  server: TestServer,
  workspaceId: string,
  invitedBy: string,
  local: string,
): Promise<string> {
  const [row] = await server.db
    .insert(workspaceInvitations)
    .values({
      workspaceId,
      email: `${local}.${randomBytes(3).toString('hex')}@example.sn`,
      role: 'agent',
      tokenHash: randomBytes(32).toString('hex'),
      invitedBy,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
    })
    .returning({ id: workspaceInvitations.id });
  if (!row) throw new Error('addInvitation: nothing inserted');
  return row.id;
}

/** Valid multipart bodies of the upload calls (each checks the file by its content). */
async function sampleUploads(chatbotId: string): Promise<OwnerIds['uploads']> {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return {
    avatar: await multipart({ chatbot_id: chatbotId, avatar: fileOf(tinyPng(), 'avatar.png', 'image/png') }),
    image: await multipart({ imagefromplayground: fileOf(tinyPng(), 'photo.png', 'image/png') }),
    document: await multipart({ docfromplayground: fileOf(pdf, 'menu.pdf', 'application/pdf') }),
    audio: await multipart({ audiofromplayground: fileOf(silentWav(), 'accueil.wav', 'audio/wav') }),
    video: await multipart({ videofromplayground: fileOf(tinyMp4(), 'promo.mp4', 'video/mp4') }),
  };
}

/** The runtime's own work ends first (the visitor's round, the figures of the catch-up). */
export async function settleRuntime(server: TestServer): Promise<void> {
  await eventually(async () => {
    const { rows } = await server.db.execute<{ pending: number }>(
      sql`SELECT count(*)::int AS pending FROM inbox WHERE status = 'pending' AND available_at <= now()`,
    );
    return rows[0]?.pending === 0;
  });
  await catchUpActivity(server.db, { wait: true });
}

export interface InjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | object;
}

/** The request of a route with the world's ids in its path; the description adds query or body. */
export function buildRequest(route: ContractRoute, ids: OwnerIds, extra: RouteRequestParts): InjectRequest {
  const path = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = extra.params?.[name] ?? idForParam(name, ids);
    if (value === undefined)
      throw new Error(`${route.key}: no value for the path parameter {${name}}: describe it`);
    return encodeURIComponent(value);
  });
  const query = extra.query ? `?${new URLSearchParams(extra.query)}` : '';
  const method = route.method as InjectRequest['method'];
  if (extra.raw)
    return { method, url: `/api${path}${query}`, headers: extra.raw.headers, payload: extra.raw.payload };
  return {
    method,
    url: `/api${path}${query}`,
    headers: {},
    ...(method === 'GET' ? {} : { payload: extra.body ?? {} }),
  };
}

/** Path parameters named like ids, whatever the spec called them on each call. */
export function idForParam(name: string, ids: OwnerIds): string | undefined {
  const table: Record<string, string | undefined> = {
    id: ids.chatbotId,
    idchatbot: ids.chatbotId,
    chatbotId: ids.chatbotId,
    blockId: ids.idblock,
    idblock: ids.idblock,
    usertel: ids.usertel,
    messageId: ids.messageId,
    revision: String(ids.revision),
    userId: ids.spares.owner?.memberUserId,
    inv: ids.spares.owner?.invitationId,
  };
  return table[name];
}

/**
 * Every row of the world, from every table with an owner, user, chatbot or workspace column
 * (found in the catalogue, so a table added later is watched too) and the workspace itself, sorted
 * so the order of reads does not matter.
 */
export async function snapshotWorldRows(
  server: TestServer,
  ids: OwnerIds,
): Promise<Record<string, string[]>> {
  const columns = (
    await server.db.execute<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('owner_id', 'user_id', 'chatbot_id', 'workspace_id')
      UNION ALL SELECT 'workspaces', 'id'`)
  ).rows;
  const idOfColumn: Record<string, string> = {
    owner_id: ids.userId,
    user_id: ids.userId,
    chatbot_id: ids.chatbotId,
    workspace_id: ids.workspaceId,
    id: ids.workspaceId,
  };
  const snapshot: Record<string, string[]> = {};
  for (const { table_name, column_name } of columns) {
    // Counters of the callers' own requests are not data a refused call could move.
    if (table_name === 'rate_limit_counters') continue;
    const rows = await server.db.execute<{ row: string }>(
      sql`SELECT ${shownColumns(table_name)}::text AS row FROM ${sql.identifier(table_name)} t WHERE ${sql.identifier(column_name)}::text = ${idOfColumn[column_name] ?? ''}`,
    );
    snapshot[`${table_name}.${column_name}`] = rows.rows.map((row) => row.row).sort();
  }
  return snapshot;
}

/**
 * What of a row a call could move: of a session, whether it is revoked and where it works (its
 * last use moves with its holder's own calls); of a membership, the role (not the last activity).
 */
function shownColumns(table: string) {
  if (table === 'sessions')
    return sql`json_build_object('id', t.id, 'revoked_at', t.revoked_at, 'workspace_id', t.workspace_id)`;
  if (table === 'workspace_members')
    return sql`json_build_object('workspace_id', t.workspace_id, 'user_id', t.user_id, 'role', t.role)`;
  return sql`row_to_json(t)`;
}

export function safeJson(text: string): { success?: unknown; message?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
