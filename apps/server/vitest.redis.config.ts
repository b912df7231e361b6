import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/** The API tests that need a Redis server (TEST_REDIS_URL): instances sharing state through it. */
export default defineConfig({
  test: {
    ...base.test,
    name: 'api-redis',
    include: ['test/redis/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
