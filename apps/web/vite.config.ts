import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server the dev server forwards to (apps/server listens on 3000 by default).
const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Marks the contract's top-level `= z....` schema definitions as pure, so the bundler may drop the
 * ones a chunk never uses. A bundler cannot know that building a schema changes nothing; without the
 * mark, importing one message constant from the contract would carry every schema of its file (and
 * the schema library) into the first screen.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'skillpath:pure-contract-schemas',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/.test(id)) return null;
      return {
        code: code.replace(/^((?:export )?const \w+(?:: [^=]+)? =\s*)z\b/gm, '$1/* @__PURE__ */ z'),
        map: null,
      };
    },
  };
}

/**
 * Issue 19: a route declaration (packages/contract/src/<domain>/routes.ts) names its schemas, which
 * only the server uses; the web takes their types. In the browser build, what a declaration file
 * imports from the schema library and the schema files resolves to an inert stand-in (any property or
 * call gives itself back), so the first screen does not carry the schema library.
 */
function routeSchemasStubbed(): Plugin {
  const PREFIX = '\0contract-route-stub:';
  const declaration = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+[\\/]routes\.ts$/;
  const standIn =
    'const stub = new Proxy(function () {}, { get: (_, key) => (key === "then" ? undefined : stub), apply: () => stub });';
  return {
    name: 'skillpath:route-schemas-stubbed',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !declaration.test(importer)) return null;
      if (source === 'zod') return `${PREFIX}zod`;
      if (!/(^|\/)schemas$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      if (file === 'zod') return `${standIn}\nexport const z = stub;`;
      const source = readFileSync(file, 'utf8');
      const names = [
        ...[...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]),
        // `export const { filter: a, page: b } = …`: the names after each colon (or bare names).
        ...[...source.matchAll(/^export const \{([^}]*)\}/gm)].flatMap((m) =>
          m[1]!.split(',').map((part) => part.split(':').pop()!.trim()),
        ),
      ].filter(Boolean);
      return [standIn, ...names.map((name) => `export const ${name} = stub;`)].join('\n');
    },
  };
}

/**
 * Writes .br and .gz twins of every text asset, compressed once at build time at the highest levels;
 * the server's static plugin sends them to browsers that accept them (preCompressed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'skillpath:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Two builds: the browser's (dist/, with a manifest the server reads to preload each page's chunk) and,
 * with `--ssr`, the server renderer of the public pages (dist-server/entry-server.js, src/entry-server.tsx)
 * that apps/server loads at run time. The renderer bundles its libraries, so it runs wherever the
 * server runs without apps/web's node_modules.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), routeSchemasStubbed(), pureContractSchemas(), ...(isSsrBuild ? [] : [precompress()])],
  // The renderer bundles React, which picks its build from process.env.NODE_ENV at run time: left
  // as is, a server started without NODE_ENV=production renders with React's development build, about
  // twice the CPU per page (bench/pages.mjs). A production build of the renderer is a production build.
  ...(isSsrBuild && mode === 'production' && { define: { 'process.env.NODE_ENV': '"production"' } }),
  server: {
    proxy: { '/v1': api, '/media': api, '/healthz': api },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          // The contract's schemas are plain values: a page keeps only the ones it uses. Without this, every
          // z.object(...) call counts as a side effect and each import of a constant pulls in all of them.
          treeshake: {
            manualPureFunctions: ['z'],
            moduleSideEffects: (id: string) => !id.includes('/packages/contract/'),
          },
          output: {
            // Libraries every page needs, in chunks of their own so a release of app code keeps them cached.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                // Every page may raise a toast, but the toasts' container loads with the first one (providers.tsx):
                // keep the small store apart from the container's chunk.
                {
                  name: 'notifications-store',
                  test: /node_modules[\\/]@mantine[\\/](store[\\/]|notifications[\\/]esm[\\/]notifications\.store)/,
                },
              ],
            },
          },
        },
      },
}));
