import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { serverRoot } from '../paths';

type Job =
  | { op: 'hash'; password: string; options: object }
  | { op: 'verify'; hash: string; password: string };

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

const WORKER_FILE = `${serverRoot}src/lib/password-worker.mjs`;
/** One hashing thread, one job at a time; referenced only while it works. */
class PasswordThread {
  readonly #worker = new Worker(WORKER_FILE);
  #current: Pending | undefined;

  constructor(onFree: (thread: PasswordThread) => void, onExit: (thread: PasswordThread) => void) {
    this.#worker.on('message', (answer: { result?: string | boolean; error?: string }) => {
      const done = this.#current!;
      this.#current = undefined;
      this.#worker.unref();
      if (answer.error === undefined) done.resolve(answer.result!);
      else done.reject(new Error(answer.error));
      onFree(this);
    });
    // A thread that dies fails its job; the pool starts another when there is work.
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', () => {
      this.#fail(new Error('password thread exited'));
      onExit(this);
    });
    this.#worker.unref();
  }

  take(pending: Pending, nice: number) {
    this.#current = pending;
    this.#worker.ref();
    this.#worker.postMessage({ ...pending.job, nice });
  }

  #fail(error: Error) {
    this.#current?.reject(error);
    this.#current = undefined;
  }
}

/**
 * argon2id on up to `size` threads, by default of the lowest priority (nice 19): a sign-in burst keeps
 * every core busy hashing, yet a health check or an exam answer arriving meanwhile is served at once
 * (bench/signin-burst.mjs). Idle threads do not keep the process alive.
 */
export function createPasswordPool(size = availableParallelism()) {
  const queue: Pending[] = [];
  const idle: PasswordThread[] = [];
  let threads = 0;
  let nice = 19;

  const onFree = (thread: PasswordThread) => {
    idle.push(thread);
    drain();
  };
  const onExit = (thread: PasswordThread) => {
    threads--;
    const index = idle.indexOf(thread);
    if (index >= 0) idle.splice(index, 1);
    drain();
  };

  function drain() {
    while (queue.length > 0) {
      let thread = idle.pop();
      if (!thread && threads < size) {
        threads++;
        thread = new PasswordThread(onFree, onExit);
      }
      if (!thread) return;
      thread.take(queue.shift()!, nice);
    }
  }

  function run<T extends string | boolean>(job: Job): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ job, resolve: resolve as Pending['resolve'], reject });
      drain();
    });
  }

  return {
    hash: (password: string, options: object) => run<string>({ op: 'hash', password, options }),
    verify: (hash: string, password: string) => run<boolean>({ op: 'verify', hash, password }),
    /** The threads' priority from their next job on. */
    setNice: (value: number) => {
      nice = value;
    },
  };
}
