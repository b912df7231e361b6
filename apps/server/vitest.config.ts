import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // test/redis needs a Redis server (api-redis project); test/process runs built server processes
    // (api-process project).
    exclude: ['test/redis/**', 'test/process/**', '**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    isolate: false,
    hookTimeout: 60_000,
  },
});
