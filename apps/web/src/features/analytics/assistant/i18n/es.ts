import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'GRIOT IA',
  subtitle: 'Lo que tus clientes le preguntaron al asistente, y lo que no supo responderles.',
  loading: 'Cargando las preguntas hechas a GRIOT IA…',
  failedTitle: 'No se pudieron cargar las preguntas de GRIOT IA',
  failedText: 'Revisa tu conexión y vuelve a intentarlo.',
  retry: 'Reintentar',
  emptyTitle: 'GRIOT IA no recibió ninguna pregunta en este periodo.',
  emptyText:
    'Activa GRIOT IA en el bloque predeterminado de un chatbot: aquí aparecerán las preguntas de tus clientes fuera del flujo.',
  totals: {
    total: 'Preguntas recibidas',
    answered: 'Respondidas',
    lowConfidence: 'Respuestas dudosas',
    unanswered: 'Preguntas sin respuesta',
    escalated: 'Pasadas a un agente humano',
  },
  bar: {
    label: 'Reparto de las preguntas del periodo',
    segment: '{label}: {count} ({share} %)',
  },
  groups: {
    title: 'Preguntas por revisar',
    subtitle:
      'Las preguntas que GRIOT IA no supo responder, o respondió sin seguridad, agrupadas cuando se parecen.',
    empty: 'Ninguna pregunta sin respuesta en este periodo: GRIOT IA las respondió todas.',
    count: '{count, plural, one {# vez} other {# veces}}',
    unanswered: 'Sin respuesta',
    lowConfidence: 'Respuesta dudosa',
    lastAsked: 'Última vez el {day} a las {time}',
    chatbot: 'Chatbot: {name}',
    showExamples: '{count, plural, one {Ver # formulación más} other {Ver # formulaciones más}}',
    hideExamples: 'Ocultar las formulaciones',
    showMore: '{count, plural, one {Ver la otra pregunta} other {Ver las # otras preguntas}}',
    addToKnowledge: 'Añadir a la base de conocimiento',
    createBlock: 'Crear un bloque',
    copied:
      'Pregunta copiada: añádela con su respuesta a un archivo y luego impórtalo en la base de conocimiento.',
    copyFailed: 'No se pudo copiar la pregunta: añade su respuesta a un archivo de la base de conocimiento.',
    limited: 'Agrupadas entre las 2000 preguntas más recientes del periodo.',
  },
  files: {
    title: 'Respuestas por archivo',
    subtitle: 'Las preguntas que cada archivo de la base de conocimiento ayudó a responder.',
    file: 'Archivo',
    answered: 'Respuestas',
    share: 'Parte de las respuestas',
    shareValue: '{share} %',
    unused: 'Nunca usado',
    empty: 'Ningún archivo en la base de conocimiento para esta selección.',
  },
} satisfies Translation<typeof fr>;
