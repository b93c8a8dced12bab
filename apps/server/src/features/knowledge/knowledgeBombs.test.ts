import path from 'node:path';
import { knowledgeFiles, knowledgeJobs } from '@griot/db/schema/knowledge';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../lib/files/localFileStorage';
import { loadLlmConfig } from '../../lib/llmConfig';
import { type TestServer, useTestServer } from '../../test/buildTestServer';
import { knowledgeCardText, overLimit, SandboxCrashed } from './extractionError';
import { KNOWLEDGE_WORKER, KnowledgeWorker, MAX_JOB_ATTEMPTS } from './KnowledgeWorker';
import { blankPng, docxBomb, pdfOfManyPages, pdfRepeatingOnePage } from './knowledgeBombs';
import { buildKnowledgeWorld } from './test/knowledgeTestKit';

/**
 * Issue 19: uploads of under 2 MB that inflate to gigabytes, on the real server and PostgreSQL.
 * Each is refused in French on its card, quickly, while the server keeps answering.
 */
const testServer = useTestServer();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Polls /api/health every 50 ms until `until` settles; the answers' times, in ms. */
async function healthWhile(server: TestServer, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

describe('knowledge bombs', () => {
  it('refuses each bomb on its card with a French reason, fails its job, and the server keeps answering', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    const bombs = [
      { name: 'contrat.docx', data: await docxBomb(300 * 1024 * 1024), type: DOCX },
      { name: 'page-repetee.pdf', data: pdfRepeatingOnePage(300_000), type: 'application/pdf' },
      { name: 'pages.pdf', data: pdfOfManyPages(20_000), type: 'application/pdf' },
      { name: 'affiche.png', data: await blankPng(20_000, 20_000), type: 'image/png' },
    ];
    for (const bomb of bombs) expect(bomb.data.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const response = await world.upload(bombs);
    expect(response.statusCode, response.body).toBe(200);
    const settled = world.indexed(bombs.length);
    const health = await healthWhile(server, settled);
    const listed = await settled;
    // Each bomb costs a child process's start and a refusal read from headers: seconds, not minutes.
    expect(performance.now() - started).toBeLessThan(60_000);
    // The worst answer of /api/health while the bombs were read (the sandbox is another process).
    expect(Math.max(...health)).toBeLessThan(1000);
    const errors = Object.fromEntries(
      listed.files.map((file) => [
        (file as unknown as { originalname: string }).originalname,
        [file.status, (file as unknown as { error: string }).error],
      ]),
    );
    expect(errors).toEqual({
      'contrat.docx': [
        'failed',
        'Ce fichier dépasse les limites d’extraction : document trop volumineux une fois décompressé.',
      ],
      'page-repetee.pdf': [
        'failed',
        'Ce fichier dépasse les limites d’extraction : PDF de 300\u202f000 pages, 500 au maximum.',
      ],
      'pages.pdf': [
        'failed',
        'Ce fichier dépasse les limites d’extraction : PDF de 20\u202f000 pages, 500 au maximum.',
      ],
      'affiche.png': [
        'failed',
        'Ce fichier dépasse les limites d’extraction : image de 20\u202f000 × 20\u202f000 pixels, 25 mégapixels au maximum.',
      ],
    });
    const jobs = await server.db.execute<{ status: string; attempts: number; error: string }>(sql`
      SELECT j.status, j.attempts, j.error FROM knowledge_jobs j JOIN knowledge_files f ON f.id = j.file_id
      WHERE f.chatbot_id = ${world.chatbotId}`);
    expect(jobs.rows).toHaveLength(4);
    for (const job of jobs.rows) {
      expect(job).toMatchObject({ status: 'failed', attempts: 1 });
      expect(knowledgeCardText(job.error)).toMatch(/^Ce fichier dépasse les limites d’extraction/);
    }
  }, 120_000);

  it('counts each claim: a job whose extraction died twice is failed in French, never claimed again', async () => {
    const server = testServer();
    const world = await buildKnowledgeWorld(server);
    // This test claims jobs itself: the server's own worker would take them first.
    await server.runtime.worker(KNOWLEDGE_WORKER)?.stop();
    try {
      let extractions = 0;
      const worker = new KnowledgeWorker({
        ...workerDeps(server),
        extract: async () => {
          extractions += 1;
          throw new SandboxCrashed('exit SIGSEGV');
        },
      });
      const file = async (name: string) => {
        const response = await world.upload([
          { name, data: Buffer.from(`Texte de ${name}`), type: 'text/plain' },
        ]);
        expect(response.statusCode, response.body).toBe(200);
        const [row] = await server.db
          .select()
          .from(knowledgeFiles)
          .where(eq(knowledgeFiles.originalName, name));
        const [job] = await server.db
          .select()
          .from(knowledgeJobs)
          .where(eq(knowledgeJobs.fileId, row?.id ?? ''));
        if (!row || !job) throw new Error(`${name} not stored`);
        return { fileId: row.id, jobId: job.id };
      };
      const state = async (ids: { fileId: string; jobId: number }) => {
        const [row] = await server.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.id, ids.fileId));
        const [job] = await server.db.select().from(knowledgeJobs).where(eq(knowledgeJobs.id, ids.jobId));
        // The row stores the reason's key; the card puts it into words when it is read.
        const error = knowledgeCardText(row?.error ?? null);
        return { file: row?.status, error, job: job?.status, attempts: job?.attempts };
      };
      const crashedTwice =
        'Ce fichier dépasse les limites d’extraction : sa lecture a interrompu l’extraction deux fois de suite.';

      // The sandbox dies on the file: retried once, then failed.
      const crashing = await file('plante.txt');
      expect(await worker.ingestOne()).toBe(true);
      expect(await state(crashing)).toEqual({ file: 'pending', error: null, job: 'pending', attempts: 1 });
      expect(await worker.ingestOne()).toBe(true);
      expect(await state(crashing)).toEqual({
        file: 'failed',
        error: crashedTwice,
        job: 'failed',
        attempts: 2,
      });
      expect(extractions).toBe(MAX_JOB_ATTEMPTS);
      expect(await worker.ingestOne()).toBe(false);

      // The whole process died twice while reading it (its lease ran out after its second claim):
      // failed at the next look, without being read a third time.
      const killer = await file('tueur.txt');
      await server.db.execute(sql`
        UPDATE knowledge_jobs SET status = 'running', attempts = ${MAX_JOB_ATTEMPTS},
          locked_until = now() - interval '1 second' WHERE id = ${killer.jobId}`);
      expect(await worker.ingestOne()).toBe(false);
      expect(await state(killer)).toEqual({
        file: 'failed',
        error: crashedTwice,
        job: 'failed',
        attempts: 2,
      });
      expect(extractions).toBe(MAX_JOB_ATTEMPTS);

      // Its lease ran out once: claimed again, and that claim counts.
      const once = await file('une-fois.txt');
      await server.db.execute(sql`
        UPDATE knowledge_jobs SET status = 'running', attempts = 1,
          locked_until = now() - interval '1 second' WHERE id = ${once.jobId}`);
      expect(await worker.ingestOne()).toBe(true);
      expect(await state(once)).toEqual({ file: 'failed', error: crashedTwice, job: 'failed', attempts: 2 });

      // A refusal is final at the first attempt: reading the file again would end the same way.
      const refusedWorker = new KnowledgeWorker({
        ...workerDeps(server),
        extract: async () => {
          throw overLimit('limitUncompressed');
        },
      });
      const refused = await file('refus.txt');
      expect(await refusedWorker.ingestOne()).toBe(true);
      expect(await state(refused)).toEqual({
        file: 'failed',
        error: 'Ce fichier dépasse les limites d’extraction : document trop volumineux une fois décompressé.',
        job: 'failed',
        attempts: 1,
      });
    } finally {
      server.runtime.worker(KNOWLEDGE_WORKER)?.start();
    }
  }, 60_000);
});

function workerDeps(server: TestServer) {
  return {
    db: server.db,
    files: createLocalFileStorage(path.join(server.config.dataDir, 'files')),
    llm: () => loadLlmConfig({}),
    signals: server.runtime.signals,
    ocrDir: path.join(server.config.dataDir, 'ocr'),
    log: () => {},
  };
}
