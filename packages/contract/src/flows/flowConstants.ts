import { WHATSAPP_LIMITS } from './whatsAppLimits';

/**
 * The human agent as a target: a button, list row or redirection that leads here hands the
 * conversation to a person (the team inbox opens it, the bot falls silent until it is resolved).
 * Never an idblock (those end with a random suffix). GRIOT IA's insults and requests for a person
 * redirect to it too.
 */
export const AGENT_REDIRECTION = 'agent';

/** Limits of the flow editor and of WhatsApp's interactive messages (Meta's Cloud API limits). */
export const FLOW_LIMITS = {
  text: 640,
  buttons: WHATSAPP_LIMITS.buttons,
  buttonTitle: WHATSAPP_LIMITS.buttonTitle,
  blockName: 20,
  idblock: 20,
  cardBody: 320,
  cardFooter: 160,
  cardButton: 20,
  listHeader: 60,
  listBody: 1024,
  listFooter: 60,
  listButton: WHATSAPP_LIMITS.listButton,
  // A list is sent as WhatsApp's interactive list: the editor stops where Meta would refuse.
  listSections: WHATSAPP_LIMITS.listSections,
  listRows: WHATSAPP_LIMITS.listRows,
  listSectionTitle: WHATSAPP_LIMITS.listSectionTitle,
  listRowTitle: WHATSAPP_LIMITS.listRowTitle,
  listRowDescription: WHATSAPP_LIMITS.listRowDescription,
  listRowId: WHATSAPP_LIMITS.listRowId,
  delayMin: 1,
  delayMax: 5,
  delayDefault: 2,
  /** A condition's rules, and the values of its 'in' operator. */
  conditionRules: 10,
  conditionValues: 50,
  conditionValue: 500,
  /** A split's branches (Test A/B). */
  splitBranchesMin: 2,
  splitBranchesMax: 4,
  splitWeightMax: 100,
  /** A wait-until waits at most this many days (a follow-up, not a calendar). */
  waitDaysMax: 90,
  /** A block's stored history: the last 50 saves. */
  revisionsKept: 50,
} as const;

export const ELEMENT_TYPES = [
  'text',
  'text_button',
  'list',
  'image',
  'document',
  'audio',
  'delay',
  'request',
  'answer',
  'redirection',
  'notification',
  'variable_insert',
  'location_request_message',
  'button_link',
  'condition',
  'split',
  'wait_until',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** What an answer element accepts from the end-user (tel_sen: a Senegalese phone number). */
export const ANSWER_TYPES = [
  'text',
  'interactive',
  'audio',
  'tel_sen',
  'phone_number',
  'alphabet',
  'email',
  'number',
  'location',
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** The types of a declared variable. */
export const VARIABLE_TYPES = ['text', 'location', 'tel_sen', 'any_type', 'number'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/**
 * A condition's operators: =, ≠, contains, starts with, >, <, ≥, ≤, is set, is empty, is one of a
 * list. Text compares without case or accents; numbers as numbers.
 */
export const CONDITION_OPERATORS = [
  'eq',
  'ne',
  'contains',
  'starts_with',
  'gt',
  'lt',
  'gte',
  'lte',
  'set',
  'empty',
  'in',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
/** The operators that compare an order: only numbers have one (a number variable, any_type, order_amount). */
export const ORDERING_OPERATORS = ['gt', 'lt', 'gte', 'lte'] as const satisfies readonly ConditionOperator[];
/** The operators that take no value. */
export const VALUELESS_OPERATORS = ['set', 'empty'] as const satisfies readonly ConditionOperator[];
/** The globals that hold a number (an ordering operator applies to them). */
export const NUMERIC_GLOBALS = ['order_amount'] as const;

/** Built-in global variables, filled by the runtime. */
export const GLOBAL_VARIABLES = [
  'first_name',
  'last_name',
  'reply_phone',
  'full_name',
  'phone_number',
  'last_input',
  'id_user',
  'phone_number_id',
  'bot_number',
  'idbot',
  'order_amount',
  // The end-user's tags, joined by ', ' (end_user_tags): a condition tests them with 'contient'.
  'tags',
] as const;

/** The kinds of GET /get/flow/{idchatbot}/{idblock}/{kind}: the block types. */
export const BLOCK_KINDS = ['starter', 'commerce_point', 'default_block', 'blocks'] as const;
