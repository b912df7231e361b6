import { DEMO_TIME_SLOTS, enquiryMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ENQUIRY_NOTIFY_EMAIL: 'desk@skillpath.test' });
});
afterAll(() => t.close());

const valid = { name: 'Kiran Kumar', phone: '9123456780', interested_course: 'DevOps' };
const createEnquiry = (payload: object) =>
  t.call({ method: 'POST', url: '/v1/api/enquiries/create/', payload });
const bookDemo = (payload: object) => t.call({ method: 'POST', url: '/v1/api/demo-bookings/', payload });

describe('POST /v1/api/enquiries/create/', () => {
  it('stores the enquiry, answers with the spec message and mails the institute', async () => {
    const res = await createEnquiry(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, status: 'new', message: enquiryMessages.success });
    await expect
      .poll(async () => (await t.mails()).some((m) => m.includes('To: desk@skillpath.test')))
      .toBe(true);
    const mail = (await t.mails()).find((m) => m.includes('Kiran Kumar'))!;
    expect(mail).toContain('9123456780');
  });

  it.each([
    [{ name: '' }, 'name', enquiryMessages.nameRequired],
    [{ phone: '' }, 'phone', enquiryMessages.phoneRequired],
    [{ phone: '123456789' }, 'phone', enquiryMessages.phoneInvalid],
    [{ phone: '12345678901' }, 'phone', enquiryMessages.phoneInvalid],
    [{ interested_course: '' }, 'interested_course', enquiryMessages.courseRequired],
    [{ interested_course: 'Astrology' }, 'interested_course', enquiryMessages.courseRequired],
  ])('rejects %j', async (override, field, message) => {
    const res = await createEnquiry({ ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await limited.call({ method: 'POST', url: '/v1/api/enquiries/create/', payload: valid }))
            .statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /v1/api/demo-bookings/', () => {
  const booking = {
    name: 'Lakshmi Devi',
    email: 'lakshmi@example.com',
    time_slot: DEMO_TIME_SLOTS[1],
    course: 'AWS',
  };

  it('stores the booking, confirms by mail and answers with the spec message', async () => {
    const res = await bookDemo(booking);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...booking, message: enquiryMessages.demoBooked });
    await expect
      .poll(async () => (await t.mails()).some((m) => m.includes('To: lakshmi@example.com')))
      .toBe(true);
  });

  it.each([
    [{ name: '' }, 'name', enquiryMessages.demoNameRequired],
    [{ email: '' }, 'email', enquiryMessages.demoEmailRequired],
    [{ email: 'lakshmi' }, 'email', enquiryMessages.demoEmailInvalid],
    [{ time_slot: '' }, 'time_slot', enquiryMessages.demoSlotRequired],
    [{ time_slot: '3:00 AM - 4:00 AM' }, 'time_slot', enquiryMessages.demoSlotRequired],
  ])('rejects %j', async (override, field, message) => {
    const res = await bookDemo({ ...booking, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });
});
