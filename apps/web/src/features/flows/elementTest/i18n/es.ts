import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  dashboard: 'Panel',
  title: 'Prueba de elementos de flujo',
  intro:
    'Carga un bloque, modifica sus elementos aquí y compruébalos con las reglas del servidor. No se guarda nada.',
  debug: 'Depuración',
  log: 'Registro ({count})',
  chatbot: 'Chatbot',
  loadingChatbots: 'Cargando chatbots...',
  chooseChatbot: 'Elige un chatbot',
  block: 'Bloque',
  loadingBlocks: 'Cargando bloques...',
  chooseBlock: 'Elige un bloque',
  mainBlocks: 'Flujos principales',
  standardBlocks: 'Flujos estándar',
  load: 'Cargar',
  reset: 'Restablecer',
  loadingVariables: 'Cargando variables...',
  variables:
    '{count, plural, one {# variable disponible} other {# variables disponibles}} (globales y declaradas).',
  loadFailed: 'Error al cargar los datos',
  addElement: 'Añadir un elemento',
  validate: 'Comprobar con las reglas del servidor',
  exportJson: 'Exportar en JSON',
  empty: 'Este flujo no tiene elementos. Añade algunos con las herramientas de arriba.',
  element: 'Elemento {position}',
  duplicate: 'Duplicar',
  duplicateElement: 'Duplicar el elemento {position}',
  removeElement: 'Eliminar el elemento {position}',
  problem: 'Elemento {position}: {problem}',
  report: {
    loaded: 'Flujo cargado: {count, plural, one {# elemento} other {# elementos}}',
    blockLoaded:
      'Bloque {idblock} cargado ({count, plural, one {# elemento} other {# elementos}}, revisión {revision})',
    loadFailed: 'Se produjo un error al cargar los datos',
    valid: 'El flujo cumple todas las reglas del servidor.',
    noError: 'Validación: ningún error',
    incomplete:
      '{count, plural, =1 {Validación: 1 punto incompleto, el elemento afectado no se enviará} other {Validación: # puntos incompletos, los elementos afectados no se enviarán}}',
    exported: 'Exportación JSON ({count, plural, one {# elemento} other {# elementos}})',
    reset: 'Restablecimiento',
    added: 'Añadido: {label}',
    removed: 'Eliminación del elemento {position}',
    duplicated: 'Duplicación del elemento {position}',
  },
  debugLog: {
    title: 'Registro de depuración',
    empty: 'Todavía no hay entradas.',
  },
} satisfies Translation<typeof fr>;
