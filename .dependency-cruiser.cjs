// Import boundaries of DESIGN.md §1 and CONVENTIONS.md, checked by `npm test` (npm run depcruise).
// A rule here is the layout written down: fix a violation by moving code to the layer that owns it,
// not by loosening the rule. Known exceptions are listed at the bottom with the reason each stays.

/** Table definitions per owning server module: apps/server/src/db/schema/<module>.ts. */
const schema = '^apps/server/src/db/schema/';

/**
 * Known exceptions to `module-owns-its-tables`: file → the other modules' schema files it still reads,
 * each with the reason it stays for now. Every other import of a foreign table stays an error, and
 * these files may not reach any further table. Shrink this list; never add to it without a reason.
 */
const foreignTables = {
  // The exam answer is one prepared UPDATE that checks session, deadline and token revocation at once
  // (README "tokenCheckedByQuery"); splitting it would add a round trip to the hottest path.
  'assessment/exam-queries.ts': ['auth'],
  // The job application list shows the applicant's last assessment score beside each application.
  'placements/queries.ts': ['assessment'],
  // Enrolment bumps courses.enrolled_count in the enrolment's transaction and counts lessons watched
  // in the progress query; the catalogue lists a learner's enrolled courses. Each is one SQL statement.
  'enrollment/queries.ts': ['catalogue', 'learning'],
  'catalogue/queries.ts': ['enrollment'],
  // The batch reminder finds tomorrow's batches' enrolled learners and their addresses in one join
  // (batches by category → courses → enrollments, and the auth module's accounts view), run once a minute.
  'enrollment/batch-reminders.ts': ['catalogue'],
};
const modules = '^apps/server/src/modules/';
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const knownTableRules = Object.entries(foreignTables).map(([file, owners]) => ({
  name: 'module-owns-its-tables-known-exception',
  comment: `Known exception (see foreignTables in .dependency-cruiser.cjs): ${file} → ${owners.join(', ')}`,
  severity: 'error',
  from: { path: `${modules}${escapeRegex(file)}$` },
  to: {
    path: schema,
    pathNot: [`${schema}${file.split('/')[0]}\\.ts$`, ...owners.map((o) => `${schema}${o}\\.ts$`)],
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      comment: 'The web app talks to the server only over HTTP; shared rules live in packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server hosts the built web app as files (dist), it never imports its sources.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/src/' },
    },
    {
      name: 'contract-not-to-apps',
      comment: 'packages/contract is shared by both apps and imports from neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'web-shared-not-to-features',
      comment:
        'components/ and lib/ are shared by the features: they never import a feature or the app shell ' +
        '(move what they need into components/ or lib/).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'feature-through-entry',
      comment:
        'A feature imports another feature only through its entry file (features/<name>/index.ts); ' +
        'what several features share belongs in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'schema-per-module',
      comment:
        'A server module imports the tables it owns from db/schema/<module>.ts, never the barrel ' +
        '(db/schema/index.ts exists for drizzle-kit, the database setup, the seed and the tests).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: `${schema}index\\.ts$` },
    },
    {
      name: 'module-owns-its-tables',
      comment:
        "A server module reaches another module's tables only through that module's functions " +
        '(call its queries/service), so each table has one owner (DESIGN.md §6).',
      severity: 'error',
      from: {
        path: `${modules}([^/]+)/`,
        pathNot: Object.keys(foreignTables).map((file) => `${modules}${escapeRegex(file)}$`),
      },
      to: { path: schema, pathNot: `${schema}$1\\.ts$` },
    },
    ...knownTableRules,
    {
      name: 'no-circular',
      comment: 'Circular imports make load order matter and hide which layer owns what.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for the cruiser to parse with: Babel strips the types first
    // (type-only imports vanish with them; a table rule is about values).
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|migrations)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
