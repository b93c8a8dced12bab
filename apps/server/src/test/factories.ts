import { randomBytes } from 'node:crypto';
import type { ChatbotCreateFields } from '@griot/contract/chatbots/chatbotSchemas';
import type { Database } from '@griot/db/openDatabase';
import { users } from '@griot/db/schema/users';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../api/appContext';
import type { UserRow } from '../api/sessions';
import { createFirstWorkspace } from '../domain/workspaces/createWorkspace';
import { createChatbot } from '../features/chatbots/createChatbot';
import { hashPassword } from '../lib/passwordHashing';

export const DEFAULT_TEST_PASSWORD = 'MotDePasse!2026';

/**
 * A stored account with its own workspace (as sign-up makes it, under an id of its own: code
 * that took a person's id for their workspace's fails here); unique email and phone unless given.
 */
export async function buildUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<{ user: UserRow; password: string; workspaceId: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...fields } = overrides;
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      firstname: 'Awa',
      lastname: 'Diop',
      company: 'Téranga Shop',
      email: `awa.${suffix}@example.sn`,
      tel: `+2217${String(Number.parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`,
      country: 'SN',
      userType: 'personal',
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('buildUser: nothing inserted');
  const workspace = await createFirstWorkspace(db, user);
  return { user: { ...user, lastWorkspaceId: workspace.id }, password, workspaceId: workspace.id };
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = DEFAULT_TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/verify/user',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A registration payload that passes every rule (phase 1 fields). */
export function registrationIdentity(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = randomBytes(3).toString('hex');
  return {
    firstname: 'Moussa',
    lastname: 'Ndiaye',
    company: 'Keur Digital',
    email: `moussa.${suffix}@example.sn`,
    country: 'SN',
    phoneNumber: `+22177${String(Number.parseInt(suffix, 16) % 10_000_000).padStart(7, '0')}`,
    userType: 'provider',
    ...overrides,
  };
}

/** A chatbot of `workspaceId` made through the real creation path (main blocks included). */
export async function buildChatbot(
  server: { services: Pick<Services, 'db' | 'files' | 'config'> },
  workspaceId: string,
  fields: Partial<ChatbotCreateFields> = {},
): Promise<string> {
  return createChatbot(server.services, workspaceId, { bot_name: 'Téranga Bot', ...fields }, undefined);
}

/** A logged-in account (working in its own workspace, as owner): its row, workspace and a bearer header. */
export async function buildAccount(server: {
  app: FastifyInstance;
  db: Database;
}): Promise<{ user: UserRow; workspaceId: string; auth: { authorization: string } }> {
  const { user, workspaceId } = await buildUser(server.db);
  const token = await loginAs(server.app, user.email);
  return { user, workspaceId, auth: { authorization: `Bearer ${token}` } };
}
