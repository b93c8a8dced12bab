import type { CallKey } from '@griot/contract/workspaces/callAccess';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './app/RequireAuth';
import { RequireCall } from './app/roles/RequireCall';
import { RouteError } from './components/RouteError';
import { ScreenLoader } from './components/ScreenLoader';
import { RedirectIfLoggedIn } from './features/auth/RedirectIfLoggedIn';
import { lazyScreen } from './lib/lazyScreen';

const shell = lazyScreen(() => import('./app/shell/DashboardLayout'), 'DashboardLayout');
const soon = lazyScreen(() => import('./components/SoonAvailable'), 'SoonAvailable');
const comingSoon = lazyScreen(() => import('./components/ComingSoon'), 'ComingSoon');
const playground = lazyScreen(() => import('./features/flows/playground/PlaygroundPage'), 'PlaygroundPage');
const conversations = lazyScreen(
  () => import('./features/conversations/ConversationsPage'),
  'ConversationsPage',
);
const shop = lazyScreen(() => import('./features/commerce/ShopPage'), 'ShopPage');
const inbox = lazyScreen(() => import('./app/inbox/InboxPage'), 'InboxPage');

/** Pages for the roles that may make `call`, the one they cannot work without; others see why not. */
const onlyFor = (call: CallKey, ...children: RouteObject[]): RouteObject => ({
  element: <RequireCall call={call} />,
  children,
});

/**
 * Every route of the app, the sidebar's included. Screens load lazily; the ones later
 * issues build show a "bientôt disponible" page until then.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <ScreenLoader />,
    children: [
      {
        path: '/login',
        element: <RedirectIfLoggedIn />,
        children: [{ index: true, lazy: lazyScreen(() => import('./features/auth/LoginPage'), 'LoginPage') }],
      },
      {
        path: '/register',
        lazy: lazyScreen(() => import('./features/auth/register/RegisterPage'), 'RegisterPage'),
      },
      { path: '/terms', lazy: lazyScreen(() => import('./features/auth/TermsPage'), 'TermsPage') },
      {
        path: '/forgot-password',
        lazy: lazyScreen(() => import('./features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
      },
      {
        path: '/reset-password',
        lazy: lazyScreen(() => import('./features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
      },
      // The invitation mail's link: open to anyone, signed in or not.
      {
        path: '/invitation/:token',
        lazy: lazyScreen(() => import('./features/team/invitation/InvitationPage'), 'InvitationPage'),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/flow-element-test',
            lazy: lazyScreen(
              () => import('./features/flows/elementTest/FlowElementTestPage'),
              'FlowElementTestPage',
            ),
          },
          {
            path: '/dashboard',
            lazy: shell,
            children: [
              { index: true, lazy: lazyScreen(() => import('./app/home/WorkspaceHome'), 'WorkspaceHome') },
              {
                path: 'chatbots',
                lazy: lazyScreen(() => import('./features/chatbots/ChatbotListPage'), 'ChatbotListPage'),
              },
              onlyFor('chatbots.create', {
                path: 'chatbots/create',
                lazy: lazyScreen(
                  () => import('./features/chatbots/create/CreateChatbotPage'),
                  'CreateChatbotPage',
                ),
              }),
              onlyFor('chatbots.update', {
                path: 'chatbots/:id/settings',
                id: 'ChatbotSettings',
                lazy: lazyScreen(
                  () => import('./features/chatbots/settings/ChatbotSettingsPage'),
                  'ChatbotSettingsPage',
                ),
              }),
              {
                path: 'chatbots/:id/home',
                lazy: lazyScreen(
                  () => import('./app/chatbotDashboard/ChatbotDashboardPage'),
                  'ChatbotDashboardPage',
                ),
              },
              onlyFor(
                'flows.tree',
                { path: 'chatbots/:idchatbot/playground', lazy: playground },
                {
                  path: 'chatbots/:idchatbot/playground/:idblock',
                  lazy: playground,
                  id: 'playgroundWithBlock',
                },
              ),
              onlyFor('variables.declarations', {
                path: 'chatbots/:idchatbot/variables',
                lazy: lazyScreen(() => import('./features/variables/VariablesPage'), 'VariablesPage'),
              }),
              onlyFor('knowledge.files', {
                path: 'chatbots/:idchatbot/jarvis-knowledge',
                lazy: lazyScreen(() => import('./features/knowledge/KnowledgePage'), 'KnowledgePage'),
              }),
              onlyFor('analytics.summary', {
                path: 'analytics',
                lazy: lazyScreen(() => import('./features/analytics/AnalyticsPage'), 'AnalyticsPage'),
              }),
              { path: 'settings', lazy: comingSoon },
              {
                path: 'all-users',
                lazy: lazyScreen(() => import('./app/endUsers/EndUserScreens'), 'EndUsersScreen'),
              },
              {
                path: 'users/:id',
                lazy: lazyScreen(() => import('./app/endUsers/EndUserScreens'), 'EndUserScreen'),
              },
              {
                path: 'users/:id/edit',
                lazy: lazyScreen(() => import('./features/endUsers/EndUserEditPage'), 'EndUserEditPage'),
              },
              // Issue 24: the campaigns of the workspace (features/campaigns).
              onlyFor('campaignPlans.list', {
                path: 'campaigns',
                lazy: lazyScreen(() => import('./features/campaigns/CampaignsPage'), 'CampaignsPage'),
              }),
              onlyFor('campaignPlans.create', {
                path: 'campaigns/new',
                lazy: lazyScreen(() => import('./app/campaigns/CampaignComposerPages'), 'NewCampaignPage'),
              }),
              onlyFor('campaignPlans.update', {
                path: 'campaigns/:id/edit',
                lazy: lazyScreen(() => import('./app/campaigns/CampaignComposerPages'), 'EditCampaignPage'),
              }),
              // Issue 24: a WhatsApp account's message templates (features/whatsappTemplates).
              onlyFor('whatsappAccounts.list', {
                path: 'whatsapp_management/:accountId/templates',
                lazy: lazyScreen(
                  () => import('./features/whatsappTemplates/WhatsAppTemplatesPage'),
                  'WhatsAppTemplatesPage',
                ),
              }),
              onlyFor('whatsappAccounts.list', {
                path: 'whatsapp_management',
                lazy: lazyScreen(
                  () => import('./features/whatsappAccounts/WhatsAppAccountsPage'),
                  'WhatsAppAccountsPage',
                ),
              }),
              // One screen for both: the child only adds :usertel, so opening a conversation keeps the list mounted.
              {
                path: 'chat/:chatbotId',
                lazy: conversations,
                children: [{ path: ':usertel', element: null }],
              },
              {
                path: 'profile',
                lazy: lazyScreen(() => import('./features/account/ProfilePage'), 'ProfilePage'),
              },
              {
                path: 'account-settings',
                lazy: lazyScreen(
                  () => import('./features/account/AccountSettingsPage'),
                  'AccountSettingsPage',
                ),
              },
              onlyFor(
                'commerce.handoff',
                { path: 'transactions', lazy: shop },
                { path: 'orders', lazy: shop },
                { path: 'payouts', lazy: shop },
                { path: 'products', lazy: soon },
              ),
              { path: 'posts', lazy: soon },
              { path: 'posts/drafts', lazy: soon },
              { path: 'posts/scheduled', lazy: soon },
              { path: 'posts/published', lazy: soon },
              { path: 'pages', lazy: soon },
              { path: 'performance', lazy: soon },
              { path: 'team', lazy: lazyScreen(() => import('./features/team/TeamPage'), 'TeamPage') },
              // The team inbox: opening a conversation only adds :conversationId, so the list stays mounted.
              onlyFor('inbox.list', {
                path: 'inbox',
                lazy: inbox,
                children: [{ path: ':conversationId', element: null }],
              }),
              {
                path: 'inbox/settings',
                lazy: lazyScreen(
                  () => import('./features/inboxSettings/InboxSettingsPage'),
                  'InboxSettingsPage',
                ),
              },
              onlyFor('inbox.responseTimes', {
                path: 'inbox/reports',
                lazy: lazyScreen(
                  () => import('./features/inboxSettings/ResponseTimesPage'),
                  'ResponseTimesPage',
                ),
              }),
              onlyFor('workspaces.clients', {
                path: 'clients',
                lazy: lazyScreen(() => import('./features/workspaces/ClientsPage'), 'ClientsPage'),
              }),
              { path: 'customize', lazy: soon },
              { path: '*', lazy: lazyScreen(() => import('./components/NotFoundPage'), 'NotFoundPage') },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyScreen(() => import('./components/NotFoundPage'), 'NotFoundPage') },
    ],
  },
]);
