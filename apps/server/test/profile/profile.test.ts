import { authMessages, personNameMessages, profileMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { NEW_TEST_PASSWORD } from '../helpers/test-identity';
import { confirmEmail, registerAdmin, registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'staff@example.com,name.admin@example.com' }, { seed: true });
});
afterAll(() => t.close());

const profileFields = {
  user_id: '999',
  tagline: 'Aspiring data engineer',
  country: 'India',
  occupation: 'Student',
  bio: 'I like data.',
  skills: 'Python, SQL, Data Analysis',
  learningMode: 'Self-paced',
  studyGoal: '12',
  notifications: 'Enabled',
  language: 'English',
  linkedin: 'https://www.linkedin.com/in/asha-rao',
  certifications: JSON.stringify([
    { title: 'AWS Cloud Practitioner', issued: '2025-03-01', description: 'Foundational' },
    { title: 'Google Data Analytics', issued: '', description: '' },
  ]),
};

async function registerProfile(
  token: string,
  fields: Record<string, string> = profileFields,
  image?: Buffer,
) {
  const body = await multipart(
    fields,
    image ? { image: { data: image, filename: 'me.png', type: 'image/png' } } : {},
  );
  return t.call({ method: 'POST', url: '/v1/auth/candidate/register/', token, ...body });
}

describe('candidate profile', () => {
  it('is created with certifications and a picture, and read back by its owner', async () => {
    const learner = await registerLearner(t, { name: 'Asha Rao' });
    const res = await registerProfile(learner.token, profileFields, await pngImage());
    expect(res.statusCode).toBe(200);
    const got = (
      await t.call({ method: 'GET', url: `/v1/auth/candidates/${learner.id}/`, token: learner.token })
    ).json();
    expect(got).toMatchObject({
      id: learner.id,
      profile_completed: true,
      name: 'Asha Rao',
      tagline: 'Aspiring data engineer',
      skills: ['Python', 'SQL', 'Data Analysis'],
      learningMode: 'Self-paced',
      studyGoal: 12,
      notifications: true,
      accountType: 'Free',
      rank: expect.any(Number),
    });
    expect(got.certifications.map((c: { title: string }) => c.title)).toEqual([
      'AWS Cloud Practitioner',
      'Google Data Analytics',
    ]);
    expect(got.image).toMatch(/^\/media\/avatars\/[0-9a-f]+\.webp$/);
    expect((await t.call({ method: 'GET', url: got.image })).headers['content-type']).toBe('image/webp');
    expect(got.recentActivities[0].description).toBe('Completed the profile');
  });

  it('answers an account without a profile with its defaults', async () => {
    const learner = await registerLearner(t);
    const got = (
      await t.call({ method: 'GET', url: `/v1/auth/candidates/${learner.id}/`, token: learner.token })
    ).json();
    expect(got).toMatchObject({
      profile_completed: false,
      language: 'English',
      accountType: 'Free',
      skills: [],
    });
  });

  it('ignores the user_id field: the token decides whose profile is written', async () => {
    const learner = await registerLearner(t);
    const victim = await registerLearner(t);
    await registerProfile(learner.token, { ...profileFields, user_id: String(victim.id) });
    const victims = (
      await t.call({ method: 'GET', url: `/v1/auth/candidates/${victim.id}/`, token: victim.token })
    ).json();
    expect(victims.profile_completed).toBe(false);
  });

  it.each([
    [{ skills: '' }, 'skills', profileMessages.skillsRequired],
    [{ skills: ' , ,' }, 'skills', profileMessages.skillsRequired],
    // C++, C# and Node.js are skills; a slash or markup is not.
    [
      { skills: 'Python, C++, C/C++, <b>Node.js</b>' },
      'skills',
      profileMessages.invalidSkills(['C/C++', '<b>Node.js</b>']),
    ],
    [{ linkedin: 'https://evil.example/in/x' }, 'linkedin', profileMessages.linkedinInvalid],
    [{ studyGoal: '-3' }, 'studyGoal', profileMessages.studyGoalInvalid],
    [
      { certifications: JSON.stringify([{ title: '' }]) },
      'certifications.0.title',
      profileMessages.certificationTitleRequired,
    ],
  ])('rejects %j', async (override, field, message) => {
    const learner = await registerLearner(t);
    const res = await registerProfile(learner.token, { ...profileFields, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });

  it('is edited with JSON, skills as a JSON-encoded list, e-mail and phone on the account', async () => {
    const learner = await registerLearner(t);
    const res = await t.call({
      method: 'PUT',
      url: `/v1/auth/candidate/edit/${learner.id}/`,
      token: learner.token,
      payload: {
        tagline: 'Now a full stack learner',
        email: 'New.Address@Example.com',
        current_password: learner.password,
        phone: '9000000001',
        skills: JSON.stringify(['React', 'Node']),
        notifications: false,
        studyGoal: 8,
      },
    });
    expect(res.statusCode).toBe(200);
    // The new address waits for its confirmation link (test/profile/account-security.test.ts).
    expect(res.json()).toMatchObject({
      tagline: 'Now a full stack learner',
      email: learner.user.email,
      pending_email: 'new.address@example.com',
      phone: '9000000001',
      skills: ['React', 'Node'],
      notifications: false,
      studyGoal: 8,
    });
    expect((await confirmEmail(t, 'new.address@example.com')).statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'new.address@example.com', password: learner.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the name on the account, in any script, stored in NFC; a missing name keeps it', async () => {
    const learner = await registerLearner(t, { name: 'Ravi Kumar' });
    const edit = (payload: object) =>
      t.call({
        method: 'PUT',
        url: `/v1/auth/candidate/edit/${learner.id}/`,
        token: learner.token,
        payload: { email: learner.user.email, skills: ['C++', 'C#', 'Node.js', '.NET'], ...payload },
      });
    const renamed = await edit({ name: ' రవి కుమార్ ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'రవి కుమార్', skills: ['C++', 'C#', 'Node.js', '.NET'] });
    expect((await edit({ name: 'Zoe\u0308 O’Brien-Smith' })).json().name).toBe('Zoë O’Brien-Smith');
    expect((await edit({})).json().name).toBe('Zoë O’Brien-Smith');
    const profile = await t.call({ method: 'GET', url: '/v1/auth/profile/', token: learner.token });
    expect(profile.json().name).toBe('Zoë O’Brien-Smith');
    const refused = await edit({ name: '<img src=x>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.name).toEqual([personNameMessages.characters]);
  });

  it("lets an admin correct a learner's name", async () => {
    const learner = await registerLearner(t, { name: 'Arun Kumar' });
    const admin = await registerAdmin(t, { email: 'name.admin@example.com' });
    const res = await t.call({
      method: 'PUT',
      url: `/v1/auth/candidate/edit/${learner.id}/`,
      token: admin.token,
      payload: { name: 'அருண் குமார்', email: learner.user.email, skills: ['Java'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('அருண் குமார்');
  });

  it('refuses an edit without e-mail, and one taking another account’s e-mail', async () => {
    const learner = await registerLearner(t);
    const other = await registerLearner(t);
    const edit = (payload: object) =>
      t.call({ method: 'PUT', url: `/v1/auth/candidate/edit/${learner.id}/`, token: learner.token, payload });
    const missing = await edit({ skills: ['Python'] });
    expect(missing.json().fields.email).toEqual([profileMessages.emailRequired]);
    const taken = await edit({
      email: other.user.email,
      skills: ['Python'],
      current_password: learner.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toEqual([authMessages.emailExists]);
  });

  it('adds and removes certifications', async () => {
    const learner = await registerLearner(t);
    const url = `/v1/auth/candidates/${learner.id}/certifications/`;
    const added = await t.call({
      method: 'POST',
      url,
      token: learner.token,
      payload: { title: 'Scrum Master', issued: '2024-01-10' },
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect((await t.call({ method: 'DELETE', url: `${url}${id}/`, token: learner.token })).statusCode).toBe(
      204,
    );
    expect((await t.call({ method: 'DELETE', url: `${url}${id}/`, token: learner.token })).statusCode).toBe(
      404,
    );
  });
});

describe('who may touch a profile', () => {
  it('lets the owner and an admin in, refuses another learner (403) and the anonymous (401)', async () => {
    const owner = await registerLearner(t);
    const other = await registerLearner(t);
    const admin = await registerAdmin(t, { email: 'staff@example.com' });
    const routes = [
      { method: 'GET', url: `/v1/auth/candidates/${owner.id}/` },
      {
        method: 'PUT',
        url: `/v1/auth/candidate/edit/${owner.id}/`,
        payload: { email: owner.user.email, skills: ['Go'] },
      },
      { method: 'DELETE', url: `/v1/auth/candidate/delete-image/${owner.id}/` },
      { method: 'POST', url: `/v1/auth/candidates/${owner.id}/certifications/`, payload: { title: 'X' } },
    ] as const;
    for (const route of routes) {
      expect((await t.call({ ...route, token: owner.token })).statusCode, route.url).toBeLessThan(300);
      expect((await t.call({ ...route, token: admin.token })).statusCode, route.url).toBeLessThan(300);
      expect((await t.call({ ...route, token: other.token })).statusCode, route.url).toBe(403);
      expect((await t.call({ ...route })).statusCode, route.url).toBe(401);
    }
  });
});

describe('POST /v1/auth/change-password/', () => {
  it('changes the password, keeps this session with a new token and ends the others', async () => {
    const learner = await registerLearner(t);
    const otherSession = (
      await t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: learner.user.email, password: learner.password },
      })
    ).json().token;
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/change-password/',
      token: learner.token,
      payload: { current_password: learner.password, new_password: NEW_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const profile = (token: string) => t.call({ method: 'GET', url: '/v1/auth/profile/', token });
    expect((await profile(res.json().token)).statusCode).toBe(200);
    expect((await profile(otherSession)).statusCode).toBe(401);
    expect((await profile(learner.token)).statusCode).toBe(401);
  });

  it('refuses a wrong current password and a short new one', async () => {
    const learner = await registerLearner(t);
    const change = (payload: object) =>
      t.call({ method: 'POST', url: '/v1/auth/change-password/', token: learner.token, payload });
    const wrong = await change({ current_password: 'not-mine', new_password: NEW_TEST_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.current_password).toEqual([authMessages.currentPasswordWrong]);
    const short = await change({ current_password: learner.password, new_password: '123' });
    expect(short.json().fields.new_password).toEqual([authMessages.passwordTooShort]);
  });
});
