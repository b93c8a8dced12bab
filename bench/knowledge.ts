/**
 * Issue 11 figures: ingestion time of a 100-page PDF and of 10 text files of 10 MB, and the
 * retrieval p95 over 10,000 chunks (goal ≤ 50 ms), by full text and hybrid (full text and vector
 * similarity, the chunks embedded by the LLM fake's embeddings endpoint). In process, on an embedded
 * PostgreSQL of its own. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/knowledge.ts   (BENCH_BIG_FILES=0 skips the 10 × 10 MB part)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@griot/db/openDatabase';
import { knowledgeChunks, knowledgeFiles } from '@griot/db/schema/knowledge';
import { startLlmFake } from '@griot/fakes/llmFake';
import { eq, sql } from 'drizzle-orm';
import { createAccount } from '../apps/server/src/features/auth/createAccount';
import { createChatbot } from '../apps/server/src/features/chatbots/createChatbot';
import { createEmbeddings } from '../apps/server/src/features/knowledge/embeddingsClient';
import { ingestKnowledgeFile } from '../apps/server/src/features/knowledge/ingestKnowledgeFile';
import { renderTextPdf } from '../apps/server/src/features/knowledge/makeDocuments';
import { retrievePassages } from '../apps/server/src/features/knowledge/retrievePassages';
import { storeKnowledgeUploads } from '../apps/server/src/features/knowledge/storeKnowledgeUploads';
import { embeddedVersion, nearestChunks } from '../apps/server/src/features/knowledge/vectorIndex';
import { loadConfig } from '../apps/server/src/lib/config';
import { createLocalFileStorage } from '../apps/server/src/lib/files/localFileStorage';
import { type LlmConfig, loadLlmConfig } from '../apps/server/src/lib/llmConfig';
import { percentile } from './benchSupport';

const WORDS =
  'livraison paiement boutique pagne wax bazin tissu couleur commande retour échange taille mètre prix client marché Dakar Thiès Pikine Rufisque Mbour délai horaire dimanche semaine orange money wave espèces facture remise promotion stock couture boubou robe chemise foulard sac'.split(
    ' ',
  );

function prose(seed: number, characters: number): string {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  const parts: string[] = [];
  let length = 0;
  while (length < characters) {
    const sentence = Array.from({ length: 8 + (next() % 10) }, () => WORDS[next() % WORDS.length]).join(' ');
    const text = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
    parts.push(next() % 6 === 0 ? `${text}\n\n` : `${text} `);
    length += text.length + 1;
  }
  return parts.join('');
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-knowledge-'));
  fs.chmodSync(dataDir, 0o755);
  const database = await openDatabase({ dataDir, log: () => {} });
  const config = { ...loadConfig({ DATA_DIR: dataDir }), dataDir };
  const files = createLocalFileStorage(path.join(dataDir, 'files'));
  const ocrDir = path.join(dataDir, 'ocr');
  try {
    const { db } = database;
    const owner = await createAccount(db, {
      firstname: 'Bench',
      lastname: 'Griot',
      company: 'Bench',
      email: 'bench@griot.local',
      tel: '+221770000099',
      country: 'SN',
      userType: 'provider',
      password: 'benchmark1',
    });
    // createAccount made the account's own workspace: the chatbots are that workspace's.
    const chatbot = (name: string) =>
      createChatbot({ db, config, files }, owner.lastWorkspaceId ?? '', { bot_name: name }, undefined);

    // 1. A 100-page PDF (about 2,500 characters a page).
    const pdfBot = await chatbot('PDF');
    const pdf = await renderTextPdf(Array.from({ length: 100 }, (_, page) => prose(page + 1, 2500)));
    const [pdfRow] = await storeKnowledgeUploads(db, files, pdfBot, [
      new File([new Uint8Array(pdf)], 'catalogue.pdf', { type: 'application/pdf' }),
    ]);
    let started = performance.now();
    await ingestKnowledgeFile(db, files, pdfRow?.id ?? '', ocrDir);
    const pdfMs = performance.now() - started;
    const [pdfFile] = await db
      .select()
      .from(knowledgeFiles)
      .where(eqId(pdfRow?.id ?? ''));
    console.log(
      `100-page PDF (${(pdf.length / 1024).toFixed(0)} KB): extracted, chunked and indexed in ${pdfMs.toFixed(0)} ms (${pdfFile?.chunkCount} chunks)`,
    );

    // 2. Ten text files of 10 MB.
    if (process.env.BENCH_BIG_FILES !== '0') {
      const bigBot = await chatbot('Gros fichiers');
      const big = Array.from(
        { length: 10 },
        (_, index) =>
          new File([prose(100 + index, 10_150_000)], `f${index}.txt`, {
            type: 'text/plain',
          }),
      );
      started = performance.now();
      const rows = await storeKnowledgeUploads(db, files, bigBot, big);
      const storeMs = performance.now() - started;
      started = performance.now();
      for (const row of rows) await ingestKnowledgeFile(db, files, row.id, ocrDir);
      const ingestMs = performance.now() - started;
      const chunkTotal = (await db.select().from(knowledgeFiles).where(eqBot(bigBot))).reduce(
        (sum, row) => sum + row.chunkCount,
        0,
      );
      console.log(
        `10 × 10 MB text files: stored (checks by content) in ${storeMs.toFixed(0)} ms, ingested in ${(ingestMs / 1000).toFixed(1)} s (${chunkTotal} chunks, ${(ingestMs / 10 / 1000).toFixed(1)} s a file)`,
      );
    }

    // 3. Retrieval over 10,000 chunks of one chatbot.
    const searchBot = await chatbot('Recherche');
    const [holder] = await storeKnowledgeUploads(db, files, searchBot, [
      new File(['x'.repeat(10)], 'corpus.txt', { type: 'text/plain' }),
    ]);
    for (let start = 0; start < 10_000; start += 1000)
      await db.insert(knowledgeChunks).values(
        Array.from({ length: 1000 }, (_, index) => ({
          chatbotId: searchBot,
          fileId: holder?.id ?? '',
          position: start + index,
          content: prose(start + index + 7, 850),
        })),
      );
    await db.execute(sqlAnalyze);
    const worst = await timeQuestions(db, searchBot);
    console.log(
      `retrieval over 10,000 chunks sharing one 45-word vocabulary (every chunk matches every question; worst case): p50 ${worst.p50} ms, p95 ${worst.p95} ms, p99 ${worst.p99} ms`,
    );

    // The same count of chunks written like real documents: a large vocabulary (Zipf), the
    // shop's words among many others.
    const realBot = await chatbot('Recherche réaliste');
    const [realHolder] = await storeKnowledgeUploads(db, files, realBot, [
      new File(['x'.repeat(10)], 'corpus.txt', { type: 'text/plain' }),
    ]);
    for (let start = 0; start < 10_000; start += 1000)
      await db.insert(knowledgeChunks).values(
        Array.from({ length: 1000 }, (_, index) => ({
          chatbotId: realBot,
          fileId: realHolder?.id ?? '',
          position: start + index,
          content: realisticProse(start + index + 11, 850),
        })),
      );
    await db.execute(sqlAnalyze);
    const real = await timeQuestions(db, realBot);
    console.log(
      `retrieval over 10,000 chunks of varied text (${real.count} questions): p50 ${real.p50} ms, p95 ${real.p95} ms, p99 ${real.p99} ms`,
    );

    // 4. Hybrid: the varied chunks embedded (256 dimensions) by the LLM fake's /v1/embeddings.
    const fake = await startLlmFake();
    try {
      const llm: LlmConfig = {
        ...loadLlmConfig({}),
        baseUrl: fake.baseUrl,
        model: 'griot-fake',
        embeddingsModel: 'griot-fake-embed',
      };
      const rows = await db
        .select({ id: knowledgeChunks.id, content: knowledgeChunks.content })
        .from(knowledgeChunks)
        .where(eq(knowledgeChunks.chatbotId, realBot));
      started = performance.now();
      const vectors = await createEmbeddings(
        llm,
        rows.map((row) => row.content),
      );
      const embedMs = performance.now() - started;
      for (let start = 0; start < rows.length; start += 500) {
        const values = rows
          .slice(start, start + 500)
          .map(
            (row, index) =>
              sql`(${row.id}::bigint, ${`{${Array.from(vectors[start + index] ?? []).join(',')}}`}::real[])`,
          );
        await db.execute(sql`
          UPDATE knowledge_chunks c SET embedding = v.embedding
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, embedding) WHERE c.id = v.id`);
      }
      console.log(
        `embeddings of 10,000 chunks through the fake's /v1/embeddings (batches of 64): ${(embedMs / 1000).toFixed(1)} s`,
      );
      const version = await embeddedVersion(db, realBot);
      const [question] = await createEmbeddings(llm, ['Je peux payer avec Orange Money ?']);
      started = performance.now();
      await nearestChunks(db, realBot, version, question ?? new Float32Array(), 20);
      console.log(
        `vector index of the chatbot read into memory (first question after a change): ${(performance.now() - started).toFixed(0)} ms`,
      );
      const scan: number[] = [];
      for (let round = 0; round < 300; round += 1) {
        const at = performance.now();
        await nearestChunks(db, realBot, version, question ?? new Float32Array(), 20);
        scan.push(performance.now() - at);
      }
      console.log(
        `vector top 20 over 10,000 chunks (cosine in JS, cached): p50 ${percentile(scan, 50).toFixed(1)} ms, p95 ${percentile(scan, 95).toFixed(1)} ms`,
      );
      const hybrid = await timeQuestions(db, realBot, llm);
      console.log(
        `hybrid retrieval over 10,000 chunks of varied text (version check, full text top 20 and the question embedded by the fake over HTTP in parallel, vector top 20, fusion): p50 ${hybrid.p50} ms, p95 ${hybrid.p95} ms, p99 ${hybrid.p99} ms`,
      );
    } finally {
      await fake.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A vocabulary of 5,000 made-up words plus the shop's, drawn with a Zipf law. */
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ra',
  'tu',
  'so',
  'bi',
  'de',
  'ga',
  'fo',
  'pe',
  'yu',
  'zo',
  'wa',
  'xi',
];
const VOCABULARY = [
  ...Array.from({ length: 5000 }, (_, index) => {
    let word = '';
    let rest = index + 17;
    for (let part = 0; part < 3; part += 1) {
      word += SYLLABLES[rest % SYLLABLES.length];
      rest = Math.floor(rest / SYLLABLES.length) + part * 7;
    }
    return `${word}${index % 10}`;
  }),
];
for (const [index, word] of WORDS.entries()) VOCABULARY.splice(40 + index * 97, 0, word ?? '');

function realisticProse(seed: number, characters: number): string {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const words: string[] = [];
  let length = 0;
  while (length < characters) {
    const rank = Math.floor(VOCABULARY.length ** next());
    const word = VOCABULARY[Math.min(rank, VOCABULARY.length - 1)] ?? 'mot';
    words.push(word);
    length += word.length + 1;
  }
  return `${words.join(' ')}.`;
}

async function timeQuestions(db: Parameters<typeof retrievePassages>[0], chatbotId: string, llm?: LlmConfig) {
  const questions = [
    'Livrez-vous à Thiès le dimanche ?',
    'Je peux payer avec Orange Money ?',
    'Quel est le prix du bazin au mètre ?',
    'Comment faire un retour ou un échange ?',
    'Vous avez des foulards en promotion ?',
    'Quels sont vos horaires cette semaine ?',
  ];
  const timings: number[] = [];
  for (let round = 0; round < 50; round += 1)
    for (const question of questions) {
      const started = performance.now();
      await retrievePassages(db, chatbotId, question, { llm });
      timings.push(performance.now() - started);
    }
  return {
    count: timings.length,
    p50: percentile(timings, 50).toFixed(1),
    p95: percentile(timings, 95).toFixed(1),
    p99: percentile(timings, 99).toFixed(1),
  };
}

const sqlAnalyze = sql`ANALYZE knowledge_chunks`;
const eqId = (id: string) => eq(knowledgeFiles.id, id);
const eqBot = (id: string) => eq(knowledgeFiles.chatbotId, id);

await main();
