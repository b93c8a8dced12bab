import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  panel: {
    campaignsLink: 'Programar o hacer una prueba A/B → Campañas',
    title: 'Usuarios que coinciden',
    searchFirst: 'Haz una búsqueda en «Condiciones» para ver a qué usuarios puedes enviar una difusión.',
    matched: '{count, plural, one {{formatted} usuario} other {{formatted} usuarios}}: {summary}',
    matchedWithIgnored:
      '{count, plural, one {{formatted} usuario} other {{formatted} usuarios}}: {summary} ({ignoredCount, plural, one {{ignored} dado de baja o sin número, omitido} other {{ignored} dados de baja o sin número, omitidos}})',
    listLabel: 'Lista de usuarios que coinciden',
    noName: 'Sin nombre',
    more: '… y {count} más',
    send: 'Enviar a {count, plural, one {{formatted} usuario} other {{formatted} usuarios}}',
  },
  slot: {
    name: "{component, select, header {'{{'{key}'}}' del encabezado} button {'{{'{key}'}}' del botón {button}} other {'{{'{key}'}}'}}",
  },
  missing: {
    withFallback:
      '{count, plural, one {{formatted} destinatario no tiene valor} other {{formatted} destinatarios no tienen valor}} para {slot}: se enviará «{fallback}».',
    noFallbackYet: 'Indica un valor por defecto para {slot}: se enviará a quien no tenga valor.',
    noFallback:
      '{count, plural, one {{formatted} destinatario no tiene valor} other {{formatted} destinatarios no tienen valor}} para {slot} y no hay ningún valor por defecto: indica uno para poder enviar.',
  },
  picker: {
    label: 'Plantilla de mensaje',
    loading: 'Cargando las plantillas...',
    placeholder: 'Elige una plantilla',
  },
  campaign: {
    loading: 'Cargando la difusión...',
    status: { running: 'En curso', paused: 'En pausa', cancelled: 'Cancelada', finished: 'Terminada' },
    progressLabel: 'Progreso de la difusión',
    pause: 'Pausar',
    resume: 'Reanudar',
    cancel: 'Cancelar la difusión',
    summary:
      'Mensaje enviado a {count, plural, one {{succeeded} usuario} other {{succeeded} usuarios}} de {total} (tasa de éxito: {rate} %) · entregados: {delivered} · leídos: {read}',
    succeeded: 'Éxito {count}',
    failed: 'Fallido {count}',
    errors: 'Error {count}',
    notProcessed: 'Sin procesar {count}',
    showReport: 'Ver el informe',
    hideReport: 'Ocultar el informe',
    nextPage: 'Página siguiente del informe',
    previousPage: 'Página anterior del informe',
    page: 'Página {page} del informe',
  },
  report: {
    label: 'Informe de difusión',
    phone: 'Número de teléfono',
    status: 'Estado',
    messageId: 'ID del mensaje',
    details: 'Detalles',
    date: 'Fecha',
    statuses: { success: 'Éxito', failure: 'Fallido', error: 'Error', pending: 'Sin procesar' },
    read: 'Leído',
    delivered: 'Entregado',
    reply: 'Respuesta',
    openConversation: 'Ver la conversación',
    openConversationOf: 'Ver la conversación de {who} (respondió el {date})',
  },
  recent: {
    title: 'Difusiones recientes',
    status: { running: 'en curso', paused: 'en pausa', cancelled: 'cancelada', finished: 'terminada' },
  },
  local: {
    modalTitle: 'Plantillas locales',
    intro:
      'Tus propios mensajes, enviados como texto de WhatsApp a los clientes que te escribieron en las últimas 24 h.',
    loading: 'Cargando las plantillas locales...',
    loadFailed: 'No se pudieron cargar las plantillas locales. Inténtalo más tarde.',
    create: 'Nueva plantilla',
    editModel: 'Modificar {title}',
    removeModel: 'Eliminar {title}',
    editTitle: 'Modificar la plantilla local',
    createTitle: 'Nueva plantilla local',
    confirmRemove: '¿Eliminar la plantilla «{title}»? Las difusiones ya iniciadas no cambian.',
    confirm: 'Sí, eliminar',
    title: 'Título',
    titlePlaceholder: 'recordatorio_carrito',
    langage: 'Idioma',
    languages: {
      fr: 'Francés',
      en: 'Inglés',
      wo: 'Wólof',
      ar: 'Árabe',
      pt: 'Portugués',
      es: 'Español',
    },
    languageOption: '{language} ({code})',
    content: 'Contenido',
    contentPlaceholder: "Hola '{{'1'}}', ¡tu carrito te está esperando!",
    preview: 'Vista previa',
    previewEmpty: 'El mensaje aparecerá aquí.',
    variables:
      '{count, plural, =0 {Ninguna variable} one {# variable que rellenar al enviar} other {# variables que rellenar al enviar}}',
    characters: '{count}/{max} caracteres',
    failed: 'No se pudo guardar la plantilla. Inténtalo más tarde.',
    removeFailed: 'No se pudo eliminar la plantilla. Inténtalo más tarde.',
  },
} satisfies Translation<typeof fr>;
