import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  label: 'Widget language',
  description:
    "The language of the widget's own words (message field, buttons, errors). Your flows' messages stay exactly as you wrote them.",
  auto: "Automatic (the visitor's browser language, else French)",
  saved: 'Widget language saved',
  saveFailed: "Couldn't save the widget language",
} satisfies Translation<typeof fr>;
