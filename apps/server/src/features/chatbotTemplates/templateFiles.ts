import { readFile } from 'node:fs/promises';
import {
  CHATBOT_TEMPLATES,
  type ChatbotTemplateId,
} from '@griot/contract/chatbotTemplates/chatbotTemplateMessages';
import { type ChatbotFile, chatbotFileSchema } from '@griot/contract/chatbotTransfer/chatbotFileSchema';

/** A starter template: its id, catalogue key and the chatbot file it is made of. */
export interface LoadedTemplate {
  id: ChatbotTemplateId;
  texts: (typeof CHATBOT_TEMPLATES)[number]['texts'];
  file: ChatbotFile;
}

let loading: Promise<LoadedTemplate[]> | undefined;

/**
 * The four templates, read from templates/<id>.json and checked with the export file's schema at
 * first use, then kept: they ship with the code and never change while the server runs. A file
 * that does not parse is a bug of ours, thrown as is (the tests read every one).
 */
export function loadTemplates(): Promise<LoadedTemplate[]> {
  loading ??= Promise.all(
    CHATBOT_TEMPLATES.map(async ({ id, texts }) => {
      const raw = await readFile(new URL(`./templates/${id}.json`, import.meta.url), 'utf8');
      return { id, texts, file: chatbotFileSchema.parse(JSON.parse(raw)) };
    }),
  ).catch((error: unknown) => {
    // Read again next time rather than keep a failure (a file being deployed, a transient error).
    loading = undefined;
    throw error;
  });
  return loading;
}

/** One template by id, or undefined for an id we do not ship. */
export async function findTemplate(id: string): Promise<LoadedTemplate | undefined> {
  return (await loadTemplates()).find((template) => template.id === id);
}
