import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  accountNotFound: 'WhatsApp account not found',
  templateNotFound: 'Message template not found',
  noWaba:
    'This WhatsApp account has no WhatsApp Business account ID (WABA), so its templates can’t be managed',
  name: {
    required: 'The template name is required',
    tooLong: 'The template name can’t be longer than 512 characters',
    upperCase: 'The template name must be lower case (Meta rejects capital letters)',
    spaces: 'The template name can’t contain spaces: use an underscore “_” instead',
    invalid: 'The template name can only contain unaccented lower-case letters, digits and “_”',
  },
  languageInvalid: 'Language not supported by Meta',
  categoryInvalid: 'Unknown category: Marketing, Utility or Authentication',
  header: {
    textRequired: 'The header text is required',
    textTooLong: 'The header can’t be longer than 60 characters',
    tooManyVariables: 'The header can contain only one variable',
    mediaRequired: 'Choose the header’s sample file (image, video or document)',
    mediaUnreadable: 'The header’s sample file can’t be found: upload it again',
  },
  body: {
    required: 'The message body is required',
    tooLong: 'The message body can’t be longer than 1024 characters',
    noExamples: 'The body has variables but no samples: Meta rejects a body without its samples',
  },
  variable: {
    noExample: "Variable '{{'{name}'}}' has no sample",
    exampleTooLong: "The sample for variable '{{'{name}'}}' is too long",
    notContiguous: "Numbered variables must follow each other from '{{'1'}}': '{{'{name}'}}' is missing",
    mixedFormats: 'Use either named variables or numbered ones, not both',
    badName:
      "Variable '{{'{name}'}}' isn’t valid: use lower-case letters, digits and “_”, starting with a letter",
    atEdge: 'The body can’t start or end with a variable (Meta rejects it)',
  },
  footer: {
    tooLong: 'The footer can’t be longer than 60 characters',
    noVariable: 'The footer can’t contain a variable',
  },
  button: {
    tooMany: 'A template can’t have more than 10 buttons',
    textRequired: 'Button {button} needs a label',
    textTooLong: 'The label of button {button} can’t be longer than 25 characters',
    urlInvalid: 'The URL of button {button} must start with https:// or http://',
    urlVariable: "The URL of button {button} can have only one variable, at the end ('{{'1'}}')",
    urlExample: 'Give a full sample URL for the variable of button {button}',
    phoneInvalid:
      'The number of button {button} isn’t a valid phone number (international format, e.g. +221 77 123 45 67)',
    copyCodeExample: 'The sample code of button {button} is required (15 characters at most)',
    copyCodeMarketing: 'The “Copy code” button is only for Marketing templates',
    tooManyOfKind: 'Too many buttons of this kind: at most 1 phone number, 2 URLs and 1 “Copy code”',
    otpOnlyAuth: 'The one-time code button is only for Authentication templates',
  },
  authentication: {
    otpRequired: 'An Authentication template needs exactly one one-time code button',
    noHeader: 'An Authentication template has no header and no other buttons: Meta sets its text',
    expiration: 'The code’s validity must be between 1 and 90 minutes',
  },
  edit: {
    notEditable: 'Only an approved, rejected or paused template can be edited (current status: {status})',
    categoryLocked: 'The category of an approved template can no longer change',
    oncePerDay: 'An approved template can be edited only once every 24 hours: try again after {date}',
    tenPerMonth: 'An approved template can be edited only 10 times in 30 days',
  },
  removed: 'Template “{name}” deleted from Meta, in all its languages',
  removeConfirm:
    'Meta deletes the template “{name}” in all its languages, not just in {language}. The name can’t be reused for 30 days.',
  created: 'Template submitted to Meta: it’s pending review',
  updated: 'Template edited and submitted to Meta again',
  duplicate: 'A template “{name}” already exists in this language',
  metaUnavailable: 'Meta isn’t responding right now: showing the last known list',
  metaRefused: 'Meta rejected the template: {detail}',
  metaErrors: {
    duplicate: 'A template with this name already exists in this language on Meta',
    nameBeingDeleted:
      'This name belongs to a recently deleted template: Meta doesn’t allow reusing it for 30 days',
    tooMany: 'This WhatsApp account has reached the maximum number of templates Meta allows',
    editLimit: 'Meta limits edits of an approved template: once a day, ten times a month',
    invalidParameter: 'Meta considers the template invalid: {detail}',
    rateLimited: 'Too many requests sent to Meta: try again in a few minutes',
    token: 'Griot’s access to this WhatsApp account has expired: reconnect the account',
  },
  rejectedReasons: {
    INVALID_FORMAT: 'Invalid format: misplaced variables, missing samples or formatting Meta rejects',
    ABUSIVE_CONTENT: 'Content considered abusive or against WhatsApp’s policies',
    INCORRECT_CATEGORY: 'Incorrect category: the content doesn’t match the chosen category',
    TAG_CONTENT_MISMATCH: 'The content doesn’t match the chosen category',
    SCAM: 'Content considered fraudulent (scam)',
    PROMOTIONAL: 'Promotional content in a template that isn’t Marketing',
    NONE: 'Rejected by Meta without a stated reason',
    OTHER: 'Rejected by Meta for another reason',
    unknown: 'Rejected by Meta (reason: {reason})',
  },
  pausedReason: 'Paused by Meta because of negative feedback from your customers',
  disabledReason: 'Disabled by Meta after repeated pauses for low quality',
} satisfies Translation<typeof fr>;
