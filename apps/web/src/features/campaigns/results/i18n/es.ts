import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  report: {
    button: 'Descargar el informe (CSV)',
    failed: 'No se pudo descargar el informe. Inténtalo de nuevo.',
  },
  responders: {
    open: 'Crear un segmento',
    title: 'Crear un segmento a partir de esta campaña',
    intro:
      'Los destinatarios elegidos reciben una etiqueta: podrás enviarles una nueva campaña con una sola condición.',
    who: '¿Quién?',
    replied: 'Respondieron (24 h)',
    clicked: 'Hicieron clic en un botón',
    read: 'Lo leyeron',
    create: 'Crear el segmento',
    cancel: 'Cancelar',
    close: 'Cerrar',
    created: '{count, plural, one {# destinatario tiene} other {# destinatarios tienen}} ahora la etiqueta:',
    compose: 'Crear una campaña para este segmento',
    failed: 'No se pudo crear el segmento. Inténtalo de nuevo.',
  },
  pause: {
    title: 'Campaña pausada automáticamente',
    whatToDo: '¿Qué hacer?',
  },
} satisfies Translation<typeof fr>;
