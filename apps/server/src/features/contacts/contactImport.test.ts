import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { tinyPng } from '../../test/multipart';
import {
  calm,
  contactsWorld,
  countRows,
  csv,
  expectFrench,
  postContacts,
  storedContacts,
  xlsx,
} from './test/contactsTestKit';

const testServer = useTestServer();

/** Eight lines by hand: Senegal without '+', Côte d'Ivoire and France with it, a duplicate, two invalid rows. */
const CLIENTS = [
  'Prénom;Nom;Téléphone;E-mail;Tags;Ville;Points;Consentement',
  'Awa;Diop;77 123 45 67;awa@exemple.sn;VIP, Tabaski 2026;Dakar;120;2026-03-01',
  'Kouadio;Yao;+225 07 08 09 10 11;pas-un-email;Grossiste;Abidjan;;',
  'Awa;D.;+221771234567;;Grossiste;;;',
  'Fatou;Sow;;;;Thiès;;',
  'Jean;Martin;12345;;;;;',
  'Claire;Dubois;0033 6 12 34 56 78;claire@exemple.fr;VIP;Lyon;;15/02/2026',
  '"Ibrahima";"Ba";"78 765 43 21";;;"Saint-Louis";"7";"pas une date"',
].join('\r\n');

const MAPPING = JSON.stringify({
  Prénom: 'first_name',
  Nom: 'last_name',
  Téléphone: 'phone',
  'E-mail': 'email',
  Tags: 'tags',
  Ville: 'variable:city',
  Points: 'variable:points',
  Consentement: 'opt_in_date',
});

describe('POST /chatbots/{id}/contacts/import', () => {
  it('previews the columns and first rows with a guessed mapping', async () => {
    const server = testServer();
    const { owner, chatbotId } = await contactsWorld(server);
    const response = await postContacts(
      server,
      owner.auth,
      `/chatbots/${chatbotId}/contacts/preview`,
      csv(CLIENTS),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { preview } = response.json();
    expect(preview.kind).toBe('csv');
    expect(preview.columns).toEqual([
      'Prénom',
      'Nom',
      'Téléphone',
      'E-mail',
      'Tags',
      'Ville',
      'Points',
      'Consentement',
    ]);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual([
      'Awa',
      'Diop',
      '77 123 45 67',
      'awa@exemple.sn',
      'VIP, Tabaski 2026',
      'Dakar',
      '120',
      '2026-03-01',
    ]);
    expect(preview.suggested).toMatchObject({
      Prénom: 'first_name',
      Nom: 'full_name',
      Téléphone: 'phone',
      'E-mail': 'email',
      Tags: 'tags',
      Consentement: 'opt_in_date',
    });
  });

  it('imports a CSV: numbers normalised by country, duplicates merged, invalid lines reported, opt-in, tags and variables stored', async () => {
    const server = testServer();
    const { owner, chatbotId } = await contactsWorld(server);
    // Already a customer who wrote and then said STOP: merged, never opted in again, name kept.
    await server.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, phone, full_name, opted_out_at)
      VALUES (${chatbotId}, 'whatsapp', '221787654321', '', 'Ibou', now())`);
    const importId = randomUUID();
    const response = await postContacts(
      server,
      owner.auth,
      `/chatbots/${chatbotId}/contacts/import`,
      csv(CLIENTS),
      {
        mapping: MAPPING,
        optInSource: 'Formulaire en boutique',
        optInDate: '2026-04-10',
        defaultCountry: 'SN',
        importId,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().import;
    expect(result).toMatchObject({
      id: importId,
      status: 'finished',
      rowsTotal: 7,
      rowsRead: 7,
      created: 3,
      merged: 2,
      invalid: 2,
    });
    expect(result.problems).toEqual([
      { line: 3, reason: 'E-mail invalide (ignoré)' },
      { line: 4, reason: 'Doublon dans le fichier (ligne 2)' },
      { line: 5, reason: 'Numéro manquant' },
      { line: 6, reason: 'Numéro invalide' },
      { line: 8, reason: 'Date de consentement invalide (date du jour utilisée)' },
    ]);
    const people = await storedContacts(server, chatbotId);
    expect([...people.keys()]).toEqual(['221771234567', '221787654321', '2250708091011', '33612345678']);
    expect(people.get('221771234567')).toMatchObject({
      phone: '+221771234567',
      full_name: 'Awa Diop',
      email: 'awa@exemple.sn',
      imported: true,
      opt_in_source: 'Formulaire en boutique',
      opt_in_day: '2026-03-01',
      tags: ['Grossiste', 'Tabaski 2026', 'VIP'],
      vars: { city: 'Dakar', points: '120' },
    });
    expect(people.get('2250708091011')).toMatchObject({
      email: '',
      opt_in_day: '2026-04-10',
      tags: ['Grossiste'],
    });
    expect(people.get('33612345678')).toMatchObject({ phone: '+33612345678', opt_in_day: '2026-02-15' });
    expect(people.get('221787654321')).toMatchObject({
      full_name: 'Ibou',
      phone: '+221787654321',
      opted_out: true,
      imported: false,
      vars: { city: 'Saint-Louis', points: '7' },
    });
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/contact-imports/${importId}`,
      headers: owner.auth,
    });
    expect(status.json().import).toMatchObject({
      status: 'finished',
      created: 3,
      merged: 2,
      problemCount: 5,
    });
  });

  it('imports an XLSX (numbers stored as numbers, dates as dates) without opt-in when no source is given', async () => {
    const server = testServer();
    const { owner, chatbotId } = await contactsWorld(server);
    const file = await xlsx([
      ['Nom', 'Téléphone', 'Ville', 'Opt-in'],
      ['Mariam Koné', 2250102030405, 'Bouaké', new Date('2026-01-05T00:00:00Z')],
      [],
      ['Moussa Ndiaye', '76 111 22 33', { richText: [{ text: 'Da' }, { text: 'kar' }] }, null],
      ['Sans numéro', null, 'Dakar', null],
    ]);
    const response = await postContacts(server, owner.auth, `/chatbots/${chatbotId}/contacts/import`, file, {
      mapping: JSON.stringify({
        Nom: 'full_name',
        Téléphone: 'phone',
        Ville: 'variable:city',
        'Opt-in': 'opt_in_date',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().import).toMatchObject({
      created: 2,
      merged: 0,
      invalid: 1,
      problems: [{ line: 5, reason: 'Numéro manquant' }],
    });
    const people = await storedContacts(server, chatbotId);
    expect(people.get('2250102030405')).toMatchObject({
      full_name: 'Mariam Koné',
      opt_in_source: null,
      opt_in_day: null,
      vars: { city: 'Bouaké' },
    });
    expect(people.get('221761112233')).toMatchObject({ full_name: 'Moussa Ndiaye', vars: { city: 'Dakar' } });
  });

  it('refuses, in French and changing nothing: too large, not a spreadsheet, too many rows, a bad mapping, a web chatbot', async () => {
    const server = testServer();
    const { owner, chatbotId } = await contactsWorld(server);
    const url = `/chatbots/${chatbotId}/contacts/import`;
    const mapping = JSON.stringify({ Téléphone: 'phone' });
    const big = csv(`Téléphone\r\n${'7'.repeat(10 * 1024 * 1024)}`);
    expectFrench(
      await postContacts(server, owner.auth, url, big, { mapping }),
      413,
      'Le fichier dépasse 10 Mo. Découpez-le en plusieurs fichiers.',
    );
    await calm();
    // Far past it: refused while the body arrives (bodyLimits.ts), in the same words.
    const huge = csv(`Téléphone\r\n${'7'.repeat(12 * 1024 * 1024)}`);
    expectFrench(
      await postContacts(server, owner.auth, url, huge, { mapping }),
      413,
      'Le fichier dépasse 10 Mo. Découpez-le en plusieurs fichiers.',
    );
    await calm();
    // A PNG named .csv: the content decides, not the name.
    const png = { data: tinyPng(), name: 'clients.csv', type: 'text/csv' };
    expectFrench(
      await postContacts(server, owner.auth, url, png, { mapping }),
      400,
      'Ce fichier n’est ni un CSV ni un classeur Excel (XLSX).',
    );
    const many = csv(
      `Téléphone\r\n${Array.from({ length: 100_001 }, (_, index) => `7712${String(index).padStart(5, '0')}`).join('\r\n')}`,
    );
    expectFrench(
      await postContacts(server, owner.auth, url, many, { mapping }),
      400,
      'Le fichier dépasse 100 000 lignes. Découpez-le en plusieurs fichiers.',
    );
    await calm();
    const small = csv('Nom;Téléphone\r\nAwa;771234567');
    expectFrench(
      await postContacts(server, owner.auth, url, small, {
        mapping: JSON.stringify({ Téléphone: 'phone', Nom: 'variable:fidelite' }),
      }),
      400,
      'La variable « fidelite » n’existe pas dans ce chatbot. Créez-la d’abord dans ses variables.',
    );
    expectFrench(
      await postContacts(server, owner.auth, url, small, { mapping: JSON.stringify({ Nom: 'full_name' }) }),
      400,
      'Indiquez la colonne qui contient le numéro de téléphone.',
    );
    expectFrench(
      await postContacts(server, owner.auth, url, small, { mapping: '{pas du json' }),
      400,
      'La correspondance des colonnes est illisible.',
    );
    expect(await countRows(server, chatbotId)).toEqual({ users: 0, tags: 0, imports: 0 });
  });

  it('answers 404 for another workspace’s chatbot and import, and moves nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await contactsWorld(server);
    const done = await postContacts(
      server,
      owner.auth,
      `/chatbots/${chatbotId}/contacts/import`,
      csv('Téléphone\r\n771234567'),
      {
        mapping: JSON.stringify({ Téléphone: 'phone' }),
      },
    );
    const importId = done.json().import.id;
    const intruder = await buildAccount(server);
    const again = await postContacts(
      server,
      intruder.auth,
      `/chatbots/${chatbotId}/contacts/import`,
      csv('Téléphone\r\n771234568'),
      {
        mapping: JSON.stringify({ Téléphone: 'phone' }),
      },
    );
    expect(again.statusCode).toBe(404);
    const preview = await postContacts(
      server,
      intruder.auth,
      `/chatbots/${chatbotId}/contacts/preview`,
      csv('Téléphone\r\n771234568'),
    );
    expect(preview.statusCode).toBe(404);
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/contact-imports/${importId}`,
      headers: intruder.auth,
    });
    expectFrench(status, 404, 'Import introuvable.');
    expect(await countRows(server, chatbotId)).toEqual({ users: 1, tags: 0, imports: 1 });
  });
});
