import {
  MCQ_CSV_COLUMNS,
  MCQ_IMPORT_MAX_QUESTIONS,
  type McqImportResult,
  mcqTransferMessages as tm,
} from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcqFormats } from '../../src/modules/assessment/mcq-formats';
import { createCategory, createDomain } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const HEADER = MCQ_CSV_COLUMNS.join(',');
const csv = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;
const row = (i: number, correct = 'A') => `Question ${i}?,a${i},b${i},c${i},d${i},${correct}`;

async function newCategory() {
  const domain = await createDomain(t);
  return { domain, category: await createCategory(t, domain.id) };
}

async function importFile(
  categoryId: number,
  data: Buffer | string,
  opts: { format?: string; dryRun?: boolean; as?: string; filename?: string } = {},
) {
  return t.call({
    method: 'POST',
    url: '/v1/api/mcq/import/',
    token: opts.as ?? token,
    ...(await multipart(
      {
        format: opts.format ?? 'csv',
        category_id: String(categoryId),
        dry_run: String(opts.dryRun ?? false),
      },
      { file: { data: Buffer.from(data), filename: opts.filename ?? 'bank.csv', type: 'text/plain' } },
    )),
  });
}

const bank = async (domainId: number, categoryId: number) =>
  (
    await t.call({
      method: 'GET',
      url: `/v1/api/mcq-list/?domain=${domainId}&category=${categoryId}`,
      token,
    })
  ).json<{ question: string; options: object; correct_answer: string }[]>();

/**
 * Runs `work` while /healthz is asked again and again, and measures in CPU time (which other
 * processes on a busy machine do not inflate): what the work cost, and the longest the event loop
 * was held between two turns, i.e. how long a request arriving meanwhile had to wait.
 */
async function whileWatching<T>(work: () => Promise<T>) {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let answered = 0;
  let running = true;
  let last = cpu();
  let longestHoldMs = 0;
  const turn = () => {
    const now = cpu();
    longestHoldMs = Math.max(longestHoldMs, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  const probe = async () => {
    while (running) {
      const res = await t.call({ method: 'GET', url: '/healthz' });
      if (res.statusCode === 200) answered++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const started = cpu();
  setImmediate(turn);
  const probing = probe();
  const result = await work();
  // A request served without a turn of the event loop held it from its last turn to here.
  turn();
  const cpuMs = cpu() - started;
  const answeredMeanwhile = answered;
  running = false;
  await probing;
  return { result, cpuMs, longestHoldMs, answeredMeanwhile };
}

describe('POST /v1/api/mcq/import/', () => {
  it('previews a file without writing anything (dry run)', async () => {
    const { domain, category } = await newCategory();
    const res = await importFile(category.id, csv(row(1), row(2, 'c')), { dryRun: true });
    expect(res.statusCode).toBe(200);
    const body = res.json<McqImportResult>();
    expect(body).toMatchObject({ dry_run: true, imported: 0, skipped_duplicates: 0, errors: [] });
    expect(body.questions).toEqual([
      {
        line: 2,
        question: 'Question 1?',
        options: { A: 'a1', B: 'b1', C: 'c1', D: 'd1' },
        correct_answer: 'A',
        duplicate: false,
      },
      {
        line: 3,
        question: 'Question 2?',
        options: { A: 'a2', B: 'b2', C: 'c2', D: 'd2' },
        correct_answer: 'C',
        duplicate: false,
      },
    ]);
    expect(await bank(domain.id, category.id)).toEqual([]);
  });

  it('imports a sound file, UTF-8 with a byte-order mark', async () => {
    const { domain, category } = await newCategory();
    const res = await importFile(category.id, `\uFEFF${csv(row(1), '"Café, ""naïve""?",x,y,z,w,D')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, imported: 2, skipped_duplicates: 0, errors: [] });
    const stored = await bank(domain.id, category.id);
    expect(stored.map((q) => [q.question, q.correct_answer])).toEqual([
      ['Question 1?', 'A'],
      ['Café, "naïve"?', 'D'],
    ]);
  });

  it('imports nothing when any question has a problem, and lists every problem by line', async () => {
    const { domain, category } = await newCategory();
    const file = csv(row(1), 'Bad?,same,Same,c,d,A', row(3), 'Short?,a,b,c,d', row(5, 'X'));
    const res = await importFile(category.id, file);
    expect(res.statusCode).toBe(200);
    const body = res.json<McqImportResult>();
    expect(body.imported).toBe(0);
    expect(body.errors).toEqual([
      { line: 3, message: `Option B: ${tm.identicalOptions('A', 'B')}` },
      { line: 5, message: tm.csvCells(5) },
      { line: 6, message: tm.csvAnswer },
    ]);
    expect(await bank(domain.id, category.id)).toEqual([]);
  });

  it('skips and counts questions already in the category or repeated in the file', async () => {
    const { domain, category } = await newCategory();
    await importFile(category.id, csv(row(1)));
    const res = await importFile(category.id, csv('  question 1?  ,x,y,z,w,B', row(2), row(2)));
    expect(res.json()).toMatchObject({ imported: 1, skipped_duplicates: 2, errors: [] });
    expect(res.json<McqImportResult>().questions.map((q) => q.duplicate)).toEqual([true, false, true]);
    expect((await bank(domain.id, category.id)).map((q) => q.question)).toEqual([
      'Question 1?',
      'Question 2?',
    ]);
  });

  it('imports GIFT and Aiken files', async () => {
    const { domain, category } = await newCategory();
    const gift = '// Python\n::T1:: Which is a list? {=[1, 2] ~(1, 2) ~\\{1\\: 2\\} ~"12"}\n';
    const aiken = 'Which is immutable?\nA) list\nB) dict\nC) tuple\nD) set\nANSWER: C\n';
    expect((await importFile(category.id, gift, { format: 'gift' })).json()).toMatchObject({ imported: 1 });
    expect((await importFile(category.id, aiken, { format: 'aiken' })).json()).toMatchObject({ imported: 1 });
    expect(await bank(domain.id, category.id)).toMatchObject([
      { question: 'Which is a list?', options: { A: '[1, 2]', C: '{1: 2}' }, correct_answer: 'A' },
      { question: 'Which is immutable?', options: { C: 'tuple' }, correct_answer: 'C' },
    ]);
  });

  it('takes 5,000 questions in one file and refuses 5,001', async () => {
    const { domain, category } = await newCategory();
    const rows = Array.from({ length: MCQ_IMPORT_MAX_QUESTIONS }, (_, i) => row(i));
    const ok = await importFile(category.id, csv(...rows));
    expect(ok.json()).toMatchObject({ imported: MCQ_IMPORT_MAX_QUESTIONS, errors: [] });
    expect(await bank(domain.id, category.id)).toHaveLength(MCQ_IMPORT_MAX_QUESTIONS);
    const other = await newCategory();
    const tooMany = await importFile(other.category.id, csv(...rows, row(MCQ_IMPORT_MAX_QUESTIONS)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ detail: tm.tooManyQuestions, code: 'too_many_questions' });
  }, 60_000);

  it.each(['aiken', 'gift', 'csv'])(
    'refuses a %s file of ~56,000 questions within a second, answering /healthz meanwhile',
    async (format) => {
      const { category } = await newCategory();
      const codec = mcqFormats[format as keyof typeof mcqFormats];
      const questions = (count: number, pad: string) =>
        codec.serialize(
          Array.from({ length: count }, (_, i) => ({
            question: `Q${i} ${pad}`,
            options: { A: `a${i} ${pad}`, B: `b${i} ${pad}`, C: `c${i} ${pad}`, D: `d${i} ${pad}` },
            correct_answer: 'A' as const,
          })),
        );
      // 56,000 questions padded to fill most of the 5 MB upload limit.
      const bare = Buffer.byteLength(questions(56_000, ''));
      const file = questions(56_000, 'x'.repeat(Math.floor((4_900_000 - bare) / 56_000 / 5)));
      expect(Buffer.byteLength(file)).toBeGreaterThan(4_000_000);
      expect(Buffer.byteLength(file)).toBeLessThan(5 * 1024 * 1024);
      const upload = await multipart(
        { format, category_id: String(category.id), dry_run: 'false' },
        { file: { data: Buffer.from(file), filename: `big.${codec.extension}`, type: 'text/plain' } },
      );
      const watched = await whileWatching(() =>
        t.call({ method: 'POST', url: '/v1/api/mcq/import/', token, ...upload }),
      );
      const { result: res, cpuMs, longestHoldMs, answeredMeanwhile } = watched;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: tm.tooManyQuestions, code: 'too_many_questions' });
      // Reading and checking all 56,000 cost 0.5–0.7 s of CPU here (1.7 s and more on a busy server)
      // in one stretch; stopping just past the limit costs about 0.15 s, in stretches of a few ms.
      expect(cpuMs).toBeLessThan(350);
      expect(longestHoldMs).toBeLessThan(150);
      expect(answeredMeanwhile).toBeGreaterThanOrEqual(3);
    },
  );

  it('refuses a file over 5 MB with a 413', async () => {
    const { category } = await newCategory();
    const res = await importFile(category.id, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(tm.fileTooLarge);
  });

  it('gives a clear 400 for bytes that are not UTF-8, an empty file, an unknown format, no file', async () => {
    const { category } = await newCategory();
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\nCaf`),
      Buffer.from([0xe9]),
      Buffer.from('?,a,b,c,d,A\n'),
    ]);
    const notUtf8 = await importFile(category.id, latin1);
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json()).toMatchObject({ detail: tm.notUtf8, code: 'file_not_utf8' });

    const blank = await importFile(category.id, ' \n\n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ detail: tm.fileEmpty, code: 'file_empty' });

    const unknown = await importFile(category.id, csv(row(1)), { format: 'xlsx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(tm.formatUnknown);

    const noFile = await t.call({
      method: 'POST',
      url: '/v1/api/mcq/import/',
      token,
      ...(await multipart({ format: 'csv', category_id: String(category.id) })),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ detail: tm.fileRequired, code: 'file_required' });

    const nothing = await importFile(category.id, '// only a comment\n', { format: 'gift' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().code).toBe('no_questions');
  });

  it('answers 404 for an unknown category', async () => {
    const res = await importFile(999_999, csv(row(1)));
    expect(res.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const { category } = await newCategory();
    const learner = await registerLearner(t);
    expect((await importFile(category.id, csv(row(1)), { as: learner.token })).statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: '/v1/api/mcq/import/',
      ...(await multipart({ format: 'csv', category_id: String(category.id) })),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /v1/api/mcq/export/', () => {
  const tricky = [
    'question,option_a,option_b,option_c,option_d,correct_answer',
    '"Multi\nline, with ""quotes""",= 1 + 1,-2,@three,{four}: ~#,B',
    'Plain?,α,β,γ,δ,D',
  ].join('\n');

  for (const format of ['csv', 'gift', 'aiken'] as const) {
    it(`${format}: export then import into another category gives identical questions`, async () => {
      const source = await newCategory();
      const file = format === 'aiken' ? tricky.replace('Multi\nline', 'Multi line') : tricky;
      expect((await importFile(source.category.id, file)).json()).toMatchObject({ imported: 2 });
      const res = await t.call({
        method: 'GET',
        url: `/v1/api/mcq/export/?category_id=${source.category.id}&format=${format}`,
        token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="[a-z0-9-]+\\.${format === 'csv' ? 'csv' : `${format}\\.txt`}"$`),
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const target = await newCategory();
      const again = await importFile(target.category.id, res.rawPayload, { format });
      expect(again.json()).toMatchObject({ imported: 2, errors: [] });
      const strip = (list: { question: string; options: object; correct_answer: string }[]) =>
        list.map(({ question, options, correct_answer }) => ({ question, options, correct_answer }));
      expect(strip(await bank(target.domain.id, target.category.id))).toEqual(
        strip(await bank(source.domain.id, source.category.id)),
      );
    });
  }

  it('exports every category of a domain, and refuses a request without a scope', async () => {
    const { domain, category } = await newCategory();
    const second = await createCategory(t, domain.id);
    await importFile(category.id, csv(row(1)));
    await importFile(second.id, csv(row(2)));
    const res = await t.call({ method: 'GET', url: `/v1/api/mcq/export/?domain_id=${domain.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter(Boolean)).toEqual([`\uFEFF${HEADER}`, row(1), row(2)]);
    const none = await t.call({ method: 'GET', url: '/v1/api/mcq/export/?format=csv', token });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(tm.scopeRequired);
    const missing = await t.call({ method: 'GET', url: '/v1/api/mcq/export/?category_id=999999', token });
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const learner = await registerLearner(t);
    const res = await t.call({ method: 'GET', url: '/v1/api/mcq/export/?domain_id=1', token: learner.token });
    expect(res.statusCode).toBe(403);
  });
});
