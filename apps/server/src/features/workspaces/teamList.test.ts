import { users } from '@griot/db/schema/users';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildUser } from '../../test/factories';
import { memberOf, person, teamCalls } from './test/teamKit';

/** GET /workspaces/{id}/members: who is in the team, as the team screen shows them. */
const testServer = useTestServer();
const call = teamCalls(testServer);

describe('the members list', () => {
  it('gives each member’s role, joining date, last activity, two-factor and who is the caller', async () => {
    const owner = await person(testServer(), { firstname: 'Awa', lastname: 'Diop' });
    const workspaceId = owner.ownWorkspaceId;
    const agent = await memberOf(testServer(), workspaceId, 'agent');
    await testServer().db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, agent.user.id));
    // Someone added but never signed in to this workspace.
    const { user: idle } = await buildUser(testServer().db, { firstname: 'Omar', lastname: 'Fall' });
    await testServer().db.insert(workspaceMembers).values({ workspaceId, userId: idle.id, role: 'editor' });

    const listed = await call('GET', `/workspaces/${workspaceId}/members`, owner.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    const members = listed.json().members as Array<Record<string, unknown>>;
    expect(members.map((member) => member.role)).toEqual(['owner', 'editor', 'agent']);
    const [me, editor, theAgent] = members;
    expect(me).toMatchObject({ user_id: owner.user.id, name: 'Awa Diop', is_me: true, two_factor: false });
    // A login and a switch count as activity in the workspace.
    expect(me?.last_active_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(theAgent).toMatchObject({ user_id: agent.user.id, is_me: false, two_factor: true });
    expect(theAgent?.last_active_at).not.toBeNull();
    expect(editor).toMatchObject({ name: 'Omar Fall', last_active_at: null });
    expect(editor?.joined_at).toEqual(expect.stringMatching(/Z$/));
  });

  it('is for owners and administrators of that workspace (403 below, 404 outside)', async () => {
    const owner = await person(testServer());
    const editor = await memberOf(testServer(), owner.ownWorkspaceId, 'editor');
    const refused = await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, editor.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Votre rôle dans cet espace de travail ne permet pas cette action.');
    const outsider = await person(testServer());
    expect((await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, outsider.auth)).statusCode).toBe(
      404,
    );
  });
});
