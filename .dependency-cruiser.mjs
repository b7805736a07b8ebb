/**
 * The import rules of the code, checked by `npm run lint` (dependency-cruiser). Each rule says what a folder may
 * lean on, so the layers stay readable: `common/` is shared by the browser and the service, `app/` is the site,
 * `server/` the service, and inside it `storage/` is infrastructure the features build on.
 * Today's exceptions are listed in .dependency-cruiser-known-violations.json: a new import that breaks a rule fails
 * the lint; removing an old one is progress (regenerate the list with `npm run deps:baseline`).
 */
export default {
  forbidden: [
    {
      name: 'no-circles-in-server',
      comment: 'A file of the service never imports, even for a type, a file that imports it back.',
      severity: 'error',
      from: { path: '^server/' },
      to: { circular: true },
    },
    {
      name: 'storage-is-infrastructure',
      comment: 'server/storage/ holds the SQL layer, migrations and stores: it imports no feature folder.',
      severity: 'error',
      from: { path: '^server/storage/' },
      to: { path: '^server/(desk|diary|visit|whatsapp|forms|mail|queue)/' },
    },
    {
      name: 'common-is-shared',
      comment: 'common/ runs in the browser and in Node: it imports neither the site nor the service.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(app|server)/' },
    },
    {
      name: 'the-site-is-not-the-service',
      comment: 'The site is built and run in the browser: it never imports the service.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    {
      name: 'nothing-imports-the-site',
      comment: 'Only app/ imports app/; what the service and the tooling share with it lives in common/ or content/.',
      severity: 'error',
      from: { path: '^(server|common|content|scripts|tooling)/' },
      to: { path: '^app/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^build' },
  },
};
