import { blocks } from '@griot/db/schema/blocks';
import { and, eq } from 'drizzle-orm';
import type { TestServer } from '../../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../../test/factories';
import { fileOf, multipart } from '../../../test/multipart';
import { eventually } from '../../../test/webhookKit';

/** The demo-like FAQ the knowledge tests ask questions about. */
export const FAQ_TEXT = [
  'Horaires d’ouverture',
  'La boutique est ouverte du lundi au samedi, de 9 h à 19 h. Elle est fermée le dimanche et les jours fériés.',
  '',
  'Zones de livraison',
  'Nous livrons à Dakar, Pikine, Guédiawaye et Rufisque en 24 heures. Les autres régions du Sénégal sont livrées en 72 heures par nos partenaires. La livraison est gratuite à Dakar dès 20 000 FCFA d’achat.',
  '',
  'Paiement',
  'Vous pouvez payer par Orange Money, Wave ou Free Money, ou en espèces à la livraison.',
  '',
  'Retours',
  'Un article peut être échangé sous 7 jours, dans son emballage d’origine, avec le ticket de caisse.',
].join('\n');

/** An account with a web chatbot, a bearer header and a call helper. */
export async function buildKnowledgeWorld(server: TestServer) {
  const account = await buildAccount(server);
  const chatbotId = await buildChatbot(server, account.workspaceId, {
    bot_name: 'Téranga Shop',
    type: 'web',
    status: 'active',
    description: 'Pagnes, wax et bazin à Dakar',
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: account.auth, ...(payload ? { payload } : {}) });
  const upload = async (files: { name: string; data: Buffer; type: string }[], id = chatbotId) => {
    const form = new FormData();
    for (const file of files) form.append('files', fileOf(file.data, file.name, file.type));
    const request = new Request('http://griot.test/', { method: 'POST', body: form });
    return server.app.inject({
      method: 'POST',
      url: `/api/upload/knowledge/jarvis/${id}`,
      headers: { ...account.auth, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  const indexed = (count: number) =>
    eventually(async () => {
      const listed = (await call('GET', `/knowledge/jarvis/${chatbotId}/files`)).json<{
        files: { status: string }[];
      }>();
      return listed.files.filter((file) => file.status !== 'pending').length >= count && listed;
    }, 30_000);
  const mainBlock = async (category: 'welcome' | 'default') => {
    const [row] = await server.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, category)));
    if (!row) throw new Error(`no ${category} block`);
    return row;
  };
  return { account, chatbotId, call, upload, indexed, mainBlock };
}

export { multipart };
