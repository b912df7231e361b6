// One thread of the password pool (lib/password-pool.ts). Plain JavaScript so that Node runs it as it
// is, from the sources and next to the bundle alike.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// Linux only: /proc/thread-self names this thread, and setpriority on a thread id sets that thread's
// alone. At nice 19 hashing takes every idle core but yields at once to the event loop, the database
// and other requests. Elsewhere the pool simply runs at the process's priority. (Raising a thread's
// priority back needs CAP_SYS_NICE; without it the thread keeps the lower one.)
let thread;
try {
  thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
} catch {}
let current = thread === undefined ? undefined : getPriority(thread);
function renice(nice) {
  if (thread === undefined || nice === current) return;
  try {
    setPriority(thread, nice);
    current = nice;
  } catch {}
}

parentPort.on('message', ({ op, password, hash, options, nice }) => {
  renice(nice);
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(hash, password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});
