import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ DATABASE_URL: 'memory://', LOG_LEVEL: 'info' });
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

  it('logs one JSON object a line when its output is not a terminal', () => {
    const lines = server.output().trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const messages = lines.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContainEqual(
      expect.stringMatching(/^Skillpath is serving on http:\/\/127\.0\.0\.1:\d+ \(database: in memory/),
    );
  });
});
