// `npm run build`: compiles src/ to dist/ with tsc. With --if-stale (before `npm start`, `npm run migrate` and
// `npm run seed-demo`) it compiles only when dist/ is missing or older than a source file, so a fresh clone's
// `npm install && npm start` works and a built tree starts at once. Plain JavaScript: it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Written after each successful build; tsc leaves unchanged outputs untouched, so their times say nothing.
const stamp = path.join(root, 'dist', '.built');

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
const inputs = [newestSource(path.join(root, 'src')), ...['tsconfig.json', 'tsconfig.build.json', 'package-lock.json']
  .map((f) => { try { return statSync(path.join(root, f)).mtimeMs; } catch { return 0; } })];
if (process.argv.includes('--if-stale')) {
  if (builtAt > Math.max(...inputs)) process.exit(0);
  console.error('building src/ into dist/ (once after each change of the sources)');
}
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (result.status === 0) writeFileSync(stamp, `${new Date().toISOString()}\n`);
process.exit(result.status ?? 1);
