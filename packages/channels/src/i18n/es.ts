import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  listButton: 'Ver opciones',
  shareLocation: 'Enviar mi ubicación',
} satisfies Translation<typeof fr>;
