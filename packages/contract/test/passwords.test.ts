import { describe, expect, it } from 'vitest';
import {
  authMessages,
  changePasswordSchema,
  passwordStrength,
  resetPasswordSchema,
  signUpSchema,
} from '../src/index';

const signUp = (password: string) =>
  signUpSchema.safeParse({ name: 'Asha', phone: '9876543210', email: 'asha@example.com', password });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('common passwords (issue 21, "Weak passwords")', () => {
  it.each(['123456', 'password', 'Password', 'qwerty123', 'iloveyou', '1q2w3e4r'])(
    'refuses %j on sign-up, reset and change with a clear message',
    (password) => {
      expect(messages(signUp(password))).toEqual([authMessages.passwordTooCommon]);
      expect(
        messages(resetPasswordSchema.safeParse({ uid: 'MQ', token: 't', new_password: password })),
      ).toEqual([authMessages.passwordTooCommon]);
      expect(
        messages(changePasswordSchema.safeParse({ current_password: 'old', new_password: password })),
      ).toEqual([authMessages.passwordTooCommon]);
    },
  );

  it('keeps the spec length rule and its message first', () => {
    expect(messages(signUp('12345'))).toEqual([authMessages.passwordTooShort]);
  });

  it('accepts a password that is not on the list', () => {
    expect(signUp('tulip-harbour-42').success).toBe(true);
    expect(signUp('secret123').success).toBe(true);
  });
});

describe('passwordStrength', () => {
  it('scores 0 for a too short or common password, more for longer and more varied ones', () => {
    expect(passwordStrength('').score).toBe(0);
    expect(passwordStrength('abc').score).toBe(0);
    expect(passwordStrength('password').score).toBe(0);
    const scores = ['kitten77', 'kittens-on-mars', 'Kittens-on-Mars-42!'].map(
      (p) => passwordStrength(p).score,
    );
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[1]).toBeGreaterThan(scores[0]!);
    expect(scores[2]).toBeGreaterThan(scores[1]!);
    expect(scores[2]).toBeLessThanOrEqual(4);
  });

  it('gives the weak scores a label and, for a common one, the reason', () => {
    expect(passwordStrength('password')).toEqual({ score: 0, label: 'Too common' });
    expect(passwordStrength('aaaaaaaaaaaa').score).toBe(1);
  });
});
