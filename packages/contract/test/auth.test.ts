import { describe, expect, it } from 'vitest';
import {
  authMessages,
  isEmail,
  loginSchema,
  resetPasswordFormSchema,
  safeReturnUrl,
  signUpFormSchema,
} from '../src';

describe('safeReturnUrl', () => {
  it.each([
    ['/home', '/home'],
    ['/traincard/7?tab=1', '/traincard/7?tab=1'],
    ['/interncard/3', '/interncard/3'],
    ['/signin', '/signin'],
    ['/exam/1', '/exam/1'],
    ['/domain-selection', '/domain-selection'],
    ['/checkout/course/7', '/checkout/course/7'],
  ])('keeps the allowed path %s', (raw, expected) => expect(safeReturnUrl(raw)).toBe(expected));

  it.each([
    null,
    '',
    'home',
    'https://evil.example/home',
    '//evil.example/home',
    '/admindash',
    '/\\evil.example',
  ])('sends %j to /home', (raw) => expect(safeReturnUrl(raw)).toBe('/home'));
});

describe('isEmail', () => {
  it('accepts the standard form', () => {
    expect(isEmail('asha.rao+course@mail.example.in')).toBe(true);
  });
  it.each([
    'plain',
    'a@b',
    '@example.com',
    'a b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %s', (value) => expect(isEmail(value)).toBe(false));
});

describe('form schemas', () => {
  it('register: confirm password must match', () => {
    const result = signUpFormSchema.safeParse({
      name: 'Asha',
      phone: '9876543210',
      email: 'a@example.com',
      password: 'tulip-harbour-42',
      confirmPassword: 'tulip-harbour-43',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([authMessages.passwordsMustMatch]);
  });

  it('reset: passwords must match and be long enough', () => {
    const mismatch = resetPasswordFormSchema.safeParse({
      newPassword: 'tulip-harbour-42',
      confirmPassword: 'tulip-harbour-43',
    });
    expect(mismatch.error?.issues[0]?.message).toBe(authMessages.passwordsDoNotMatch);
    const short = resetPasswordFormSchema.safeParse({ newPassword: '123', confirmPassword: '123' });
    expect(short.error?.issues[0]?.message).toBe(authMessages.passwordTooShort);
  });

  it('login: lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: 'A@Example.com', password: 'x' }).email).toBe('a@example.com');
  });
});
