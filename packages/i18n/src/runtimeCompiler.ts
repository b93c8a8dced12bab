import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { registerMessageCompiler } from './texts';

/**
 * Imported once by the programs that read catalogues from source (the server, the admin tools,
 * the tests outside the web app): they compile each ICU message the first time it is loaded.
 * The web app's build compiles them ahead (apps/web's catalogue plugin) and ships no parser.
 */
registerMessageCompiler(compileMessageOrThrow);
