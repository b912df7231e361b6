/**
 * The signing secret and the admin of every test server, in-process or spawned. Kept apart from
 * app.ts so the process tests, which only spawn the built server, do not import the whole app.
 */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/** Holds the admin role in every test app unless ADMIN_EMAILS is overridden. */
export const TEST_ADMIN_EMAIL = 'admin@skillpath.test';
