import { generateIdblock } from '@griot/contract/flows/idblock';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { expect } from 'vitest';
import { createWorkspace } from '../domain/workspaces/createWorkspace';
import { buildWhatsAppAccount } from '../features/whatsappAccounts/buildWhatsAppAccount';
import type { TestServer } from './buildTestServer';
import { buildChatbot, buildUser } from './factories';
import { addNote } from './inboxMatrixWorld';
import type { OwnerIds, ThrowawayKit } from './routeDescriptionTypes';

/**
 * The throw-away copies of the world a destructive call is made on (routeDescriptionTypes.ts),
 * for one caller: `userId` with `role` in the world's workspace.
 */
export function throwawayKit(
  server: TestServer,
  ids: OwnerIds,
  caller: { userId: string; role: WorkspaceRole },
): ThrowawayKit {
  return {
    ids,
    chatbot: () => buildChatbot(server, ids.workspaceId, { bot_name: 'Chatbot jetable', type: 'web' }),
    block: async () => {
      const idblock = generateIdblock('Bloc jetable');
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/strong/create/flow/${ids.chatbotId}`,
        headers: ids.auth,
        payload: { name: `Jetable ${idblock.slice(-6)}`, idblock },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return idblock;
    },
    whatsappAccount: () => buildWhatsAppAccount(server, ids.workspaceId),
    workspace: async () => {
      const { user: owner } = await buildUser(server.db);
      const { user: member } = await buildUser(server.db);
      const workspace = await createWorkspace(server.db, { name: 'Espace jetable', ownerId: owner.id });
      await server.db.insert(workspaceMembers).values([
        { workspaceId: workspace.id, userId: caller.userId, role: caller.role },
        { workspaceId: workspace.id, userId: member.id, role: 'agent' },
      ]);
      return { id: workspace.id, memberUserId: member.id };
    },
    note: () => addNote(server, ids, caller.userId),
  };
}
