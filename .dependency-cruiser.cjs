// The import rules of the repository, checked by `npm run lint` (depcruise) and by
// apps/server/src/app/layers.test.ts. The server is built in layers that only point down:
//
//   lib/        generic helpers and the configuration: import nothing else of the server
//   runtime/    the conversation engine (inbox, lanes, sending, live events): imports lib/
//   api/        what every call stands on: procedures, errors, the context and the session
//   domain/     rules several features or channels share (chatbot ownership, audience
//               conditions, stored uploads, account security): a small module per concept
//   channels/X/ one messaging platform (webhook, sending, inbound media, statuses); a channel
//               imports no other channel except channels/meta (what WhatsApp and Messenger share)
//   features/X/ the calls of one area of the app; a feature imports no other feature
//   app/        router, route registration, server build, start: the only place that knows
//               every feature, channel and worker
//
// A layer imports the layers above it in this list, never one below. The runtime sits under api/
// because the context of every call carries it: api/appContext.ts names the Runtime interface
// (runtime/runtime.ts), never its implementation; the app builds it (app/createAppRuntime.ts) and
// hands it the channel senders and the background workers. Outside runtime/, only its public
// files (RUNTIME_PUBLIC) may be imported. admin/, faults/, test/ folders, tests and bench
// may import anything; production code imports none of them.

const SERVER = '^apps/server/src/';

/** Tests, test kits, fault worlds and the admin CLI: free to reach anything. */
const SERVER_TOOLS = [`${SERVER}(admin|faults|test)/`, '(^|/)test/', '\\.test\\.tsx?$'];
/** The same, as the target of an import from production code. */
const SERVER_TOOL_FILES = [`${SERVER}(admin|faults|test)/`, `${SERVER}.*/test/`, `${SERVER}.*\\.test\\.ts$`];

/**
 * The runtime's public surface: what channels, api, domain, features and the app may import.
 * Everything else in runtime/ is its inside. createRuntime.ts is public to the app alone.
 */
const RUNTIME_PUBLIC = `${SERVER}runtime/(runtime|conversationStatus|inboxEvent|notifyChanges|sendOutcome|describeMessage|griotQuestion|liveHub|sessionStreams|laneQueries|chatbotRuntimeCache|runtimeSignals|performRequest)\\.ts$`;

/** A rule that forbids `from` (outside tests and tools) to import anything matching `to`. */
function forbid(name, comment, from, to) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: from, pathNot: SERVER_TOOLS },
    to,
  };
}

const serverLayers = [
  forbid(
    'lib-imports-only-lib',
    'lib/ is the ground: generic helpers and the configuration, importing nothing else of the server.',
    `${SERVER}lib/`,
    { path: SERVER, pathNot: `${SERVER}lib/` },
  ),
  forbid(
    'runtime-imports-only-lib',
    'The runtime knows no call, channel, feature or app: they hand it what it needs (senders, workers).',
    `${SERVER}runtime/`,
    { path: SERVER, pathNot: [`${SERVER}(lib|runtime)/`] },
  ),
  forbid(
    'api-imports-only-lib-and-runtime',
    'api/ is the floor every call stands on: it knows no domain rule, channel, feature or app.',
    `${SERVER}api/`,
    { path: SERVER, pathNot: [`${SERVER}(lib|runtime|api)/`] },
  ),
  forbid(
    'domain-imports-below-it',
    'domain/ holds rules several features or channels share: it imports lib, runtime, api and itself.',
    `${SERVER}domain/`,
    { path: SERVER, pathNot: [`${SERVER}(lib|runtime|api|domain)/`] },
  ),
  forbid(
    'channels-import-below-them',
    'A channel imports lib, runtime, api, domain and channels/: never a feature or the app.',
    `${SERVER}channels/`,
    { path: SERVER, pathNot: [`${SERVER}(lib|runtime|api|domain|channels)/`] },
  ),
  {
    name: 'channel-imports-no-other-channel',
    comment: 'A channel imports no other channel; what WhatsApp and Messenger share is in channels/meta.',
    severity: 'error',
    from: { path: `${SERVER}channels/([^/]+)/`, pathNot: SERVER_TOOLS },
    to: { path: `${SERVER}channels/[^/]+/`, pathNot: `${SERVER}channels/($1|meta)/` },
  },
  forbid(
    'features-import-below-them',
    'A feature imports lib, runtime, api, domain and channels: never the app.',
    `${SERVER}features/`,
    { path: SERVER, pathNot: [`${SERVER}(lib|runtime|api|domain|channels|features)/`] },
  ),
  {
    name: 'feature-imports-no-other-feature',
    comment:
      'A feature never imports another feature: what two need is a module of its own in domain/ (or lib/ if generic).',
    severity: 'error',
    from: { path: `${SERVER}features/([^/]+)/`, pathNot: SERVER_TOOLS },
    to: { path: `${SERVER}features/`, pathNot: `${SERVER}features/$1/` },
  },
  {
    name: 'runtime-public-surface',
    comment: 'Outside runtime/, only its public files are imported (RUNTIME_PUBLIC in this file).',
    severity: 'error',
    from: { path: `${SERVER}(api|domain|channels|features)/`, pathNot: SERVER_TOOLS },
    to: { path: `${SERVER}runtime/`, pathNot: RUNTIME_PUBLIC },
  },
  {
    name: 'production-imports-no-tools',
    comment: 'Production code imports no test, test kit, fault world or admin command.',
    severity: 'error',
    from: { path: SERVER, pathNot: SERVER_TOOLS },
    to: { path: SERVER_TOOL_FILES },
  },
  {
    name: 'production-imports-no-vitest',
    comment: 'A file importing vitest is a test or a test kit: it lives under a test/ folder.',
    severity: 'error',
    from: { path: '^(apps|packages)/[^/]+/src/', pathNot: SERVER_TOOLS },
    to: { path: '(^|/)node_modules/(vitest|@vitest)/' },
  },
];

const packageRules = [
  {
    name: 'packages-import-no-app',
    comment: 'packages/ are shared by the apps: they never import one.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^apps/' },
  },
];

// The web app's layers (lib → components → features → app): what two features share is a component
// (components/chat: the conversation rendering of the inbox and the playground's simulator) or a lib
// module; a page that composes several features is an app page (app/chatbotDashboard).
const WEB = '^apps/web/src/';
const WEB_TOOLS = ['(^|/)test/', '\\.test\\.tsx?$', '\\.d\\.ts$'];
const webLayers = [
  {
    name: 'web-lib-imports-only-lib',
    severity: 'error',
    from: { path: `${WEB}lib/`, pathNot: WEB_TOOLS },
    to: { path: WEB, pathNot: `${WEB}lib/` },
  },
  {
    name: 'web-components-import-no-feature',
    severity: 'error',
    from: { path: `${WEB}components/`, pathNot: WEB_TOOLS },
    to: { path: [`${WEB}features/`, `${WEB}app/`] },
  },
  {
    name: 'web-features-import-no-app',
    severity: 'error',
    from: { path: `${WEB}features/`, pathNot: WEB_TOOLS },
    to: { path: `${WEB}app/` },
  },
  {
    name: 'web-feature-imports-no-other-feature',
    severity: 'error',
    from: { path: `${WEB}features/([^/]+)/`, pathNot: WEB_TOOLS },
    to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle, in the apps and the packages.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    ...serverLayers,
    ...packageRules,
    ...webLayers,
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser: swc parses, enhanced-resolve resolves.
    parser: 'swc',
    // Type-only imports count: a context type importing the runtime couples them as much as a call.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(apps|packages)/[^/]+/dist/', '^packages/db/migrations/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
