import { buildBlock } from './engineTestKit';
import type { EngineBlock, EngineVariable } from './engineTypes';

/** The shop chatbot the runEngine tests talk to: a welcome menu, a list, a promo payload, a default block. */

export const globals = {
  first_name: 'Awa',
  full_name: 'Awa Diop',
  phone_number: '221771234567',
  idbot: 'bot1',
};
export const variables: EngineVariable[] = [
  { id: 'offre', slug: 'Offre', type: 'text' },
  { id: 'ville', slug: 'Ville', type: 'text' },
  { id: 'code', slug: 'Code client', type: 'any_type' },
];

const menuQuestion = {
  type: 'text_button' as const,
  message: 'Que voulez-vous, {{first_name}} ?',
  buttons: [
    { id: 'menu', title: 'Menu' },
    { id: 'menu', title: 'Promo', payload: '{{offre}}=été&{{ville}}={{first_name}}&redirect_to=promo' },
    { id: 'aide', title: 'Aide' },
  ],
};

export function shop(extra: EngineBlock[] = [], defaultOverrides: Partial<EngineBlock> = {}): EngineBlock[] {
  return [
    buildBlock('accueil', [{ type: 'text', message: 'Bonjour {{first_name}} !' }, menuQuestion], {
      category: 'welcome',
    }),
    buildBlock('defaut', [{ type: 'text', message: "Je n'ai pas compris « {{last_input}} »." }], {
      category: 'default',
      ...defaultOverrides,
    }),
    buildBlock('menu', [
      {
        type: 'list',
        interactive: {
          type: 'list',
          body: { text: 'Votre ville ?' },
          action: {
            button: 'Villes',
            sections: [
              {
                title: 'Sénégal',
                rows: [
                  { id: 'dakar', title: 'Dakar' },
                  { id: 'thies', title: 'Thiès' },
                ],
              },
            ],
          },
        },
      },
    ]),
    buildBlock('promo', [{ type: 'text', message: 'Offre {{offre}} pour {{ville}}' }]),
    buildBlock('aide', [{ type: 'text', message: 'Aide' }]),
    buildBlock('dakar', [{ type: 'text', message: 'Livraison à Dakar pour {{full_name}}' }]),
    buildBlock('thies', [{ type: 'text', message: 'Livraison à Thiès' }]),
    ...extra,
  ];
}
