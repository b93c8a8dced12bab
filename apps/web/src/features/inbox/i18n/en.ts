import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  page: {
    settings: 'Inbox settings',
    reports: 'Response times',
    shortcuts: 'Keyboard shortcuts',
    more: 'More options',
    choose: {
      title: 'Pick a conversation',
      text: 'Open a conversation from the list to read its messages and reply. Press ? to see the keyboard shortcuts.',
    },
  },
  views: {
    label: 'Inbox views',
    total: '{count, plural, one {# conversation} other {# conversations}}',
    unread: '{count, plural, one {# unread} other {# unread}}',
  },
  search: {
    placeholder: 'Search a name, a number or a message',
    label: 'Search conversations',
    clear: 'Clear the search',
  },
  filters: {
    button: 'Filters',
    buttonActive: '{count, plural, one {Filters (# active)} other {Filters (# active)}}',
    title: 'Filter conversations',
    chatbot: 'Chatbot',
    channel: 'Channel',
    label: 'Label',
    status: 'Status',
    assignee: 'Assigned to',
    anyChatbot: 'All chatbots',
    anyChannel: 'All channels',
    anyLabel: 'All labels',
    anyStatus: 'All statuses',
    anyAssignee: 'Everyone',
    unassigned: 'Unassigned',
    me: '{name} (you)',
    clear: 'Clear filters',
    active: 'Active filters',
    chip: '{name}: {value}',
    remove: 'Remove the filter {name}: {value}',
    unknown: 'Unknown',
  },
  list: {
    label: 'Conversations',
    loading: 'Loading conversations',
    loadingMore: 'Loading more conversations',
    failed: 'Could not load the conversations',
    empty: {
      mine: {
        title: 'No conversations assigned to you',
        text: 'Conversations assigned to you that are not resolved yet will show up here.',
      },
      unassigned: {
        title: 'No unassigned conversations',
        text: 'Every customer waiting for a person has someone to answer them.',
      },
      all: {
        title: 'No conversations',
        text: 'Conversations from this workspace’s chatbots will show up here.',
      },
      resolved: {
        title: 'No resolved conversations',
        text: 'Resolved conversations, handed back to the chatbot, will show up here.',
      },
      filtered: {
        title: 'No matching conversations',
        text: 'Try other words or clear the filters.',
      },
    },
  },
  row: {
    unread: '{count, plural, one {# unread message} other {# unread messages}}',
    waitingMinutes: 'waiting for {minutes} min',
    waitingHours: 'waiting for {hours} h',
    waitingDays: 'waiting for {days} d',
    waitingTitle: 'The customer has been waiting for a reply since {date}',
    assignedTo: 'Assigned to {name}',
    unassigned: 'Unassigned',
    snoozedUntil: 'Snoozed until {date}',
    moreLabels: '{count, plural, one {+# label} other {+# labels}}',
    labels: 'Labels',
  },
  live: {
    assigned: 'New conversation assigned: {name}',
    open: 'Open conversation',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    list: 'In the list',
    conversation: 'In a conversation',
    anywhere: 'Anywhere',
    next: 'Next conversation',
    previous: 'Previous conversation',
    move: 'Move through the list',
    open: 'Open the selected conversation',
    resolve: 'Resolve the conversation',
    assignToMe: 'Assign to me',
    send: 'Send the reply',
    newLine: 'New line',
    canned: 'Insert a canned response',
    help: 'Show this help',
    keys: { enter: 'Enter', shift: 'Shift' },
    notInField: 'These shortcuts do not apply while you are typing.',
  },
  availability: {
    button: 'Availability: {state}',
    tooltip:
      'Available members get new conversations assigned automatically when automatic assignment is turned on in the inbox settings.',
    choose: 'Your availability',
    saved: 'Availability saved: {state}',
    failed: 'Could not change your availability',
  },
  sidebar: {
    waiting:
      '{count, plural, one {# conversation waiting for a person} other {# conversations waiting for a person}}',
  },
  home: {
    title: 'Inbox',
    text: 'Every conversation of the workspace, assigned and followed up as a team.',
    waiting:
      '{count, plural, =0 {No customer is waiting for a person} one {# customer waiting for a person} other {# customers waiting for a person}}',
    mine: '{count, plural, =0 {No conversations assigned to you} one {# conversation assigned to you} other {# conversations assigned to you}}',
    open: 'Open the inbox',
  },
} satisfies Translation<typeof fr>;
