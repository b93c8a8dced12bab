import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { blocks } from '@griot/db/schema/blocks';
import { users } from '@griot/db/schema/users';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import type { EngineBlock } from '@griot/flow-engine/engineTypes';
import { eq } from 'drizzle-orm';
import { parseRuntimeFlow } from '../../../runtime/parseRuntimeFlow';
import type { TestServer } from '../../../test/buildTestServer';
import { buildUser, loginAs } from '../../../test/factories';

/** A member of `workspaceId` with `role`, logged in there (their own workspace aside). */
export async function memberOf(server: TestServer, workspaceId: string, role: WorkspaceRole) {
  const { user } = await buildUser(server.db, { firstname: 'Ibrahima', lastname: 'Sarr' });
  await server.db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role });
  await server.db.update(users).set({ lastWorkspaceId: workspaceId }).where(eq(users.id, user.id));
  return { authorization: `Bearer ${await loginAs(server.app, user.email)}` };
}

/** POST /chatbots/from-template/{id} as `auth`. */
export function createFromTemplate(
  server: TestServer,
  auth: Record<string, string>,
  templateId: string,
  body: Record<string, unknown> = {},
) {
  return server.app.inject({
    method: 'POST',
    url: `/api/chatbots/from-template/${templateId}`,
    headers: auth,
    payload: body,
  });
}

/** A chatbot's stored blocks as the runtime hands them to the engine, and a way to name them. */
export async function engineBlocksOf(server: TestServer, chatbotId: string) {
  const rows = await server.db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
  const engineBlocks: EngineBlock[] = rows.map((row) => ({
    idblock: row.idblock,
    category: row.category as EngineBlock['category'],
    type: row.type,
    flow: parseRuntimeFlow(row.flow).flow,
    assistantSwitch: row.assistantSwitch,
  }));
  const idOf = (name: string): string => {
    const row = rows.find((candidate) => candidate.blockname === name);
    if (!row) throw new Error(`no block named ${name}`);
    return row.idblock;
  };
  return { rows, engineBlocks, idOf };
}
