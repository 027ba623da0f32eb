// `npm run build`: bundles src/ into dist/ with esbuild (dist/main.js and the chunks it imports on demand, with source
// maps). With --if-stale (before `npm start`, `npm run migrate` and `npm run seed-demo`) it builds only when dist/ is
// missing or older than a source file, so a fresh clone's `npm install && npm start` works and a built tree starts at
// once. It does not type-check (`npm run typecheck` does). Plain JavaScript: it runs before anything is built.
//
// Why a bundle and not tsc's one file per module: Node resolves, reads and compiles every module file on each start,
// ours (~200) and the packages' (~1,500); the files cost more than the code in them (measured in the README).
// Packages are bundled too, except those that find files next to their own code through __dirname (unset in an ES
// module) or start worker threads from a file: they stay in node_modules (EXTERNAL). Code that serving does not need
// at start (the AI SDK and its providers, the demo generator, the Redis client, undici, Medplum, file-type) is
// imported where it is used and lands in chunks of its own (`splitting`), read on first use.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
// Written after each successful build.
const stamp = path.join(dist, '.built');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

let builtAt = 0;
try { builtAt = statSync(stamp).mtimeMs; } catch { /* never built */ }
const inputs = [newestSource(path.join(root, 'src')), ...['scripts/build.mjs', 'tsconfig.json', 'package-lock.json']
  .map((f) => { try { return statSync(path.join(root, f)).mtimeMs; } catch { return 0; } })];
if (process.argv.includes('--if-stale')) {
  if (builtAt > Math.max(...inputs)) process.exit(0);
  console.error('building src/ into dist/ (once after each change of the sources)');
}

/**
 * Left to Node: PGlite (its WebAssembly and data files), Swagger UI (its static assets), @fastify/swagger (its
 * package.json), Socket.IO (its client bundle), pino (its transport worker), the dictionaries and their reader, unpdf
 * (its PDF.js build), pg-native (optional, not installed), faker (the demo generator only).
 */
const EXTERNAL = [
  '@electric-sql/pglite', '@fastify/swagger-ui', '@fastify/swagger', 'socket.io', 'pino', '@cspell/*', 'cspell-trie-lib',
  'unpdf', 'pg-native', '@faker-js/faker',
  // CommonJS packages reached by import() (on demand): bundled, esbuild gives such a chunk only a default export, so
  // `const { createClient } = await import('redis')` found nothing and every outbound call and the Redis connection
  // failed under `npm start` alone. Node's own import finds their named exports. The check after the build keeps it so.
  'undici', 'redis', '@redis/*', '@socket.io/redis-adapter', '@vercel/oidc',
];

const { build } = await import('esbuild');
rmSync(dist, { recursive: true, force: true });
try {
  await build({
    entryPoints: { main: path.join(root, 'src/main.ts') },
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // The oldest Node the service runs on (README).
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages still require Node's built-ins (and the external packages) at run time.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Stack traces point into src/ and node_modules/ (`node --enable-source-maps`); the maps carry no copy of the sources.
    sourcemap: true,
    sourcesContent: false,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
} catch {
  // esbuild has printed the errors.
  process.exit(1);
}

// A bundled package that finds its files through __dirname or __filename would fail only when that code runs (a
// request, long after the start): refuse the build instead, naming the package to add to EXTERNAL.
const strays = [];
for (const file of readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.js'))) {
  let source = '';
  for (const line of readFileSync(path.join(dist, file), 'utf8').split('\n')) {
    const from = /^\/\/ (node_modules\/\S+|src\/\S+)/.exec(line);
    if (from) source = from[1];
    // undici's guarded use (`typeof __filename !== "undefined" ? __filename : …`) is harmless.
    const unguarded = line.replace(/typeof (__dirname|__filename) !== "undefined" \? \1/g, '');
    if (/\b(__dirname|__filename)\b/.test(unguarded)) strays.push(`${file}: ${source || '(unknown source)'}`);
  }
}
if (strays.length) {
  console.error(`these bundled modules use __dirname or __filename; add their package to EXTERNAL in scripts/build.mjs:\n  ${[...new Set(strays)].join('\n  ')}`);
  process.exit(1);
}

// A chunk that is a bundled CommonJS package loaded with import() ends in `export default require_x();`: its named
// exports are lost (see EXTERNAL). Refuse the build, naming the package.
const defaultOnly = [];
for (const file of readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.js'))) {
  const source = readFileSync(path.join(dist, file), 'utf8');
  if (!/^export default require_\w+\(\);$/m.test(source)) continue;
  const packages = [...source.matchAll(/^\/\/ node_modules\/((?:@[^/\s]+\/)?[^/\s]+)/gm)].map((m) => m[1]);
  defaultOnly.push(`${file}: ${[...new Set(packages)].join(', ') || '(unknown package)'}`);
}
if (defaultOnly.length) {
  console.error(`these chunks are CommonJS packages loaded with import(), left with only a default export; add their package to EXTERNAL in scripts/build.mjs:\n  ${defaultOnly.join('\n  ')}`);
  process.exit(1);
}
writeFileSync(stamp, `${new Date().toISOString()}\n`);
