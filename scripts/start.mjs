// `npm start`: build what is not built, then run the server (it migrates, seeds and serves).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

if (!buildIfStale()) process.exit(1);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  {
    stdio: 'inherit',
    env: { ...process.env },
  },
);
// The server handles SIGINT/SIGTERM itself (finishes requests, closes the database).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
