/**
 * The extraction sandbox's entry (a child process of the server, see extractionSandbox.ts): reads
 * one file sent over IPC, answers with its text or the French reason it cannot be read, and ends.
 * Every parser (pdf.js, mammoth, word-extractor, Tesseract) runs here, never in the server.
 */
// The refusals it sends back are catalogue messages with values (limits, counts): compiled here,
// in this process of its own, as the server compiles them (French: no language scope in a child).
import '@griot/i18n/runtimeCompiler';
import { ExtractionError } from './extractionError';
import type { ExtractionLimits } from './extractionLimits';
import { extractText } from './extractText';
import { isSandboxRequest, type SandboxAnswer } from './sandboxMessages';

// The server went away (stopped, killed): nobody waits for the text any more.
process.on('disconnect', () => process.exit(0));

process.once('message', (message: unknown) => {
  void answer(message).then((reply) => {
    process.send?.(reply, undefined, {}, () => process.exit(0));
  });
});

async function answer(message: unknown): Promise<SandboxAnswer> {
  if (!isSandboxRequest(message)) return { status: 'crashed', detail: 'malformed request' };
  const limits: ExtractionLimits = message.limits;
  const data = Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength);
  try {
    return { status: 'text', text: await extractText(message.mimeType, data, message.ocrDir, limits) };
  } catch (error) {
    if (error instanceof ExtractionError) return { status: 'refused', note: error.note };
    return { status: 'crashed', detail: error instanceof Error ? error.message : String(error) };
  }
}
