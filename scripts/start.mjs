// `npm start`: build what is not built, then run the server (it migrates, seeds and serves) in this
// same process: a second Node would cost its own start-up time and memory on every start.
import cluster from 'node:cluster';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './lib.mjs';

// Cluster workers (WEB_CONCURRENCY) run this file too: the primary has already built.
if (cluster.isPrimary && !buildIfStale()) process.exit(1);

// Stack traces name the TypeScript sources (what `node --enable-source-maps` did).
process.setSourceMapsEnabled(true);
// Node 22.1+ keeps the compiled code of the server and its packages on disk, so a restart skips most
// of their compilation (Node 20 has no such cache and starts without it).
module.enableCompileCache?.();

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
