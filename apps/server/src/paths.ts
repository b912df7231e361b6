import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server both as source (src/) and when bundled (dist/),
// so '..' resolves to the server package in either case.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = `${serverRoot}src/db/migrations`;
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Files shipped with the server and used by the demo content. */
export const assetsDir = `${serverRoot}assets`;
/** A migrated embedded database (a PGlite data folder) made by build.mjs; a first start copies it. */
export const pgdataTemplate = `${serverRoot}dist/pgdata`;
