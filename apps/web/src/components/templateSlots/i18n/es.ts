import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  label: "{component, select, header {Encabezado} body {Mensaje} other {Botón}} '{{'{key}'}}'",
  source: 'Origen de {slot}',
  constant: 'Texto',
  variable: 'Variable',
  value: 'Valor de {slot}',
  valuePlaceholder: 'Texto enviado a todos',
  variableOf: 'Variable de {slot}',
  variablePlaceholder: 'Variable del usuario',
  fallback: 'Valor por defecto de {slot}',
  fallbackPlaceholder: 'Si la variable está vacía',
} satisfies Translation<typeof fr>;
