import type { FakeTemplate } from './whatsAppTemplates';

/**
 * What `npm run fake -- whatsapp` lists besides FAKE_TEMPLATES, so the demo shop's templates
 * (seed-demo's seedDemoTemplates) are Meta's in every status: a marketing one with an image
 * header and buttons, an authentication code, one waiting for review, one paused for its quality.
 */
export const DEMO_EXTRA_TEMPLATES: readonly FakeTemplate[] = [
  {
    id: '1005',
    name: 'nouvelle_collection',
    language: 'fr',
    status: 'APPROVED',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    quality_score: { score: 'GREEN' },
    components: [
      {
        type: 'HEADER',
        format: 'IMAGE',
        example: { header_handle: ['https://scontent.whatsapp.net/v/t61/demo-nouvelle-collection.jpg'] },
      },
      {
        type: 'BODY',
        text: 'Bonjour {{1}} ! La nouvelle collection de wax est arrivée à la boutique. Livraison gratuite à Dakar ce week-end.',
        example: { body_text: [['Awa']] },
      },
      { type: 'FOOTER', text: 'Répondez STOP pour ne plus recevoir nos offres' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Voir les modèles' },
          { type: 'URL', text: 'Commander', url: 'https://teranga.example.sn/collection' },
        ],
      },
    ],
  },
  {
    id: '1006',
    name: 'code_verification',
    language: 'fr',
    status: 'APPROVED',
    category: 'AUTHENTICATION',
    parameter_format: 'POSITIONAL',
    components: [
      {
        type: 'BODY',
        text: '*{{1}}* est votre code de vérification. Pour votre sécurité, ne le partagez pas.',
        add_security_recommendation: true,
      },
      { type: 'FOOTER', text: 'Ce code expire dans 10 minutes.', code_expiration_minutes: 10 },
      { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copier le code' }] },
    ],
  },
  {
    id: '1007',
    name: 'relance_panier',
    language: 'fr',
    status: 'PENDING',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    components: [
      {
        type: 'BODY',
        text: 'Bonjour {{1}}, votre panier vous attend : {{2}}. Finalisez votre commande avant minuit !',
        example: { body_text: [['Fatou', 'boubou brodé']] },
      },
    ],
  },
  {
    id: '1008',
    name: 'soldes_flash',
    language: 'fr',
    status: 'PAUSED',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    quality_score: { score: 'RED' },
    components: [
      {
        type: 'BODY',
        text: 'Soldes flash {{1}} : -50 % sur tout le magasin pendant 3 heures seulement !',
        example: { body_text: [['Awa']] },
      },
      { type: 'BUTTONS', buttons: [{ type: 'COPY_CODE', example: 'FLASH50' }] },
    ],
  },
];
