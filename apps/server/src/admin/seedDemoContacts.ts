import { normalizePhone } from '@griot/contract/contacts/normalizePhone';
import { sql } from 'drizzle-orm';
import type { ContactDraft } from '../features/contacts/contactRowMapping';
import { writeContactBatch } from '../features/contacts/writeContactBatch';
import type { DemoCampaignScope } from './demoCampaignScope';

const FIRST = [
  'Awa',
  'Moussa',
  'Fatou',
  'Ibrahima',
  'Aminata',
  'Cheikh',
  'Khady',
  'Ousmane',
  'Mariama',
  'Abdoulaye',
  'Adja',
  'Mamadou',
  'Ndeye',
  'Babacar',
  'Coumba',
];
const LAST = ['Diop', 'Ndiaye', 'Sow', 'Fall', 'Ba', 'Sarr', 'Faye', 'Gueye', 'Diallo', 'Cissé'];
const IVORIAN = [
  'Kouadio Yao',
  'Aya Koffi',
  'Mariam Koné',
  'Serge Kouassi',
  'Adjoua N’Guessan',
  'Drissa Traoré',
  'Affoué Bamba',
];
const FRENCH = ['Claire Martin', 'Julien Bernard', 'Sophie Petit', 'Thomas Robert', 'Camille Richard'];
const CITIES_SN = ['Dakar', 'Thiès', 'Saint-Louis', 'Touba', 'Ziguinchor', 'Mbour'];

/** 150 contacts, the same on every run: 100 Senegalese, 35 Ivorian, 15 in France; tags and opt-in by rule. */
export function demoContacts(): Array<{
  name: string;
  phone: string;
  city: string;
  tags: string[];
  optIn: boolean;
}> {
  const contacts: Array<{ name: string; phone: string; city: string; tags: string[]; optIn: boolean }> = [];
  for (let index = 0; index < 150; index += 1) {
    const senegal = index < 100;
    const ivorian = !senegal && index < 135;
    const name = senegal
      ? `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`
      : ivorian
        ? (IVORIAN[index % IVORIAN.length] ?? '')
        : (FRENCH[index % FRENCH.length] ?? '');
    const digits = String(1_000_000 + ((index * 7919) % 9_000_000)).padStart(7, '0');
    const phone = senegal
      ? `${['77', '78', '76', '70'][index % 4]}${digits}`
      : ivorian
        ? `+225 07${digits}${index % 10}`
        : `+33 6${digits}${index % 10}`;
    const tags: string[] = [];
    if (index % 9 === 0) tags.push('VIP');
    if (senegal && index % 3 === 0) tags.push('Tabaski 2026');
    if (index % 7 === 2) tags.push('Grossiste');
    const city = senegal ? (CITIES_SN[index % CITIES_SN.length] ?? '') : ivorian ? 'Abidjan' : 'Paris';
    contacts.push({ name, phone, city, tags, optIn: index % 5 < 3 });
  }
  return contacts;
}

/**
 * Issue 24, part "contacts": ~150 contacts imported into the demo shop (seedDemoCampaigns.ts) —
 * Senegalese, Ivorian and French numbers, three in five with the opt-in 'Formulaire en boutique'
 * (the others are left out of marketing campaigns), tagged « VIP », « Tabaski 2026 », « Grossiste »,
 * their city as the shop's variable when it declares one; and the finished import that brought
 * them. Written through the import's own batch writer, so a second run merges and doubles nothing.
 */
export async function seedDemoContacts(scope: DemoCampaignScope): Promise<void> {
  const { db, shopId, workspaceId } = scope;
  const declared = await db.execute<{ has_city: boolean }>(
    sql`SELECT variables @> '[{"id":"city"}]'::jsonb AS has_city FROM chatbots WHERE id = ${shopId}`,
  );
  const hasCity = declared.rows[0]?.has_city === true;
  const optInAt = new Date(Date.now() - 40 * 86_400_000).toISOString();
  const withOptIn: ContactDraft[] = [];
  const without: ContactDraft[] = [];
  demoContacts().forEach((contact, index) => {
    const phone = normalizePhone(contact.phone, 'SN');
    if (!phone) return;
    const draft: ContactDraft = {
      line: index + 2,
      externalId: phone.slice(1),
      phone,
      fullName: contact.name,
      email: '',
      optInAt: contact.optIn ? optInAt : null,
      tags: contact.tags,
      variables: hasCity ? { city: contact.city } : {},
    };
    (contact.optIn ? withOptIn : without).push(draft);
  });
  const noHook = async () => undefined;
  await writeContactBatch(db, shopId, 'Formulaire en boutique', withOptIn, noHook);
  await writeContactBatch(db, shopId, null, without, noHook);
  await db.execute(sql`
    INSERT INTO contact_imports (id, workspace_id, chatbot_id, file_name, status, rows_total, rows_read,
      created_count, opt_in_source, created_at, finished_at)
    VALUES (md5(${shopId}::text || 'contact-import')::uuid, ${workspaceId}, ${shopId}, 'clients-boutique.xlsx',
      'finished', ${withOptIn.length + without.length}, ${withOptIn.length + without.length},
      ${withOptIn.length + without.length}, 'Formulaire en boutique', now() - interval '40 days', now() - interval '40 days')
    ON CONFLICT (id) DO NOTHING`);
}
