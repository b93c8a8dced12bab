import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { loggedInMember } from '../../test/matrixWorld';
import { fileOf, multipart, silentWav, tinyPng } from '../../test/multipart';

const testServer = useTestServer();

async function upload(auth: Record<string, string>, file: File) {
  const body = await multipart({ file });
  return testServer().app.inject({
    method: 'POST',
    url: '/api/inbox/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

const storedCount = async (workspaceId: string) =>
  Number(
    (
      await testServer().db.execute<{ n: number }>(
        sql`SELECT count(*) AS n FROM stored_files WHERE workspace_id = ${workspaceId}`,
      )
    ).rows[0]?.n,
  );

/** A minimal PDF: its magic number is what the content check reads. */
const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('POST /inbox/upload', () => {
  it('keeps an image, a document (with its name) and an audio, as the workspace’s media, read by content', async () => {
    const { workspaceId } = await buildAccount(testServer());
    const agent = await loggedInMember(testServer(), workspaceId, 'agent');
    // The declared type and name are not what decides: a PNG named .pdf is an image.
    const image = await upload(agent.auth, fileOf(tinyPng(), 'faux.pdf', 'application/pdf'));
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json()).toMatchObject({ success: true, kind: 'image' });
    expect(image.json().path).toMatch(/^media\/inbox\/image\/[0-9a-f-]{36}\.png$/);
    const pdf = await upload(agent.auth, fileOf(tinyPdf(), 'Devis mai.pdf', 'application/octet-stream'));
    expect(pdf.json()).toMatchObject({ kind: 'document', filename: 'Devis mai.pdf' });
    expect(pdf.json().path).toMatch(/^media\/inbox\/document\/[0-9a-f-]{36}\/Devis%20mai\.pdf$/);
    const audio = await upload(agent.auth, fileOf(silentWav(), 'note.wav', 'audio/wav'));
    expect(audio.json()).toMatchObject({ kind: 'audio' });
    // An older Word file (one container format for Word, Excel and PowerPoint: its name tells) and a text.
    const cfb = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    const doc = await upload(agent.auth, fileOf(cfb, 'Contrat.doc', 'application/msword'));
    expect(doc.json()).toMatchObject({ kind: 'document', filename: 'Contrat.doc' });
    const note = await upload(
      agent.auth,
      fileOf(Buffer.from('Horaires : 9 h – 18 h\nMerci !\n'), 'horaires.txt', 'text/plain'),
    );
    expect(note.json()).toMatchObject({ kind: 'document', filename: 'horaires.txt' });
    const served = await testServer().app.inject({ method: 'GET', url: `/api/public/${image.json().path}` });
    expect(served.statusCode).toBe(200);
    expect(await storedCount(workspaceId)).toBe(5);
  });

  it('refuses what no channel can send and what is too large, keeping nothing', async () => {
    const { workspaceId, auth } = await buildAccount(testServer());
    const text = await upload(auth, fileOf(Buffer.from('nom;prenom\nDiop;Awa\n'), 'clients.csv', 'text/csv'));
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toContain('Ce fichier ne peut pas être envoyé');
    // A container of no Office name, bytes that are not text named .txt: refused.
    const cfb = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
    expect((await upload(auth, fileOf(cfb, 'archive.msi', 'application/octet-stream'))).statusCode).toBe(422);
    const binary = Buffer.from([0x48, 0x69, 0x00, 0x01, 0xff, 0xfe]);
    expect((await upload(auth, fileOf(binary, 'lisez-moi.txt', 'text/plain'))).statusCode).toBe(422);
    const elf = await upload(
      auth,
      fileOf(
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        'photo.png',
        'image/png',
      ),
    );
    expect(elf.statusCode).toBe(422);
    // An image past WhatsApp's 5 MB: the PNG signature, then padding.
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(auth, fileOf(big, 'grande.png', 'image/png'));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('Fichier trop volumineux (5,0 Mo) : 5 Mo au plus pour une image.');
    const huge = await upload(
      auth,
      fileOf(Buffer.alloc(16 * 1024 * 1024 + 1), 'enorme.pdf', 'application/pdf'),
    );
    expect(huge.statusCode).toBe(413);
    const missing = await testServer().app.inject({
      method: 'POST',
      url: '/api/inbox/upload',
      headers: auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(await storedCount(workspaceId)).toBe(0);
  });

  it('needs a session', async () => {
    const body = await multipart({ file: fileOf(tinyPng(), 'photo.png', 'image/png') });
    const anonymous = await testServer().app.inject({
      method: 'POST',
      url: '/api/inbox/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
