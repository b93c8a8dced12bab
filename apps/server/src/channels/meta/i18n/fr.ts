/**
 * Why Meta refused a send, in French (the source), by Graph error code: what an agent can
 * understand and act on (Graph codes: developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 * Read when shown (a failed message, a campaign's report or pause), in the language of the screen.
 */
export default {
  graphReasons: {
    10: 'Permission refusée par Meta pour ce numéro ou cette page.',
    100: 'Meta a refusé un paramètre du message.',
    190: "Jeton d'accès expiré ou invalide : mettez-le à jour dans les paramètres du chatbot.",
    200: 'Permission refusée par Meta pour ce numéro ou cette page.',
    368: 'Compte temporairement bloqué par Meta pour non-respect de ses règles.',
    551: "Cette personne n'est pas joignable sur Messenger pour le moment.",
    130429: 'Limite de débit de WhatsApp atteinte.',
    131000: 'Erreur inconnue chez Meta.',
    131005: 'Accès refusé par Meta.',
    131008: 'Un paramètre obligatoire manque au message.',
    131009: 'Une valeur du message est invalide.',
    131016: 'Service WhatsApp momentanément indisponible.',
    131021: "Le destinataire est le numéro de l'entreprise lui-même.",
    131026: "Message non distribuable : ce numéro n'utilise pas WhatsApp ou ne peut pas recevoir ce message.",
    131031: 'Compte WhatsApp Business verrouillé par Meta.',
    131042: 'Problème de paiement sur le compte WhatsApp Business : vérifiez le moyen de paiement chez Meta.',
    131045: "Numéro de l'entreprise mal enregistré chez Meta (certificat) : enregistrez-le de nouveau.",
    131047:
      'Plus de 24 heures depuis le dernier message du client : seul un modèle approuvé peut lui écrire.',
    131048: "Limite d'envoi atteinte : la qualité du numéro est jugée trop basse par Meta.",
    131049: "Meta a retenu ce message pour préserver l'intérêt des destinataires ; réessayez plus tard.",
    131050: 'Ce client a choisi de ne plus recevoir de messages marketing.',
    131051: 'Type de message non pris en charge par WhatsApp.',
    131052: "Le média de l'utilisateur n'a pas pu être téléchargé.",
    131053: "Le média n'a pas pu être envoyé (format ou taille refusés).",
    131056: 'Trop de messages envoyés à ce client en peu de temps : réessayez plus tard.',
    131057: 'Compte WhatsApp Business en maintenance chez Meta.',
    132000: 'Le nombre de variables ne correspond pas à celui du modèle approuvé.',
    132001: "Ce modèle n'existe pas ou n'est pas approuvé dans cette langue.",
    132005: 'Le texte du modèle, une fois les variables remplies, est trop long.',
    132007: 'Le contenu du modèle enfreint les règles de Meta.',
    132012: "Le format d'une variable ne correspond pas à celui du modèle approuvé.",
    132015: 'Modèle mis en pause par Meta pour sa faible qualité.',
    132016: 'Modèle désactivé par Meta pour sa faible qualité.',
    133010: 'Numéro non enregistré sur la plateforme WhatsApp Business.',
    2018278: 'Hors de la fenêtre de 24 heures de Messenger.',
  },
  /** A reason followed by Meta's code, as agents and support read it. */
  withCode: '{reason} (code {code})',
} as const;
