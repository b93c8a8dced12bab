import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumeRateLimit } from '../../lib/rateLimit';
import { useTestServer } from '../../test/buildTestServer';
import { loginAs, registrationIdentity } from '../../test/factories';
import { waitForMail } from '../../test/outbox';
import { INVITATIONS_PER_WORKSPACE } from './teamRateLimits';
import { auditTypes, person, rolesOf, teamCalls } from './test/teamKit';

/** Invitations end to end, through the mail outbox: invite, preview, sign up or accept, the link's life. */
const testServer = useTestServer();
const call = teamCalls(testServer);

async function invite(owner: Awaited<ReturnType<typeof person>>, email: string, role = 'agent') {
  const response = await call('POST', `/workspaces/${owner.ownWorkspaceId}/invitations`, owner.auth, {
    email,
    role,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().invitation as { id: string; email: string; status: string };
}

/** The token of the last invitation mail to `email`, and the mail. */
async function mailedToken(email: string, after?: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = await waitForMail(testServer().outboxDir, email);
    const token = /http:\/\/griot\.test\/invitation\/(\S+)/.exec(mail.text)?.[1];
    if (token && token !== after) return { token: decodeURIComponent(token), mail };
    if (Date.now() > deadline) throw new Error(`no new invitation mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function solvedCaptcha() {
  const issued = (await call('POST', '/strong/captcha', undefined, {})).json();
  const seam = await call('GET', `/testing/captcha/${issued.captchaId}`);
  return { captchaId: issued.captchaId, captchaResponse: seam.json().answer.toLowerCase() };
}

async function register(email: string, invitation?: string) {
  return call('POST', '/strong/register/final', undefined, {
    ...registrationIdentity({ email }),
    password: 'unMotDePasse',
    termsAccepted: true,
    phase: 2,
    ...(await solvedCaptcha()),
    ...(invitation ? { invitation } : {}),
  });
}

const countRows = async (table: 'users' | 'workspaces' | 'workspace_members') =>
  (await testServer().db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]
    ?.n;

describe('an invitation by e-mail', () => {
  it('mails a link; the newcomer signs up through it and lands in the workspace with the role, no workspace of their own', async () => {
    const owner = await person(testServer(), { company: 'Téranga Shop' });
    const email = `fatou.${Date.now()}@example.sn`;
    const invitation = await invite(owner, email.toUpperCase(), 'agent');
    expect(invitation).toMatchObject({ email, status: 'pending' });

    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toBe('Awa Diop vous invite à rejoindre « Téranga Shop » sur Griot');
    expect(mail.text).toContain('avec le rôle Agent');
    expect(mail.text).toContain('valable 7 jours');
    const stored = await testServer().db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM workspace_invitations WHERE id = ${invitation.id}`,
    );
    expect(stored.rows[0]?.token_hash).not.toContain(token);

    const preview = await call('GET', `/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().invitation).toMatchObject({
      workspace_name: 'Téranga Shop',
      invited_by: 'Awa Diop',
      email,
      role: 'agent',
      has_account: false,
    });

    const workspacesBefore = await countRows('workspaces');
    const registered = await register(email, token);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await countRows('workspaces')).toBe(workspacesBefore);

    const newcomer = { authorization: `Bearer ${await loginAs(testServer().app, email, 'unMotDePasse')}` };
    const me = await call('GET', '/strong/auth/me', newcomer);
    expect(me.json().data.workspace).toMatchObject({ id: owner.ownWorkspaceId, role: 'agent' });
    const mine = await call('GET', '/workspaces', newcomer);
    expect(mine.json().workspaces).toHaveLength(1);
    expect((await call('GET', '/get/list/chatbots', newcomer)).statusCode).toBe(200);

    expect((await call('GET', `/invitations/${token}`)).json().message).toBe(
      "Ce lien d'invitation a déjà servi.",
    );
    const members = (await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, owner.auth)).json();
    expect(members.invitations).toHaveLength(0);
    expect(members.members.map((m: { email: string; role: string }) => [m.email, m.role])).toContainEqual([
      email,
      'agent',
    ]);
    expect(await auditTypes(testServer(), owner.ownWorkspaceId)).toEqual(['member.invited', 'member.joined']);
  });

  it('mails in the inviter’s language', async () => {
    const owner = await person(testServer(), { company: 'Dakar Tech' });
    const email = `en.${Date.now()}@example.sn`;
    const response = await call(
      'POST',
      `/workspaces/${owner.ownWorkspaceId}/invitations`,
      owner.auth,
      { email, role: 'editor' },
      { 'accept-language': 'en' },
    );
    expect(response.json().message).toBe(`Invitation sent to ${email}`);
    const { mail } = await mailedToken(email);
    expect(mail.subject).toBe('Awa Diop invited you to join “Dakar Tech” on Griot');
    expect(mail.text).toContain('with the Editor role');
  });

  it('lets an existing account accept after login; the link then works no more', async () => {
    const owner = await person(testServer());
    const invitee = await person(testServer());
    await invite(owner, invitee.user.email, 'editor');
    const { token } = await mailedToken(invitee.user.email);
    expect((await call('GET', `/invitations/${token}`)).json().invitation.has_account).toBe(true);

    const accepted = await call('POST', `/invitations/${token}/accept`, invitee.auth);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('Bienvenue dans « Téranga Shop »');
    expect(accepted.json().user.workspace).toMatchObject({ id: owner.ownWorkspaceId, role: 'editor' });
    expect((await call('GET', '/strong/auth/me', invitee.auth)).json().data.workspace.id).toBe(
      owner.ownWorkspaceId,
    );

    const again = await call('POST', `/invitations/${token}/accept`, invitee.auth);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe("Ce lien d'invitation a déjà servi.");
  });

  it('is single use even under two acceptances at once', async () => {
    const owner = await person(testServer());
    const invitee = await person(testServer());
    await invite(owner, invitee.user.email);
    const { token } = await mailedToken(invitee.user.email);
    const answers = await Promise.all([
      call('POST', `/invitations/${token}/accept`, invitee.auth),
      call('POST', `/invitations/${token}/accept`, invitee.auth),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    expect(await auditTypes(testServer(), owner.ownWorkspaceId)).toEqual(['member.invited', 'member.joined']);
  });

  it('refuses another account’s acceptance (403) and changes nothing', async () => {
    const owner = await person(testServer());
    const stranger = await person(testServer());
    await invite(owner, 'quelquun.autre@example.sn');
    const { token } = await mailedToken('quelquun.autre@example.sn');
    const before = await rolesOf(testServer(), owner.ownWorkspaceId);
    const refused = await call('POST', `/invitations/${token}/accept`, stranger.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Cette invitation a été envoyée à quelquun.autre@example.sn : connectez-vous avec cette adresse pour l'accepter.",
    );
    expect(await rolesOf(testServer(), owner.ownWorkspaceId)).toEqual(before);
    expect((await call('GET', `/invitations/${token}`)).statusCode).toBe(200);
  });

  it('refuses sign-up through a link with another address, an unknown or an expired link, creating nothing', async () => {
    const owner = await person(testServer());
    const email = `awa.${Date.now()}@example.sn`;
    const invitation = await invite(owner, email);
    const { token } = await mailedToken(email);
    const users = await countRows('users');

    const otherEmail = await register(`autre.${Date.now()}@example.sn`, token);
    expect(otherEmail.statusCode).toBe(403);
    const unknown = await register(email, 'inv_inconnu_0123456789');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Ce lien d'invitation n'est pas valide.");

    await testServer().db.execute(
      sql`UPDATE workspace_invitations SET expires_at = now() - interval '1 minute' WHERE id = ${invitation.id}`,
    );
    const expired = await register(email, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe("Ce lien d'invitation a expiré : demandez à être invité de nouveau.");
    expect((await call('GET', `/invitations/${token}`)).statusCode).toBe(410);
    expect(await countRows('users')).toBe(users);
    const listed = (await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, owner.auth)).json();
    expect(listed.invitations).toMatchObject([{ id: invitation.id, status: 'expired' }]);
  });

  it('refuses an address already a member or already invited (409), and a role that does not exist', async () => {
    const owner = await person(testServer());
    const path = `/workspaces/${owner.ownWorkspaceId}/invitations`;
    const member = await call('POST', path, owner.auth, { email: owner.user.email, role: 'agent' });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('Cette personne est déjà membre de cet espace de travail.');
    await invite(owner, 'deux.fois@example.sn');
    const twice = await call('POST', path, owner.auth, { email: 'Deux.Fois@example.sn', role: 'editor' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Une invitation est déjà en attente pour cette adresse : renvoyez-la plutôt.',
    );
    for (const role of ['owner', 'superadmin']) {
      const wrong = await call('POST', path, owner.auth, { email: 'role@example.sn', role });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("Ce rôle n'existe pas : choisissez Administrateur, Éditeur ou Agent");
    }
    const listed = (await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, owner.auth)).json();
    expect(listed.invitations).toHaveLength(1);
  });

  it('resends with a new link (the old one dies) and revokes', async () => {
    const owner = await person(testServer());
    const email = `renvoi.${Date.now()}@example.sn`;
    const invitation = await invite(owner, email);
    const first = await mailedToken(email);
    const resent = await call(
      'POST',
      `/workspaces/${owner.ownWorkspaceId}/invitations/${invitation.id}/resend`,
      owner.auth,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe(`Invitation renvoyée à ${email}`);
    const second = await mailedToken(email, first.token);
    expect((await call('GET', `/invitations/${first.token}`)).statusCode).toBe(404);
    expect((await call('GET', `/invitations/${second.token}`)).statusCode).toBe(200);

    const revoked = await call(
      'DELETE',
      `/workspaces/${owner.ownWorkspaceId}/invitations/${invitation.id}`,
      owner.auth,
    );
    expect(revoked.json()).toMatchObject({ success: true, message: 'Invitation annulée' });
    const dead = await call('GET', `/invitations/${second.token}`);
    expect(dead.statusCode).toBe(410);
    expect(dead.json().message).toBe("Ce lien d'invitation a déjà servi.");
    const twice = await call(
      'DELETE',
      `/workspaces/${owner.ownWorkspaceId}/invitations/${invitation.id}`,
      owner.auth,
    );
    expect(twice.statusCode).toBe(404);
    expect(await auditTypes(testServer(), owner.ownWorkspaceId)).toEqual([
      'member.invited',
      'invitation.revoked',
    ]);
  });

  it('keeps another workspace’s invitations and members out of reach (404)', async () => {
    const owner = await person(testServer());
    const other = await person(testServer());
    const invitation = await invite(owner, `secret.${Date.now()}@example.sn`);
    const foreign = await call(
      'DELETE',
      `/workspaces/${other.ownWorkspaceId}/invitations/${invitation.id}`,
      other.auth,
    );
    expect(foreign.statusCode).toBe(404);
    const notMine = await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, other.auth);
    expect(notMine.statusCode).toBe(404);
    expect(
      (await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, owner.auth)).json().invitations,
    ).toHaveLength(1);
  });

  it('limits the invitations of one workspace (429 in French), whoever sends them', async () => {
    const owner = await person(testServer());
    for (let index = 0; index < INVITATIONS_PER_WORKSPACE.limit; index += 1)
      await consumeRateLimit(testServer().db, INVITATIONS_PER_WORKSPACE, owner.ownWorkspaceId);
    const refused = await call('POST', `/workspaces/${owner.ownWorkspaceId}/invitations`, owner.auth, {
      email: 'trop@example.sn',
      role: 'agent',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de tentatives/);
    const listed = (await call('GET', `/workspaces/${owner.ownWorkspaceId}/members`, owner.auth)).json();
    expect(listed.invitations).toHaveLength(0);
  });
});
