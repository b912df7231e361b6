import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * Tests that run the built server as real processes (several instances, crashes, restarts). One file
 * at a time: each starts processes of its own and they compete for the CPU.
 */
export default defineConfig({
  test: {
    ...base.test,
    name: 'api-process',
    include: ['test/process/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['test/global-setup.ts', 'test/process/build-server.ts'],
    fileParallelism: false,
    // Each file on its own module graph: these files are few and long, and share nothing.
    isolate: true,
    // After every other project has finished: the parallel projects keep both workers meanwhile, and the
    // timing-sensitive process tests get the CPU to themselves.
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
