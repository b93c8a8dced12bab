import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Embudo del flujo',
  subtitle: 'El recorrido principal desde el bloque de bienvenida y dónde se detienen las conversaciones.',
  openEditor: 'Ver en el editor',
  loading: 'Cargando el embudo…',
  failedTitle: 'No se pudo cargar el embudo',
  failedText: 'Revisa tu conexión y vuelve a intentarlo.',
  retry: 'Reintentar',
  emptyTitle: 'No hay conversaciones en este periodo',
  emptyText: 'En cuanto tus clientes escriban a este chatbot, verás aquí hasta dónde llegan en el flujo.',
  conversations:
    '{count, plural, =0 {Ninguna conversación iniciada} one {# conversación iniciada} other {# conversaciones iniciadas}}',
  path: {
    title: 'Recorrido principal',
    label: 'Embudo del recorrido principal',
    step: '{name}: {reached} alcanzados, {share} % del inicio',
    share: '{share} % del inicio',
    drop: '−{count} ({rate} %)',
    dropLabel: '{count} conversaciones perdidas antes de este paso ({rate} %)',
    single: 'El bloque de bienvenida no lleva a ningún bloque alcanzado en este periodo.',
  },
  table: {
    title: 'Todos los bloques',
    block: 'Bloque',
    reached: 'Alcanzados',
    left: 'Se fueron aquí',
    dropOff: 'Abandono',
    sortBy: 'Ordenar por {column}',
    notReached: 'Nunca alcanzado',
    silent: 'Bloque de decisión',
    silentHint:
      'Este bloque no envía nada (condiciones, prueba A/B, redirecciones): sus conversaciones se cuentan en los bloques a los que lleva.',
    none: '—',
  },
  choices: {
    title: 'Opciones más elegidas',
    empty: 'Ningún botón ni fila de lista elegidos en este periodo.',
    element: '{block} · {label}',
    bar: '{label}: {count}',
    count: '{count, plural, one {# vez} other {# veces}}',
  },
  rate: '{rate} %',
} satisfies Translation<typeof fr>;
