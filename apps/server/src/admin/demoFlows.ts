import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { generateIdblock } from '@griot/contract/flows/idblock';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import type { Services } from '../api/appContext';
import { isCreationWelcome } from '../features/chatbots/mainBlocks';
import { saveFlow } from '../features/flows/saveFlow';
import { newFileKey } from '../lib/files/fileStorage';
import { recordChatbotFile } from '../lib/files/storedFiles';
import { encodePng } from '../lib/pngImage';

/**
 * The demo shop's complete flow: a welcome menu with buttons, a catalogue list, an order captured
 * into a variable, a redirection, an image and a CTA card. Written once: a chatbot whose welcome
 * block the user already wrote is left alone (the greeting creation gives is replaced).
 */
export async function seedDemoFlows(
  services: Pick<Services, 'db' | 'files' | 'config'>,
  chatbotId: string,
): Promise<boolean> {
  const { db } = services;
  const main = await db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
  const welcome = main.find((block) => block.category === 'welcome');
  const fallback = main.find((block) => block.category === 'default');
  if (!welcome || !fallback || !isCreationWelcome(welcome.flow)) return false;

  const standard = (name: string) => insertStandardBlock(db, chatbotId, name);
  const catalogue = await standard('Catalogue');
  const order = await standard('Commande');
  const delivery = await standard('Livraison');

  const banner = newFileKey('media/images', 'png');
  const bannerImage = encodePng(320, 120, (x, y) =>
    (Math.floor(x / 20) + Math.floor(y / 20)) % 2 === 0 ? [15, 145, 123] : [255, 174, 56],
  );
  await services.files.save(banner, bannerImage);
  // Recorded like an upload of the demo account: deleting it removes the banner too.
  await recordChatbotFile(db, banner, bannerImage.length, { chatbotId, kind: 'media' });
  // A path, not an address: the demo keeps its images when Griot starts on another port or host.
  const bannerUrl = `/api/public/${banner}`;

  await db
    .update(chatbots)
    .set({ variables: [{ id: 'commande', slug: 'Commande', type: 'text' }] })
    .where(eq(chatbots.id, chatbotId));

  const flows: Array<[typeof welcome, unknown[]]> = [
    [
      welcome,
      [
        { type: 'text', message: 'Bienvenue chez Boutique Téranga, {{first_name}} ! 👋' },
        { type: 'image', link: bannerUrl },
        {
          type: 'text_button',
          message: 'Que souhaitez-vous faire ?',
          buttons: [
            { id: catalogue.idblock, title: 'Voir le catalogue' },
            { id: delivery.idblock, title: 'Livraison' },
            { id: order.idblock, title: 'Commander', payload: '{{commande}}=à préciser' },
          ],
        },
      ],
    ],
    [
      catalogue,
      [
        {
          type: 'list',
          interactive: {
            type: 'list',
            header: { type: 'text', text: 'Nos collections' },
            body: { text: 'Choisissez une collection pour commander.' },
            footer: { text: 'Livraison à Dakar en 24 h' },
            action: {
              button: 'Voir les choix',
              sections: [
                {
                  title: 'Tissus',
                  rows: [
                    { id: order.idblock, title: 'Wax', description: 'Pagnes 6 yards, motifs du moment' },
                    { id: order.idblock, title: 'Bazin riche', description: 'Teint à la main, 5 coloris' },
                  ],
                },
                { title: 'Accessoires', rows: [{ id: order.idblock, title: 'Foulards et sacs' }] },
              ],
            },
          },
        },
        {
          type: 'button_link',
          image_header: bannerUrl,
          body_message: 'Tout le catalogue, avec les prix et les tailles disponibles.',
          footer_message: 'Boutique Téranga',
          action: {
            name: 'cta_url',
            parameters: {
              display_text: 'Ouvrir le catalogue',
              url: 'https://boutique-teranga.example/catalogue',
            },
          },
        },
      ],
    ],
    [
      order,
      [
        {
          type: 'answer',
          options: {
            answer_type: 'text',
            variable: { id: 'commande' },
            default_reply: 'Dites-nous le modèle et la taille, par exemple : Wax bleu, 6 yards.',
          },
        },
        {
          type: 'text',
          message:
            'Merci ! Nous préparons votre commande : {{commande}}. Un conseiller vous confirme le prix.',
        },
        { type: 'redirection', redirection_block: welcome.idblock },
      ],
    ],
    [
      delivery,
      [
        { type: 'text', message: 'Nous livrons à Dakar en 24 h et dans les régions en 48 à 72 h.' },
        {
          type: 'location_request_message',
          message: 'Envoyez-nous votre position pour connaître le délai exact.',
        },
      ],
    ],
    [
      fallback,
      [
        { type: 'text', message: "Je n'ai pas bien compris. Voici le menu principal :" },
        { type: 'redirection', redirection_block: welcome.idblock },
      ],
    ],
  ];
  for (const [block, flow] of flows) await saveFlow(db, block, flowSchema.parse(flow), undefined);
  return true;
}

/** A new empty standard block of a demo chatbot. */
export async function insertStandardBlock(db: Services['db'], chatbotId: string, name: string) {
  const [created] = await db
    .insert(blocks)
    .values({
      chatbotId,
      idblock: generateIdblock(name),
      blockname: name,
      type: 'standard',
      category: 'standard',
      flow: [],
    })
    .returning();
  if (!created) throw new Error(`block ${name} not created`);
  return created;
}
