import { commonTexts } from './commonTexts';

type ScreenTitle = keyof typeof commonTexts.screenTitles;

/** The screens' names by route pattern, for titles and placeholder pages (GRIOT IA is a name). */
const SCREEN_TITLES: Array<[RegExp, ScreenTitle | 'griotIa']> = [
  [/^\/dashboard\/?$/, 'dashboard'],
  // Before the inbox's own pattern: these two pages are not conversations.
  [/^\/dashboard\/inbox\/settings$/, 'inboxSettings'],
  [/^\/dashboard\/inbox\/reports$/, 'inboxReports'],
  [/^\/dashboard\/inbox(\/[^/]+)?\/?$/, 'inbox'],
  [/^\/dashboard\/chatbots\/create$/, 'createChatbot'],
  [/^\/dashboard\/chatbots\/[^/]+\/settings$/, 'chatbotSettings'],
  [/^\/dashboard\/chatbots\/[^/]+\/home$/, 'chatbotDashboard'],
  [/^\/dashboard\/chatbots\/[^/]+\/playground(\/[^/]+)?$/, 'flowEditor'],
  [/^\/dashboard\/chatbots\/[^/]+\/variables$/, 'variables'],
  [/^\/dashboard\/chatbots\/[^/]+\/jarvis-knowledge$/, 'griotIa'],
  [/^\/dashboard\/chatbots\/?$/, 'chatbots'],
  [/^\/dashboard\/all-users$/, 'endUsers'],
  [/^\/dashboard\/analytics$/, 'analytics'],
  [/^\/dashboard\/users\//, 'endUser'],
  [/^\/dashboard\/whatsapp_management$/, 'whatsappAccounts'],
  [/^\/dashboard\/whatsapp_management\/[^/]+\/templates$/, 'whatsappTemplates'],
  [/^\/dashboard\/chat\//, 'conversation'],
  [/^\/dashboard\/profile$/, 'profile'],
  [/^\/dashboard\/account-settings$/, 'accountSettings'],
  [/^\/dashboard\/transactions$/, 'transactions'],
  [/^\/dashboard\/orders$/, 'orders'],
  [/^\/dashboard\/payouts$/, 'payouts'],
  [/^\/dashboard\/products$/, 'products'],
  [/^\/dashboard\/posts\/drafts$/, 'drafts'],
  [/^\/dashboard\/posts\/scheduled$/, 'scheduledPosts'],
  [/^\/dashboard\/posts\/published$/, 'publishedPosts'],
  [/^\/dashboard\/posts$/, 'posts'],
  [/^\/dashboard\/pages$/, 'pages'],
  [/^\/dashboard\/performance$/, 'performance'],
  [/^\/dashboard\/team$/, 'team'],
  [/^\/dashboard\/clients$/, 'clients'],
  [/^\/dashboard\/customize$/, 'customize'],
  [/^\/flow-element-test$/, 'flowElementTest'],
];

/** The screen's name in the language shown (a component reads `useTexts(commonTexts)` to follow a switch). */
export function screenTitleFor(pathname: string): string {
  const key = SCREEN_TITLES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (key === 'griotIa') return 'GRIOT IA';
  return key ? commonTexts.screenTitles[key] : 'Griot';
}
