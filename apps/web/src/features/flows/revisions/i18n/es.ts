import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Historial de versiones',
  empty: 'Ninguna versión guardada',
  version: 'Versión',
  savedAt: 'Guardada el',
  elements: 'Elementos',
  number: 'n.º {revision}',
  preview: 'Vista previa',
  restore: 'Restaurar',
  restored: 'Versión restaurada',
  previewTitle: 'Versión n.º {revision}',
  emptyFlow: 'Flujo vacío',
  element: '{label}: {summary}',
  confirm: {
    title: '¿Restaurar la versión n.º {revision}?',
    submit: 'Restaurar esta versión',
    identical: 'Esta versión es idéntica al flujo actual: restaurarla no cambiará nada.',
    replaced: 'El flujo «{name}» se reemplazará: pasará de {before} a {after}.',
    elementCount: '{count, plural, one {# elemento} other {# elementos}}',
    reorderedOnly: 'Solo cambia el orden de los elementos.',
    removed: 'Quitados del flujo actual',
    added: 'Recuperados de esta versión',
    linksRemoved: 'Ya no llevará a: {names}',
    linksAdded: 'Volverá a llevar a: {names}',
    quoted: '«{name}»',
    kept: 'El flujo actual se queda en el historial: podrás volver a él.',
    more: 'y {count} más',
    message: '{label}: «{message}»',
  },
} satisfies Translation<typeof fr>;
