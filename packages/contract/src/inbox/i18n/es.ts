import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  statuses: {
    open: 'Abierta',
    pending: 'En espera',
    resolved: 'Resuelta',
    snoozed: 'Pospuesta',
  },
  views: {
    mine: 'Mías',
    unassigned: 'Sin asignar',
    all: 'Todas',
    resolved: 'Resueltas',
  },
  availability: {
    available: 'Disponible',
    away: 'Ausente',
  },
  conversationNotFound: 'Conversación no encontrada',
  cursorInvalid: 'Esta página de la bandeja de entrada ya no existe: recarga la lista.',
  assigneeNotMember: 'Esta persona no es miembro del espacio de trabajo.',
  assigned: 'Conversación asignada a {name}',
  unassigned: 'Conversación sin asignar',
  statusChanged: 'Conversación «{status}»',
  snoozeRequired: 'Elige cuándo debe volver la conversación.',
  snoozeInPast: 'Elige un momento en el futuro.',
  snoozeTooFar: 'Una conversación se puede posponer 90 días como máximo.',
  noteRequired: 'La nota está vacía.',
  noteTooLong: 'Una nota no puede superar los 5000 caracteres.',
  noteNotFound: 'Nota no encontrada',
  noteNotYours: 'Solo puedes eliminar tus propias notas.',
  labelNotFound: 'Etiqueta no encontrada',
  labelNameRequired: 'El nombre de la etiqueta es obligatorio.',
  labelNameTooLong: 'El nombre de una etiqueta no puede superar los 40 caracteres.',
  labelNameTaken: 'Ya existe una etiqueta con este nombre.',
  labelColorInvalid: 'Este color no está disponible.',
  tooManyLabels: 'Una conversación puede tener 20 etiquetas como máximo.',
  cannedNotFound: 'Respuesta rápida no encontrada',
  shortcutInvalid: 'El atajo solo puede contener letras, cifras, - y _ (32 caracteres como máximo).',
  shortcutTaken: 'Este atajo ya existe.',
  cannedTextRequired: 'El texto de la respuesta es obligatorio.',
  cannedTextTooLong: 'Una respuesta rápida no puede superar los 4096 caracteres.',
  replyEmpty: 'Escribe un mensaje o adjunta un archivo.',
  attachmentInvalid:
    'Este archivo no se puede enviar: adjunta una imagen (PNG, JPEG), un documento (PDF, Word, Excel, PowerPoint, texto) o un audio (MP3, OGG, M4A, AAC, AMR, WAV).',
  templateNotFound: 'Plantilla no encontrada',
  templateValuesMissing: 'Completa cada valor de la plantilla.',
  templateOnlyWhatsApp: 'Las plantillas solo se usan en WhatsApp.',
  capInvalid: 'El límite debe estar entre 1 y 100 conversaciones por agente.',
  timezoneInvalid: 'Zona horaria desconocida.',
  hoursInvalid: 'La hora de cierre debe ser posterior a la de apertura (HH:MM).',
  dayRepeated: 'Cada día solo puede aparecer una vez.',
  awayMessageRequired: 'Escribe el mensaje enviado fuera del horario de atención.',
  awayMessageTooLong: 'El mensaje automático no puede superar los 1000 caracteres.',
  settingsSaved: 'Configuración de la bandeja de entrada guardada',
  daysInvalid: 'Elige un periodo de 7, 30 o 90 días.',
  // Replies, files and templates (inboxReplies).
  attachmentNotFound: 'Este archivo ya no está disponible: adjúntalo de nuevo.',
  attachmentTooLarge:
    'Archivo demasiado grande ({size} MB): {kind, select, image {una imagen} audio {un audio} other {un documento}} puede tener {limit} MB como máximo.',
  templateSendFailed: 'WhatsApp no aceptó la plantilla: {detail}',
  templatesUnavailable:
    'No se puede acceder a las plantillas de WhatsApp en este momento: inténtalo de nuevo en un momento.',
  templateNeedsAccount:
    'Este chatbot no tiene una cuenta de WhatsApp Business configurada (token, número de teléfono e ID de WABA): añádelos en su configuración.',
  tooManyLiveStreams:
    'Demasiadas bandejas de entrada abiertas en directo para esta sesión ({max} como máximo): cierra una pestaña.',
  templateOptedOut: 'Este cliente se dio de baja (STOP): ya no se le envían plantillas de marketing.',
} satisfies Translation<typeof fr>;
