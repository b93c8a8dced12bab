import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  heading: 'Audit log',
  intro: 'Who did what in this workspace over the last 12 months.',
  filters: {
    label: 'Audit log filters',
    member: 'Member',
    everyMember: 'All members',
    type: 'Event type',
    everyType: 'All events',
    reset: 'Clear filters',
  },
  groups: {
    flows: 'Flows',
    broadcasts: 'Broadcasts',
    templates: 'Message templates',
    numbers: 'Phone numbers',
    team: 'Team',
    data: 'Data',
  },
  types: {
    'flow.published': 'Flow published',
    'flow.restored': 'Version restored',
    'broadcast.started': 'Broadcast started',
    'broadcast.paused': 'Broadcast paused',
    'broadcast.resumed': 'Broadcast resumed',
    'broadcast.cancelled': 'Broadcast cancelled',
    'broadcast.planned': 'Broadcast scheduled',
    'broadcast.recurring_created': 'Recurring broadcast created',
    'broadcast.plan_edited': 'Scheduled broadcast edited',
    'broadcast.plan_cancelled': 'Scheduled broadcast cancelled',
    'template.created': 'Template created and submitted to Meta',
    'template.edited': 'Template edited and submitted to Meta',
    'template.deleted': 'Template deleted',
    'number.linked': 'Phone number added or linked',
    'number.removed': 'Phone number removed or unlinked',
    'chatbot.deleted': 'Chatbot deleted',
    'member.invited': 'Member invited',
    'member.joined': 'Member joined',
    'member.role_changed': 'Role changed',
    'member.removed': 'Member removed',
    'member.left': 'Member left',
    'invitation.revoked': 'Invitation cancelled',
    'ownership.transferred': 'Ownership handed over',
    'workspace.renamed': 'Workspace renamed',
    'data.exported': 'Data exported',
    'data.deleted': 'Data deleted',
  },
  sentences: {
    'flow.published': '{actor} published the “{subject}” flow of {chatbot}',
    'flow.restored': '{actor} restored version {revision} of the “{subject}” flow of {chatbot}',
    'broadcast.started':
      '{actor} started the “{subject}” broadcast of {chatbot} ({recipients, plural, one {# recipient} other {# recipients}})',
    'broadcast.paused': '{actor} paused the “{subject}” broadcast of {chatbot}',
    'broadcast.resumed': '{actor} resumed the “{subject}” broadcast of {chatbot}',
    'broadcast.cancelled': '{actor} cancelled the “{subject}” broadcast of {chatbot}',
    'broadcast.planned': '{actor} scheduled the “{subject}” broadcast of {chatbot} for {when}',
    'broadcast.recurring_created':
      '{actor} created the recurring “{subject}” broadcast of {chatbot} ({frequency, select, daily {every day} other {every week}} at {time})',
    'broadcast.plan_edited': '{actor} edited the scheduled “{subject}” broadcast of {chatbot}',
    'broadcast.plan_cancelled': '{actor} cancelled the scheduled “{subject}” broadcast of {chatbot}',
    'template.created':
      '{actor} created the “{subject}” template ({language}) of the number {account} and submitted it to Meta',
    'template.edited':
      '{actor} edited the “{subject}” template ({language}) of the number {account} and submitted it to Meta again',
    'template.deleted': '{actor} deleted the “{subject}” template of the number {account}, in every language',
    'number.linked':
      '{action, select, associated {{actor} linked the phone number {subject} to the chatbot {chatbot}} connected {{actor} connected the Telegram bot {subject} to the chatbot {chatbot}} other {{actor} added the phone number {subject}}}',
    'number.removed':
      '{action, select, dissociated {{actor} unlinked the phone number {subject} from the chatbot {chatbot}} other {{actor} removed the phone number {subject}}}',
    'chatbot.deleted': '{actor} deleted the chatbot {subject}',
    'member.invited':
      '{actor} invited {subject} as {role, select, admin {an administrator} editor {an editor} agent {an agent} other {an owner}}',
    'member.joined':
      '{actor} joined the workspace as {role, select, admin {an administrator} editor {an editor} agent {an agent} other {an owner}}',
    'member.role_changed':
      '{actor} changed the role of {subject}: {from, select, owner {owner} admin {administrator} editor {editor} other {agent}} → {to, select, owner {owner} admin {administrator} editor {editor} other {agent}}',
    'member.removed': '{actor} removed {subject} from the workspace',
    'member.left': '{actor} left the workspace',
    'invitation.revoked': '{actor} cancelled the invitation of {subject}',
    'ownership.transferred': '{actor} handed ownership of the workspace over to {subject}',
    'workspace.renamed': '{actor} renamed the workspace from “{from}” to “{subject}”',
    'data.exported': '{actor} exported the account’s data',
    'data.deleted': '{actor} deleted the data of {subject}',
  },
  system: 'Griot',
  deletedAccount: 'deleted account',
  exactDate: 'On {date}',
  loadMore: 'Load more',
  states: {
    loading: 'Loading the audit log…',
    emptyTitle: 'No events for these filters',
    emptyText: 'Publications, broadcasts, templates, phone numbers and team changes will show up here.',
    errorTitle: 'The audit log could not be loaded',
  },
} satisfies Translation<typeof fr>;
