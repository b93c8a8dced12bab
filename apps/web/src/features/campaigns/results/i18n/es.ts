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
    advice: {
      quality:
        'Revisa la calidad del número en el WhatsApp Manager de Meta, envía con menos frecuencia y dirígete a clientes que dieron su consentimiento; luego reanuda la campaña.',
      template: 'Edita la plantilla o elige otra aprobada y de buena calidad; luego reanuda la campaña.',
      account:
        'Revisa las notificaciones de tu cuenta en el Business Manager de Meta; reanuda la campaña cuando se levante la restricción.',
      failures:
        'Revisa el informe: números no válidos, una plantilla rechazada o una lista de contactos antigua. Corrige la causa y reanuda la campaña.',
      other: 'Corrige el problema indicado y haz clic en «Reanudar»: la campaña continúa donde se detuvo.',
    },
  },
} satisfies Translation<typeof fr>;
