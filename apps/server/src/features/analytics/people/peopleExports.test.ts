import { readInLanguage } from '@griot/i18n/currentLanguage';
import { loadLanguage } from '@griot/i18n/texts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { agentsCsv, broadcastsCsv } from './peopleExports';
import { broadcast, episode, peopleWorld, person, TIME_ZONE } from './test/peopleKit';

/** The 'agents' and 'broadcasts' CSV tables as the export streams them: headers in the reader's language. */
const testServer = useTestServer();

async function collect(rows: AsyncIterable<readonly unknown[]>) {
  const all = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe('people CSV tables', () => {
  it('names the columns in French by default, in English or Spanish when asked', async () => {
    expect(agentsCsv.header()[0]).toBe('Membre');
    expect(broadcastsCsv.header()).toEqual([
      'Diffusion',
      'Chatbot',
      'Lancée le',
      'Destinataires',
      'Envoyés',
      'Distribués',
      'Lus',
      'Échecs',
      'Réponses',
    ]);
    await loadLanguage('en');
    await loadLanguage('es');
    expect(readInLanguage('en', () => agentsCsv.header()[3])).toBe('Median first response time (s)');
    expect(readInLanguage('es', () => broadcastsCsv.header()[0])).toBe('Difusión');
  });

  it('streams the period’s rows of the workspace only, plain numbers and ISO dates', async () => {
    const server = testServer();
    const world = await peopleWorld(server);
    const other = await peopleWorld(server);
    const fatou = await person(server, 'Fatou', 'Sow');
    await episode(server, world.chatbotId, {
      openedAt: '2026-10-02T10:00:00Z',
      assigneeId: fatou,
      responderId: fatou,
      firstResponse: 60,
      resolution: 600,
    });
    await episode(server, world.chatbotId, { openedAt: '2026-10-03T10:00:00Z' });
    await episode(server, other.chatbotId, {
      openedAt: '2026-10-03T10:00:00Z',
      assigneeId: fatou,
      responderId: fatou,
      firstResponse: 1,
    });
    await broadcast(server, world.chatbotId, {
      name: 'promo_tabaski',
      startedAt: '2026-10-05T09:00:00Z',
      statuses: ['read', 'failed'],
      replied: [0],
    });
    await broadcast(server, other.chatbotId, {
      name: 'ailleurs',
      startedAt: '2026-10-05T09:00:00Z',
      statuses: ['read'],
    });
    const scope = {
      workspaceId: world.workspaceId,
      from: '2026-10-01',
      to: '2026-10-10',
      timeZone: TIME_ZONE,
    };
    expect(await collect(agentsCsv.rows(server.db, scope))).toEqual([
      ['Fatou Sow', 1, 1, 60, 60, 600, 600],
      ['Non assignée', 1, 0, null, null, null, null],
    ]);
    expect(await collect(broadcastsCsv.rows(server.db, scope))).toEqual([
      ['promo_tabaski', 'Téranga', '2026-10-05T09:00:00.000Z', 2, 1, 1, 1, 1, 1],
    ]);
    expect(await collect(broadcastsCsv.rows(server.db, { ...scope, to: '2026-10-04' }))).toEqual([]);
  });
});
