import path from 'node:path';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { knowledgeFiles } from '@griot/db/schema/knowledge';
import { and, eq } from 'drizzle-orm';
import { KnowledgeWorker } from '../features/knowledge/KnowledgeWorker';
import { llmConfigOf } from '../features/knowledge/knowledgeServices';
import { generatePrompt, loadPrompt, storeGeneratedPrompt } from '../features/knowledge/knowledgeStore';
import { renderTextDocx } from '../features/knowledge/makeDocuments';
import { storeKnowledgeUploads } from '../features/knowledge/storeKnowledgeUploads';
import type { Config } from '../lib/config';
import { openFileStorage } from '../lib/files/openFileStorage';
import { RuntimeSignals } from '../runtime/runtimeSignals';

const FAQ_NAME = 'faq-boutique-teranga.txt';
const CONDITIONS_NAME = 'conditions-de-vente.docx';

/** The demo shop's FAQ: what its visitors ask off the script. */
const FAQ = `Boutique Téranga — questions fréquentes

Horaires d'ouverture
La boutique du marché Sandaga est ouverte du lundi au samedi, de 9 h à 19 h, et le dimanche de 10 h à 14 h. Elle est fermée le 1er janvier, le jour de la Tabaski et le jour de la Korité. Le service client répond sur WhatsApp tous les jours de 8 h à 21 h.

Zones et délais de livraison
Nous livrons à Dakar (Plateau, Médina, Mermoz, Almadies, Parcelles Assainies), à Pikine, Guédiawaye et Rufisque en 24 heures. Thiès, Mbour et Saly sont livrés en 48 heures. Saint-Louis, Kaolack, Ziguinchor et les autres régions du Sénégal sont livrés en 72 heures par nos partenaires de transport.

Frais de livraison
La livraison coûte 1 500 FCFA à Dakar et 2 500 FCFA en banlieue. Elle est gratuite à Dakar dès 20 000 FCFA d'achat. Pour les régions, les frais sont de 3 500 FCFA. Le retrait en boutique est toujours gratuit.

Paiement
Vous pouvez payer par mobile money : Orange Money, Wave ou Free Money, au numéro marchand 77 000 00 01. Le paiement en espèces à la livraison est accepté à Dakar et en banlieue. Les cartes bancaires Visa et Mastercard sont acceptées en boutique.

Tailles et mesures
Les pagnes wax sont vendus par 6 yards (environ 5,5 mètres). Le bazin riche est vendu au mètre. Nos couturiers partenaires réalisent boubous, robes et chemises sur mesure en 5 jours ouvrés.

Retours et échanges
Un article peut être échangé sous 7 jours, non porté, dans son emballage d'origine et avec son reçu. Les tissus coupés au mètre et les créations sur mesure ne sont ni repris ni échangés.`;

const CONDITIONS = [
  'Conditions générales de vente — Boutique Téranga',
  'Les prix sont affichés en francs CFA (FCFA), toutes taxes comprises.',
  "Une commande est confirmée dès réception du paiement mobile money ou, pour le paiement à la livraison, dès l'appel de confirmation de notre service client.",
  'En cas de retard de livraison de plus de 48 heures, les frais de livraison sont remboursés sur simple demande.',
  "Un article défectueux est remplacé ou remboursé sous 14 jours, sur présentation d'une photo et du reçu.",
  'Les réclamations se font sur WhatsApp au 77 000 00 01 ou par email à service@boutique-teranga.sn.',
];

/**
 * GRIOT IA for the demo shop: an FAQ (delivery zones, opening hours, payment by mobile money) and
 * the terms of sale as a DOCX, extracted and indexed here, a prompt generated from every block,
 * and the default block's switch on — so a question off the script is answered from them. Runs
 * again without adding anything.
 */
export async function seedDemoKnowledge(db: Database, config: Config, shopId: string): Promise<void> {
  const files = openFileStorage(config);
  const [present] = await db
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.chatbotId, shopId), eq(knowledgeFiles.originalName, FAQ_NAME)));
  if (present) return;
  await storeKnowledgeUploads(db, files, shopId, [
    new File([FAQ], FAQ_NAME, { type: 'text/plain' }),
    new File([new Uint8Array(await renderTextDocx(CONDITIONS))], CONDITIONS_NAME, {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  ]);
  // Indexed now, with the worker's own claim (a server running beside may take some: fine).
  const worker = new KnowledgeWorker({
    db,
    files,
    llm: () => llmConfigOf({ config }),
    signals: new RuntimeSignals(),
    ocrDir: path.join(config.dataDir, 'ocr'),
    log: (level, details, message) => {
      if (level !== 'info') console.error(message, details);
    },
  });
  while (await worker.ingestOne()) {
    // one job per turn
  }
  if (!(await loadPrompt(db, shopId))) {
    const all = await db.select({ idblock: blocks.idblock }).from(blocks).where(eq(blocks.chatbotId, shopId));
    const selected = all.map((block) => block.idblock);
    await storeGeneratedPrompt(db, shopId, await generatePrompt(db, shopId, selected), selected);
  }
  await db
    .update(blocks)
    .set({ assistantSwitch: true })
    .where(and(eq(blocks.chatbotId, shopId), eq(blocks.category, 'default')));
  console.log(
    'GRIOT IA de « Boutique Téranga » : FAQ et conditions de vente indexées, prompt généré, activé.',
  );
}
