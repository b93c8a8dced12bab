import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  unknownError: 'Error desconocido',
  messageStatus: 'Estado del mensaje: {status}',
  messageStatusMissing: 'Estado del mensaje: no encontrado',
  sendFailed: 'Error en el envío: {detail}',
  missingPhone: 'Falta el número de teléfono o el ID del chatbot',
  noUser: 'No se ha encontrado ningún usuario',
  noModel: 'No hay ninguna plantilla de difusión disponible',
  noReport: 'No hay respuestas que mostrar',
  notWhatsApp: 'Las difusiones solo son posibles para un chatbot de WhatsApp',
  notConfigured:
    'El chatbot no tiene ningún número de WhatsApp configurado (identificador del número y token de acceso)',
  noWaba:
    'Indica el identificador de la cuenta de WhatsApp Business (WABA) del chatbot para ver sus plantillas',
  modelUnknown: 'Esta plantilla no existe, no está aprobada o no pertenece a este chatbot',
  parameterCount:
    'Esta plantilla espera {expected, plural, one {# parámetro} other {# parámetros}} y se han indicado {given}',
  parameter: {
    header: "La variable '{{'{name}'}}' del encabezado",
    button: "La variable '{{'{name}'}}' del botón {button}",
    body: "La variable '{{'{name}'}}' del mensaje",
    other: "La variable '{{'{key}'}}'",
  },
  parameterMissing: '{parameter} no tiene valor',
  parameterLayout:
    '{parameter} no puede contener saltos de línea, tabulaciones ni más de 4 espacios seguidos (WhatsApp lo rechaza)',
  templatesUnavailable: 'No se pueden leer las plantillas de WhatsApp en este momento. Inténtalo más tarde.',
  endUserUnknown: 'Usuario no encontrado',
  campaignUnknown: 'Difusión no encontrada',
  campaignFinished: 'Esta difusión ya ha terminado',
  noRecipient: 'No hay usuarios a los que enviar: las condiciones excluyen a todos tus usuarios',
  autoPaused: 'Difusión pausada automáticamente',
  autoPausedHint:
    'Los usuarios restantes no han recibido nada. Corrige el problema y haz clic en «Reanudar»: la difusión continuará donde se detuvo.',
  sendFailure: 'Error en el envío (código {code}).',
  sent: 'Mensaje enviado',
  endUserOptedOut: 'Este usuario se ha dado de baja (STOP)',
  skipReasons: {
    optedOut: 'Dado de baja (STOP)',
    invalidNumber: 'Número de WhatsApp no válido',
    notOnWhatsApp: 'No está en WhatsApp',
  },
  failedByMeta: 'Fallo notificado por Meta',
  refusedByMeta: 'Rechazado por Meta.',
  heldByMetaRetry: 'Limitado por Meta: se volverá a intentar más tarde',
  heldByMeta: 'Limitado por Meta',
  invalidNumberDetail: 'Número de WhatsApp no válido: {detail}',
  local: {
    titleRequired: 'El título es obligatorio',
    titleTooLong: 'El título no puede superar los 60 caracteres',
    titleFormat: 'El título solo puede contener letras, dígitos, espacios, guiones (-) y guiones bajos (_)',
    contentRequired: 'El contenido es obligatorio',
    contentTooLong: 'El contenido no puede superar los 1024 caracteres',
    placeholders: "Las variables deben numerarse '{{'1'}}', '{{'2'}}'… sin saltos",
    tooManyPlaceholders: 'Una plantilla local tiene 30 variables como máximo',
    langage: 'Elige el idioma de la plantilla: francés, inglés, wolof, árabe, portugués o español',
    duplicate: 'Ya hay una plantilla local con este título en este idioma',
    unknown: 'Plantilla local no encontrada',
    created: 'Plantilla local creada',
    updated: 'Plantilla local modificada',
    deleted: 'Plantilla local eliminada',
    outsideWindow: 'Fuera de la ventana de 24 h: usa una plantilla de WhatsApp aprobada',
    notice:
      'Una plantilla local se envía como mensaje de texto: solo la recibirán los clientes que hayan escrito en las últimas 24 h.',
    hint: "Usa '{{'1'}}', '{{'2'}}'… para insertar valores propios de cada destinatario.",
    empty: 'No hay plantillas locales para este chatbot.',
    templatesGroup: 'Plantillas de WhatsApp aprobadas',
    localGroup: 'Plantillas locales',
    manage: 'Gestionar plantillas locales',
  },
} satisfies Translation<typeof fr>;
