import { knowledgeChunks, knowledgeFiles } from '@griot/db/schema/knowledge';
import { type LlmFake, startLlmFake } from '@griot/fakes/llmFake';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLlmConfig } from '../../lib/llmConfig';
import { useTestServer } from '../../test/buildTestServer';
import { renderTextDocx, renderTextPdf } from './makeDocuments';
import { retrievePassages } from './retrievePassages';
import { buildKnowledgeWorld, FAQ_TEXT } from './test/knowledgeTestKit';

/** The knowledge calls end to end, on the real server and PostgreSQL. */
const testServer = useTestServer();
let llm: LlmFake;

beforeAll(async () => {
  llm = await startLlmFake();
});
afterAll(() => llm.close());

const txt = (name: string, text: string) => ({ name, data: Buffer.from(text, 'utf8'), type: 'text/plain' });

describe('knowledge upload and ingestion', () => {
  it('stores files checked by content, indexes them in the background and lists them', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    const pdf = await renderTextPdf(['Retrait gratuit en boutique à Sandaga.', 'Carte de fidélité offerte.']);
    const docx = await renderTextDocx(['Les commandes passées avant midi partent le jour même.']);
    const response = await world.upload([
      txt('faq.txt', FAQ_TEXT),
      { name: 'retrait.pdf', data: pdf, type: 'application/pdf' },
      { name: 'commandes.docx', data: docx, type: 'application/octet-stream' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: '3 fichiers reçus : leur indexation est en cours',
    });
    const listed = await world.indexed(3);
    expect(listed.files).toHaveLength(3);
    expect(listed.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          originalname: 'faq.txt',
          mimetype: 'text/plain',
          status: 'indexed',
          error: null,
        }),
        expect.objectContaining({
          originalname: 'retrait.pdf',
          mimetype: 'application/pdf',
          status: 'indexed',
        }),
        expect.objectContaining({ originalname: 'commandes.docx', status: 'indexed' }),
      ]),
    );
    // The stored file is served for the preview.
    const { path } = (listed.files.find(
      (file) => (file as unknown as { originalname: string }).originalname === 'faq.txt',
    ) ?? {}) as unknown as { path: string };
    const served = await server.app.inject({ method: 'GET', url: `/api/public/${path}` });
    expect(served.statusCode).toBe(200);
  });

  it('refuses bad batches with the spec’s messages and stores nothing', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    const refused = async (files: Parameters<typeof world.upload>[0], status: number, message: string) => {
      const response = await world.upload(files);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message });
    };
    await refused(
      [{ name: 'virus.exe', data: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4]), type: 'text/plain' }],
      400,
      'virus.exe: Type de fichier non autorisé',
    );
    await refused([txt('a.txt', 'Bonjour'), txt('a.txt', 'Bonjour')], 400, 'a.txt: Fichier déjà sélectionné');
    await refused([txt('vide.txt', '')], 400, 'vide.txt: Document vide ou illisible');
    await refused(
      Array.from({ length: 11 }, (_, index) => txt(`f${index}.txt`, `Fichier ${index}`)),
      400,
      'Maximum 10 fichiers autorisés',
    );
    await refused(
      [{ name: 'gros.txt', data: Buffer.alloc(10_485_761, 'a'), type: 'text/plain' }],
      413,
      'gros.txt: Fichier trop volumineux (max 10MB)',
    );
    const none = await server.app.inject({
      method: 'POST',
      url: `/api/upload/knowledge/jarvis/${world.chatbotId}`,
      headers: world.account.auth,
      payload: {},
    });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      await server.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.chatbotId, world.chatbotId)),
    ).toEqual([]);
    // A duplicate of a stored file, and a batch that would pass 10 files in all.
    expect((await world.upload([txt('faq.txt', FAQ_TEXT)])).statusCode).toBe(200);
    await refused([txt('faq.txt', FAQ_TEXT)], 400, 'faq.txt: Fichier déjà sélectionné');
    await refused(
      Array.from({ length: 10 }, (_, index) => txt(`g${index}.txt`, `Fichier ${index}`)),
      400,
      'Maximum 10 fichiers autorisés',
    );
  });

  it('says on the card why a file could not be read', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]);
    expect(
      (await world.upload([{ name: 'casse.pdf', data: broken, type: 'application/pdf' }])).statusCode,
    ).toBe(200);
    const listed = await world.indexed(1);
    expect(listed.files[0]).toMatchObject({
      status: 'failed',
      error: 'Extraction impossible : PDF illisible ou protégé',
    });
  });

  it('deletes a file with its chunks; another account’s file or chatbot is 404 and nothing moves', async () => {
    const server = testServer();
    const owner = await buildKnowledgeWorld(server);
    const intruder = await buildKnowledgeWorld(server);
    await owner.upload([txt('faq.txt', FAQ_TEXT)]);
    const listed = await owner.indexed(1);
    const file = listed.files[0] as unknown as { id: string };
    for (const [method, url] of [
      ['DELETE', `/knowledge/jarvis/${owner.chatbotId}/files/${file.id}`],
      ['DELETE', `/knowledge/jarvis/${intruder.chatbotId}/files/${file.id}`],
      ['GET', `/knowledge/jarvis/${owner.chatbotId}/files`],
    ] as const) {
      const response = await intruder.call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await intruder.upload([txt('x.txt', 'Bonjour')], owner.chatbotId)).statusCode).toBe(404);
    expect(
      (await intruder.call('POST', '/test/systemprompt', { userMessage: 'Bonjour', idbot: owner.chatbotId }))
        .statusCode,
    ).toBe(404);
    expect(
      await server.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.chatbotId, owner.chatbotId)),
    ).toHaveLength(1);

    const removed = await owner.call('DELETE', `/knowledge/jarvis/${owner.chatbotId}/files/${file.id}`);
    expect(removed.json()).toEqual({ success: true, message: 'Fichier supprimé' });
    expect(await server.db.select().from(knowledgeChunks).where(eq(knowledgeChunks.fileId, file.id))).toEqual(
      [],
    );
    expect(
      (await owner.call('DELETE', `/knowledge/jarvis/${owner.chatbotId}/files/${file.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await owner.call('DELETE', `/knowledge/jarvis/${owner.chatbotId}/files/pas-un-uuid`)).statusCode,
    ).toBe(404);
  });
});

describe('retrieval', () => {
  it('ranks first the passage that holds the answer to a paraphrased question', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    const filler = Array.from(
      { length: 30 },
      (_, index) =>
        `Article ${index} : notre collection de pagnes wax numéro ${index} est tissée à la main et vendue au mètre, en coton, en plusieurs couleurs.`,
    ).join('\n\n');
    await world.upload([txt('catalogue.txt', filler), txt('faq.txt', FAQ_TEXT)]);
    await world.indexed(2);
    const cases: [string, RegExp][] = [
      ['Est-ce que vous êtes ouverts le dimanche ?', /fermée le dimanche/],
      ['Je peux régler avec Wave ?', /Orange Money, Wave/],
      ['Combien de temps pour être livré à Pikine ?', /Pikine/],
      ['Puis-je échanger un article acheté ?', /échangé sous 7 jours/],
    ];
    for (const [question, expected] of cases) {
      const passages = await retrievePassages(server.db, world.chatbotId, question);
      expect(passages[0]?.excerpt, question).toMatch(expected);
    }
    expect(await retrievePassages(server.db, world.chatbotId, 'xylophone quantique')).toEqual([]);
  });

  it('still finds the answer when more chunks match than it ranks', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    await world.upload([txt('faq.txt', FAQ_TEXT)]);
    await world.indexed(1);
    const [file] = await server.db
      .select()
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.chatbotId, world.chatbotId));
    // 1,200 chunks holding one word of the question, written before the answer (which holds two).
    await server.db.insert(knowledgeChunks).values(
      Array.from({ length: 1200 }, (_, index) => ({
        chatbotId: world.chatbotId,
        fileId: file?.id ?? '',
        position: 100 + index,
        content: `Pagne numéro ${index} : un tissu wax aux couleurs vives, vendu au mètre.`,
      })),
    );
    await server.db.insert(knowledgeChunks).values({
      chatbotId: world.chatbotId,
      fileId: file?.id ?? '',
      position: 2000,
      content: 'Le wax hollandais se lave à froid, à la main, et ne va jamais au sèche-linge.',
    });
    const passages = await retrievePassages(server.db, world.chatbotId, 'Comment laver mon wax ?');
    expect(passages[0]?.excerpt).toMatch(/se lave à froid/);
  });
});

describe('the system prompt', () => {
  it('is generated from the selected blocks, edited, saved within the token limit', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    const welcome = await world.mainBlock('welcome');
    const fallback = await world.mainBlock('default');
    expect(
      (
        await world.call('POST', `/knowledge/jarvis/${world.chatbotId}/scrape-blocks`, {
          selectedBlocks: [],
          idbot: world.chatbotId,
        })
      ).json(),
    ).toMatchObject({ success: false, message: 'Sélectionnez au moins un bloc à collecter' });
    const collected = await world.call('POST', `/knowledge/jarvis/${world.chatbotId}/scrape-blocks`, {
      selectedBlocks: [welcome.idblock, fallback.idblock],
      systemPrompt: '',
      idbot: world.chatbotId,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const generated = collected.json();
    expect(generated.message).toBe('2 blocs collectés : prompt système généré');
    expect(generated.data.ObjectSystem).toEqual(generated.ObjectSystem);
    expect(generated.ObjectSystem.systemPrompt.promptblock).toContain('Téranga Shop');
    expect(generated.ObjectSystem.tokens).toBeGreaterThan(100);
    expect(generated.ObjectSystem.edited).toBe(false);

    const edited = `${generated.ObjectSystem.systemPrompt.promptblock}\nToujours tutoyer le visiteur.`;
    const saved = await world.call('POST', `/knowledge/jarvis/${world.chatbotId}/scrape-blocks`, {
      systemPrompt: edited,
      idbot: world.chatbotId,
    });
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Prompt système enregistré',
      ObjectSystem: { edited: true, systemPrompt: { promptblock: edited } },
    });
    const listed = (await world.call('GET', `/knowledge/jarvis/${world.chatbotId}/files`)).json();
    expect(listed.ObjectSystem.generated_prompt).toBe(generated.ObjectSystem.systemPrompt.promptblock);

    for (const [body, message] of [
      [{ systemPrompt: '   ' }, 'Le prompt système ne peut pas être vide'],
      [{ systemPrompt: 'mot '.repeat(50_001) }, 'Le prompt système compte 50 001 tokens : 50 000 au maximum'],
      [{ selectedBlocks: ['inconnu'] }, 'Blocs introuvables dans ce chatbot : inconnu'],
    ] as const) {
      const response = await world.call('POST', `/knowledge/jarvis/${world.chatbotId}/scrape-blocks`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message.replace(/\u202f/g, ' ')).toBe(message);
    }
  });
});

describe('the test console (POST /api/test/systemprompt)', () => {
  it('answers from the knowledge through the configured model, recorded in the cost report', async () => {
    const server = testServer();
    server.config.llm = {
      ...loadLlmConfig({}),
      baseUrl: llm.baseUrl,
      model: 'griot-fake',
      apiKey: 'cle-test',
    };
    try {
      const world = await buildKnowledgeWorld(server);
      await world.upload([txt('faq.txt', FAQ_TEXT)]);
      await world.indexed(1);
      const response = await world.call('POST', '/test/systemprompt', {
        userMessage: 'Est-ce que je peux payer avec Wave ?',
        idbot: world.chatbotId,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(result).toMatchObject({
        success: true,
        model: 'griot-fake',
        error: null,
        response: { responseType: 'text', type: 'text', redirection_block: null },
      });
      expect(result.response.message).toMatch(/Wave/);
      expect(result.usage.input_tokens).toBeGreaterThan(0);
      expect(result.passages[0]).toMatchObject({ fileName: 'faq.txt' });
      const call = llm.calls.at(-1);
      expect(call?.authorization).toBe('Bearer cle-test');
      expect(call?.responseFormat).toEqual({ type: 'json_object' });
      expect(call?.messages[0]?.content).toContain('Réponds uniquement par un objet JSON');

      // Garbage from the model: a safe French text, and the reason.
      llm.script({ content: 'Bien sûr ! Nous acceptons Wave.' });
      const garbage = (
        await world.call('POST', '/test/systemprompt', { userMessage: 'Wave ?', idbot: world.chatbotId })
      ).json();
      expect(garbage).toMatchObject({
        success: false,
        response: {
          responseType: 'text',
          message: "Je n'ai pas bien compris votre demande. Un conseiller peut vous aider si besoin.",
        },
      });
      expect(garbage.error).toContain('not_json');
      // 500 then 200: retried.
      llm.script({ status: 500 });
      const retried = (
        await world.call('POST', '/test/systemprompt', {
          userMessage: 'Vous livrez à Pikine ?',
          idbot: world.chatbotId,
        })
      ).json();
      expect(retried.response.message).toMatch(/Pikine/);

      const costs = (await world.call('GET', `/knowledge/jarvis/${world.chatbotId}/files`)).json().costs;
      expect(costs.calls).toBe(3);
      expect(costs.inputTokens).toBeGreaterThan(0);
      expect(costs.cost).toBeGreaterThan(0);
    } finally {
      server.config.llm = undefined;
    }
  });

  it('works offline with the local answerer, and refuses a blank or concurrent test', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    await world.upload([txt('faq.txt', FAQ_TEXT)]);
    await world.indexed(1);
    const result = (
      await world.call('POST', '/test/systemprompt', {
        userMessage: 'Vous êtes ouverts le dimanche ?',
        idbot: world.chatbotId,
      })
    ).json();
    expect(result).toMatchObject({ success: true, model: 'griot-local', response: { responseType: 'text' } });
    expect(result.response.message).toMatch(/fermée le dimanche/);
    const insult = (
      await world.call('POST', '/test/systemprompt', {
        userMessage: 'Bande d’idiots',
        idbot: world.chatbotId,
      })
    ).json();
    expect(insult.response).toMatchObject({
      responseType: 'redirection',
      redirection_block: 'agent',
      redirection_name: 'Agent humain',
    });
    const blank = await world.call('POST', '/test/systemprompt', {
      userMessage: '   ',
      idbot: world.chatbotId,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Écrivez un message à tester');

    server.config.llm = { ...loadLlmConfig({}), baseUrl: llm.baseUrl, model: 'griot-fake' };
    try {
      llm.script({ delayMs: 400 });
      const [first, second] = await Promise.all([
        world.call('POST', '/test/systemprompt', { userMessage: 'Wave ?', idbot: world.chatbotId }),
        new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
          world.call('POST', '/test/systemprompt', { userMessage: 'Wave ?', idbot: world.chatbotId }),
        ),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Un test est déjà en cours pour ce chatbot : attendez sa réponse');
    } finally {
      server.config.llm = undefined;
    }
    const rows = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM assistant_calls WHERE chatbot_id = ${world.chatbotId}`,
    );
    expect(rows.rows[0]?.n).toBe(3);
  });
});
