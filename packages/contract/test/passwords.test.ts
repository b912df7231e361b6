import { beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  changePasswordSchema,
  loadPasswordPolicy,
  loginSchema,
  passwordProblem,
  passwordStrength,
  resetPasswordFormSchema,
  signUpFormSchema,
} from '../src/index';

const priya = { name: 'Priya Sharma', email: 'priya.sharma@example.com' };

describe('passwordProblem: 12–128 characters, refused when common or built from the site or the person', () => {
  it.each([
    ['aaaaaa', {}, authMessages.passwordTooShort],
    ['skillpath', {}, authMessages.passwordTooShort],
    ['a'.repeat(129), {}, authMessages.passwordTooLong],
    ['aaaaaaaaaaaa', {}, authMessages.passwordPredictable],
    ['password1234', {}, authMessages.passwordTooCommon],
    ['qwertyuiop123', {}, authMessages.passwordTooCommon],
    ['P@$$w0rd2024!', {}, authMessages.passwordTooCommon],
    ['$k1llp@th2026', {}, authMessages.passwordSiteName],
    ['skillpath2026', {}, authMessages.passwordSiteName],
    ['Skillpath@2026!', {}, authMessages.passwordSiteName],
    ['Priya Sharma2026', priya, authMessages.passwordPersonal],
    ['priyasharma1990', priya, authMessages.passwordPersonal],
    ['priya.sharma@example.com', priya, authMessages.passwordPersonal],
    ['priya.sharma2026', { email: 'priya.sharma@example.com' }, authMessages.passwordPersonal],
  ])('refuses %j with the reason', async (password, owner, message) => {
    expect(await passwordProblem(password, owner)).toBe(message);
  });

  it.each([
    ['correct horse battery staple', priya],
    ['Priya-walks-to-the-harbour-at-dawn', priya],
    ['xK9#mP2$vL8q', {}],
  ])('accepts %j', async (password, owner) => {
    expect(await passwordProblem(password, owner)).toBeNull();
  });

  it('judges a long password by its first 64 characters, quickly, whatever it holds', async () => {
    await loadPasswordPolicy();
    expect(await passwordProblem(`Zq8!wd4Lk-tulip-harbour-${'@$!|10'.repeat(17)}`)).toBeNull();
    const started = Date.now();
    expect(await passwordProblem('p@$$w0rd'.repeat(16))).toBe(authMessages.passwordPredictable);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("finds the name in the person's own script and ignores one- and two-letter parts", async () => {
    expect(await passwordProblem('రవికుమార్2026', { name: 'రవి కుమార్' })).toBe(authMessages.passwordPersonal);
    expect(
      await passwordProblem('correct horse battery staple', { name: 'Li Wu', email: 'lw@example.com' }),
    ).toBeNull();
  });
});

describe('passwordStrength (the meter)', () => {
  it('scores with the reason once the dictionaries are loaded', async () => {
    await loadPasswordPolicy();
    expect(passwordStrength('password1234')).toEqual({
      score: expect.any(Number),
      label: expect.any(String),
      problem: authMessages.passwordTooCommon,
    });
    const weak = passwordStrength('Skillpath@2026!')!;
    expect(weak.problem).toBe(authMessages.passwordSiteName);
    expect(weak.score).toBeLessThanOrEqual(2);
    expect(passwordStrength('correct horse battery staple')).toEqual({
      score: 4,
      label: 'Strong',
      problem: null,
    });
  });
});

describe('schemas', () => {
  beforeAll(() => loadPasswordPolicy());
  const signUpForm = (password: string) =>
    signUpFormSchema.safeParse({
      name: 'Priya Sharma',
      phone: '9876543210',
      email: 'priya.sharma@example.com',
      password,
      confirmPassword: password,
    });
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? [] : r.error!.issues.map((i) => i.message);

  it('the sign-up form checks the policy against the name and address typed in it', () => {
    expect(messages(signUpForm('Priya Sharma2026'))).toEqual([authMessages.passwordPersonal]);
    expect(messages(signUpForm('short'))).toEqual([authMessages.passwordTooShort]);
    expect(signUpForm('correct horse battery staple').success).toBe(true);
  });

  it('the reset form refuses common and site-derived passwords', () => {
    const reset = (p: string) => resetPasswordFormSchema.safeParse({ newPassword: p, confirmPassword: p });
    expect(messages(reset('skillpath2026'))).toEqual([authMessages.passwordSiteName]);
    expect(reset('correct horse battery staple').success).toBe(true);
  });

  it('the change payload checks the length; login never applies the policy', () => {
    const change = changePasswordSchema.safeParse({
      current_password: 'secret1',
      new_password: 'x'.repeat(11),
    });
    expect(messages(change)).toEqual([authMessages.passwordTooShort]);
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'secret1' }).success).toBe(true);
  });
});
