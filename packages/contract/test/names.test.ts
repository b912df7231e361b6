import { describe, expect, it } from 'vitest';
import {
  authMessages,
  candidateEditSchema,
  demoBookingCreateSchema,
  employerLeadCreateSchema,
  enquiryCreateSchema,
  personName,
  personNameMessages,
  signUpFormSchema,
  signUpSchema,
} from '../src/index';

const name = personName(authMessages.nameRequired);
const problems = (value: unknown) => {
  const r = name.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('personName: letters of any script, spaces, apostrophes, hyphens and dots', () => {
  it.each(['प्रिया शर्मा', 'రవి కుమార్', 'அருண் குமார்', "O'Brien-Smith", 'O’Brien', 'J. R. R. Tolkien', 'Zoë', 'A'])(
    'accepts %j',
    (value) => expect(problems(value)).toEqual([]),
  );

  it('stores the name in NFC, trimmed', () => {
    const decomposed = 'Zoe\u0308 Rao';
    expect(name.parse(`  ${decomposed} `)).toBe('Zoë Rao');
    expect(name.parse(' రవి కుమార్ ')).toBe('రవి కుమార్'.normalize('NFC'));
  });

  it.each([
    ['', authMessages.nameRequired],
    ['   ', authMessages.nameRequired],
    ['12345', personNameMessages.characters],
    ['Asha99', personNameMessages.characters],
    ['<b>Asha</b>', personNameMessages.characters],
    ['Asha\u0000Rao', personNameMessages.characters],
    ['Asha\tRao', personNameMessages.characters],
    ['Asha\u202eRao', personNameMessages.characters],
    ['Asha; DROP', personNameMessages.characters],
    ["'-.", personNameMessages.needsLetter],
    ['A'.repeat(101), personNameMessages.tooLong],
  ])('refuses %j', (value, message) => expect(problems(value)).toEqual([message]));

  it("does not stop a form's other checks: the register form still says the passwords differ", () => {
    const result = signUpFormSchema.safeParse({
      name: 'R2D2',
      phone: '9876543210',
      email: 'a@example.com',
      password: 'tulip-harbour-42',
      confirmPassword: 'tulip-harbour-43',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      personNameMessages.characters,
      authMessages.passwordsMustMatch,
    ]);
  });

  it('counts the 100 characters after normalisation', () => {
    // 100 decomposed "ë" are 200 code units but 100 characters in NFC.
    expect(problems('e\u0308'.repeat(100))).toEqual([]);
  });

  it("is the rule of every form that asks for a person's name", () => {
    const bad = 'Asha <script>';
    const parse = {
      signUp: signUpSchema.safeParse({
        name: bad,
        phone: '9876543210',
        email: 'a@example.com',
        password: 'x'.repeat(12),
      }),
      edit: candidateEditSchema.safeParse({ name: bad, email: 'a@example.com', skills: ['Java'] }),
      enquiry: enquiryCreateSchema.safeParse({ name: bad, phone: '9876543210', interested_course: 'x' }),
      demo: demoBookingCreateSchema.safeParse({ name: bad, email: 'a@example.com', time_slot: 'x' }),
      lead: employerLeadCreateSchema.safeParse({
        name: bad,
        email: 'a@example.com',
        company_name: 'c',
        requirements: 'r',
      }),
    };
    for (const [form, result] of Object.entries(parse)) {
      const names = result.error?.issues.filter((i) => i.path[0] === 'name').map((i) => i.message);
      expect(names, form).toEqual([personNameMessages.characters]);
    }
  });
});
