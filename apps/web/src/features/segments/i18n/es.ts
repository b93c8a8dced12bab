import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Condiciones',
  intro: 'Elige a quién enviar: tus usuarios que cumplen estas condiciones.',
  attribute: 'Atributo',
  attributePlaceholder: 'ej. city',
  comparison: 'Comparación',
  value: 'Valor',
  valuePlaceholder: 'Escribe o elige',
  chooseAttributeFirst: 'Elige primero un atributo',
  noValue: 'No hay valores disponibles',
  remove: 'Eliminar la condición',
  operator: 'Operador',
  and: 'Y',
  or: 'O',
  add: 'Añadir una condición',
  search: 'Buscar',
  unreachable: 'No se puede conectar con el servidor. Inténtalo de nuevo.',
  matched: '{count, plural, one {{countText} usuario coincidente} other {{countText} usuarios coincidentes}}',
  summary: {
    two: '{first} Y {second}',
    more: '{first} Y {second} + {others, plural, one {# más} other {# más}}',
  },
} satisfies Translation<typeof fr>;
