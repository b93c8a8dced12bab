/**
 * The elements whose answer the flow waits for: buttons and lists (a choice), a question (a typed
 * answer), a location request. The rollup counts them as reached and left; the funnel lists them.
 * A delay or a request resumes by itself, so nobody "leaves" there by choice.
 */
export const WAITING_ELEMENT_TYPES = ['text_button', 'list', 'answer', 'location_request_message'] as const;

/** A label longer than this is cut with an ellipsis (the screen shows it on one line). */
const LABEL_MAX = 80;

export interface WaitingElement {
  element_id: string;
  type: string;
  label: string;
  /** What an end-user may choose (button or row id → its title), to name the stored choices. */
  choiceTitles: Map<string, string>;
  /**
   * A question (answer element) is never sent: the customer sees the message just before it.
   * That message's id, whose counters stand for the question's when the rollup kept them there.
   */
  askedBy: string | undefined;
}

/** The waiting elements of a block's flow, in order, each with the text the editor shows. */
export function waitingElementsOf(flow: readonly unknown[]): WaitingElement[] {
  const found: WaitingElement[] = [];
  let lastText = '';
  let lastSentId: string | undefined;
  for (const element of flow) {
    if (!isRecord(element) || typeof element.type !== 'string') continue;
    const text = ownText(element);
    if (isWaiting(element.type) && typeof element.id_element === 'string' && element.id_element !== '') {
      // A question has no text of its own: the text element just before it asks it.
      const label = text || (element.type === 'answer' ? lastText || answerVariable(element) : '');
      found.push({
        element_id: element.id_element,
        type: element.type,
        label: shorten(label),
        choiceTitles: choiceTitlesOf(element),
        askedBy: element.type === 'answer' ? lastSentId : undefined,
      });
    }
    if (text) lastText = text;
    if (element.type !== 'answer' && typeof element.id_element === 'string') lastSentId = element.id_element;
  }
  return found;
}

function isWaiting(type: string): boolean {
  return (WAITING_ELEMENT_TYPES as readonly string[]).includes(type);
}

function ownText(element: Record<string, unknown>): string {
  if (typeof element.message === 'string') return element.message;
  const body = pick(element, ['interactive', 'body', 'text']);
  return typeof body === 'string' ? body : '';
}

function answerVariable(element: Record<string, unknown>): string {
  const variable = pick(element, ['options', 'variable', 'id']);
  return typeof variable === 'string' ? variable : '';
}

/** Button and list-row ids mapped to their titles; an id two choices share keeps the first. */
function choiceTitlesOf(element: Record<string, unknown>): Map<string, string> {
  const titles = new Map<string, string>();
  const add = (choice: unknown) => {
    if (!isRecord(choice) || typeof choice.title !== 'string') return;
    titles.set(choice.title, choice.title);
    if (typeof choice.id === 'string' && !titles.has(choice.id)) titles.set(choice.id, choice.title);
  };
  if (Array.isArray(element.buttons)) for (const button of element.buttons) add(button);
  const sections = pick(element, ['interactive', 'action', 'sections']);
  if (Array.isArray(sections))
    for (const section of sections)
      if (isRecord(section) && Array.isArray(section.rows)) section.rows.forEach(add);
  return titles;
}

/** One line, at most LABEL_MAX characters. */
export function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LABEL_MAX ? `${line.slice(0, LABEL_MAX - 1).trimEnd()}…` : line;
}

function pick(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
