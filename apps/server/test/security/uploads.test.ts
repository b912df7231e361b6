import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFields, createCourse, internshipBody, pdfResume, placementBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { jpegWithMetadata, pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { reportSummary } from '../helpers/summary';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let learner: Awaited<ReturnType<typeof registerLearner>>;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  learner = await registerLearner(t);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

/** Every file under the upload folders (public media and private documents), relative paths. */
async function storedFiles(): Promise<string[]> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
    );
    return nested.flat();
  };
  return (await walk(t.config.dataDir))
    .map((f) => path.relative(t.config.dataDir, f))
    .filter((f) => !f.startsWith('outbox') && !f.startsWith('db'))
    .sort();
}

type Upload = { data: Buffer; filename: string };
interface Endpoint {
  name: string;
  send(file: Upload): Promise<{ statusCode: number; body: string; json(): Record<string, unknown> }>;
  /** Where the stored picture's public path is in the answer. */
  stored(body: Record<string, unknown>): string;
}

const dataUrl = (data: Buffer, type = 'image/png') => `data:${type};base64,${data.toString('base64')}`;
const asLearner = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token: learner.token });
const asAdmin = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token: admin.token });
let n = 0;
const uniqueName = (label: string) => `${label} ${++n} ${Date.now().toString(36)}`;

/** A multipart form that carries the picture as file part `field` and answers with its path under that name. */
const multipartEndpoint = (
  name: string,
  call: typeof asLearner,
  url: string,
  fields: () => Record<string, string>,
  field: string,
  type?: string,
): Endpoint => ({
  name,
  send: async (f) =>
    call({ method: 'POST', url, ...(await multipart(fields(), { [field]: type ? { ...f, type } : f })) }),
  stored: (b) => String(b[field]),
});

/** A JSON body that carries the picture as a data URL in each of `fields`; the answer names the first. */
const dataUrlEndpoint = (
  name: string,
  url: string,
  body: () => object | Promise<object>,
  fields: [string, ...string[]],
): Endpoint => ({
  name,
  send: async (f) =>
    asAdmin({
      method: 'POST',
      url,
      payload: { ...(await body()), ...Object.fromEntries(fields.map((k) => [k, dataUrl(f.data)])) },
    }),
  stored: (b) => String(b[fields[0]]),
});

/** Every place a picture is accepted: multipart files and data URLs inside JSON. */
const imageEndpoints: Endpoint[] = [
  multipartEndpoint(
    'profile picture',
    asLearner,
    '/v1/auth/candidate/upload-image/',
    () => ({ user_id: '1' }),
    'image',
    'image/png',
  ),
  multipartEndpoint(
    'profile form picture',
    asLearner,
    '/v1/auth/candidate/register/',
    () => ({ skills: 'Go', learningMode: 'Self-paced' }),
    'image',
  ),
  multipartEndpoint(
    'course image',
    asAdmin,
    '/v1/api/create-course/',
    () => courseFields(uniqueName('Course')),
    'course_image',
  ),
  multipartEndpoint(
    'batch image',
    asAdmin,
    '/v1/api/batches/',
    () => ({
      name: uniqueName('Batch'),
      instructor: 'I',
      mode: 'Hybrid',
      startDate: '2030-01-15',
      timings: '9-11',
      category: 'Testing',
    }),
    'image',
  ),
  multipartEndpoint(
    'domain image',
    asAdmin,
    '/v1/api/domains/create/',
    () => ({ name: uniqueName('Domain') }),
    'image',
  ),
  dataUrlEndpoint(
    'internship card (data URL)',
    '/v1/api/internships/',
    () => internshipBody(uniqueName('Internship')),
    ['internship_card_image'],
  ),
  dataUrlEndpoint('placement pictures (data URL)', '/v1/api/placements/', placementBody, [
    'placement_category_img',
    'placement_featuredjob_img',
  ]),
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = await pngImage(40, 30);

/** `png` with a tEXt chunk (keyword, text) inserted before its IEND chunk. */
function withTextChunk(image: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\u0000${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = image.length - 12;
  return Buffer.concat([image.subarray(0, iend), length, type, data, crc, image.subarray(iend)]);
}
const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const script = '<html><body><script>alert(document.cookie)</script></body></html>';
const bomb = await sharp({ create: { width: 7_000, height: 7_000, channels: 3, background: '#000' } })
  .png({ compressionLevel: 9 })
  .toBuffer();

/** Files that are not the picture their name says; each must be refused with nothing stored. */
const hostileImages: [string, Upload][] = [
  ['PHP behind a .png name', { data: Buffer.from('<?php system($_GET["c"]); ?>'), filename: 'shell.png' }],
  ['HTML behind a .jpg name', { data: Buffer.from(script), filename: 'page.jpg' }],
  [
    'SVG with a script',
    {
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
      filename: 'logo.svg',
    },
  ],
  [
    'GIF header followed by HTML (polyglot)',
    { data: Buffer.from(`GIF89a/*${script}*/=1;`), filename: 'x.gif' },
  ],
  [
    'JPEG header followed by HTML (polyglot)',
    { data: Buffer.concat([jpegHeader, Buffer.from(script)]), filename: 'x.jpg' },
  ],
  [
    'PNG signature then garbage',
    { data: Buffer.concat([PNG_SIGNATURE, Buffer.from(script)]), filename: 'x.png' },
  ],
  ['a PDF', { data: pdfResume(), filename: 'cv.png' }],
  ['decompression bomb (49 megapixels)', { data: bomb, filename: 'bomb.png' }],
  ['path-traversal name on a script', { data: Buffer.from(script), filename: '../../etc/passwd.png' }],
];

describe('uploads', () => {
  const tried = { payloads: 0, rejected: 0, accepted: 0 };
  afterAll(() =>
    reportSummary(
      'uploads',
      `${tried.payloads} payloads tried on ${imageEndpoints.length} image endpoints and the resume upload, ${tried.rejected} rejected with nothing stored, ${tried.accepted} accepted and re-encoded without metadata`,
    ),
  );

  it('refuses every hostile file at every picture endpoint with 4xx, writing nothing to disk', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const failures: string[] = [];
    for (const endpoint of imageEndpoints) {
      for (const [label, file] of hostileImages) {
        const before = await storedFiles();
        const res = await endpoint.send(file);
        tried.payloads += 1;
        const after = await storedFiles();
        if (![400, 413, 415].includes(res.statusCode))
          failures.push(`${endpoint.name} / ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (typeof res.json().detail !== 'string')
          failures.push(`${endpoint.name} / ${label}: ${res.body}`);
        if (after.join() !== before.join())
          failures.push(
            `${endpoint.name} / ${label}: wrote ${after.filter((f) => !before.includes(f)).join(', ')}`,
          );
        else tried.rejected += 1;
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses an oversize picture with 413 (multipart) or a too-large body (data URL)', async () => {
    const big = { data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), filename: 'big.png' };
    for (const endpoint of imageEndpoints) {
      const before = await storedFiles();
      const res = await endpoint.send(big);
      tried.payloads += 1;
      expect(res.statusCode, endpoint.name).toBe(413);
      expect(typeof res.json().detail, endpoint.name).toBe('string');
      expect(await storedFiles(), endpoint.name).toEqual(before);
      tried.rejected += 1;
    }
  }, 120_000);

  it('stores an accepted picture re-encoded as WebP under a content hash, with no metadata left', async () => {
    // A PNG carrying a GPS text chunk and a trailing PHP payload, and a JPEG with camera EXIF.
    const tagged = withTextChunk(
      await sharp(png)
        .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N' } })
        .png()
        .toBuffer(),
      'GPS',
      '17.3850 N, 78.4867 E, home address here',
    );
    expect((await sharp(tagged).metadata()).format).toBe('png');
    const withTrailer = Buffer.concat([tagged, Buffer.from('<?php system($_GET["c"]); ?>PK\u0003\u0004')]);
    const samples: [string, Upload][] = [
      ['JPEG with EXIF', { data: await jpegWithMetadata(), filename: '../../etc/passwd.jpg' }],
      ['PNG with EXIF/GPS and a trailing PHP payload', { data: withTrailer, filename: 'me.png' }],
    ];
    for (const endpoint of imageEndpoints) {
      for (const [label, file] of samples) {
        const res = await endpoint.send(file);
        tried.payloads += 1;
        expect(res.statusCode, `${endpoint.name} / ${label}: ${res.body}`).toBeLessThan(300);
        const publicPath = endpoint.stored(res.json());
        expect(publicPath, endpoint.name).toMatch(/^\/media\/[a-z-]+\/[0-9a-f]{32}\.webp$/);
        const stored = await readFile(
          path.join(t.config.dataDir, 'uploads', publicPath.slice('/media/'.length)),
        );
        const meta = await sharp(stored).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif, `${endpoint.name} / ${label}`).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        const text = stored.toString('latin1');
        for (const secret of ['SecretCam', 'Spy 3000', 'home address', '78.4867', '<?php', 'passwd']) {
          expect(text, `${endpoint.name} / ${label}`).not.toContain(secret);
        }
        tried.accepted += 1;
      }
    }
    // Nothing was written outside the upload folder, whatever the file name said.
    expect((await storedFiles()).every((f) => f.startsWith('uploads/') || f.startsWith('private/'))).toBe(
      true,
    );
  }, 120_000);

  it('leaves no picture behind when a valid image comes with a refused form (duplicate course title)', async () => {
    const course = await createCourse(t);
    const image = await pngImage(77, 55);
    const before = await storedFiles();
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/create-course/',
      ...(await multipart(courseFields(course.course_title), {
        course_image: { data: image, filename: 'c.png' },
      })),
    });
    tried.payloads += 1;
    expect(res.statusCode).toBe(409);
    expect(await storedFiles()).toEqual(before);
    tried.rejected += 1;
  });

  it('accepts a resume only when its bytes are PDF or Word, stores it privately under a hash, and names it safely', async () => {
    const send = async (file: Upload) =>
      asLearner({
        method: 'POST',
        url: '/v1/api/create-profile/',
        ...(await multipart({ username: 'Applicant', mobile: '9876543210' }, { resume: file })),
      });
    const hostile: [string, Upload][] = [
      ['HTML named .pdf', { data: Buffer.from(script), filename: 'cv.pdf' }],
      ['SVG named .pdf', { data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'cv.pdf' }],
      [
        'Windows program named .docx',
        { data: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]), filename: 'cv.docx' },
      ],
      [
        'a plain zip named .docx',
        { data: Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00'), filename: 'cv.docx' },
      ],
      ['a PNG named .pdf', { data: png, filename: 'cv.pdf' }],
      ['script with a traversal name', { data: Buffer.from(script), filename: '../../../etc/passwd' }],
      [
        'oversize PDF (11 MB)',
        { data: Buffer.concat([pdfResume(), Buffer.alloc(11 * 1024 * 1024)]), filename: 'cv.pdf' },
      ],
    ];
    for (const [label, file] of hostile) {
      const before = await storedFiles();
      const res = await send(file);
      tried.payloads += 1;
      expect([400, 413, 415], `${label}: ${res.body}`).toContain(res.statusCode);
      expect(await storedFiles(), label).toEqual(before);
      tried.rejected += 1;
    }

    for (const filename of ['../../etc/passwd.pdf', 'Résumé 😀 "quoted"\r\n.pdf']) {
      const res = await send({ data: pdfResume(), filename });
      tried.payloads += 1;
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().resume_name).not.toMatch(/[/\\"\r\n]/);
      const file = await asAdmin({
        method: 'GET',
        url: `/v1/api/assessment-requests/${res.json().id}/resume/`,
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[^"/\\]+"$/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      tried.accepted += 1;
    }
    const files = await storedFiles();
    expect(
      files
        .filter((f) => f.startsWith('private/'))
        .every((f) => /^private\/resumes\/[0-9a-f]{32}\.pdf$/.test(f)),
    ).toBe(true);
  }, 120_000);
});
