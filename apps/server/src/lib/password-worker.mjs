// One thread of the password pool (lib/password-pool.ts). Plain JavaScript so that Node runs it as it
// is, from the sources and next to the bundle alike.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// Linux only: /proc/thread-self names this thread, and setpriority on a thread id lowers that thread
// alone. Hashing then takes every idle core but yields at once to the event loop, the database and
// other requests. Elsewhere the pool simply runs at normal priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
} catch {}

parentPort.on('message', ({ op, password, hash, options }) => {
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(hash, password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});
