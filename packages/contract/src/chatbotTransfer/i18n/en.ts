import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  fileMissing: 'Choose a file to import.',
  notJson: 'This file isn’t a readable JSON file.',
  notAChatbotFile: 'This file is neither a Griot chatbot export nor a Typebot export: nothing was imported.',
  newerVersion:
    'This file comes from a newer version of Griot: update Griot to import it. Nothing was imported.',
  tooLarge: 'The file is larger than 20 MB: nothing was imported.',
  tooManyBlocks: 'The file has more than 1,000 blocks: nothing was imported.',
  brokenLink: 'Block “{block}” leads to a block missing from the file (“{target}”): nothing was imported.',
  invalidBlock: 'Block “{block}” isn’t valid ({problem}): nothing was imported.',
  imported: 'Chatbot imported',
  createdFromTemplate: 'Chatbot created from the template',
  templateNotFound: 'Template not found',
  // H-transfer: the import's own refusals and warnings.
  mainBlocks: 'The file must have exactly one welcome block and one default block: nothing was imported.',
  duplicateBlock: 'Two blocks of the file have the ID “{block}”: nothing was imported.',
  invalidVariables: 'The file’s variables aren’t valid ({problem}): nothing was imported.',
  mediaNotCopied:
    'The media “{name}” couldn’t be copied: the element that uses it still needs to be completed (draft).',
  avatarNotCopied: 'The chatbot’s picture couldn’t be copied: the default picture replaces it.',
  knowledgeNotCopied: 'The knowledge base isn’t part of the file: add {names} again.',
  typebotLeftOut: 'Typebot block “{block}” (group “{group}”) has no equivalent: skipped.',
  typebotChoicesCut:
    'The choice in Typebot group “{group}” had {count} options: only the first {kept} were kept.',
  typebotEmpty: 'This Typebot file has no groups: nothing was imported.',
  importLimit:
    'Too many imports in a short time: try again in {minutes, plural, one {# minute} other {# minutes}}.',
} satisfies Translation<typeof fr>;
