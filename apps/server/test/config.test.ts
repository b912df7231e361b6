import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.tokenTtlSeconds).toBe(86_400);
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.passwordThreadNice).toBe(19);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ TOKEN_TTL_SECONDS: '5' }, 'TOKEN_TTL_SECONDS'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_PASSWORD'],
    [{ MEDIA_STORE: 's3' }, 'MEDIA_STORE'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '2', DATABASE_URL: 'memory://' }, 'DATABASE_URL'],
    [{ PASSWORD_THREAD_NICE: '20' }, 'PASSWORD_THREAD_NICE'],
    [{ PASSWORD_THREAD_NICE: '-1' }, 'PASSWORD_THREAD_NICE'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ RAZORPAY_KEY_SECRET: 'secret' }, 'RAZORPAY_KEY_ID'],
    [{ RAZORPAY_API_URL: 'ftp://api.example.com' }, 'RAZORPAY_API_URL'],
    [{ RAZORPAY_CHECKOUT_URL: 'checkout.js' }, 'RAZORPAY_CHECKOUT_URL'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('reads the admin list in lower case', () => {
    expect(loadConfig({ ADMIN_EMAILS: 'A@Example.com, b@example.com,' }).adminEmails).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });

  it('leaves Razorpay unconfigured without a key pair, with its public URLs as defaults', () => {
    expect(loadConfig({ RAZORPAY_WEBHOOK_SECRET: 'whsec' }).razorpay).toEqual({
      keys: undefined,
      webhookSecret: 'whsec',
      apiUrl: 'https://api.razorpay.com/v1',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('reads the Razorpay key pair and an API base without its trailing slash', () => {
    const { razorpay } = loadConfig({
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'shh',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010/v1/',
    });
    expect(razorpay.keys).toEqual({ keyId: 'rzp_test_abc', keySecret: 'shh' });
    expect(razorpay.apiUrl).toBe('http://127.0.0.1:4010/v1');
  });
});
