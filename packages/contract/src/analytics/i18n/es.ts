import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  badDate: 'Fecha no válida: use el formato AAAA-MM-DD.',
  periodReversed: 'La fecha de inicio debe ser anterior a la fecha de fin (o el mismo día).',
  periodTooLong: 'El periodo no puede superar los 24 meses.',
  unknownTable: 'Esta tabla no existe: elija una de las tablas de la pantalla Estadísticas.',
  /** H-people: the columns of the 'agents' and 'broadcasts' CSV exports. */
  agentsCsv: {
    member: 'Miembro',
    unassigned: 'Sin asignar',
    conversations: 'Conversaciones atendidas',
    resolved: 'Resueltas',
    firstResponseMedian: 'Mediana del tiempo de primera respuesta (s)',
    firstResponseP90: 'Tiempo de primera respuesta, percentil 90 (s)',
    resolutionMedian: 'Mediana del tiempo de resolución (s)',
    resolutionP90: 'Tiempo de resolución, percentil 90 (s)',
  },
  broadcastsCsv: {
    broadcast: 'Difusión',
    chatbot: 'Chatbot',
    startedAt: 'Iniciada el',
    recipients: 'Destinatarios',
    sent: 'Enviados',
    delivered: 'Entregados',
    read: 'Leídos',
    failed: 'Fallidos',
    replies: 'Respuestas',
  },
  /** H-assistant: the columns of the 'questions' CSV export (GRIOT IA's end-user questions). */
  questionsCsv: {
    askedAt: 'Hecha el',
    chatbot: 'Chatbot',
    question: 'Pregunta',
    result: 'Resultado',
    outcome: 'Resultado de GRIOT IA',
    confidence: 'Confianza (0 a 1)',
    files: 'Archivos usados',
    answered: 'Respondida',
    lowConfidence: 'Respuesta dudosa',
    unanswered: 'Sin respuesta',
    escalated: 'Pasada a un agente humano',
  },
  /** H-rollup: the columns of the 'days', 'channels' and 'hours' CSV exports. */
  overviewCsv: {
    day: 'Día',
    hour: 'Hora',
    channel: 'Canal',
    inbound: 'Mensajes recibidos',
    outbound: 'Mensajes enviados',
    answeredByFlow: 'Respuestas del flujo',
    answeredByGriot: 'Respuestas de GRIOT IA',
    answeredByAgent: 'Respuestas de agentes',
    started: 'Conversaciones iniciadas',
    finished: 'Conversaciones terminadas',
    left: 'Abandonos',
    newEndUsers: 'Usuarios nuevos',
  },
  /** H-rollup: two CSV exports of the workspace are already being written. */
  exportBusy:
    'Ya hay dos exportaciones en curso en este espacio de trabajo: vuelve a intentarlo en un momento.',
  /** H-funnel: the 'funnel' table of the CSV export (a row per block and per element that waits for an answer). */
  funnelCsv: {
    chatbot: 'Chatbot',
    block: 'Bloque',
    element: 'Elemento',
    elementType: 'Tipo de elemento',
    reached: 'Alcanzados',
    left: 'Se fueron aquí',
    dropOff: 'Abandono (%)',
    topChoices: 'Opciones más elegidas',
  },
} satisfies Translation<typeof fr>;
