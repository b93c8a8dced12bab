import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  malformed: 'Las condiciones están mal formadas',
  noCondition: 'Añade al menos una condición completa (atributo y valor)',
  tooMany: 'Demasiadas condiciones (20 como máximo)',
  unknownVariable: 'Variable desconocida: {name}',
  attributeRequired: 'El atributo es obligatorio',
  noUser: 'No se ha encontrado ningún usuario',
  noValue: 'No hay ningún valor disponible',
} satisfies Translation<typeof fr>;
