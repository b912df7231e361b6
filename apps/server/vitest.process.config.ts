import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * Tests that run the built server as real processes (several instances, crashes, restarts). Two files
 * at a time: one at a time left 40 % of two cores idle (the files mostly wait on their processes), and
 * two took the project from 208 s to 124-139 s in four runs, all passing.
 */
export default defineConfig({
  test: {
    ...base.test,
    name: 'api-process',
    include: ['test/process/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/global-setup.ts', 'test/process/build-server.ts'],
    fileParallelism: true,
    // Each file on its own module graph: these files are few and long, and share nothing.
    isolate: true,
    // After every other project has finished: the parallel projects keep both workers meanwhile, and the
    // timing-sensitive process tests get both cores to themselves.
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
