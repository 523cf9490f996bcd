/**
 * The import direction of architecture.md §1, enforced: contract ← machines ← src / server.
 * `npm run lint:imports` (which also cruises scripts/) fails on any violation; `npm test` runs it.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-is-the-bottom',
      comment: 'contract/ holds wire shapes only and imports nothing of ours (valibot only).',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(machines|src|server|tests|e2e)/' },
    },
    {
      name: 'contract-imports-valibot-only',
      severity: 'error',
      from: { path: '^contract/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: '^node_modules/valibot/' },
    },
    {
      name: 'machines-are-pure',
      comment: 'machines/ import only xstate and contract: no React, DOM, fetch or server.',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(src|server|tests|e2e)/' },
    },
    {
      name: 'machines-import-xstate-only',
      severity: 'error',
      from: { path: '^machines/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: '^node_modules/(xstate|valibot)/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|tests|e2e)/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|tests|e2e)/' },
    },
    {
      name: 'nothing-imports-tests',
      comment: 'scripts/ is tooling, not the app: it may read the path models (next rule), nothing else of tests.',
      severity: 'error',
      from: { pathNot: '^(tests|e2e|scripts)/' },
      to: { path: '^(tests|e2e)/' },
    },
    {
      name: 'scripts-read-only-the-path-models',
      comment: '`npm run paths` lists the paths the model-based tests replay, from the same models (decision 020).',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^(tests|e2e)/', pathNot: '^tests/paths/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
