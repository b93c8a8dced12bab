import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { everyone, promo, start, world } from '../broadcasts/test/broadcastTestKit';
import { csv, postContacts } from './test/contactsTestKit';

const testServer = useTestServer();
useBroadcastGraphFake(testServer);

/** The fake's approved UTILITY template (named parameters). */
const orderUpdate = {
  title: 'rappel_commande',
  langage: 'fr',
  parameters: [
    { key: 'body.first_name', source: 'constant', value: 'Awa', fallback: '' },
    { key: 'body.order_id', source: 'constant', value: 'CMD-42', fallback: '' },
    { key: 'body.city', source: 'constant', value: 'Dakar', fallback: '' },
    { key: 'button.0.1', source: 'constant', value: 'CMD-42', fallback: '' },
  ],
};

describe('imported contacts and Meta’s marketing opt-in', () => {
  it('a marketing template skips imported contacts without opt-in; a utility one reaches them', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 1, ['Cliente venue seule']);
    const mapping = JSON.stringify({ Nom: 'full_name', Téléphone: 'phone' });
    const url = `/chatbots/${chatbotId}/contacts/import`;
    const without = await postContacts(
      server,
      owner.auth,
      url,
      csv('Nom;Téléphone\r\nSans Accord;771110001\r\nSans Accord Bis;771110002'),
      { mapping },
    );
    expect(without.json().import).toMatchObject({ created: 2 });
    const agreed = await postContacts(
      server,
      owner.auth,
      url,
      csv('Nom;Téléphone\r\nAvec Accord;771110003'),
      {
        mapping,
        optInSource: 'Formulaire en boutique',
      },
    );
    expect(agreed.json().import).toMatchObject({ created: 1 });

    const outcome = async (body: object) => {
      const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...body });
      expect(started.statusCode, started.body).toBe(200);
      const rows = await server.db.execute<{ name: string; note: string | null }>(sql`
        SELECT eu.full_name AS name, CASE WHEN r.status = 'skipped' THEN r.error_text END AS note
        FROM broadcast_recipients r JOIN end_users eu ON eu.id = r.end_user_id
        WHERE r.broadcast_id = ${started.json().campaign.id} ORDER BY eu.full_name`);
      return rows.rows;
    };
    expect(await outcome(promo())).toEqual([
      { name: 'Avec Accord', note: null },
      { name: 'Cliente venue seule', note: null },
      { name: 'Sans Accord', note: 'griot:skip.noMarketingOptIn' },
      { name: 'Sans Accord Bis', note: 'griot:skip.noMarketingOptIn' },
    ]);
    expect(await outcome(orderUpdate)).toEqual([
      { name: 'Avec Accord', note: null },
      { name: 'Cliente venue seule', note: null },
      { name: 'Sans Accord', note: null },
      { name: 'Sans Accord Bis', note: null },
    ]);
  });
});
