import type { RouteDescription } from './routeDescriptionTypes';

/** A multipart body with a small contacts CSV (and the import's fields), built at once: a route's request is synchronous. */
function contactsForm(fields: Record<string, string>) {
  const boundary = '----griot-contacts';
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clients.csv"\r\nContent-Type: text/csv\r\n\r\nNom;Téléphone\r\nAwa Diop;77 123 45 67\r\n`,
    ...Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ];
  return {
    payload: Buffer.from(parts.join('')),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Issue 24, part "contacts": how the route matrix calls each of its calls (routeDescriptions.ts).
 * Every call names a chatbot, an end-user or an import of the workspace: another's answers 404.
 */
export const contactRouteDescriptions: Record<string, RouteDescription> = {
  'contacts.preview': { kind: 'owned', request: () => ({ raw: contactsForm({}) }) },
  'contacts.import': {
    kind: 'owned',
    request: () => ({
      raw: contactsForm({ mapping: JSON.stringify({ Téléphone: 'phone', Nom: 'full_name' }) }),
    }),
    ownerSkip: 'the world’s chatbot is a web chatbot: contacts go into a WhatsApp one',
    ownerAnswer: 400,
  },
  'contacts.importStatus': { kind: 'owned', request: (ids) => ({ params: { id: ids.contactImportId } }) },
  'contacts.tags': { kind: 'owned' },
  'contacts.endUserTags': { kind: 'owned', request: (ids) => ({ params: { id: ids.endUserId } }) },
  'contacts.setTags': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.endUserId }, body: { tags: ['VIP'] } }),
  },
  'contacts.export': { kind: 'owned' },
};
