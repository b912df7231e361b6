/**
 * The signing secret and the admin of every test server, in-process or spawned. Kept apart from
 * app.ts so the process tests, which only spawn the built server, do not import the whole app.
 */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
/**
 * Passwords that meet the policy (12+ characters, not common, not built from the test users' names
 * or addresses): the learners' own, and two more for changes and resets.
 */
export const TEST_PASSWORD = 'tulip-harbour-lantern-42';
export const NEW_TEST_PASSWORD = 'orbit-maple-kettle-17';
export const OTHER_TEST_PASSWORD = 'violet-canyon-drum-58';
/** Holds the admin role in every test app unless ADMIN_EMAILS is overridden. */
export const TEST_ADMIN_EMAIL = 'admin@skillpath.test';
