/**
 * The import direction of docs/architecture.md §1, enforced: contract ← machines ← src / server.
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
      comment:
        '`npm run paths` lists the paths the model-based tests replay, from the same models (decision 020); ' +
        'the bench starts PostgreSQL and the production server with the tools the production tests use (tests/support).',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^(tests|e2e)/', pathNot: '^tests/(paths|support)/' },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one: neither can be read, tested or loaded without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-are-islands',
      comment: 'A feature imports no other feature: what two features share lives in src/lib or src/components.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-never-import-the-app',
      comment: 'src/app wires the features into routes; the features do not reach back up into it.',
      severity: 'error',
      from: { path: '^src/(features|components|lib|styles)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'react-aria-through-the-ui-kit',
      comment: 'React Aria is used through src/components/ui, so each control has one look and one behaviour (the app root provides its router and locale).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(components/ui/|app/providers\\.tsx$)' },
      to: { path: '^node_modules/(react-aria-components|react-aria|@react-aria|react-stately|@react-stately)/' },
    },
    {
      name: 'routes-are-the-top-of-the-server',
      comment: 'server/routes wires endpoints to the domain modules; nothing below it imports it.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/(routes/|app\\.ts$)' },
      to: { path: '^server/routes/' },
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
