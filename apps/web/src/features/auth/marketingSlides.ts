/** The three promises of the auth screens, in their order: keys of `authTexts.slides` and `.illustration`. */
export const MARKETING_SLIDES = ['copilot', 'everywhere', 'noApp'] as const;
export type MarketingSlide = (typeof MARKETING_SLIDES)[number];
