/**
 * The starter templates' names and descriptions as the creation screen offers them ('Partir d'un
 * modèle'). The templates' content (blocks, messages) is French, as a business writes it.
 */
export default {
  boutique: {
    name: 'Boutique',
    description:
      'Catalogue, commande et livraison : la quantité et l’adresse demandées, livraison à Dakar ou retrait et expédition ailleurs, la boutique prévenue et une relance le lendemain à 10 h si la commande n’est pas confirmée.',
  },
  faqGriotIa: {
    name: 'FAQ avec GRIOT IA',
    description:
      'Un menu des questions fréquentes, et GRIOT IA qui répond au reste à partir de votre base de connaissances. Remplissez la base de connaissances (programmes, tarifs, horaires) avant de le mettre en ligne.',
  },
  priseDeRendezVous: {
    name: 'Prise de rendez-vous',
    description:
      'Choix de la prestation, du jour et de l’heure, confirmation en deux formulations testées (Test A/B) et rappel le lendemain matin.',
  },
  serviceClient: {
    name: 'Service client avec passage à un agent',
    description:
      'Menu, suivi de commande par questions et conditions, garantie, et un conseiller qui prend la main dans la boîte de réception quand il le faut.',
  },
} as const;
