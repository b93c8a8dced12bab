import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  label: 'Idioma del chatbot',
  description:
    'El idioma de los textos propios del chatbot con tus usuarios: el widget (campo de mensaje, botones, errores), la respuesta a un dato no válido, los botones por defecto y el paso a un asesor. Los mensajes de tus flujos se quedan tal como los escribiste.',
  auto: 'Automático (el idioma del usuario cuando su canal lo indica o, si no, francés)',
  saved: 'Idioma del chatbot guardado',
  saveFailed: 'No se pudo guardar el idioma del chatbot',
} satisfies Translation<typeof fr>;
