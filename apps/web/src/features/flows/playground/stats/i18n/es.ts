import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  toggle: 'Estadísticas',
  toggleHint: 'Mostrar en cada bloque cuántas conversaciones lo alcanzaron y cuántas abandonaron ahí',
  period: 'Periodo de las estadísticas',
  days: '{count} días',
  loading: 'Cargando las estadísticas…',
  failed: 'No se pudieron cargar las estadísticas.',
  retry: 'Reintentar',
  summary:
    '{count, plural, =0 {Ninguna conversación iniciada} one {# conversación iniciada} other {# conversaciones iniciadas}} en los últimos {days} días',
  legend: 'Alcanzados · se fueron aquí (abandono)',
  badge: '{reached} · {left} ({rate} %)',
  badgeNone: '0 alcanzados',
  badgeLabel: '{reached} alcanzados, {left} se fueron aquí, abandono {rate} %',
  badgeLabelNone: 'Ninguna conversación alcanzó este bloque',
  badgeSilent: 'Decisión',
  badgeLabelSilent:
    'Bloque de decisión: no envía nada, sus conversaciones se cuentan en los bloques a los que lleva',
  element: {
    title: 'Estadísticas de este elemento',
    figures: '{reached} alcanzados · {left} se fueron aquí ({rate} %)',
    none: 'Nadie alcanzó este elemento en el periodo.',
    choices: 'Opciones más elegidas',
    choice: '{label}: {count}',
  },
} satisfies Translation<typeof fr>;
