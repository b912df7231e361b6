import { defineConfig } from 'vitest/config';

// One run, several projects: contract rules, web components (jsdom), API on in-memory PGlite,
// the built server run as processes (crashes, several instances), the same API suite on PostgreSQL
// when TEST_DATABASE_URL is set, and the tests that need Redis when TEST_REDIS_URL is set. Under CI=true
// both always run: a missing service then fails them (global-setup, the Redis suite) instead of their
// quietly not running.
const ci = ['true', '1'].includes(process.env.CI ?? '');
const projects: NonNullable<Parameters<typeof defineConfig>[0]['test']>['projects'] = [
  'packages/contract',
  'apps/web',
  'apps/server',
  'apps/server/vitest.process.config.ts',
];
if (process.env.TEST_DATABASE_URL || ci) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    // The fuzzer's 10,000 requests run on PGlite; on PostgreSQL a shorter run checks the same properties.
    test: { name: 'api-postgres', root: './apps/server', env: { TEST_DB: 'postgres', FUZZ_RUNS: '2000' } },
  });
}

if (process.env.TEST_REDIS_URL || ci) {
  projects.push('apps/server/vitest.redis.config.ts');
}

// Both cores: Vitest's default leaves one of two idle. Files within a project share a worker's module
// graph (isolate: false in the web and API projects): importing the app once per worker, not per file,
// is most of what made the suite slow.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
