import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { UserRow } from '../../../api/sessions';
import type { TestServer } from '../../../test/buildTestServer';
import { buildUser, loginAs } from '../../../test/factories';

export type Auth = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The team tests' API calls: `/api` + url, with a bearer header when given. */
export function teamCalls(server: () => TestServer) {
  return (method: Method, url: string, auth?: Auth, payload?: object, headers: Record<string, string> = {}) =>
    server().app.inject({
      method,
      url: `/api${url}`,
      headers: { ...auth, ...headers },
      ...(payload ? { payload } : {}),
    });
}

export interface Person {
  user: UserRow;
  auth: Auth;
  /** Their own workspace, made with their account. */
  ownWorkspaceId: string;
}

/** An account logged in, working in its own workspace as owner. */
export async function person(server: TestServer, fields: Partial<UserRow> = {}): Promise<Person> {
  const { user, workspaceId } = await buildUser(server.db, fields);
  const auth = { authorization: `Bearer ${await loginAs(server.app, user.email)}` };
  return { user, auth, ownWorkspaceId: workspaceId };
}

/**
 * A member of `workspaceId` with `role`, logged in and working in it (switched there, as the
 * switcher does), besides their own workspace.
 */
export async function memberOf(
  server: TestServer,
  workspaceId: string,
  role: WorkspaceRole,
): Promise<Person> {
  const joined = await person(server, { firstname: role === 'agent' ? 'Fatou' : 'Ibrahima' });
  await server.db.insert(workspaceMembers).values({ workspaceId, userId: joined.user.id, role });
  const switched = await teamCalls(() => server)('POST', `/workspaces/${workspaceId}/switch`, joined.auth);
  expect(switched.statusCode, switched.body).toBe(200);
  return joined;
}

/** The workspace's members and roles, as stored: to prove a refusal changed nothing. */
export async function rolesOf(server: TestServer, workspaceId: string): Promise<Record<string, string>> {
  const { rows } = await server.db.execute<{ user_id: string; role: string }>(sql`
    SELECT user_id, role FROM workspace_members WHERE workspace_id = ${workspaceId} ORDER BY user_id`);
  return Object.fromEntries(rows.map((row) => [row.user_id, row.role]));
}

/** The types of the workspace's audit events, oldest first. */
export async function auditTypes(server: TestServer, workspaceId: string): Promise<string[]> {
  const { rows } = await server.db.execute<{ type: string }>(sql`
    SELECT type FROM audit_events WHERE workspace_id = ${workspaceId} ORDER BY created_at, id`);
  return rows.map((row) => row.type);
}
