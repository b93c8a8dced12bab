import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  start: {
    label: '¿Cómo quieres empezar?',
    blank: 'Empezar desde cero',
    template: 'Empezar con una plantilla',
  },
  intro:
    'Chatbots completos, escritos para negocios reales: elige uno y adapta los textos, los precios y los números en el editor de flujos.',
  blocks: '{count, plural, one {# bloque} other {# bloques}}',
  use: 'Usar esta plantilla',
  useNamed: 'Usar la plantilla «{name}»',
  highlights: {
    condition: 'Condición',
    split: 'Prueba A/B',
    wait_until: 'Seguimiento',
    list: 'Lista',
    answer: 'Preguntas',
    notification: 'Notificación',
    request: 'Solicitud',
    location_request_message: 'Ubicación',
    griot_ia: 'GRIOT IA',
    agent: 'Agente humano',
  },
  loading: 'Cargando plantillas…',
  loadFailedTitle: 'No se pudieron cargar las plantillas',
  loadFailed: 'Revisa tu conexión y vuelve a intentarlo.',
  retry: 'Reintentar',
  emptyTitle: 'No hay plantillas disponibles',
  empty: 'Empieza desde cero: podrás importar un chatbot más tarde.',
  modal: {
    title: 'Crear con la plantilla «{name}»',
    name: 'Nombre del chatbot',
    channel: 'Canal',
    channelHelp: 'Podrás conectar el número o la página en la configuración del chatbot.',
    cancel: 'Cancelar',
    submit: 'Crear el chatbot',
    nameRequired: 'El nombre del chatbot es obligatorio',
  },
  created: 'Chatbot «{name}» creado: abriendo el editor de flujos.',
  createFailed: 'No se pudo crear el chatbot. Vuelve a intentarlo.',
  unreachable: 'El servidor no responde. Revisa tu conexión y vuelve a intentarlo.',
} satisfies Translation<typeof fr>;
