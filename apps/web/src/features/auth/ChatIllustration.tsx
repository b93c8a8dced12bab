/** A small drawn conversation for the marketing panel; the variant changes the exchange shown. */
export function ChatIllustration({ variant }: { variant: number }) {
  const exchanges = [
    ['Bonjour, le modèle rouge est dispo ?', 'Oui ! Taille 42 en stock. Je vous le réserve ?'],
    ['Vous livrez à Abidjan ce soir ?', 'Oui, livraison avant 21 h. Voulez-vous commander ?'],
    ['Je veux ouvrir ma boutique', 'Votre chatbot est prêt, partagez votre lien !'],
  ];
  const [question, answer] = exchanges[variant % exchanges.length] ?? ['', ''];
  return (
    <svg
      width="320"
      height="190"
      viewBox="0 0 320 190"
      role="img"
      aria-label="Conversation entre un client et un chatbot"
    >
      <rect x="8" y="8" width="344" height="174" rx="22" fill="rgba(255,255,255,0.08)" />
      <rect x="24" y="28" width="250" height="46" rx="14" fill="#ffffff" />
      <text x="38" y="56" fontSize="11.5" fill="#1f2937">
        {question}
      </text>
      <rect x="86" y="96" width="250" height="46" rx="14" fill="#ffae38" />
      <text x="100" y="124" fontSize="11.5" fill="#1f2937">
        {answer}
      </text>
      <circle cx="324" cy="162" r="10" fill="#7bd3c3" />
      <circle cx="302" cy="162" r="6" fill="#a9e3d8" />
    </svg>
  );
}
