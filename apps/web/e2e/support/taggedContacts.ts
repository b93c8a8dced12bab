import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Three WhatsApp contacts imported into the chatbot through the API, with tags (Awa wears four, so
 * her row shows '+1'): the subscribers list with its tag badges and tag filter has something to draw.
 */
export async function importTaggedContacts(
  api: APIRequestContext,
  token: string,
  chatbotId: string,
): Promise<void> {
  const csv = [
    'Nom;Téléphone;Tags',
    'Awa Diop;77 123 45 67;VIP, Tabaski 2026, Grossiste, Fidèle',
    'Moussa Sow;77 765 43 21;VIP',
    'Fatou Ndiaye;77 555 12 12;',
  ].join('\r\n');
  const imported = await api.post(`/api/chatbots/${chatbotId}/contacts/import`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      mapping: JSON.stringify({ Nom: 'full_name', Téléphone: 'phone', Tags: 'tags' }),
      optInSource: 'Formulaire en boutique',
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
}
