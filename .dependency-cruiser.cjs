/**
 * The direction of the codebase (docs/decisions/017-one-way-dependencies.md):
 *   contract/  <-  core/  <-  api/, bff/, src/
 * contract/ and core/ never import the sides; the sides never import each other;
 * src/server.ts is the one file that joins the BFF and the app.
 * Runs in `npm run lint`: a wrong-way import fails `npm test`.
 */
module.exports = {
  forbidden: [
    {
      name: 'contract-is-the-bottom',
      comment: 'contract/ holds shapes only: it imports nothing of ours but itself.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(core|api|bff|src|tests|e2e|bench|scripts)/' },
    },
    {
      name: 'core-is-neutral',
      comment: 'core/ is shared by every side: it may use contract/ and itself, never a side.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(api|bff|src|tests|e2e|bench|scripts)/' },
    },
    {
      name: 'api-stands-alone',
      comment: 'The upstream knows nothing of the web Worker.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(bff|src|tests|e2e|bench|scripts)/' },
    },
    {
      name: 'api-src-never-imports-the-seed',
      comment: 'The seed writes demo data through api/src; api/src runs in production and never reaches back into api/seed.',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { path: '^api/seed/' },
    },
    {
      name: 'bff-never-imports-the-app',
      comment: 'The BFF hands SSR what it needs through the SSR context (core/ssr-context.ts).',
      severity: 'error',
      from: { path: '^bff/' },
      to: { path: '^(src|api|tests|e2e|bench|scripts)/' },
    },
    {
      name: 'app-never-imports-the-bff',
      comment: "Only src/server.ts joins the two; SSR reads the BFF through Start's request context.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server\\.ts$' },
      to: { path: '^(bff|api|tests|e2e|bench|scripts)/' },
    },
    {
      name: 'loaders-come-on-demand',
      comment:
        "A feature's loaders.ts (what routes read from the api) is imported with import() inside a route's loader or a module's load: Start preloads a page's route chunks, and a first load never runs its loaders in the browser (decision 027).",
      severity: 'error',
      from: { path: '^src/(routes|modules)/' },
      to: { path: '^src/features/[^/]+/loaders\\.ts$', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'A cycle of value imports (a type-only link, as routeTree.gen.ts to router.tsx, is no cycle at run time).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cycles-between-features',
      comment:
        'Features build on each other one way (tasks on portal, portal on auth): a folder-level cycle means two features are one, or a shared piece sits in the wrong one.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/features/[^/]+' },
      to: { circular: true },
    },
    {
      name: 'one-entry-per-feature',
      comment:
        'A feature other features use exposes one entry, its index.ts (what comes on demand, by import(), is its own entry: the lazy editor, a loaders.ts; and a fields.ts holds form pieces another feature’s form shares, imported only from form modules loaded on demand); inside a feature files import each other directly, and routes may import any file of a feature.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/',
        pathNot: [
          '^src/features/$1/',
          '^src/features/[^/]+/index\\.ts$',
          '^src/features/[^/]+/loaders\\.ts$',
          '^src/features/[^/]+/fields\\.ts$',
        ],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing (a typo, a moved file).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(cloudflare|virtual):' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.wrangler|\\.tanstack)/' },
    // TypeScript 7 has no compiler API for it yet: parse with swc.
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
}
