import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  actions: {
    cancel: 'Cancelar',
    save: 'Guardar',
    delete: 'Eliminar',
    edit: 'Editar',
    close: 'Cerrar',
    back: 'Volver',
    next: 'Siguiente',
    retry: 'Reintentar',
    confirm: 'Confirmar',
  },
  states: {
    loading: 'Cargando…',
    checkConnection: 'Revisa tu conexión e inténtalo de nuevo.',
  },
} satisfies Translation<typeof fr>;
