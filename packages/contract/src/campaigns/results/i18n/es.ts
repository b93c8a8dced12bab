import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  pause: {
    flagged:
      'La calidad de tu número de WhatsApp bajó a rojo (marcado por Meta): la campaña se pausó para proteger el número.',
    downgrade:
      'Meta redujo el límite de mensajes de tu número ({tier}): la campaña se pausó para proteger el número.',
    qualityRed:
      'La calidad de tu número de WhatsApp bajó a rojo: la campaña se pausó para proteger el número.',
    templateQuality: 'La calidad de la plantilla «{template}» bajó (o Meta la pausó): la campaña se pausó.',
    accountRestricted:
      'Meta restringió tu cuenta de WhatsApp Business: la campaña queda en pausa hasta que se levante la restricción.',
    failureRate:
      '{failed} de los últimos {attempts} envíos fallaron: la campaña se pausó para evitar que el número sea marcado.',
  },
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
  capped: 'Limitado por Meta (límite de mensajes de marketing por cliente): no enviado tras varios intentos',
  cappedRetry: 'Limitado por Meta: nuevo intento en 24 horas',
  report: {
    fileName: 'informe-campana-{name}-{day}.csv',
    columns: {
      name: 'Nombre',
      phone: 'Número de teléfono',
      status: 'Estado',
      variant: 'Variante',
      sentAt: 'Enviado el',
      deliveredAt: 'Entregado el',
      readAt: 'Leído el',
      replied: 'Respondió (24 h)',
      repliedAt: 'Respondido el',
      error: 'Error',
      conversation: 'Conversación',
    },
    yes: 'Sí',
    no: 'No',
    statuses: {
      pending: 'Pendiente',
      sending: 'Enviando',
      accepted: 'Enviado',
      sent: 'Enviado',
      delivered: 'Entregado',
      read: 'Leído',
      failed: 'Fallido',
      error: 'Error',
      skipped: 'Omitido',
      cancelled: 'Cancelado',
      capped: 'Limitado por Meta',
    },
    busy: 'Ya se está descargando un informe de este espacio de trabajo. Inténtalo de nuevo en un momento.',
  },
  responders: {
    tag: {
      replied: 'Respondió · {name} · {day}',
      clicked: 'Hizo clic · {name} · {day}',
      read: 'Leyó · {name} · {day}',
    },
    none: 'Nadie en esta campaña coincide todavía: no se creó ninguna etiqueta.',
    who: 'Elige quién: quienes respondieron, hicieron clic en un botón o leyeron el mensaje.',
  },
} satisfies Translation<typeof fr>;
