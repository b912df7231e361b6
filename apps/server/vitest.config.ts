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
    // V8 in Node 24 can abort a process running PGlite's WebAssembly with "Check failed:
    // jit_page_->allocations_.erase(addr) == 1" as it frees wasm code (nodejs/node#64500); a
    // clean-clone run met it once, 73 ms into a file. PGlite keeps its compiled modules for the life of
    // the process, so what gets freed is the baseline code of functions that tiered up (wasm code GC,
    // which these tests trigger: --trace-wasm-code-gc shows it): turned off.
    execArgv: ['--no-wasm-code-gc'],
    hookTimeout: 60_000,
  },
});
