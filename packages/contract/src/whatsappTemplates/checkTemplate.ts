import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { z } from 'zod';
import type { TemplateContent } from './templateContentSchemas';
import { NAMED_VARIABLE, POSITIONAL_VARIABLE, templateVariables, variableAtEdge } from './templateVariables';
import { whatsappTemplateMessages as m } from './whatsappTemplateMessages';

type Context = z.core.$RefinementCtx<TemplateContent>;
const LIMITS = { headerText: 60, buttonText: 25, copyCode: 15, example: 200 } as const;

/**
 * Meta's rules for a template, checked before anything goes to Meta, each broken rule a French
 * error on its field: the variables (one format, contiguous from 1, each with its example), the
 * header, the buttons per category, an authentication template's fixed shape.
 */
export function checkTemplate(value: TemplateContent, context: Context): void {
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  if (value.category === 'AUTHENTICATION') {
    checkAuthentication(value, issue);
    return;
  }
  if (value.body === null || value.body.text === '') issue(['body', 'text'], m.body.required);
  else checkBody(value, value.body, issue);
  checkHeader(value, issue);
  if (/\{\{/.test(value.footer)) issue(['footer'], m.footer.noVariable);
  checkButtons(value, issue);
}

type Issue = (path: (string | number)[], message: string) => void;

function checkVariableNames(
  names: string[],
  format: TemplateContent['parameter_format'],
  path: string[],
  issue: Issue,
): boolean {
  const rule = format === 'NAMED' ? NAMED_VARIABLE : POSITIONAL_VARIABLE;
  const other = format === 'NAMED' ? POSITIONAL_VARIABLE : NAMED_VARIABLE;
  for (const name of names) {
    if (rule.test(name)) continue;
    issue(path, other.test(name) ? m.variable.mixedFormats : m.variable.badName({ name }));
    return false;
  }
  if (format === 'POSITIONAL') {
    for (let index = 1; index <= names.length; index++) {
      if (!names.includes(String(index))) {
        issue(path, m.variable.notContiguous({ name: String(index) }));
        return false;
      }
    }
  }
  return true;
}

function checkBody(value: TemplateContent, body: NonNullable<TemplateContent['body']>, issue: Issue): void {
  const names = templateVariables(body.text);
  if (!checkVariableNames(names, value.parameter_format, ['body', 'text'], issue)) return;
  if (names.length === 0) return;
  if (variableAtEdge(body.text)) issue(['body', 'text'], m.variable.atEdge);
  const given = names.filter((name) => (body.examples[name] ?? '') !== '');
  if (given.length === 0) {
    issue(['body', 'examples'], m.body.noExamples);
    return;
  }
  for (const name of names) {
    const example = body.examples[name] ?? '';
    if (example === '') issue(['body', 'examples', name], m.variable.noExample({ name }));
    else if (example.length > LIMITS.example)
      issue(['body', 'examples', name], m.variable.exampleTooLong({ name }));
  }
}

function checkHeader(value: TemplateContent, issue: Issue): void {
  const header = value.header;
  if (header === null) return;
  if (header.format !== 'TEXT') {
    if (header.media === '') issue(['header', 'media'], m.header.mediaRequired);
    return;
  }
  if (header.text === '') {
    issue(['header', 'text'], m.header.textRequired);
    return;
  }
  const names = templateVariables(header.text);
  if (names.length > 1) {
    issue(['header', 'text'], m.header.tooManyVariables);
    return;
  }
  if (!checkVariableNames(names, value.parameter_format, ['header', 'text'], issue)) return;
  const [name] = names;
  if (name !== undefined && header.example === '')
    issue(['header', 'example'], m.variable.noExample({ name }));
}

function checkButtons(value: TemplateContent, issue: Issue): void {
  const count = { URL: 0, PHONE_NUMBER: 0, COPY_CODE: 0 };
  value.buttons.forEach((button, index) => {
    const at = (field: string) => ['buttons', index, field];
    const number = index + 1;
    if (button.type === 'OTP') {
      issue(at('type'), m.button.otpOnlyAuth);
      return;
    }
    if (button.type === 'COPY_CODE') {
      count.COPY_CODE++;
      if (value.category !== 'MARKETING') issue(at('type'), m.button.copyCodeMarketing);
      if (button.example === '' || button.example.length > LIMITS.copyCode)
        issue(at('example'), m.button.copyCodeExample({ button: number }));
      return;
    }
    if (button.text === '') issue(at('text'), m.button.textRequired({ button: number }));
    else if (button.text.length > LIMITS.buttonText)
      issue(at('text'), m.button.textTooLong({ button: number }));
    if (button.type === 'URL') {
      count.URL++;
      checkUrlButton(button, number, at, issue);
    }
    if (button.type === 'PHONE_NUMBER') {
      count.PHONE_NUMBER++;
      const phone = parsePhoneNumberFromString(button.phone_number);
      if (!phone?.isValid()) issue(at('phone_number'), m.button.phoneInvalid({ button: number }));
    }
  });
  if (count.URL > 2 || count.PHONE_NUMBER > 1 || count.COPY_CODE > 1)
    issue(['buttons'], m.button.tooManyOfKind);
}

function checkUrlButton(
  button: { url: string; example: string },
  number: number,
  at: (field: string) => (string | number)[],
  issue: Issue,
): void {
  if (!/^https?:\/\/[^\s{}]+/i.test(button.url)) {
    issue(at('url'), m.button.urlInvalid({ button: number }));
    return;
  }
  const names = templateVariables(button.url);
  if (names.length === 0) return;
  if (names.length > 1 || !/\{\{\s*1\s*\}\}$/.test(button.url)) {
    issue(at('url'), m.button.urlVariable({ button: number }));
    return;
  }
  if (!/^https?:\/\/\S+$/i.test(button.example))
    issue(at('example'), m.button.urlExample({ button: number }));
}

function checkAuthentication(value: TemplateContent, issue: Issue): void {
  const otp = value.buttons.filter((button) => button.type === 'OTP');
  if (otp.length !== 1 || value.buttons.length !== 1) issue(['buttons'], m.authentication.otpRequired);
  if (value.header !== null) issue(['header'], m.authentication.noHeader);
  const minutes = value.authentication?.code_expiration_minutes ?? null;
  if (minutes !== null && (minutes < 1 || minutes > 90)) {
    issue(['authentication', 'code_expiration_minutes'], m.authentication.expiration);
  }
}
