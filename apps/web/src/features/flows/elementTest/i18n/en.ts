import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  dashboard: 'Dashboard',
  title: 'Flow element test',
  intro:
    'Load a block, change its elements here and check them against the server’s rules. Nothing is saved.',
  debug: 'Debug',
  log: 'Log ({count})',
  chatbot: 'Chatbot',
  loadingChatbots: 'Loading chatbots...',
  chooseChatbot: 'Choose a chatbot',
  block: 'Block',
  loadingBlocks: 'Loading blocks...',
  chooseBlock: 'Choose a block',
  mainBlocks: 'Main flows',
  standardBlocks: 'Standard flows',
  load: 'Load',
  reset: 'Reset',
  loadingVariables: 'Loading variables...',
  variables:
    '{count, plural, one {# variable available} other {# variables available}} (global and declared).',
  loadFailed: 'Could not load the data',
  addElement: 'Add an element',
  validate: 'Check against the server’s rules',
  exportJson: 'Export as JSON',
  empty: 'This flow has no elements. Add some with the tools above.',
  element: 'Element {position}',
  duplicate: 'Duplicate',
  duplicateElement: 'Duplicate element {position}',
  removeElement: 'Delete element {position}',
  problem: 'Element {position}: {problem}',
  report: {
    loaded: 'Flow loaded: {count, plural, one {# element} other {# elements}}',
    blockLoaded:
      'Block {idblock} loaded ({count, plural, one {# element} other {# elements}}, revision {revision})',
    loadFailed: 'Something went wrong while loading the data',
    valid: 'The flow follows all the server’s rules.',
    noError: 'Validation: no errors',
    incomplete:
      '{count, plural, =1 {Validation: 1 incomplete item, the element concerned will not be sent} other {Validation: # incomplete items, the elements concerned will not be sent}}',
    exported: 'JSON export ({count, plural, one {# element} other {# elements}})',
    reset: 'Reset',
    added: 'Added: {label}',
    removed: 'Deleted element {position}',
    duplicated: 'Duplicated element {position}',
  },
  debugLog: {
    title: 'Debug log',
    empty: 'No entries yet.',
  },
} satisfies Translation<typeof fr>;
