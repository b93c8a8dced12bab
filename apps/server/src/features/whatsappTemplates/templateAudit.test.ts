import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../test/auditTrail';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { loggedInMember } from '../../test/matrixWorld';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { call, promoTemplate, templateWorld } from './test/templateTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);
let address = '';

// The approval that makes a template editable comes back as Meta's webhook: the server listens.
beforeAll(async () => {
  const app = testServer().app;
  address = app.server.listening ? '' : await app.listen({ port: 0, host: '127.0.0.1' });
});

describe('the audit log of message templates', () => {
  it('records a template created (submitted to Meta), edited and deleted, once each; refused calls record nothing', async () => {
    const server = testServer();
    const { owner, chatbotId, accountId } = await templateWorld(server);
    fake.webhookUrl = `${address}/api/pipeline/whatsapp/${chatbotId}`;
    const path = `/whatsapp-accounts/${accountId}/templates`;
    const trail = () => auditTrail(server.db, owner.workspaceId);

    // Refused by the contract, by Meta, by the role, by ownership: no line.
    const input = promoTemplate();
    expect((await call(server, owner.auth, 'POST', path, { ...input, name: 'Promo Noel' })).status).toBe(400);
    // A name Meta already has in that language.
    expect(
      (await call(server, owner.auth, 'POST', path, { ...input, name: 'promo_tabaski' })).status,
    ).not.toBe(200);
    const agent = await loggedInMember(server, owner.workspaceId, 'agent');
    expect((await call(server, agent.auth, 'POST', path, input)).status).toBe(403);
    const stranger = await buildAccount(server);
    expect((await call(server, stranger.auth, 'POST', path, input)).status).toBe(404);
    expect(await trail()).toEqual([]);

    const created = await call(server, owner.auth, 'POST', path, input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, meta_id: metaId } = created.body.template;
    const one = `${path}/${id}`;
    const { name: _name, language: _language, ...content } = input;

    // Pending: Meta allows no edit, and the refusal records nothing.
    expect((await call(server, owner.auth, 'POST', one, content)).status).toBe(422);
    expect((await call(server, stranger.auth, 'DELETE', one)).status).toBe(404);
    await fake.templates.setStatus({ id: metaId }, 'APPROVED');
    const edited = await call(server, owner.auth, 'POST', one, {
      ...content,
      footer: 'Offre valable à Dakar',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Meta refuses the delete of a name it no longer has: no line either.
    const kept = fake.templates.templates.splice(0);
    expect((await call(server, owner.auth, 'DELETE', one)).status).not.toBe(200);
    expect((await trail()).map((line) => line.type)).toEqual(['template.created', 'template.edited']);
    fake.templates.templates.push(...kept);
    expect((await call(server, owner.auth, 'DELETE', one)).status).toBe(200);

    const line = (type: string, templateId: string) => ({
      type,
      actorId: owner.user.id,
      actorName: 'Awa Diop',
      subject: input.name,
      details: {
        account: '+221 77 000 00 00',
        whatsapp_account_id: accountId,
        template_id: templateId,
        language: 'fr',
        category: 'MARKETING',
      },
    });
    expect(await trail()).toEqual([
      line('template.created', id),
      line('template.edited', id),
      line('template.deleted', id),
    ]);
    expect(await auditTrail(server.db, stranger.workspaceId)).toEqual([]);
  });
});
