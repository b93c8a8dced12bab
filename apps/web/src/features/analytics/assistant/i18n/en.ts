import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'GRIOT IA',
  subtitle: 'What your customers asked the assistant, and what it couldn’t answer.',
  loading: 'Loading the questions asked to GRIOT IA…',
  failedTitle: "GRIOT IA's questions couldn't be loaded",
  failedText: 'Check your connection and try again.',
  retry: 'Try again',
  emptyTitle: 'GRIOT IA received no questions in this period.',
  emptyText:
    'Turn GRIOT IA on in a chatbot’s default block: the questions your customers ask outside the flow will show up here.',
  totals: {
    total: 'Questions asked',
    answered: 'Answered',
    lowConfidence: 'Unsure answers',
    unanswered: 'Unanswered questions',
    escalated: 'Handed to a human agent',
  },
  bar: {
    label: 'Breakdown of the period’s questions',
    segment: '{label}: {count} ({share}%)',
  },
  groups: {
    title: 'Questions to review',
    subtitle:
      'Questions GRIOT IA couldn’t answer, or answered without certainty, grouped when they look alike.',
    empty: 'No unanswered questions in this period: GRIOT IA answered them all.',
    count: '{count, plural, one {# time} other {# times}}',
    unanswered: 'Unanswered',
    lowConfidence: 'Unsure answer',
    lastAsked: 'Last asked on {day} at {time}',
    chatbot: 'Chatbot: {name}',
    showExamples: '{count, plural, one {Show # other wording} other {Show # other wordings}}',
    hideExamples: 'Hide the wordings',
    showMore: '{count, plural, one {Show the other question} other {Show the # other questions}}',
    addToKnowledge: 'Add to the knowledge base',
    createBlock: 'Create a block',
    copied: 'Question copied: add it with its answer to a file, then import it into the knowledge base.',
    copyFailed: 'The question couldn’t be copied: add its answer to a file in the knowledge base.',
    limited: 'Grouped among the period’s latest 2,000 questions.',
  },
  files: {
    title: 'Answers per file',
    subtitle: 'The questions each knowledge base file helped answer.',
    file: 'File',
    answered: 'Answers',
    share: 'Share of answers',
    shareValue: '{share}%',
    unused: 'Never used',
    empty: 'No files in the knowledge base for this selection.',
  },
} satisfies Translation<typeof fr>;
