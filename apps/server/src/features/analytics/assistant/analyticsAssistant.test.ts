import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';
import { setWorkspaceTimeZone } from '../test/analyticsWorld';
import { assistantQuestionRows } from './assistantQuestionRows';
import { questionsCsv } from './questionsExport';

/** GET /analytics/assistant: what GRIOT IA was asked, grouped, per knowledge file. */
const testServer = useTestServer();

/** UTC+1 all year: a local day starts at 23:00 UTC the day before. */
const TIME_ZONE = 'Africa/Lagos';

interface CallFields {
  chatbotId: string;
  at: string;
  outcome: string;
  question?: string;
  confidence?: number | null;
  fileIds?: string[];
  source?: 'runtime' | 'test';
}

async function call(server: TestServer, fields: CallFields) {
  const files = `{${(fields.fileIds ?? []).join(',')}}`;
  await server.db.execute(sql`
    INSERT INTO assistant_calls (chatbot_id, source, model, outcome, created_at, question, confidence, file_ids)
    VALUES (${fields.chatbotId}, ${fields.source ?? 'runtime'}, 'griot-local', ${fields.outcome},
      ${fields.at}::timestamptz, ${fields.question ?? null}, ${fields.confidence ?? null}, ${files}::uuid[])`);
}

async function knowledgeFile(server: TestServer, chatbotId: string, name: string): Promise<string> {
  const { rows } = await server.db.execute<{ id: string }>(sql`
    INSERT INTO knowledge_files (chatbot_id, original_name, mime_type, size, storage_key, status)
    VALUES (${chatbotId}, ${name}, 'text/plain', 100, ${`knowledge/${name}`}, 'indexed') RETURNING id`);
  return rows[0]?.id ?? '';
}

/**
 * October 1–10 2026 in Africa/Lagos against September 21–30: answered (sure, unsure, redirected to
 * a block), unanswered (unknown twice in two wordings, a timeout at 00:30 local on October 1), an
 * agent; a call at 00:30 local on October 11 (outside), the test console's and another
 * workspace's calls (never counted).
 */
async function octoberWorld() {
  const server = testServer();
  const account = await buildAccount(server);
  await setWorkspaceTimeZone(server.db, account.workspaceId, TIME_ZONE);
  const bot = await buildChatbot(server, account.workspaceId, { bot_name: 'Téranga', type: 'whatsapp' });
  const secondBot = await buildChatbot(server, account.workspaceId, { bot_name: 'Wax', type: 'web' });
  const faq = await knowledgeFile(server, bot, 'faq.txt');
  const prices = await knowledgeFile(server, bot, 'tarifs.pdf');
  await knowledgeFile(server, bot, 'ancien.txt');
  const stranger = await buildAccount(server);
  const strangerBot = await buildChatbot(server, stranger.workspaceId, { bot_name: 'Autre' });
  await knowledgeFile(server, strangerBot, 'secret.txt');

  await call(server, {
    chatbotId: bot,
    at: '2026-10-02T10:00:00Z',
    outcome: 'answered',
    confidence: 0.9,
    fileIds: [faq],
  });
  await call(server, {
    chatbotId: bot,
    at: '2026-10-03T10:00:00Z',
    outcome: 'answered',
    confidence: 0.8,
    fileIds: [faq],
  });
  await call(server, {
    chatbotId: bot,
    at: '2026-10-04T10:00:00Z',
    outcome: 'answered',
    confidence: 0.2,
    fileIds: [prices],
    question: 'Livrez-vous à Thiès ?',
  });
  await call(server, { chatbotId: bot, at: '2026-10-05T10:00:00Z', outcome: 'redirected' });
  await call(server, {
    chatbotId: bot,
    at: '2026-10-06T10:00:00Z',
    outcome: 'unknown',
    question: 'Vendez-vous du bazin ?',
  });
  await call(server, {
    chatbotId: bot,
    at: '2026-10-07T10:00:00Z',
    outcome: 'unknown',
    question: 'vendez vous du BAZIN',
  });
  await call(server, {
    chatbotId: bot,
    at: '2026-09-30T23:30:00Z',
    outcome: 'timeout',
    question: 'Acceptez-vous Wave ?',
  });
  await call(server, {
    chatbotId: bot,
    at: '2026-10-08T10:00:00Z',
    outcome: 'agent',
    question: 'Un conseiller svp',
  });
  await call(server, {
    chatbotId: secondBot,
    at: '2026-10-09T10:00:00Z',
    outcome: 'invalid:schema',
    question: 'Horaires ?',
  });
  // Outside: 00:30 local on October 11; the previous period (22:30 UTC on September 30 is 23:30 local).
  await call(server, {
    chatbotId: bot,
    at: '2026-10-10T23:30:00Z',
    outcome: 'unknown',
    question: 'Trop tard ?',
  });
  await call(server, { chatbotId: bot, at: '2026-09-25T10:00:00Z', outcome: 'answered', confidence: 1 });
  await call(server, { chatbotId: bot, at: '2026-09-30T22:30:00Z', outcome: 'unknown', question: 'Avant ?' });
  // Never counted: the knowledge screen's console, another workspace.
  await call(server, {
    chatbotId: bot,
    at: '2026-10-05T10:00:00Z',
    outcome: 'unknown',
    source: 'test',
    question: 'Test ?',
  });
  await call(server, {
    chatbotId: strangerBot,
    at: '2026-10-05T10:00:00Z',
    outcome: 'unknown',
    question: 'Secret ?',
  });

  const get = (query: string, auth = account.auth) =>
    server.app.inject({ method: 'GET', url: `/api/analytics/assistant?${query}`, headers: auth });
  return { server, account, stranger, bot, secondBot, strangerBot, faq, prices, get };
}

describe('GET /analytics/assistant', () => {
  it('counts the period’s end-user questions in the workspace’s days, groups the unanswered, credits the files', async () => {
    const world = await octoberWorld();
    const response = await world.get('from=2026-10-01&to=2026-10-10');
    expect(response.statusCode, response.body).toBe(200);
    const { assistant } = response.json<{ assistant: AnalyticsAssistant }>();
    expect(assistant.period).toEqual({ from: '2026-10-01', to: '2026-10-10', time_zone: TIME_ZONE });
    expect(assistant.questions).toEqual({
      total: { value: 9, previous: 2 },
      answered: { value: 3, previous: 1 },
      low_confidence: { value: 1, previous: 0 },
      unanswered: { value: 4, previous: 1 },
      escalated: { value: 1, previous: 0 },
    });
    expect(assistant.groups.map((group) => [group.question, group.count, group.kind])).toEqual([
      ['vendez vous du BAZIN', 2, 'unanswered'],
      ['Horaires ?', 1, 'unanswered'],
      ['Livrez-vous à Thiès ?', 1, 'low_confidence'],
      ['Acceptez-vous Wave ?', 1, 'unanswered'],
    ]);
    expect(assistant.groups[0]).toMatchObject({
      examples: ['Vendez-vous du bazin ?'],
      last_asked_at: '2026-10-07T10:00:00.000Z',
      chatbot_id: world.bot,
      chatbot_name: 'Téranga',
    });
    expect(assistant.files.map((file) => [file.name, file.answered, file.share])).toEqual([
      ['faq.txt', 2, 0.667],
      ['tarifs.pdf', 1, 0.333],
      ['ancien.txt', 0, 0],
    ]);
  });

  it('narrows to one chatbot of the workspace; another workspace’s chatbot is a 404', async () => {
    const world = await octoberWorld();
    const second = await world.get(`from=2026-10-01&to=2026-10-10&chatbotId=${world.secondBot}`);
    expect(second.statusCode, second.body).toBe(200);
    const { assistant } = second.json<{ assistant: AnalyticsAssistant }>();
    expect(assistant.questions.total).toEqual({ value: 1, previous: 0 });
    expect(assistant.groups.map((group) => group.question)).toEqual(['Horaires ?']);
    expect(assistant.files).toEqual([]);

    const foreign = await world.get(`from=2026-10-01&to=2026-10-10&chatbotId=${world.strangerBot}`);
    expect(foreign.statusCode).toBe(404);
    // The stranger sees their own call only.
    const theirs = await world.get('from=2026-10-01&to=2026-10-10', world.stranger.auth);
    const stranger = theirs.json<{ assistant: AnalyticsAssistant }>().assistant;
    expect(stranger.questions.total.value).toBe(1);
    expect(stranger.files.map((file) => file.name)).toEqual(['secret.txt']);
  });

  it('downloads the questions table as CSV through the export', async () => {
    const world = await octoberWorld();
    const response = await world.server.app.inject({
      method: 'GET',
      url: `/api/analytics/export.csv?table=questions&from=2026-10-01&to=2026-10-10&chatbotId=${world.bot}`,
      headers: { ...world.account.auth, 'accept-language': 'fr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Posée le;Chatbot;Question;Résultat;Issue GRIOT IA;Confiance (0 à 1);Fichiers utilisés',
    );
    expect(lines[1]).toBe('2026-09-30T23:30:00.000Z;Téranga;Acceptez-vous Wave ?;Sans réponse;timeout;;');
    expect(lines).toContain(
      '2026-10-04T10:00:00.000Z;Téranga;Livrez-vous à Thiès ?;Réponse incertaine;answered;0.2;tarifs.pdf',
    );
    // Eight calls of the chatbot in the period, a header, and the final line break.
    expect(lines).toHaveLength(10);
  });

  it('refuses a reversed period in French', async () => {
    const world = await octoberWorld();
    const response = await world.get('from=2026-10-10&to=2026-10-01');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('La date de début doit précéder la date de fin');
  });

  it('streams every question of the period as CSV rows, oldest first, the period cut in the workspace’s days', async () => {
    const world = await octoberWorld();
    const rows = [];
    for await (const row of assistantQuestionRows(world.server.db, {
      workspaceId: world.account.workspaceId,
      from: '2026-10-01',
      to: '2026-10-10',
      timeZone: TIME_ZONE,
    }))
      rows.push(row);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      asked_at: '2026-09-30T23:30:00.000Z',
      question: 'Acceptez-vous Wave ?',
      kind: 'unanswered',
      outcome: 'timeout',
      confidence: '',
      chatbot: 'Téranga',
    });
    expect(rows[1]).toMatchObject({ kind: 'answered', confidence: '0.9', files: 'faq.txt' });
    expect(rows[3]).toMatchObject({ kind: 'low_confidence', files: 'tarifs.pdf' });
    expect(questionsCsv.header()).toEqual([
      'Posée le',
      'Chatbot',
      'Question',
      'Résultat',
      'Issue GRIOT IA',
      'Confiance (0 à 1)',
      'Fichiers utilisés',
    ]);
    const csv = [];
    for await (const row of questionsCsv.rows(world.server.db, {
      workspaceId: world.account.workspaceId,
      chatbotId: world.secondBot,
      from: '2026-10-01',
      to: '2026-10-10',
      timeZone: TIME_ZONE,
    }))
      csv.push(row);
    expect(csv).toEqual([
      ['2026-10-09T10:00:00.000Z', 'Wax', 'Horaires ?', 'Sans réponse', 'invalid:schema', null, ''],
    ]);
  });
});
