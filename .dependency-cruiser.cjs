// Import boundaries, checked by `npm run lint` (dependency-cruiser). Imports flow
// contract → lib/components/api/buying → features → app; the server and the browser share only src/contract.
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
        'Shared code (components, lib, api, buying, plans, offline, contract) is used by features, never the reverse.',
      severity: 'error',
      from: { path: '^src/(components|lib|api|buying|plans|offline|contract)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'client-imports-no-server',
      comment: 'The browser code never imports the server: shapes they share live in src/contract.',
      severity: 'error',
      from: { path: '^(src|overlay)/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'src/contract is read by the server and the browser alike, so it imports only zod and itself.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^(src/(?!contract/)|server/|overlay/)' },
    },
    {
      name: 'overlay-stays-small',
      comment: 'The OBS overlay is plain TypeScript under 15 KB: it may import the contract only.',
      severity: 'error',
      from: { path: '^overlay/' },
      to: { path: '^src/(?!contract/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|data|node_modules)/' },
  },
}
