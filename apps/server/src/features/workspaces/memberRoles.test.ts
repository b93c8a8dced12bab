import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { auditTypes, memberOf, person, rolesOf, teamCalls } from './test/teamKit';

/** Roles, leaving and handing ownership over: every rule, and every refusal changes nothing. */
const testServer = useTestServer();
const call = teamCalls(testServer);

async function team() {
  const owner = await person(testServer(), { company: 'Téranga Shop' });
  const workspaceId = owner.ownWorkspaceId;
  const admin = await memberOf(testServer(), workspaceId, 'admin');
  const agent = await memberOf(testServer(), workspaceId, 'agent');
  return { owner, admin, agent, workspaceId };
}

const memberPath = (workspaceId: string, userId: string) => `/workspaces/${workspaceId}/members/${userId}`;

describe('changing a role', () => {
  it('gives the member the new role at their next call, recorded with from and to', async () => {
    const { owner, agent, workspaceId } = await team();
    const changed = await call('PUT', memberPath(workspaceId, agent.user.id), owner.auth, { role: 'editor' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Rôle modifié',
      member: { role: 'editor', is_me: false },
    });
    expect((await call('GET', '/strong/auth/me', agent.auth)).json().data.workspace.role).toBe('editor');
    const { rows } = await testServer().db.execute<{ details: Record<string, string> }>(
      sql`SELECT details FROM audit_events WHERE workspace_id = ${workspaceId} AND type = 'member.role_changed'`,
    );
    expect(rows[0]?.details).toMatchObject({ from: 'agent', to: 'editor' });
  });

  it('refuses one’s own role, an admin touching an owner, a lesser role, and changes nothing', async () => {
    const { owner, admin, agent, workspaceId } = await team();
    const before = await rolesOf(testServer(), workspaceId);
    const own = await call('PUT', memberPath(workspaceId, admin.user.id), admin.auth, { role: 'agent' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Vous ne pouvez pas changer votre propre rôle.');
    const onOwner = await call('PUT', memberPath(workspaceId, owner.user.id), admin.auth, { role: 'agent' });
    expect(onOwner.statusCode).toBe(403);
    expect(onOwner.json().message).toBe(
      'Seul un propriétaire peut changer le rôle d’un propriétaire ou le retirer.',
    );
    const removeOwner = await call('DELETE', memberPath(workspaceId, owner.user.id), admin.auth);
    expect(removeOwner.statusCode).toBe(403);
    const byAgent = await call('PUT', memberPath(workspaceId, admin.user.id), agent.auth, { role: 'agent' });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().message).toBe('Votre rôle dans cet espace de travail ne permet pas cette action.');
    const toOwner = await call('PUT', memberPath(workspaceId, agent.user.id), owner.auth, { role: 'owner' });
    expect(toOwner.statusCode).toBe(400);
    const stranger = await person(testServer());
    const notMember = await call('PUT', memberPath(workspaceId, stranger.user.id), owner.auth, {
      role: 'agent',
    });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().message).toBe('Membre introuvable');
    expect(await rolesOf(testServer(), workspaceId)).toEqual(before);
    expect(await auditTypes(testServer(), workspaceId)).toEqual([]);
  });

  it('lets an admin change an editor or an agent', async () => {
    const { admin, agent, workspaceId } = await team();
    const changed = await call('PUT', memberPath(workspaceId, agent.user.id), admin.auth, { role: 'editor' });
    expect(changed.statusCode).toBe(200);
  });

  it('never leaves the workspace without an owner, even when two owners demote each other at once', async () => {
    const { owner, admin, workspaceId } = await team();
    await testServer().db.execute(
      sql`UPDATE workspace_members SET role = 'owner' WHERE workspace_id = ${workspaceId} AND user_id = ${admin.user.id}`,
    );
    const answers = await Promise.all([
      call('PUT', memberPath(workspaceId, admin.user.id), owner.auth, { role: 'editor' }),
      call('PUT', memberPath(workspaceId, owner.user.id), admin.auth, { role: 'editor' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const owners = Object.values(await rolesOf(testServer(), workspaceId)).filter((role) => role === 'owner');
    expect(owners).toHaveLength(1);
  });
});

describe('leaving', () => {
  it('refuses the last owner (409), who must hand ownership over first', async () => {
    const { owner, workspaceId } = await team();
    const before = await rolesOf(testServer(), workspaceId);
    const refused = await call('POST', `/workspaces/${workspaceId}/leave`, owner.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "L'espace de travail doit garder au moins un propriétaire : transmettez d'abord la propriété.",
    );
    expect(await rolesOf(testServer(), workspaceId)).toEqual(before);
  });

  it('takes the member out and the session on to their own workspace', async () => {
    const { agent, workspaceId } = await team();
    const left = await call('POST', `/workspaces/${workspaceId}/leave`, agent.auth);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toBe('Vous avez quitté « Téranga Shop »');
    expect(left.json().user.workspace).toMatchObject({ id: agent.ownWorkspaceId, role: 'owner' });
    expect((await call('GET', '/strong/auth/me', agent.auth)).json().data.workspace.id).toBe(
      agent.ownWorkspaceId,
    );
    expect(await rolesOf(testServer(), workspaceId)).not.toHaveProperty(agent.user.id);
    expect(await auditTypes(testServer(), workspaceId)).toEqual(['member.left']);
    expect((await call('GET', `/workspaces/${workspaceId}/members`, agent.auth)).statusCode).toBe(404);
  });
});

describe('leaving one’s only workspace', () => {
  it('leaves the session without a workspace: the next workspace call says so in French', async () => {
    const { workspaceId } = await team();
    const loner = await memberOf(testServer(), workspaceId, 'editor');
    // No workspace of their own (as someone who signed up through an invitation).
    await testServer().db.execute(sql`DELETE FROM workspaces WHERE id = ${loner.ownWorkspaceId}`);
    const left = await call('POST', `/workspaces/${workspaceId}/leave`, loner.auth);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().user.workspace).toBeNull();
    const next = await call('GET', '/get/list/chatbots', loner.auth);
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe(
      "Vous n'êtes membre d'aucun espace de travail : créez-en un ou demandez une invitation.",
    );
    expect((await call('GET', '/workspaces', loner.auth)).json()).toMatchObject({
      workspaces: [],
      active_id: null,
    });
  });
});

describe('handing ownership over', () => {
  it('makes the member owner and the caller admin, in one step', async () => {
    const { owner, agent, workspaceId } = await team();
    const moved = await call('POST', `/workspaces/${workspaceId}/transfer`, owner.auth, {
      user_id: agent.user.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Propriété transmise à Fatou Diop');
    const roles = await rolesOf(testServer(), workspaceId);
    expect(roles[agent.user.id]).toBe('owner');
    expect(roles[owner.user.id]).toBe('admin');
    expect(await auditTypes(testServer(), workspaceId)).toEqual(['ownership.transferred']);
  });

  it('is the owner’s alone, to a member, not to oneself; refusals change nothing', async () => {
    const { owner, admin, agent, workspaceId } = await team();
    const before = await rolesOf(testServer(), workspaceId);
    const byAdmin = await call('POST', `/workspaces/${workspaceId}/transfer`, admin.auth, {
      user_id: admin.user.id,
    });
    expect(byAdmin.statusCode).toBe(403);
    const stranger = await person(testServer());
    const outside = await call('POST', `/workspaces/${workspaceId}/transfer`, owner.auth, {
      user_id: stranger.user.id,
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('La propriété se transmet à un membre de l’espace.');
    const self = await call('POST', `/workspaces/${workspaceId}/transfer`, owner.auth, {
      user_id: owner.user.id,
    });
    expect(self.statusCode).toBe(400);
    const byAgent = await call('POST', `/workspaces/${workspaceId}/transfer`, agent.auth, {
      user_id: agent.user.id,
    });
    expect(byAgent.statusCode).toBe(403);
    expect(await rolesOf(testServer(), workspaceId)).toEqual(before);
  });
});
