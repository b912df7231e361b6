import { authMessages, personNameMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_PASSWORD } from '../helpers/test-identity';
import { registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => t.close());

const valid = { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com', password: TEST_PASSWORD };
const signUp = (payload: unknown) =>
  t.call({ method: 'POST', url: '/v1/auth/sign_up', payload: payload as object });

describe('POST /v1/auth/sign_up', () => {
  it('creates a learner and answers with a token, the ids and the user', async () => {
    const res = await signUp({ ...valid, email: 'new.person@example.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(body.access);
    expect(body.id).toBe(body.userId);
    expect(body.user).toMatchObject({ name: 'Asha Rao', email: 'new.person@example.com', role: 'learner' });
    expect(body.user).not.toHaveProperty('password');
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it.each(['प्रिया शर्मा', 'రవి కుమార్', 'அருண் குமார்', "O'Brien-Smith", 'Zoë Brontë'])(
    'accepts the name %j, stores it in NFC and answers with it',
    async (name) => {
      const email = `name.${encodeURIComponent(name).replace(/%/g, '').slice(0, 40)}@example.com`;
      // Typed decomposed where the script has a decomposed form: the account keeps the NFC one.
      const res = await signUp({ ...valid, name: name.normalize('NFD'), email });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.name).toBe(name.normalize('NFC'));
      const login = await t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: valid.password },
      });
      expect(login.json().user.name).toBe(name.normalize('NFC'));
    },
  );

  it('is also served with a trailing slash', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/sign_up/',
      payload: { ...valid, email: 'slash@example.com' },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['name', '', authMessages.nameRequired],
    ['name', '   ', authMessages.nameRequired],
    ['name', 'Asha99', personNameMessages.characters],
    ['name', '12345', personNameMessages.characters],
    ['name', '<b>Asha</b>', personNameMessages.characters],
    ['name', 'Asha\u0007Rao', personNameMessages.characters],
    ['name', "'.-", personNameMessages.needsLetter],
    ['name', 'A'.repeat(101), personNameMessages.tooLong],
    ['phone', '', authMessages.phoneRequired],
    ['phone', '98765', authMessages.phoneInvalid],
    ['phone', '98765432101', authMessages.phoneInvalid],
    ['phone', '98765abcde', authMessages.phoneInvalid],
    ['email', '', authMessages.emailRequired],
    ['email', 'not-an-email', authMessages.emailInvalid],
    ['email', `${'a'.repeat(65)}@example.com`, authMessages.emailInvalid],
    ['password', '', authMessages.passwordRequired],
    ['password', '12345', authMessages.passwordTooShort],
  ])('rejects %s=%j with "%s"', async (field, value, message) => {
    const res = await signUp({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect(res.json().detail).toBeTypeOf('string');
  });

  it('reports a missing field with its required message', async () => {
    const res = await signUp({ phone: valid.phone, email: valid.email, password: valid.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toEqual([authMessages.nameRequired]);
  });

  it('refuses a duplicate e-mail with 409, whatever its case', async () => {
    await registerLearner(t, { email: 'dup@example.com' });
    for (const email of ['dup@example.com', 'DUP@Example.COM']) {
      const res = await signUp({ ...valid, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: authMessages.emailExists,
        code: 'email_taken',
        fields: { email: [authMessages.emailExists] },
      });
    }
  });

  it('makes two simultaneous sign-ups with one e-mail into one account', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => signUp({ ...valid, email: 'race@example.com' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('stores the e-mail in lower case', async () => {
    const res = await signUp({ ...valid, email: 'Mixed.Case@Example.com' });
    expect(res.json().user.email).toBe('mixed.case@example.com');
  });

  it('gives an address on ADMIN_EMAILS no admin role before it is confirmed (DESIGN §5)', async () => {
    const res = await signUp({ ...valid, email: 'Boss@Example.com' });
    expect(res.json().user).toMatchObject({ role: 'learner', email_verified: false });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/sign_up',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'invalid_input' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/sign_up',
      payload: 'name=x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBeTypeOf('string');
  });
});
