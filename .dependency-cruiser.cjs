// Import boundaries, checked by `npm run lint` (dependency-cruiser). Imports flow
// contract → lib/components/api/buying → features → app; the server and the browser share only contract/.

/**
 * The server's modules, floor by floor from the bottom (docs/architecture.md, "Layers"). A module
 * imports only modules on floors below its own, so that the import graph of the modules has no
 * circle and a change to a floor never reaches down. Each floor names its modules; a floor's list
 * may hold modules that ignore each other (catalogue and money), never two that import each other.
 */
// base: settings, limits, mail (in that order); accounts; what creators offer (catalogue) and the books
// (money); realtime, what goes on air and how; the show (marathons and auctions, then the stream that
// sends cards and extends marathons); sales (subscriptions and Creator Pro, then the card sales that
// subscriptions open); the edge (admin, analytics, contact, webhooks, then grievances, which uses admin). tests/unit/module-layers.test.ts
// reads the same file to hold each module's fastify-plugin `dependencies` to its imports.
const SERVER_FLOORS = require('./server/modules/floors.json')

/** One rule per floor: its modules import nothing on their own floor or above it. */
function layerRules() {
  return SERVER_FLOORS.map((floor, index) => ({
    name: `layers-point-down-from-${floor.join('-')}`,
    comment: `${floor.join(' and ')} may import only the modules on floors below: ${SERVER_FLOORS.slice(0, index).flat().join(', ') || 'none'}.`,
    severity: 'error',
    from: { path: `^server/modules/(${floor.join('|')})/` },
    to: {
      path: `^server/modules/(${SERVER_FLOORS.slice(index).flat().join('|')})/`,
      pathNot: '^server/modules/$1/',
    },
  }))
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      comment:
        'A feature never imports another feature: move what both need to src/components, src/lib or src/api.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-code-imports-no-feature',
      comment:
        'Shared code (components, lib, api, buying, plans, subscriptions, auctions, community, invoices, notifications, pwa) is used by features, never the reverse.',
      severity: 'error',
      from: {
        path: '^src/(components|lib|api|buying|plans|subscriptions|auctions|community|invoices|notifications|pwa)/',
      },
      to: { path: '^src/features/' },
    },
    {
      name: 'shared-code-imports-no-app',
      comment:
        'The app shell (src/app, its header, menus and navigation in src/app/shell) is assembled from shared code, so shared code never reaches up into it: what a feature needs too (page title, header slots, menu drawer) lives in src/lib or src/components.',
      severity: 'error',
      from: {
        path: '^src/(components|lib|api|buying|plans|subscriptions|auctions|community|invoices|notifications|pwa)/',
      },
      to: { path: '^src/app/' },
    },
    {
      name: 'client-imports-no-server',
      comment: 'The browser code never imports the server: shapes they share live in contract/.',
      severity: 'error',
      from: { path: '^(src|overlay)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-no-browser-code',
      comment: 'The server never imports the browser code: shapes they share live in contract/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|overlay)/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'contract/ is read by the server and the browser alike, so it imports only zod and itself.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server|overlay)/' },
    },
    {
      name: 'overlay-stays-small',
      comment: 'The OBS overlay is plain TypeScript under 15 KB: it may import the contract only.',
      severity: 'error',
      from: { path: '^overlay/' },
      to: { path: '^src/' },
    },
    {
      name: 'pwa-below-api',
      comment:
        'The installable-app plumbing (src/pwa) sits below the API client: it never imports the API, a feature or the shell.',
      severity: 'error',
      from: { path: '^src/pwa/' },
      to: { path: '^src/(api|buying|plans|features|app)/' },
    },
    {
      name: 'features-import-no-app',
      comment: 'The app shell (src/app) assembles the features; a feature never reaches up into it.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'data-and-services-import-no-routes',
      comment:
        'Repositories and services serve the routes and plugins, never the reverse: keep HTTP out of them.',
      severity: 'error',
      from: { path: '^server/(db|lib)/|^server/modules/[^/]+/(?!routes/|plugin\\.ts$)' },
      to: { path: '^server/(modules/[^/]+/(routes/|plugin\\.ts$)|plugins/|app\\.ts$)' },
    },
    {
      name: 'one-door-into-each-module',
      comment:
        'A module is entered through its face, index.ts (the types and functions it offers), so that what lies behind it can move without its users noticing.',
      severity: 'error',
      from: { path: '^server/(?!modules/)|^server/modules/([^/]+)/' },
      to: {
        path: '^server/modules/[^/]+/',
        pathNot: [
          '^server/modules/$1/',
          '^server/modules/[^/]+/index\\.ts$',
          '^server/modules/[^/]+/plugin\\.ts$',
        ],
      },
    },
    {
      name: 'only-the-app-registers-modules',
      comment: "A module's plugin (its routes and services) is registered by server/app.ts alone.",
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/app\\.ts$' },
      to: { path: '^server/modules/[^/]+/plugin\\.ts$' },
    },
    {
      name: 'base-imports-no-module',
      comment: 'server/lib and server/db are the ground every module stands on: they know no module.',
      severity: 'error',
      from: { path: '^server/(lib|db)/' },
      to: { path: '^server/modules/' },
    },
    ...layerRules(),
    {
      name: 'no-circular',
      comment:
        'Modules that import each other are one module in two files: merge them or split what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|data|node_modules)/' },
  },
}
