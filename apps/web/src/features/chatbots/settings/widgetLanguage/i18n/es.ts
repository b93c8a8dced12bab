import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  label: 'Idioma del widget',
  description:
    'El idioma de los textos propios del widget (campo de mensaje, botones, errores). Los mensajes de tus flujos se quedan tal como los escribiste.',
  auto: 'Automático (idioma del navegador del visitante o, si no, francés)',
  saved: 'Idioma del widget guardado',
  saveFailed: 'No se pudo guardar el idioma del widget',
} satisfies Translation<typeof fr>;
