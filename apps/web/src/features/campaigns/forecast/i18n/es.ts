import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Previsión',
  empty:
    'Elige un chatbot, un segmento y una plantilla: el alcance, el costo y la duración aparecen aquí antes del envío.',
  loading: 'Calculando la previsión…',
  refreshing: 'Actualizando…',
  errorTitle: 'Previsión no disponible',
  errorFallback: 'No se pudo calcular la previsión.',
  unreachable: 'El servidor no responde. Revisa tu conexión.',
  retry: 'Reintentar',
  estimateBadge: 'Estimación',
  estimateNote:
    'Estimación sobre una muestra aleatoria ({sampled} personas del segmento): el alcance es correcto con un margen de {margin}, 19 de cada 20 veces; los grupos pequeños varían más. El envío cuenta a cada destinatario.',
  exactButton: 'Calcular las cifras exactas',
  reach: 'Alcance',
  reachOf: '{count, plural, one {destinatario} other {destinatarios}} de {segment} en el segmento',
  chartLabel:
    'Del segmento al alcance: {segment} en el segmento, {excluded} excluidos, {reach} destinatarios',
  chartSegment: 'Segmento',
  chartReach: 'Alcance',
  chartKept: 'Destinatarios',
  chartRemoved: 'Excluidos',
  exclusionsTitle: 'Quién no recibirá el mensaje',
  noExclusion: 'Nadie queda excluido.',
  exclusions: {
    optedOut: 'Bajas',
    invalidNumber: 'Números no válidos',
    notOnWhatsApp: 'Fuera de WhatsApp',
    outsideWindow: 'Fuera de la ventana de 24 horas',
    noMarketingOptIn: 'Sin consentimiento de marketing',
    frequencyCap: 'Límite de frecuencia',
  },
  why: {
    optedOut: 'Enviaron STOP o rechazaron el marketing: ya no se les escribe.',
    invalidNumber: 'Meta indicó que estos números no son válidos (131026).',
    notOnWhatsApp: 'Llegaron por la web, Telegram o Messenger: una campaña de WhatsApp no les llega.',
    outsideWindow: 'Una plantilla local solo se envía a clientes que escribieron hace menos de 24 horas.',
    noMarketingOptIn:
      'Contactos importados sin consentimiento: Meta no permite enviarles una plantilla de marketing.',
    frequencyCap: 'Ya contactados por otra campaña en las últimas {hours} horas.',
  },
  metaCapped:
    '{count, plural, one {# destinatario probablemente limitado por Meta} other {# destinatarios probablemente limitados por Meta}}',
  metaCappedWhy: 'Meta limitó sus mensajes de marketing esta semana (131049): se reintentarán más tarde.',
  window: 'Dentro de la ventana de 24 horas',
  windowTemplate: 'Una plantilla local les llegaría gratis.',
  windowLocal: 'Mensajes libres: gratis para ellos.',
  cost: 'Costo estimado',
  costFree: 'Gratis: mensajes libres dentro de la ventana de 24 horas.',
  costTable:
    'Tarifas de Meta del {date}, categoría {category}. Como máximo: Meta solo cobra los mensajes entregados.',
  costNoTable: 'No hay tarifas registradas: costo desconocido.',
  utilityWindowFree:
    'Una plantilla de utilidad es gratis para los clientes dentro de la ventana de 24 horas.',
  categories: {
    MARKETING: 'Marketing',
    UTILITY: 'Utilidad',
    AUTHENTICATION: 'Autenticación',
  },
  byCountry: 'Por país',
  country: 'País',
  sends: 'Envíos',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  otherCountries: 'Otros países',
  duration: 'Duración del envío',
  rate: 'al ritmo del número: {rate} mensajes por segundo',
  durationUnits: {
    hours: '{hours} h {minutes} min',
    minutes: '{minutes} min {seconds} s',
    seconds: '{seconds} s',
  },
  limit: 'Límite de mensajes restante hoy',
  limitLeft: '{left} de {limit}',
  unlimited: 'Ilimitado',
  limitNeeded:
    '{needed, plural, =0 {Esta campaña no abre ninguna conversación fuera de la ventana.} one {Esta campaña usa #.} other {Esta campaña usa #.}}',
  limitExceeded:
    'Por encima del límite: Meta rechazará los {over} envíos de más hoy. Reduce el segmento o prográmalo en varias partes.',
  limitUnknown: 'Límite desconocido: este número no es una cuenta de WhatsApp del espacio de trabajo.',
} satisfies Translation<typeof fr>;
