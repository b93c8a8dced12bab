import { z } from 'zod';
import { fr } from 'zod/v4/locales';

/**
 * Zod's generic messages (a wrong type, an unknown enum value) in French, for the fields whose
 * schema gives no message of its own. Imported once by the server and by the web app.
 */
export function useFrenchZodErrors(): void {
  z.config(fr());
}
