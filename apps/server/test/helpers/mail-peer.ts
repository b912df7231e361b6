import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type MailPeerMode = 'refuse' | 'hang' | 'accept';

/**
 * A real SMTP peer for the process tests: refuses every message with a temporary error (451),
 * holds one without ever answering (the sender is cut off mid-send), or accepts; switch with `mode`.
 */
export async function startMailPeer(mode: MailPeerMode = 'refuse') {
  const state = { mode, refused: 0, held: 0, accepted: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.mode === 'hang') {
          state.held += 1;
          return;
        }
        if (state.mode === 'refuse') {
          state.refused += 1;
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        state.accepted.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type MailPeer = Awaited<ReturnType<typeof startMailPeer>>;

export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
