import pretty from 'pino-pretty';

/**
 * Where the server logs: on a terminal, readable lines (time, level, message) for the person watching;
 * anywhere else (a pipe, a file, a log collector) undefined, which keeps pino's one JSON object a line.
 */
export function terminalLogStream(
  stdout: NodeJS.WriteStream = process.stdout,
): NodeJS.WritableStream | undefined {
  if (!stdout.isTTY) return undefined;
  // In this thread and synchronous: no worker thread to start, and nothing lost when the process exits.
  return pretty({
    colorize: stdout.hasColors?.() ?? false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
    destination: stdout,
  });
}
