import { isGstin, billingMessages as m } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBillingSettings } from '../../src/modules/billing';
import { billingSettingsBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_ADMIN_EMAIL } from '../helpers/test-identity';
import { registerLearner, signInAdmin } from '../helpers/users';

const URL = '/v1/api/admin/billing-settings/';

describe('billing settings', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const read = () => t.call({ method: 'GET', url: URL, token: admin.token });
  const save = (payload: Record<string, unknown>) =>
    t.call({ method: 'PUT', url: URL, token: admin.token, payload });

  it('start from the defaults, unsaved, until an admin saves them', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      legal_name: '',
      address: '',
      gstin: '',
      state_code: '',
      gst_rate_percent: 18,
      prices_include_gst: true,
      invoice_prefix: 'SP',
      upi_vpa: '',
      bank_details: '',
      updated_at: null,
    });
    expect(await readBillingSettings(t.app.db)).toBeNull();
  });

  it('are saved by an admin, GSTIN and prefix upper-cased, and read back by the other modules', async () => {
    const res = await save(billingSettingsBody({ gstin: '36abkfs4821q1zh', invoice_prefix: 'sp1' }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ gstin: '36ABKFS4821Q1ZH', state_code: '36', invoice_prefix: 'SP1' });
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await read()).json()).toEqual(saved);
    expect(await readBillingSettings(t.app.db)).toEqual(saved);

    const changed = await save(
      billingSettingsBody({ gst_rate_percent: 5, prices_include_gst: false, upi_vpa: '', bank_details: '' }),
    );
    expect(changed.json()).toMatchObject({ gst_rate_percent: 5, prices_include_gst: false, upi_vpa: '' });
  });

  it('refuse a GSTIN with a wrong check character, a state other than its own, and a bad prefix', async () => {
    const before = (await read()).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gstin: '36ABKFS4821Q1ZJ' }, 'gstin', m.gstinCheck],
      [{ gstin: '36ABKFS4821Q1Z' }, 'gstin', m.gstinFormat],
      [{ state_code: '29' }, 'state_code', m.gstinStateMismatch('Telangana')],
      [{ state_code: '25' }, 'state_code', m.stateInvalid],
      [{ invoice_prefix: 'SKILL' }, 'invoice_prefix', m.prefixInvalid],
      [{ invoice_prefix: 'CN' }, 'invoice_prefix', m.prefixInvalid],
      [{ gst_rate_percent: 17 }, 'gst_rate_percent', m.rateInvalid],
      [{ upi_vpa: 'skillpath' }, 'upi_vpa', m.vpaInvalid],
      [{ legal_name: '' }, 'legal_name', m.legalNameRequired],
    ];
    for (const [override, field, message] of cases) {
      const res = await save(billingSettingsBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json()).toEqual({ detail: message, code: 'invalid_input', fields: { [field]: [message] } });
    }
    expect((await read()).json()).toEqual(before);
  });

  it('are for admins only: a learner gets 403, an anonymous caller 401', async () => {
    const learner = await registerLearner(t);
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? billingSettingsBody() : undefined;
      const asLearner = await t.call({ method, url: URL, token: learner.token, payload });
      expect(asLearner.statusCode).toBe(403);
      expect(asLearner.json().code).toBe('forbidden');
      const anonymous = await t.call({ method, url: URL, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('not_authenticated');
    }
  });

  it('record each save in the audit log with the fields it changed', async () => {
    await save(billingSettingsBody({ gst_rate_percent: 18 }));
    await save(billingSettingsBody({ gst_rate_percent: 12, invoice_prefix: 'INV' }));
    const log = await t.call({ method: 'GET', url: '/v1/api/audit-log/?kind=billing', token: admin.token });
    const [latest] = log.json().results;
    expect(latest).toMatchObject({
      actor: TEST_ADMIN_EMAIL,
      kind: 'billing',
      verb: 'updated',
      label: 'Billing settings',
      changed: ['gst_rate_percent', 'invoice_prefix'],
    });
  });
});

describe('the demo billing settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: true });
  });
  afterAll(() => t.close());

  it('are those of an institute in Telangana with a valid GSTIN, UPI ID and bank account', async () => {
    const settings = await readBillingSettings(t.app.db);
    expect(settings).toMatchObject({
      legal_name: 'Skillpath Training Institute',
      state_code: '36',
      gst_rate_percent: 18,
      prices_include_gst: true,
      invoice_prefix: 'SP',
      upi_vpa: 'skillpath@upi',
    });
    expect(isGstin(settings!.gstin)).toBe(true);
    expect(settings!.gstin.slice(0, 2)).toBe('36');
    expect(settings!.address).toMatch(/Hyderabad, Telangana/);
    expect(settings!.bank_details).toMatch(/IFSC/);
  });
});
