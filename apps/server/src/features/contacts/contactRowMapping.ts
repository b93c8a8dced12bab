import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import {
  CONTACT_IMPORT_LIMITS,
  type ContactField,
  contactMappingSchema,
  VARIABLE_TARGET_PREFIX,
} from '@griot/contract/contacts/contactSchemas';
import { normalizePhone } from '@griot/contract/contacts/normalizePhone';
import type { CountryCode } from 'libphonenumber-js/max';
import { apiError } from '../../api/apiError';

/** The mapping checked against the file's header: each field's column index, each variable's. */
export interface ColumnPlan {
  fields: Partial<Record<ContactField, number>>;
  variables: Array<{ name: string; column: number }>;
}

/** One contact read from a row, ready to be written (numbers normalised, values trimmed). */
export interface ContactDraft {
  line: number;
  /** WhatsApp's wa_id: E.164 digits without '+'. */
  externalId: string;
  phone: string;
  fullName: string;
  email: string;
  /** ISO timestamp of the opt-in, or null when the import gives no opt-in source. */
  optInAt: string | null;
  tags: string[];
  variables: Record<string, string>;
}

export interface RowOutcome {
  draft?: ContactDraft;
  /** The reason the row was left out (the draft is then absent), or remarks on a taken row. */
  problems: string[];
}

export interface ImportOptions {
  defaultCountry: CountryCode;
  /** The opt-in's source: without it, contacts are imported without opt-in. */
  optInSource: string | null;
  /** The opt-in's time when no column gives one (the chosen day, else now). */
  optInFallback: string;
}

const MAX_VALUE = 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the call's `mapping` (a JSON object column → target) against the file's header and the
 * chatbot's declared variables: an unknown column or variable, a field given twice, or no phone
 * column is a French 400. Unknown variables are refused rather than declared: a variable belongs
 * to the flow's author, and a typo would otherwise create one silently.
 */
export function planColumns(
  mappingText: string,
  header: readonly string[],
  declared: ReadonlySet<string>,
): ColumnPlan {
  let raw: unknown;
  try {
    raw = JSON.parse(mappingText);
  } catch {
    throw apiError(400, m.mappingMalformed, { field: 'mapping' });
  }
  const parsed = contactMappingSchema.safeParse(raw);
  if (!parsed.success) throw apiError(400, m.mappingMalformed, { field: 'mapping' });
  const plan: ColumnPlan = { fields: {}, variables: [] };
  const seen = new Set<string>();
  for (const [column, target] of Object.entries(parsed.data)) {
    if (target === '') continue;
    const index = header.indexOf(column);
    if (index < 0) throw apiError(400, m.mappingUnknownColumn({ column }), { field: 'mapping' });
    if (seen.has(target)) throw apiError(400, m.mappingTwice({ field: target }), { field: 'mapping' });
    seen.add(target);
    if (target.startsWith(VARIABLE_TARGET_PREFIX)) {
      const name = target.slice(VARIABLE_TARGET_PREFIX.length);
      if (!declared.has(name)) throw apiError(400, m.unknownVariable({ name }), { field: 'mapping' });
      plan.variables.push({ name, column: index });
    } else plan.fields[target as ContactField] = index;
  }
  if (plan.fields.phone === undefined) throw apiError(400, m.mappingNoPhone, { field: 'mapping' });
  return plan;
}

/** A day written as YYYY-MM-DD, DD/MM/YYYY (or DD-MM-YYYY, DD.MM.YYYY), or an Excel serial, as an ISO time. */
export function parseDay(text: string): string | undefined {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (french) [year, month, day] = [Number(french[3]), Number(french[2]), Number(french[1])];
  else if (/^\d{5}$/.test(value)) {
    // Excel's serial day: 1 is 1900-01-01, with its 1900 leap-year bug (hence 25569 for 1970).
    const date = new Date((Number(value) - 25569) * 86_400_000);
    [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  } else return undefined;
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  if (date.getUTCMonth() !== month - 1 || year < 2000 || date.getTime() > Date.now() + 86_400_000)
    return undefined;
  return date.toISOString();
}

function cell(row: readonly string[], index: number | undefined): string {
  return index === undefined ? '' : (row[index] ?? '').trim();
}

/** Tags in one cell, separated by ',' ';' or '|'. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;|]/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/** One data row read through the plan: a contact with remarks, or the reason it is left out. */
export function readContactRow(
  row: readonly string[],
  line: number,
  plan: ColumnPlan,
  options: ImportOptions,
): RowOutcome {
  const problem = m.problem;
  const rawPhone = cell(row, plan.fields.phone);
  if (rawPhone === '') return { problems: [problem.phoneMissing] };
  const phone = normalizePhone(rawPhone, options.defaultCountry);
  if (!phone) return { problems: [problem.phoneInvalid] };
  const problems: string[] = [];
  const named = [cell(row, plan.fields.first_name), cell(row, plan.fields.last_name)]
    .filter(Boolean)
    .join(' ');
  let email = cell(row, plan.fields.email);
  if (email !== '' && !EMAIL.test(email)) {
    problems.push(problem.emailInvalid);
    email = '';
  }
  let optInAt: string | null = null;
  if (options.optInSource) {
    const written = cell(row, plan.fields.opt_in_date);
    optInAt = written === '' ? options.optInFallback : (parseDay(written) ?? options.optInFallback);
    if (written !== '' && !parseDay(written)) problems.push(problem.optInDateInvalid);
  }
  const tags = splitTags(cell(row, plan.fields.tags)).filter((tag) => {
    if (tag.length <= 60) return true;
    problems.push(problem.tagTooLong);
    return false;
  });
  const variables: Record<string, string> = {};
  for (const { name, column } of plan.variables) {
    const value = cell(row, column);
    if (value === '') continue;
    if (value.length > MAX_VALUE) problems.push(problem.valueTooLong);
    variables[name] = value.slice(0, MAX_VALUE);
  }
  return {
    draft: {
      line,
      externalId: phone.slice(1),
      phone,
      fullName: (cell(row, plan.fields.full_name) || named).slice(0, 200),
      email: email.slice(0, 254),
      optInAt,
      tags: tags.slice(0, CONTACT_IMPORT_LIMITS.tagsPerEndUser),
      variables,
    },
    problems,
  };
}

/** Two rows of the same number: the later fills what the earlier lacks and adds its tags and values. */
export function mergeDrafts(into: ContactDraft, from: ContactDraft): void {
  if (into.fullName === '') into.fullName = from.fullName;
  if (into.email === '') into.email = from.email;
  into.optInAt ??= from.optInAt;
  into.tags = [...new Set([...into.tags, ...from.tags])].slice(0, CONTACT_IMPORT_LIMITS.tagsPerEndUser);
  for (const [name, value] of Object.entries(from.variables)) into.variables[name] ??= value;
}

const SUGGESTIONS: Array<[RegExp, ContactField]> = [
  [
    /^(t[ée]l[ée]?phone|t[ée]l|phone|mobile|portable|num[ée]ro|whatsapp|n°|numero de telephone|phone number)/i,
    'phone',
  ],
  [/^(pr[ée]nom|first.?name|nombre)$/i, 'first_name'],
  [/^(nom de famille|last.?name|surname|apellido)$/i, 'last_name'],
  [/^(nom|name|nom complet|full.?name|client)$/i, 'full_name'],
  [/^(e-?mail|courriel|correo)/i, 'email'],
  [/^(tags?|[ée]tiquettes?|etiquetas?|groupe)$/i, 'tags'],
  [/(opt.?in|consentement|consent)/i, 'opt_in_date'],
];

/** The mapping the screen starts from, guessed from the columns' names; a field once at most. */
export function suggestMapping(header: readonly string[]): Record<string, string> {
  const taken = new Set<string>();
  const mapping: Record<string, string> = {};
  for (const column of header) {
    const found = SUGGESTIONS.find(([pattern, field]) => !taken.has(field) && pattern.test(column.trim()));
    mapping[column] = found ? found[1] : '';
    if (found) taken.add(found[1]);
  }
  return mapping;
}
