import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  badDate: 'Invalid date: use the YYYY-MM-DD format.',
  periodReversed: 'The start date must come before the end date (or be the same day).',
  periodTooLong: 'The period can’t be longer than 24 months.',
  unknownTable: 'This table doesn’t exist: choose one of the Analytics screen’s tables.',
  /** H-people: the columns of the 'agents' and 'broadcasts' CSV exports. */
  agentsCsv: {
    member: 'Member',
    unassigned: 'Unassigned',
    conversations: 'Conversations handled',
    resolved: 'Resolved',
    firstResponseMedian: 'Median first response time (s)',
    firstResponseP90: 'First response time, 90th percentile (s)',
    resolutionMedian: 'Median resolution time (s)',
    resolutionP90: 'Resolution time, 90th percentile (s)',
  },
  broadcastsCsv: {
    broadcast: 'Broadcast',
    chatbot: 'Chatbot',
    startedAt: 'Started at',
    recipients: 'Recipients',
    sent: 'Sent',
    delivered: 'Delivered',
    read: 'Read',
    failed: 'Failed',
    replies: 'Replies',
  },
  /** H-assistant: the columns of the 'questions' CSV export (GRIOT IA's end-user questions). */
  questionsCsv: {
    askedAt: 'Asked at',
    chatbot: 'Chatbot',
    question: 'Question',
    result: 'Result',
    outcome: 'GRIOT IA outcome',
    confidence: 'Confidence (0 to 1)',
    files: 'Files used',
    answered: 'Answered',
    lowConfidence: 'Unsure answer',
    unanswered: 'Unanswered',
    escalated: 'Handed to a human agent',
  },
  /** H-rollup: the columns of the 'days', 'channels' and 'hours' CSV exports. */
  overviewCsv: {
    day: 'Day',
    hour: 'Hour',
    channel: 'Channel',
    inbound: 'Messages received',
    outbound: 'Messages sent',
    answeredByFlow: 'Answered by the flow',
    answeredByGriot: 'Answered by GRIOT IA',
    answeredByAgent: 'Answered by agents',
    started: 'Conversations started',
    finished: 'Conversations finished',
    left: 'Drop-offs',
    newEndUsers: 'New users',
  },
  /** H-rollup: two CSV exports of the workspace are already being written. */
  exportBusy: 'Two exports are already running for this workspace: try again in a moment.',
  /** H-funnel: the 'funnel' table of the CSV export (a row per block and per element that waits for an answer). */
  funnelCsv: {
    chatbot: 'Chatbot',
    block: 'Block',
    element: 'Element',
    elementType: 'Element type',
    reached: 'Reached',
    left: 'Left here',
    dropOff: 'Drop-off (%)',
    topChoices: 'Most chosen',
  },
} satisfies Translation<typeof fr>;
