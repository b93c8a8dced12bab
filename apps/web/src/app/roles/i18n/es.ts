import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  noAccess: {
    title: 'Tu rol ({role}) no da acceso a esta página.',
    text: 'Si la necesitas para tu trabajo, pide a un administrador del espacio de trabajo que cambie tu rol.',
    home: 'Volver al inicio',
    chatbots: 'Ver los chatbots',
  },
  noWorkspace: {
    title: 'No estás trabajando en ningún espacio de trabajo.',
    text: 'Crea tu espacio de trabajo o pide una invitación a su administrador.',
  },
} as const satisfies Translation<typeof fr>;
