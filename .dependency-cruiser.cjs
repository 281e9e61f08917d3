// Import boundaries, checked by `npm run lint` (dependency-cruiser). Imports flow
// contract → lib/components/api/buying → features → app; the server and the browser share only contract/.
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
        'Shared code (components, lib, api, buying, plans, subscriptions, auctions, invoices, pwa) is used by features, never the reverse.',
      severity: 'error',
      from: { path: '^src/(components|lib|api|buying|plans|subscriptions|auctions|invoices|pwa)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'shared-code-imports-no-app',
      comment:
        'The app shell (src/app, its header, menus and navigation in src/app/shell) is assembled from shared code, so shared code never reaches up into it: what a feature needs too (page title, header slots, menu drawer) lives in src/lib or src/components.',
      severity: 'error',
      from: { path: '^src/(components|lib|api|buying|plans|subscriptions|auctions|invoices|pwa)/' },
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
      from: { path: '^server/(db|lib)/|^server/modules/[^/]+/(?!routes/|index\\.ts$)' },
      to: { path: '^server/(modules/[^/]+/(routes/|index\\.ts$)|plugins/|app\\.ts$)' },
    },
    {
      name: 'modules-meet-through-services',
      comment:
        "A module uses another module's repositories and services, never its routes: only server/app.ts registers a module.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/[^/]+/(routes/|index\\.ts$)', pathNot: '^server/modules/$1/' },
    },
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
