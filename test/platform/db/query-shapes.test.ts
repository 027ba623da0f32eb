import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QueryShapes } from '../../../src/platform/db/query-shapes.js';

interface Db { patient: { clinic_id: string; file_number: string; panel_key: string; record: string } }

const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const build = ([clinic, user, number]: readonly string[], panel: boolean) => {
  let q = db.selectFrom('patient').select('record').where('clinic_id', '=', clinic!).where('file_number', '=', number!);
  if (panel) q = q.where('panel_key', 'in', [user!, `~${user!}`]);
  return q;
};

describe('QueryShapes', () => {
  it('compiles a shape once and fills each call\'s values, inside larger values too', () => {
    const shapes = new QueryShapes<{ record: string }>(3);
    let builds = 0;
    const compile = (key: string, values: string[]) => shapes.compile(key, values, (p) => { builds++; return build(p, key === 'panel'); });
    const a = compile('panel', ['c1', 'u1', '10001']);
    const b = compile('panel', ['c2', 'u2', '10002']);
    expect(builds).toBe(1);
    expect(b.sql).toBe(a.sql);
    expect(a.parameters).toEqual(build(['c1', 'u1', '10001'], true).compile().parameters);
    expect(b.parameters).toEqual(['c2', '10002', 'u2', '~u2']);
    expect(b.sql).toBe(build(['c2', 'u2', '10002'], true).compile().sql);
    // Another key is another shape.
    expect(compile('clinic', ['c1', 'u1', '10001']).parameters).toEqual(['c1', '10001']);
    expect(builds).toBe(2);
  });

  it('refuses a placeholder written into the SQL text, and a wrong number of values', () => {
    const shapes = new QueryShapes<unknown>(1);
    expect(() => shapes.compile('raw', ['x'], ([v]) => db.selectFrom('patient').select(sql.raw(`'${v!}'`).as('x')))).toThrow(/placeholder/);
    expect(() => shapes.compile('k', [], ([v]) => db.selectFrom('patient').select('record').where('clinic_id', '=', v!))).toThrow(/expected 1 values/);
  });
});
