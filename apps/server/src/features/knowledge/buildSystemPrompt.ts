// i18n-exempt-file: the LLM's system prompt, not a text a user reads; written in French whatever the
// screen's language (rule 3 asks for answers in the visitor's language, whichever it is).
import { AGENT_REDIRECTION, KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';

/** A block as the prompt describes it. */
export interface PromptBlock {
  idblock: string;
  blockname: string;
  category: 'welcome' | 'default' | 'commerce' | 'standard';
  flow: readonly unknown[];
}

export interface PromptKnowledge {
  fileName: string;
  /** The start of the file's text. */
  excerpt: string;
}

/** Characters of each file's opening kept in the prompt (the best passages come with each question). */
const FILE_EXCERPT_CHARACTERS = 600;

/**
 * The system prompt of a chatbot's GRIOT IA, generated from the selected blocks (names, first
 * texts, buttons, what each is for) and the knowledge files. It imposes these rules:
 * JSON only; text, text_button (≤ 3 buttons, titles ≤ 20) or redirection to an existing block,
 * never the welcome block; insults and requests for a person → an agent; nothing outside the business's knowledge.
 */
export function buildSystemPrompt(input: {
  botName: string;
  description: string;
  blocks: readonly PromptBlock[];
  knowledge: readonly PromptKnowledge[];
}): string {
  const targets = input.blocks.filter((block) => block.category !== 'welcome');
  const lines: string[] = [
    `Tu es GRIOT IA, l'assistant du chatbot « ${input.botName} »${input.description.trim() ? ` (${input.description.trim()})` : ''}.`,
    "Tu réponds aux visiteurs dont le message n'est pas prévu par le parcours du chatbot, ou tu les renvoies vers le bon bloc.",
    '',
    '## Règles obligatoires',
    '1. Réponds uniquement par un objet JSON valide, sans aucun texte autour et sans Markdown.',
    '2. Trois formats de réponse seulement :',
    '   - texte : {"responseType":"text","message":"…"}',
    `   - texte avec boutons : {"responseType":"text_button","message":"…","buttons":[{"id":"<idblock>","title":"…"}]} — ${KNOWLEDGE_LIMITS.buttonsMax} boutons au plus, chaque titre fait ${KNOWLEDGE_LIMITS.buttonTitleMax} caractères au plus et chaque id est l'idblock d'un bloc de la liste ci-dessous ;`,
    `   - redirection : {"responseType":"redirection","redirection_block":"<idblock>"} — uniquement vers un bloc de la liste ci-dessous (jamais vers le bloc d'accueil), ou vers "${AGENT_REDIRECTION}" pour un agent humain.`,
    `3. Un message fait ${KNOWLEDGE_LIMITS.messageMax} caractères au plus : court, poli, dans la langue du visiteur (le français par défaut).`,
    `4. Insultes ou propos injurieux : ne réponds pas, renvoie vers un agent humain avec {"responseType":"redirection","redirection_block":"${AGENT_REDIRECTION}"}.`,
    `5. Le visiteur demande à parler à une personne (un agent, un conseiller, un humain, quelqu'un, le service client — en français, en anglais, en espagnol ou autrement) : ne réponds pas à sa place, renvoie vers un agent humain avec {"responseType":"redirection","redirection_block":"${AGENT_REDIRECTION}"}. L'équipe prend la conversation dans sa boîte de réception.`,
    "6. Reste dans le domaine de l'entreprise : n'utilise que les blocs et la base de connaissances ci-dessous. Refuse poliment toute demande sans rapport avec l'entreprise. Si l'information manque, dis-le sans rien inventer (prix, délais, adresses, horaires).",
    '7. Quand un bloc répond mieux que toi à la demande, redirige vers ce bloc.',
    '',
    '## Blocs disponibles',
  ];
  if (targets.length === 0) lines.push('(aucun bloc : réponds par un texte)');
  for (const block of targets) lines.push(describeBlock(block));
  lines.push('', '## Base de connaissances');
  if (input.knowledge.length === 0) lines.push('(aucun fichier pour le moment)');
  for (const file of input.knowledge) {
    const excerpt = oneLine(file.excerpt).slice(0, FILE_EXCERPT_CHARACTERS);
    lines.push(`### ${file.fileName}`, excerpt === '' ? '(texte non disponible)' : excerpt);
  }
  lines.push(
    '',
    'Avec chaque question, les extraits les plus pertinents de la base de connaissances te sont donnés : appuie-toi sur eux.',
  );
  return lines.join('\n');
}

/** One line per block: `idblock` : name — what it is for. First text: «…». Buttons: … */
export function describeBlock(block: PromptBlock): string {
  const name = block.blockname.trim() || block.idblock;
  const texts: string[] = [];
  const buttons: string[] = [];
  const actions = new Set<string>();
  for (const element of block.flow) {
    if (typeof element !== 'object' || element === null) continue;
    const record = element as Record<string, unknown>;
    const text = firstText(record);
    if (text) texts.push(text);
    if (Array.isArray(record.buttons))
      for (const button of record.buttons)
        if (typeof button === 'object' && button !== null) {
          const title = (button as Record<string, unknown>).title;
          if (typeof title === 'string' && title.trim()) buttons.push(title.trim());
        }
    const action = ACTIONS[String(record.type)];
    if (action) actions.add(action);
  }
  const purpose = [CATEGORY_PURPOSE[block.category], ...actions].filter(Boolean).join(', ');
  let line = `- \`${block.idblock}\` : ${name}${purpose ? ` — ${purpose}` : ''}.`;
  const first = texts[0];
  if (first) line += ` Premier texte : « ${oneLine(first).slice(0, KNOWLEDGE_LIMITS.contextualText)} ».`;
  if (buttons.length > 0) line += ` Boutons : ${buttons.slice(0, 6).join(', ')}.`;
  return line;
}

const CATEGORY_PURPOSE: Record<PromptBlock['category'], string> = {
  welcome: "bloc d'accueil",
  default: 'bloc par défaut (message non compris)',
  commerce: 'boutique et commandes',
  standard: '',
};

const ACTIONS: Record<string, string> = {
  answer: 'pose une question au visiteur',
  location_request_message: 'demande la position du visiteur',
  request: 'interroge un service externe',
  list: 'propose une liste de choix',
  image: 'montre une image',
  document: 'envoie un document',
  button_link: 'ouvre un lien',
  notification: "prévient l'équipe",
};

/** The text an element shows, if any. */
function firstText(element: Record<string, unknown>): string | undefined {
  if (typeof element.message === 'string' && element.message.trim()) return element.message;
  if (typeof element.body_message === 'string' && element.body_message.trim()) return element.body_message;
  const interactive = element.interactive;
  if (typeof interactive === 'object' && interactive !== null) {
    const body = (interactive as Record<string, unknown>).body;
    if (typeof body === 'object' && body !== null) {
      const text = (body as Record<string, unknown>).text;
      if (typeof text === 'string' && text.trim()) return text;
    }
  }
  return undefined;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
