import type { Persona, PersonaStep } from './demoPersonas';

const text = (value: string): PersonaStep => ({ kind: 'text', text: value });
const button = (title: string): PersonaStep => ({ kind: 'button', title });
const row = (title: string): PersonaStep => ({ kind: 'row', title });
const hello = text('Bonjour');
const catalogue = button('Voir le catalogue');

/**
 * Who writes to « Keur Wax », the demo's chatbot made from the Boutique template: each passes the
 * A/B test of the menu, and their cities take both ways of the condition (Dakar and its communes
 * are delivered; Thiès and Saint-Louis get pickup or shipping). One asks to confirm tomorrow (a
 * follow-up waits for 10:00), one stops at the catalogue. Nobody asks for the seller: the team
 * inbox's waiting list is seedDemoInbox's, as its tests expect it.
 */
export const FLOW_LOGIC_PERSONAS: Persona[] = [
  {
    name: 'Ndèye Faye',
    waId: '221770112233',
    steps: [
      hello,
      catalogue,
      row('Wax hollandais 6 yards'),
      text('2'),
      text('Dakar'),
      text('Mermoz, villa 12, près de la boulangerie'),
      button('Confirmer'),
    ],
  },
  {
    name: 'Modou Ndiaye',
    waId: '221765554433',
    steps: [
      hello,
      catalogue,
      row('Boubou brodé homme'),
      text('1'),
      text('Thiès'),
      button('Retrait en boutique'),
      button('Confirmer'),
    ],
  },
  {
    name: 'Astou Diagne',
    waId: '221784445566',
    steps: [
      text('Salam'),
      catalogue,
      row('Bazin riche 5 m'),
      text('3'),
      text('Saint-Louis'),
      button('Expédition'),
      text('Astou Diagne, quartier Sor, Saint-Louis'),
      button('Confirmer demain'),
    ],
  },
  {
    name: 'Babacar Seck',
    waId: '221708889900',
    steps: [
      hello,
      button('Livraison'),
      catalogue,
      row('Sac en wax'),
      text('1'),
      text('Pikine'),
      text('Pikine Icotaf, rue 10'),
      button('Confirmer'),
    ],
  },
  {
    name: 'Fatoumata Camara',
    waId: '221779871234',
    steps: [
      hello,
      catalogue,
      row('Robe wax ajustée'),
      text('2'),
      text('dakar plateau'),
      text('Rue Carnot, immeuble Fahd'),
    ],
  },
  { name: 'Khadija Sy', waId: '221771239876', steps: [hello, catalogue] },
];
