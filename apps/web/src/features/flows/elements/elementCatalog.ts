import type { ElementType } from '@griot/contract/flows/flowConstants';
import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';

/** What the toolbar shows for one element type: its French label and its hover description. */
export interface ElementInfo {
  label: string;
  description: string;
}

/** The 14 element types, in the toolbar's order. */
export const ELEMENT_INFO: Record<ElementType, ElementInfo> = {
  text: {
    label: 'Texte',
    description: 'Un message texte de 640 caractères au plus, avec variables {{...}}.',
  },
  text_button: {
    label: 'Boutons',
    description: 'Un message suivi de 3 boutons au plus ; chaque bouton mène à un bloc.',
  },
  list: {
    label: 'Liste',
    description:
      'Un menu déroulant WhatsApp : sections et lignes (10 lignes au plus), chaque ligne mène à un bloc.',
  },
  image: { label: 'Image', description: 'Une image PNG, JPG ou JPEG de 5 Mo au plus.' },
  document: { label: 'Document', description: 'Un document PDF de 15 Mo au plus.' },
  audio: { label: 'Audio', description: 'Un fichier audio MP3, WAV ou OGG de 10 Mo au plus.' },
  delay: { label: 'Délai', description: 'Une pause de 1 à 5 secondes avant l’élément suivant.' },
  request: {
    label: 'Requête',
    description: 'Un appel POST vers une URL externe avec les variables choisies.',
  },
  answer: {
    label: 'Réponse',
    description:
      'Attend la réponse de l’utilisateur, la vérifie selon son type et l’enregistre dans une variable.',
  },
  redirection: { label: 'Redirection', description: 'Envoie l’utilisateur vers un autre bloc.' },
  notification: {
    label: 'Notification',
    description: 'Envoie un message de notification à un numéro (par exemple un agent).',
  },
  variable_insert: {
    label: 'Variable',
    description: 'Donne une valeur à une variable du chatbot.',
  },
  location_request_message: {
    label: 'Localisation',
    description: 'Demande à l’utilisateur de partager sa position.',
  },
  button_link: {
    label: 'Carte lien',
    description: 'Une carte avec image, texte, pied de page et un bouton qui ouvre une URL.',
  },
};

/** Where a new element may point by default: a block other than the edited one, when there is one. */
export interface NewElementContext {
  defaultTarget: string;
}

/** A new element of a type, valid for the server's rules as it stands (each type's defaults). */
export function createElement(type: ElementType, context: NewElementContext): FlowElement {
  switch (type) {
    case 'text':
      return { type, message: '', preview_url: true };
    case 'text_button':
      return { type, message: '', buttons: [] };
    case 'list':
      return {
        type,
        interactive: {
          type: 'list',
          body: { text: '' },
          action: { button: 'Menu', sections: [{ title: 'Options', rows: [] }] },
        },
      };
    case 'image':
    case 'document':
    case 'audio':
      return { type, link: '' };
    case 'delay':
      return { type, timmer: String(FLOW_LIMITS.delayDefault) };
    case 'request':
      return { type, method: 'POST', url: 'https://api.example.com/webhook', datas: [] };
    case 'answer':
      return { type, options: { answer_type: 'text', variable: { id: '' }, default_reply: '' } };
    case 'redirection':
      return { type, redirection_block: context.defaultTarget };
    case 'notification':
      return {
        type,
        to: '+221770000000',
        notification: { type: 'text', message: '', preview_url: false },
      };
    case 'variable_insert':
      return { type, variable: '', defaultValue: '' };
    case 'location_request_message':
      return { type, message: 'Veuillez partager votre localisation' };
    case 'button_link':
      return {
        type,
        image_header: '',
        body_message: '',
        footer_message: '',
        action: { name: 'cta_url', parameters: { display_text: 'Ouvrir', url: 'https://example.com' } },
      };
  }
}
