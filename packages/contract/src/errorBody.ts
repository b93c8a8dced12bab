import { z } from 'zod';

/** Every API error answers this body: `error` and `message` both carry the French text to show. */
export const errorBodySchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    message: z.string(),
    /** Registration check: the submitted values already used by an account. */
    existingData: z.array(z.object({ email: z.string().optional(), tel: z.string().optional() })).optional(),
    /** Final registration: true when the captcha was refused (the client draws a new one). */
    captcha: z.boolean().optional(),
    /** Login: the account has had too many wrong passwords; solve a captcha (or log in from a known device). */
    captchaRequired: z.boolean().optional(),
    /** Login: the password was right and the account asks its second factor (`otp`). */
    twoFactorRequired: z.boolean().optional(),
    /** Validation failures: which field, for screens that show errors next to fields. */
    field: z.string().optional(),
  })
  .loose();
export type ErrorBody = z.infer<typeof errorBodySchema>;
