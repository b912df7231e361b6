import { Writable } from 'node:stream';
import pretty from 'pino-pretty';

/** Requests whose first line came but not their last: a few aborted ones must not grow it forever. */
const OPEN_REQUESTS_KEPT = 1000;

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

/**
 * Fastify logs a request twice, as it comes in (method, address) and when answered (status, time);
 * pretty-printed, each is several lines, and a few requests push the start banner off screen. Here
 * the two become one line, `GET /v1/api/list-courses/ 200 3 ms`; every other line passes as it is.
 */
function oneLinePerRequest(next: NodeJS.WritableStream): NodeJS.WritableStream {
  const incoming = new Map<string, { method?: string; url?: string }>();
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      let line: LogLine;
      try {
        line = JSON.parse(String(chunk)) as LogLine;
      } catch {
        next.write(chunk);
        return done();
      }
      const { msg, reqId, req, res, responseTime, ...rest } = line;
      // Fastify's note on an unknown path: the request's own line says 404.
      if (reqId && msg?.startsWith('Route ') && msg.endsWith(' not found')) return done();
      if (msg === 'incoming request' && reqId && req) {
        incoming.set(reqId, req);
        if (incoming.size > OPEN_REQUESTS_KEPT) incoming.delete(incoming.keys().next().value!);
        return done();
      }
      if (msg === 'request completed' && reqId && res) {
        const came = incoming.get(reqId);
        incoming.delete(reqId);
        const took = responseTime === undefined ? '' : ` ${Math.round(responseTime)} ms`;
        const summary = `${came?.method ?? '?'} ${came?.url ?? '?'} ${res.statusCode ?? '?'}${took}`;
        next.write(`${JSON.stringify({ ...rest, msg: summary })}\n`);
        return done();
      }
      next.write(chunk);
      done();
    },
  });
}

/**
 * Where the server logs: on a terminal, readable lines (time, level, message) for the person watching,
 * one per request; anywhere else (a pipe, a file, a log collector) undefined, which keeps pino's one
 * JSON object a line with every field.
 */
export function terminalLogStream(
  stdout: NodeJS.WriteStream = process.stdout,
): NodeJS.WritableStream | undefined {
  if (!stdout.isTTY) return undefined;
  // In this thread and synchronous: no worker thread to start, and nothing lost when the process exits.
  return oneLinePerRequest(
    pretty({
      colorize: stdout.hasColors?.() ?? false,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      sync: true,
      destination: stdout,
    }),
  );
}
