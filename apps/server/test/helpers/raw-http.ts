import http from 'node:http';

export interface RawAnswer {
  status: number;
  /** As they came on the wire: names as written, in order, repeated ones repeated; Date left out. */
  headers: string[];
  body: Buffer;
}

/** A GET over a real socket, keeping the answer's header bytes (fetch would normalise them). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (res.rawHeaders[i]!.toLowerCase() !== 'date')
              pairs.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          }
          resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
