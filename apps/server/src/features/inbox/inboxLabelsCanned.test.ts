import fr from '@griot/contract/inbox/i18n/fr';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { customer, inboxCalls, inboxWorld, joinAs } from './test/inboxKit';

/** The workspace's labels and canned responses. */
const testServer = useTestServer();
const call = inboxCalls(testServer);

describe('labels', () => {
  it('are created, renamed, recoloured and removed by administrators; names unique whatever their case', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const agent = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const created = await call('POST', '/inbox/labels', world.owner.auth, { name: ' Urgent ', color: 'red' });
    expect(created.status, created.body).toBe(200);
    const urgent = created.json.label;
    expect(urgent).toMatchObject({ name: 'Urgent', color: 'red' });
    await call('POST', '/inbox/labels', world.owner.auth, { name: 'Devis', color: 'blue' });
    expect(
      await call('POST', '/inbox/labels', world.owner.auth, { name: 'URGENT', color: 'gray' }),
    ).toMatchObject({
      status: 409,
      json: { message: fr.labelNameTaken },
    });
    expect(
      await call('POST', '/inbox/labels', world.owner.auth, { name: 'Rose', color: 'fuchsia' }),
    ).toMatchObject({
      status: 400,
      json: { message: fr.labelColorInvalid },
    });
    expect(
      await call('POST', '/inbox/labels', world.owner.auth, { name: 'x'.repeat(41), color: 'red' }),
    ).toMatchObject({
      status: 400,
      json: { message: fr.labelNameTooLong },
    });
    // Agents read them, and may not change them.
    const listed = await call('GET', '/inbox/labels', agent.auth);
    expect(listed.json.labels.map((label: { name: string }) => label.name)).toEqual(['Devis', 'Urgent']);
    expect((await call('POST', '/inbox/labels', agent.auth, { name: 'Agent', color: 'red' })).status).toBe(
      403,
    );

    const renamed = await call('PUT', `/inbox/labels/${urgent.id}`, world.owner.auth, {
      name: 'Très urgent',
      color: 'orange',
    });
    expect(renamed.json.label).toEqual({ id: urgent.id, name: 'Très urgent', color: 'orange' });
    expect(
      await call('PUT', `/inbox/labels/${urgent.id}`, world.owner.auth, { name: 'devis', color: 'red' }),
    ).toMatchObject({
      status: 409,
      json: { message: fr.labelNameTaken },
    });
    const other = await inboxWorld(server);
    expect(
      await call('PUT', `/inbox/labels/${urgent.id}`, other.owner.auth, { name: 'Volé', color: 'red' }),
    ).toMatchObject({
      status: 404,
      json: { message: fr.labelNotFound },
    });
    expect(await call('DELETE', `/inbox/labels/${urgent.id}`, other.owner.auth)).toMatchObject({
      status: 404,
    });

    const conversation = await customer(server, { chatbotId: world.whatsapp, name: 'Moussa' });
    await call('POST', `/inbox/conversations/${conversation}/labels`, agent.auth, { label_ids: [urgent.id] });
    expect((await call('DELETE', `/inbox/labels/${urgent.id}`, world.owner.auth)).status).toBe(200);
    const got = await call('GET', `/inbox/conversations/${conversation}`, agent.auth);
    expect(got.json.conversation.labels).toEqual([]);
    expect((await call('GET', '/inbox/labels', agent.auth)).json.labels).toHaveLength(1);
  });
});

describe('canned responses', () => {
  it('are kept by every member, shortcuts unique whatever their case, another workspace’s → 404', async () => {
    const server = testServer();
    const world = await inboxWorld(server);
    const agent = await joinAs(server, world.workspaceId, 'agent', { firstname: 'Fatou', lastname: 'Sow' });
    const created = await call('POST', '/canned-responses', agent.auth, {
      shortcut: 'merci',
      text: 'Merci {{first_name}}, à bientôt !',
    });
    expect(created.status, created.body).toBe(200);
    const merci = created.json.canned_response;
    expect(merci).toMatchObject({ shortcut: 'merci', text: 'Merci {{first_name}}, à bientôt !' });
    await call('POST', '/canned-responses', agent.auth, {
      shortcut: 'adresse',
      text: 'Nous sommes à Dakar.',
    });
    expect(
      await call('POST', '/canned-responses', world.owner.auth, { shortcut: 'MERCI', text: 'Doublon' }),
    ).toMatchObject({
      status: 409,
      json: { message: fr.shortcutTaken },
    });
    expect(await call('POST', '/canned-responses', agent.auth, { shortcut: 'a b', text: 'x' })).toMatchObject(
      {
        status: 400,
        json: { message: fr.shortcutInvalid },
      },
    );
    expect(
      await call('POST', '/canned-responses', agent.auth, { shortcut: 'long', text: 'x'.repeat(4097) }),
    ).toMatchObject({
      status: 400,
      json: { message: fr.cannedTextTooLong },
    });
    const listed = await call('GET', '/canned-responses', world.owner.auth);
    expect(listed.json.canned_responses.map((row: { shortcut: string }) => row.shortcut)).toEqual([
      'adresse',
      'merci',
    ]);

    const updated = await call('PUT', `/canned-responses/${merci.id}`, world.owner.auth, {
      shortcut: 'merci2',
      text: 'Merci !',
    });
    expect(updated.json.canned_response).toMatchObject({ id: merci.id, shortcut: 'merci2', text: 'Merci !' });
    expect(
      await call('PUT', `/canned-responses/${merci.id}`, agent.auth, { shortcut: 'Adresse', text: 'x' }),
    ).toMatchObject({
      status: 409,
      json: { message: fr.shortcutTaken },
    });
    const other = await inboxWorld(server);
    expect(
      await call('PUT', `/canned-responses/${merci.id}`, other.owner.auth, { shortcut: 'vol', text: 'x' }),
    ).toMatchObject({
      status: 404,
      json: { message: fr.cannedNotFound },
    });
    expect(await call('DELETE', `/canned-responses/${merci.id}`, other.owner.auth)).toMatchObject({
      status: 404,
    });
    expect((await call('GET', '/canned-responses', other.owner.auth)).json.canned_responses).toEqual([]);
    expect((await call('DELETE', `/canned-responses/${merci.id}`, agent.auth)).status).toBe(200);
    expect((await call('GET', '/canned-responses', agent.auth)).json.canned_responses).toHaveLength(1);
  });
});
