import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pngImage } from '../helpers/images';
import type { ServerProcess } from '../helpers/server-process';
import { TEST_PASSWORD } from '../helpers/test-identity';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs `npm run backup` / `npm run restore`'s script as an operator would, with the server's env. */
export function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', `${script}.mjs`), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every table of every schema of ours, each row as JSON text, sorted; plus every sequence position. */
export type DatabaseSnapshot = Record<string, string[]>;

async function snapshotWith(
  query: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {};
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'
     order by 1, 2`,
  );
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const rows = await query(`select to_jsonb(x)::text as row from "${s}"."${t}" x order by 1`);
    snapshot[`${s}.${t}`] = rows.map((r) => r.row as string);
  }
  const sequences = await query(
    'select schemaname, sequencename, last_value from pg_sequences order by schemaname, sequencename',
  );
  snapshot['(sequences)'] = sequences.map((r) => `${r.schemaname}.${r.sequencename}=${r.last_value}`);
  return snapshot;
}

export async function snapshotPglite(dataDir: string): Promise<DatabaseSnapshot> {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return await snapshotWith(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

export async function snapshotPostgres(url: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await snapshotWith(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Every file of DATA_DIR except the embedded database: relative path → sha256 of its bytes. */
export async function snapshotFiles(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dataDir, path.join(entry.parentPath, entry.name));
    if (relative.split(path.sep)[0] === 'db') continue;
    files[relative] = createHash('sha256')
      .update(await readFile(path.join(dataDir, relative)))
      .digest('hex');
  }
  return files;
}

const pdfResume = () => Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<<>>\n%%EOF\n');

export interface Populated {
  email: string;
  password: string;
  picture: string;
  pictureBytes: Buffer;
}

/**
 * What a real instance holds: a learner with an enrolment, a profile picture, an assessment request
 * with a private resume, and exam answers.
 */
export async function populate(server: ServerProcess): Promise<Populated> {
  const email = `backup.${Date.now()}@example.com`;
  const password = TEST_PASSWORD;
  const signUp = await server.fetch('/v1/auth/sign_up', {
    method: 'POST',
    json: { name: 'Backup Learner', phone: '9876543210', email, password },
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status}`);
  const { token } = (await signUp.json()) as { token: string };
  const ok = async <T>(res: Promise<Response>, what: string): Promise<T> => {
    const r = await res;
    if (!r.ok) throw new Error(`${what}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };

  const courses = await ok<{ course_title: string }[]>(server.fetch('/v1/api/list-courses/'), 'courses');
  await ok(
    server.fetch('/v1/auth/selected-courses/', {
      method: 'POST',
      token,
      json: { course_title: courses[0]!.course_title },
    }),
    'enrol',
  );

  const picture = new FormData();
  picture.append('user_id', '1');
  picture.append('image', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'me.png');
  const candidate = await ok<{ image: string }>(
    server.fetch('/v1/auth/candidate/upload-image/', { method: 'POST', token, body: picture }),
    'picture',
  );

  const request = new FormData();
  request.append('username', 'Backup Learner');
  request.append('mobile', '9876543210');
  request.append('resume', new Blob([new Uint8Array(pdfResume())], { type: 'application/pdf' }), 'cv.pdf');
  await ok(
    server.fetch('/v1/api/create-profile/', { method: 'POST', token, body: request }),
    'assessment request',
  );

  const domains = await ok<{ id: number }[]>(server.fetch('/v1/api/domains/'), 'domains');
  const session = await ok<{ test_session_id: number; questions: { test_question_id: number }[] }>(
    server.fetch('/v1/api/start-test/', {
      method: 'POST',
      token,
      json: { domain_id: domains[0]!.id, section: 'aptitude' },
    }),
    'start test',
  );
  for (const [i, q] of session.questions.slice(0, 3).entries()) {
    await ok(
      server.fetch('/v1/api/submit-answer/', {
        method: 'POST',
        token,
        json: {
          test_session_id: session.test_session_id,
          test_question_id: q.test_question_id,
          selected_option: 'ABCD'[i],
          status: 'answered',
        },
      }),
      'answer',
    );
  }
  const pictureBytes = Buffer.from(await (await server.fetch(candidate.image)).arrayBuffer());
  return { email, password, picture: candidate.image, pictureBytes };
}

/** The restored instance serves the learner, the picture, and takes a fresh write. */
export async function expectServes(server: ServerProcess, populated: Populated) {
  const login = await server.fetch('/v1/auth/login', {
    method: 'POST',
    json: { email: populated.email, password: populated.password },
  });
  const picture = await server.fetch(populated.picture);
  const fresh = await server.fetch('/v1/auth/sign_up', {
    method: 'POST',
    json: {
      name: 'After Restore',
      phone: '9876543210',
      email: `after.${Date.now()}@example.com`,
      password: TEST_PASSWORD,
    },
  });
  return {
    login: login.status,
    picture: picture.status,
    pictureSame: Buffer.from(await picture.arrayBuffer()).equals(populated.pictureBytes),
    freshWrite: fresh.status,
  };
}
