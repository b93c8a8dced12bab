/** The in-app shop pages and the 'Boutique en ligne' action in French, the source. */
export default {
  sections: {
    transactions: {
      title: 'Transactions',
      description:
        "L'historique des encaissements de vos clients : montants, moyens de paiement et statut de chaque paiement.",
    },
    orders: {
      title: 'Commandes',
      description:
        'Les commandes passées dans votre boutique et par vos chatbots, avec leur préparation et leur livraison.',
    },
    payouts: {
      title: 'Paiements',
      description:
        'Les reversements de vos ventes vers votre compte : montants, calendrier et état de chaque virement.',
    },
  },
  page: {
    intro:
      "Vos transactions, commandes, paiements et produits sont gérés dans votre boutique en ligne connectée : le tableau de bord e-commerce de Griot. Elle s'ouvre dans un nouvel onglet, déjà connectée à votre compte.",
    open: 'Ouvrir la boutique en ligne',
    here: 'Vous êtes ici',
  },
  shop: 'Boutique en ligne',
  opening: 'Ouverture de la boutique en ligne…',
} as const;
