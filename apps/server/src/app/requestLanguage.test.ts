import { inflateRawSync } from 'node:zlib';
import contractEn from '@griot/contract/i18n/en';
import contractEs from '@griot/contract/i18n/es';
import contractFr from '@griot/contract/i18n/fr';
import { users } from '@griot/db/schema/users';
import { defineTexts, loadEveryLanguage } from '@griot/i18n/texts';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../features/account/invoicePdf';
import { NOT_CONFIGURED_PAUSE, pauseReasonText } from '../features/broadcasts/pauseReasons';
import { sendFailureText } from '../features/conversations/sendFailureText';
import { knowledgeCardText, storedNote } from '../features/knowledge/extractionError';
import { runInLanguage } from '../lib/requestLanguage';
import { useTestServer } from '../test/buildTestServer';
import { buildAccount, buildUser } from '../test/factories';
import { waitForMail } from '../test/outbox';
import { registerRequestLanguage } from './requestLanguageHooks';

/** Which language the server answers in: Accept-Language, else the account's setting, else French. */
const testServer = useTestServer();

const me = (headers: Record<string, string>) =>
  testServer().app.inject({ method: 'GET', url: '/api/strong/auth/me', headers });

async function accountIn(language: string) {
  const account = await buildAccount(testServer());
  await testServer()
    .db.update(users)
    .set({ settings: { general: { language } } })
    .where(eq(users.id, account.user.id));
  return account;
}

describe('the language of an answer', () => {
  it('follows Accept-Language, by its q-values', async () => {
    expect((await me({ 'accept-language': 'en-US,en;q=0.9,fr;q=0.5' })).json().message).toBe(
      contractEn.session.missing,
    );
    expect((await me({ 'accept-language': 'de;q=1, es;q=0.8, en;q=0.3' })).json().message).toBe(
      contractEs.session.missing,
    );
    expect((await me({})).json().message).toBe(contractFr.session.missing);
  });

  it('is French, without an error, for a language we do not speak or a header we cannot read', async () => {
    for (const header of [
      'de',
      'xx',
      'de-DE,de;q=0.9',
      'en;q=abc',
      'x'.repeat(10_000),
      `en,${'x'.repeat(10_000)}`,
    ]) {
      const response = await me({ 'accept-language': header });
      expect(response.statusCode, header.slice(0, 20)).toBe(401);
      expect(response.json().message).toBe(contractFr.session.missing);
    }
  });

  it('follows the account’s setting when the header names none of ours', async () => {
    const { auth } = await accountIn('es');
    const unknownChatbot = '00000000-0000-4000-8000-000000000000';
    for (const headers of [auth, { ...auth, 'accept-language': 'de' }]) {
      const response = await testServer().app.inject({
        method: 'GET',
        url: `/api/get/strong/chatbot/${unknownChatbot}`,
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(contractEs.chatbots.notFound);
    }
    // The caller's header wins over the account.
    const english = await testServer().app.inject({
      method: 'GET',
      url: `/api/get/strong/chatbot/${unknownChatbot}`,
      headers: { ...auth, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(contractEn.chatbots.notFound);
  });

  it('covers errors met while the body is read and before routing', async () => {
    const badJson = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"email": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe(contractEn.common.invalidJson);
    const unknownRoute = await testServer().app.inject({
      method: 'POST',
      url: '/api/nowhere',
      headers: { 'accept-language': 'es' },
    });
    expect(unknownRoute.json().message).toBe(contractEs.common.routeNotFound);
    const badUrl = await testServer().app.inject({
      method: 'GET',
      url: '/api/%zz',
      headers: { 'accept-language': 'en' },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe(contractEn.common.invalidUrl);
  });

  it('answers a zod validation error in the caller’s language', async () => {
    const response = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { 'accept-language': 'en' },
      payload: { email: '', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(contractEn.login.missingCredentials);
  });
});

describe('the account’s language', () => {
  it('is stored as French when it is one we do not speak', async () => {
    const { user, auth } = await buildAccount(testServer());
    const current = (
      await testServer().app.inject({ method: 'GET', url: '/api/account/settings', headers: auth })
    ).json().settings;
    for (const language of ['de', 'xx', 42]) {
      const response = await testServer().app.inject({
        method: 'PUT',
        url: '/api/account/settings',
        headers: auth,
        payload: { ...current, general: { ...current.general, language } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().settings.general.language).toBe('fr');
      const [row] = await testServer().db.select().from(users).where(eq(users.id, user.id));
      expect(row?.settings).toMatchObject({ general: { language: 'fr' } });
    }
  });

  it('comes with the user of the login and of the session check, for the web app to switch at once', async () => {
    const { user, auth } = await accountIn('en');
    const login = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      payload: { email: user.email, password: 'MotDePasse!2026' },
    });
    expect(login.json().data.language).toBe('en');
    expect((await me(auth)).json().data.language).toBe('en');
  });
});

describe('what a screen reads later', () => {
  it('names a login’s device in the language of the screen that lists it', async () => {
    const { user } = await buildUser(testServer().db);
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const login = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { 'user-agent': chrome, 'accept-language': 'en' },
      payload: { email: user.email, password: 'MotDePasse!2026' },
    });
    const profile = await testServer().app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { authorization: `Bearer ${login.json().token}`, 'accept-language': 'es' },
    });
    const event = profile.json().profile.activity.find((entry: { kind: string }) => entry.kind === 'login');
    expect(event.subject).toBe('Chrome 131 en Windows');
  });
});

describe('mails, invoices and exports', () => {
  it('a mail is written in its recipient’s language, whatever the request’s', async () => {
    const { user } = await buildUser(testServer().db, { settings: { general: { language: 'en' } } });
    const response = await testServer().app.inject({
      method: 'POST',
      url: '/api/strong/auth/reset-password',
      headers: { 'accept-language': 'fr' },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(testServer().outboxDir, user.email);
    expect(mail.subject).toBe('Reset your Griot password');
    expect(mail.text).toContain('Hello Awa,');
    expect(mail.text).toContain('This link is valid for one hour');
    expect(mail.text).toContain('The Griot team');
  });

  it('the invoice PDF follows the request’s language: its file name, its title, its amounts', async () => {
    const { workspaceId, auth } = await buildAccount(testServer());
    const number = `GRT-EN-${workspaceId.slice(0, 6)}`;
    const [row] = (
      await testServer().db.execute<{ id: string }>(sql`
        INSERT INTO invoices (workspace_id, number, plan_id, period_start, period_end, amount_cents, currency, status, issued_at)
        VALUES (${workspaceId}, ${number}, 'premium', '2026-10-01', '2026-10-31', 2999, 'EUR', 'paid', '2026-11-01T08:00:00Z')
        RETURNING id`)
    ).rows;
    const pdf = await testServer().app.inject({
      method: 'GET',
      url: `/api/account/invoices/${row?.id}/pdf`,
      headers: { ...auth, 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(String(pdf.headers['content-disposition'])).toContain(`invoice-${number}.pdf`);
    // The document's title (its information dictionary) is a string object in the clear.
    expect(pdf.rawPayload.toString('latin1')).toContain(`(Invoice ${number})`);
    expect(runInLanguage('en', () => formatAmount(2999, 'EUR'))).toBe('€29.99');
    expect(runInLanguage('es', () => formatAmount(2999, 'EUR'))).toBe('29,99 €');
    expect(formatAmount(2999, 'EUR')).toBe('29,99 €');
  });

  it('the export’s file list follows the request’s language (a streamed route)', async () => {
    const { auth } = await accountIn('es');
    const zip = (await testServer().app.inject({ method: 'GET', url: '/api/account/export', headers: auth }))
      .rawPayload;
    const readme = readZipEntry(zip, 'LISEZMOI.txt');
    expect(readme).toMatch(/^Exportación de Griot de Awa Diop </);
    expect(readme).toContain('Archivos:');
    expect(readme).toMatch(/- compte\.json \([\d.\s]+ bytes\): Tu cuenta/);
  });
});

describe('what is stored as a code, read in the language of the screen', () => {
  it('a failed send’s reason, a paused campaign’s, a knowledge file’s', () => {
    expect(runInLanguage('en', () => sendFailureText('whatsapp', { code: 190 }))).toBe(
      'Access token expired or invalid: update it in the chatbot settings. (code 190)',
    );
    expect(runInLanguage('es', () => sendFailureText('telegram', { code: 403 }))).toBe(
      'El usuario bloqueó el bot de Telegram. (código 403)',
    );
    expect(sendFailureText('telegram', { code: 403 })).toBe(
      "L'utilisateur a bloqué le bot Telegram. (code 403)",
    );
    expect(runInLanguage('en', () => pauseReasonText('graph:132016'))).toBe(
      'Template disabled by Meta for low quality. (code 132016)',
    );
    expect(runInLanguage('es', () => pauseReasonText(NOT_CONFIGURED_PAUSE))).toMatch(/^El chatbot no tiene/);
    // A knowledge file's card.
    const pages = storedNote({ key: 'limitPages', values: { pages: 20_000, max: 500 }, kind: 'limit' });
    expect(runInLanguage('en', () => knowledgeCardText(pages))).toBe(
      'This file exceeds the extraction limits: PDF of 20,000 pages, 500 at most.',
    );
    expect(knowledgeCardText(pages)).toBe(
      'Ce fichier dépasse les limites d’extraction : PDF de 20\u202f000 pages, 500 au maximum.',
    );
    expect(
      runInLanguage('en', () => knowledgeCardText(storedNote({ key: 'docxUnreadable', kind: 'unreadable' }))),
    ).toBe('Extraction failed: unreadable Word document');
    expect(knowledgeCardText('Extraction impossible : texte d’avant')).toBe(
      'Extraction impossible : texte d’avant',
    );
    // A reason stored before the codes is shown as it was written.
    expect(runInLanguage('en', () => pauseReasonText('Refusé par Meta. (code 1)'))).toBe(
      'Refusé par Meta. (code 1)',
    );
  });
});

describe('the request’s scope', () => {
  const probe = defineTexts('test.requestLanguage', { word: 'Bonjour' } as const, {
    en: async () => ({ default: { word: 'Hello' } }),
    es: async () => ({ default: { word: 'Hola' } }),
  });

  it('reaches the handler after the body is read, and what the handler starts later', async () => {
    const app = Fastify();
    registerRequestLanguage(app);
    app.post('/echo', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { word: probe.word };
    });
    app.get('/later', (_request, reply) => {
      setTimeout(() => reply.send({ word: probe.word }), 5);
    });
    await loadEveryLanguage();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      // Over a real socket, the body arrives in chunks after the hooks have run.
      const posted = await fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'es' },
        body: JSON.stringify({ filler: 'x'.repeat(200_000) }),
      });
      expect(await posted.json()).toEqual({ word: 'Hola' });
      const later = await fetch(`${base}/later`, { headers: { 'accept-language': 'en' } });
      expect(await later.json()).toEqual({ word: 'Hello' });
      const none = await fetch(`${base}/later`);
      expect(await none.json()).toEqual({ word: 'Bonjour' });
    } finally {
      await app.close();
    }
    // Outside any request: French.
    expect(probe.word).toBe('Bonjour');
  });
});

/** One file of a ZIP, read from its central directory. */
function readZipEntry(zip: Buffer, wanted: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.subarray(entry + 46, entry + 46 + nameLength).toString('utf8');
    if (name === wanted) {
      const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    entry += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${wanted} is not in the archive`);
}
