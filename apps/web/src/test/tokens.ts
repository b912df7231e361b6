function encode(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT carrying `claims` (the client never verifies signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

export function learnerToken(overrides: Record<string, unknown> = {}) {
  return makeToken({
    sub: '7',
    id: 7,
    user_id: 7,
    email: 'asha@example.com',
    role: 'learner',
    exp: inOneHour(),
    ...overrides,
  });
}
