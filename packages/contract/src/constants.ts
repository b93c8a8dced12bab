/** Business constants (time-outs, delays, page sizes, limits). One place, shared by server and web. */

/** API call time-out on the web client. */
export const API_TIMEOUT_MS = 15_000;

export const PASSWORD_MIN_LENGTH = 8;
export const REGISTRATION_STEPS = 3;
/** How long the phase-1 check of the registration wizard stays valid (30 minutes). */
export const REGISTRATION_PHASE1_VALIDITY_MS = 1_800_000;
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_CANVAS = { width: 200, height: 70 } as const;
/** Server-side lifetime of an issued captcha challenge. */
export const CAPTCHA_TTL_MS = 10 * 60_000;
/** Canvas drawing retries before giving up (the canvas may mount late). */
export const CAPTCHA_DRAW_RETRIES = 5;
export const CAPTCHA_DRAW_RETRY_DELAY_MS = 500;

export const SLIDE_INTERVAL_MS = 7_000;
export const SLIDE_INTERVAL_SHORT_MS = 5_000;
export const SLIDE_LOCK_MIN_MS = 300;
export const SLIDE_LOCK_MAX_MS = 800;

export const REDIRECT_AFTER_REGISTRATION_MS = 2_000;
export const DEFAULT_COUNTRY = 'SN';

/** A password reset link is valid one hour and works once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Session lifetime: sliding, renewed by use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export const TOAST_DURATION_MS = 5_000;
export const UNAUTHORIZED_REDIRECT_MS = 3_000;

/** Characters of the reset password checklist's "special" rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** Chatbot list: cards shown first and added per scroll. */
export const CHATBOT_PAGE_SIZE = 6;
export const CHATBOT_DESCRIPTION_PREVIEW = 100;
export const CHATBOT_AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const CHATBOT_AVATAR_PLACEHOLDER = '/avatars/bot1.png';
export const REDIRECT_AFTER_CREATE_MS = 1_500;
export const CLONE_RELOAD_MS = 1_500;
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';
export const HOME_TOP_CHATBOTS = 4;
export const HOME_LAST_DISCUSSIONS = 4;
export const HOME_BAR_MIN_PX = 40;
export const HOME_BAR_MAX_PX = 180;

/** The profile's availability when there is nothing to measure yet. */
export const DEFAULT_UPTIME_PERCENT = 99.9;
