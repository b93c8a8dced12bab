import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import { renderWhatsAppMessages } from '@griot/channels/whatsapp/renderWhatsAppMessages';
import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { fileOf, multipart, silentWav, tinyPng } from '../../test/multipart';

const testServer = useTestServer();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
async function upload(
  auth: Record<string, string>,
  kind: 'image' | 'document' | 'audio',
  field: string,
  file: File,
) {
  const body = await multipart({ [field]: file });
  return testServer().app.inject({
    method: 'POST',
    url: `/api/strong/upload/${kind}/block`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

describe('editor uploads, checked by content', () => {
  it('stores an image, a PDF and a WAV and serves them', async () => {
    const { auth } = await buildAccount(testServer());
    for (const [kind, field, file] of [
      ['image', 'imagefromplayground', fileOf(tinyPng(), 'photo.png', 'image/png')],
      ['document', 'docfromplayground', fileOf(pdf, 'menu.pdf', 'application/pdf')],
      ['audio', 'audiofromplayground', fileOf(silentWav(), 'accueil.wav', 'audio/wav')],
    ] as const) {
      const response = await upload(auth, kind, field, file);
      expect(response.statusCode, kind).toBe(200);
      const { filePath } = response.json();
      expect(filePath).toMatch(
        /^media\/(images\/|documents\/|audio\/)[0-9a-f-]{36}(\.png|\/menu\.pdf|\.wav)$/,
      );
      expect(
        (await testServer().app.inject({ method: 'GET', url: `/api/public/${filePath}` })).statusCode,
      ).toBe(200);
    }
  });

  it('keeps a document’s uploaded name: the customer’s WhatsApp shows it, not a storage id', async () => {
    const { auth } = await buildAccount(testServer());
    for (const [uploaded, shown] of [
      ['Devis mai 2026.pdf', 'Devis mai 2026.pdf'],
      ['Tarifs Tabaski (€ %).PDF', 'Tarifs Tabaski (€ %).pdf'],
      ['../../secret/.cachée.pdf', 'cachée.pdf'],
      ['.pdf', 'document.pdf'],
      ['facture\u202Efdp.exe.pdf', 'facturefdp.exe.pdf'],
    ] as const) {
      const response = await upload(
        auth,
        'document',
        'docfromplayground',
        fileOf(pdf, uploaded, 'application/pdf'),
      );
      expect(response.statusCode, uploaded).toBe(200);
      const { filePath } = response.json();
      expect(filePath).toMatch(/^media\/documents\/[0-9a-f-]{36}\/[^/]+\.pdf$/);
      const served = await testServer().app.inject({ method: 'GET', url: `/api/public/${filePath}` });
      expect(served.statusCode, filePath).toBe(200);
      const [sent] = renderWhatsAppMessages('221770000000', {
        element: { type: 'document', link: `https://griot.example/api/public/${filePath}` },
      });
      expect(sent).toMatchObject({ type: 'document', document: { filename: shown } });
    }
  });

  it.each([
    [
      'image',
      'imagefromplayground',
      fileOf(Buffer.from('nom,ville\nAwa,Dakar\n'), 'clients.csv', 'text/csv'),
      'CSV not allowed',
    ],
    [
      'image',
      'imagefromplayground',
      fileOf(pdf, 'image.png', 'image/png'),
      'Format non autorisé : seuls les fichiers PNG, JPG et JPEG sont acceptés',
    ],
    [
      'document',
      'docfromplayground',
      fileOf(tinyPng(), 'faux.pdf', 'application/pdf'),
      'Format non autorisé : seuls les fichiers PDF sont acceptés',
    ],
    [
      'audio',
      'audiofromplayground',
      fileOf(pdf, 'son.mp3', 'audio/mpeg'),
      'Format non autorisé : seuls les fichiers MP3, WAV et OGG sont acceptés',
    ],
  ] as const)('refuses a %s whose content does not fit (%s)', async (kind, field, file, message) => {
    const { auth } = await buildAccount(testServer());
    const response = await upload(auth, kind, field, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an image over 5 MB', async () => {
    const { auth } = await buildAccount(testServer());
    const response = await upload(
      auth,
      'image',
      'imagefromplayground',
      fileOf(Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]), 'grande.png', 'image/png'),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^Fichier trop volumineux \(5,0 Mo\) : 5 Mo maximum$/);
  });

  it('needs a session', async () => {
    const response = await upload(
      {},
      'image',
      'imagefromplayground',
      fileOf(tinyPng(), 'photo.png', 'image/png'),
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('a full disk', () => {
  it('answers a French 507 and leaves no half-written file behind', async () => {
    const server = testServer();
    const { auth } = await buildAccount(server);
    const filesDir = path.join(server.config.dataDir, 'files');
    const before = listFiles(filesDir);
    // The kernel's answer when the disk fills during the write: part of the bytes, then ENOSPC.
    const writeFile = vi.spyOn(fsPromises, 'writeFile').mockImplementationOnce(async (target) => {
      await fs.promises.appendFile(String(target), tinyPng().subarray(0, 8));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    try {
      const response = await upload(
        auth,
        'image',
        'imagefromplayground',
        fileOf(tinyPng(), 'photo.png', 'image/png'),
      );
      expect(response.statusCode).toBe(507);
      expect(response.json().message).toBe(
        "Espace de stockage insuffisant sur le serveur : le fichier n'a pas été enregistré. Réessayez plus tard ou prévenez l'administrateur.",
      );
    } finally {
      writeFile.mockRestore();
    }
    expect(listFiles(filesDir)).toEqual(before);
  });
});

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}
