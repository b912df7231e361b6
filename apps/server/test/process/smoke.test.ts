import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ DATABASE_URL: 'memory://' });
});
afterAll(async () => {
  await server.kill('SIGKILL');
  await removeDataDir(server.dataDir);
});

describe('the built server as a process', () => {
  it('serves the API and stops cleanly on SIGTERM', async () => {
    const res = await server.fetch('/v1/api/list-courses/');
    expect(res.status).toBe(200);
    expect(await server.kill('SIGTERM')).toBe(0);
  });
});
