import {
  catalogueAdminRoutes,
  catalogueErrorCodes,
  catalogueRoutes,
  catalogueAdminMessages as m,
  routeUrl,
} from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const list = () => t.call({ method: 'GET', url: routeUrl(catalogueRoutes.programs) });
const create = (token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: routeUrl(catalogueAdminRoutes.createProgram), token, payload });
const update = (token: string | undefined, id: number, payload: object) =>
  t.call({ method: 'PUT', url: routeUrl(catalogueAdminRoutes.updateProgram, { id }), token, payload });
const remove = (token: string | undefined, id: number) =>
  t.call({ method: 'DELETE', url: routeUrl(catalogueAdminRoutes.deleteProgram, { id }), token });

describe('programs', () => {
  it('are the three AI learning paths of the demo content, in order, with prices and weekly curricula', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const seeded = res.json().slice(0, 3);
    expect(
      seeded.map((p: { title: string; duration: string; price: number; curriculum: unknown[] }) => [
        p.title,
        p.duration,
        p.price,
        p.curriculum.length,
      ]),
    ).toEqual([
      ['Machine Learning Mastery', '60 Days', 45_000, 9],
      ['Next-Gen Generative AI', '60 Days', 45_000, 9],
      ['Cloud AI Solutions', '4 Months', 60_000, 16],
    ]);
    expect(seeded[0].features).toHaveLength(3);
    expect(seeded[0].curriculum[0]).toEqual({
      title: 'Python for data',
      topics: ['NumPy arrays and vectorisation', 'pandas DataFrames', 'Plotting with Matplotlib and Seaborn'],
    });
    const one = await t.call({ method: 'GET', url: routeUrl(catalogueRoutes.program, { id: seeded[2].id }) });
    expect(one.json()).toEqual(seeded[2]);
  });

  it('are created, changed and deleted by an admin, and the cached public reads follow each write', async () => {
    await list();
    const cached = await list();
    expect(cached.headers.etag).toBeDefined();

    const created = await create(admin, programBody({ title: 'Data Engineering Bootcamp' }));
    expect(created.statusCode, created.body).toBe(201);
    const program = created.json();
    expect(program).toMatchObject({ title: 'Data Engineering Bootcamp', price: 52_000, position: 10 });
    expect((await list()).json().map((p: { id: number }) => p.id)).toContain(program.id);

    const changed = await update(
      admin,
      program.id,
      programBody({ title: 'Data Engineering', price: 48_000 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await t.call({ method: 'GET', url: routeUrl(catalogueRoutes.program, { id: program.id }) });
    expect(read.json()).toMatchObject({ title: 'Data Engineering', price: 48_000 });

    expect((await remove(admin, program.id)).statusCode).toBe(204);
    const gone = await t.call({ method: 'GET', url: routeUrl(catalogueRoutes.program, { id: program.id }) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe(catalogueErrorCodes.programNotFound);
    expect((await list()).json().map((p: { id: number }) => p.id)).not.toContain(program.id);
  });

  it('are written in the audit log as programs', async () => {
    const program = (await create(admin, programBody({ title: 'Audited Program' }))).json();
    await update(admin, program.id, programBody({ title: 'Audited Program', price: 1 }));
    const log = await t.call({ method: 'GET', url: '/v1/api/audit-log/?kind=program', token: admin });
    const mine = log
      .json()
      .results.filter((e: { entity_id: number }) => e.entity_id === program.id)
      .map((e: { verb: string; label: string; changed: string[] }) => [e.verb, e.label, e.changed]);
    expect(mine).toEqual([
      ['updated', 'Audited Program', ['price']],
      ['created', 'Audited Program', []],
    ]);
  });

  it('are written by admins only', async () => {
    const learner = await registerLearner(t);
    expect((await create(undefined, programBody())).statusCode).toBe(401);
    expect((await create(learner.token, programBody())).statusCode).toBe(403);
    const [first] = (await list()).json();
    expect((await update(learner.token, first.id, programBody())).statusCode).toBe(403);
    expect((await remove(learner.token, first.id)).statusCode).toBe(403);
    expect((await remove(undefined, first.id)).statusCode).toBe(401);
  });

  it('answer 404 program_not_found for an unknown program', async () => {
    const missing = await update(admin, 999_999, programBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(catalogueErrorCodes.programNotFound);
    expect((await remove(admin, 999_999)).json().code).toBe(catalogueErrorCodes.programNotFound);
  });

  it.each([
    [{ title: '' }, 'title', m.fieldRequired],
    [{ duration: ' ' }, 'duration', m.fieldRequired],
    [{ price: 0 }, 'price', m.programPriceInvalid],
    [{ price: 12.5 }, 'price', m.programPriceInvalid],
    [{ price: -1 }, 'price', m.programPriceInvalid],
    [{ price: '' }, 'price', m.programPriceInvalid],
    [{ price: 10_000_001 }, 'price', m.programPriceInvalid],
    [{ curriculum: [{ title: '', topics: ['A'] }] }, 'curriculum.0.title', m.programWeekInvalid],
    [{ curriculum: [{ title: 'Week', topics: [] }] }, 'curriculum.0.topics', m.programWeekInvalid],
  ])('refuse %j with the field and its message', async (override, field, message) => {
    const res = await create(admin, programBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });
});
