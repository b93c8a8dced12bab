import { workspaceMembers } from '@griot/db/schema/workspaces';
import { describe, expect, it } from 'vitest';
import { createWorkspace } from '../../domain/workspaces/createWorkspace';
import { auditTrail } from '../../test/auditTrail';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { ACCOUNT_EXPORT_LIMIT } from './registerAccountExport';

const testServer = useTestServer();

const exportOf = (auth: { authorization: string }) =>
  testServer().app.inject({ method: 'GET', url: '/api/account/export', headers: auth });

describe('the audit log of the account export', () => {
  it('records the export in each workspace the person owns (the export holds them), not where they are admin', async () => {
    const { db } = testServer();
    const owner = await buildAccount(testServer());
    const second = await createWorkspace(db, { name: 'Deuxième boutique', ownerId: owner.user.id });
    const elsewhere = await buildAccount(testServer());
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: elsewhere.workspaceId, userId: owner.user.id, role: 'admin' });

    const response = await exportOf(owner.auth);
    expect(response.statusCode).toBe(200);
    const line = {
      type: 'data.exported',
      actorId: owner.user.id,
      actorName: 'Awa Diop',
      subject: 'Awa Diop',
      details: { scope: 'account' },
    };
    expect(await auditTrail(db, owner.workspaceId)).toEqual([line]);
    expect(await auditTrail(db, second.id)).toEqual([line]);
    expect(await auditTrail(db, elsewhere.workspaceId)).toEqual([]);

    // Past the hourly limit the export is refused: nothing more is recorded.
    for (let done = 1; done < ACCOUNT_EXPORT_LIMIT.limit; done += 1)
      expect((await exportOf(owner.auth)).statusCode).toBe(200);
    expect((await exportOf(owner.auth)).statusCode).toBe(429);
    expect(await auditTrail(db, owner.workspaceId)).toHaveLength(ACCOUNT_EXPORT_LIMIT.limit);
  });
});
