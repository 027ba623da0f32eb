const t0 = performance.now();
const { PGlite } = await import('@electric-sql/pglite');
const p = await PGlite.create('/tmp/i13/data/db');
await new Promise((r) => setImmediate(r));
const t1 = performance.now(); const cs = process.cpuUsage();
await p.query('create temp table t (id int primary key, v text)');
let n = 0; const out = [];
for (let round = 0; round < 5; round++) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < 3000; i++, n++) { await p.query('insert into t values ($1, $2)', [n, 'x' + n]); await p.query('select * from t where id = $1', [n]); }
  const c = process.cpuUsage(c0); out.push(((c.user + c.system) / 1000).toFixed(0));
}
console.log(process.version.padEnd(9), (process.execArgv.join(' ') || '(none)').padEnd(32), 'open+idle wall', (t1 - t0).toFixed(0), 'cpu', ((cs.user + cs.system) / 1000).toFixed(0), '| rounds cpu', out.join(' '));
await p.close();
