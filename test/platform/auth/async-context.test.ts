import { AsyncLocalStorage } from 'node:async_hooks';
import { getRequestStateAsyncLocalStorage } from '@better-auth/core/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncHooksCostPromises, disableAuthStoragesBetweenCalls, disableBetweenRuns, isDisabledBetweenRuns } from '../../../src/platform/auth/async-context.js';
import { signUp } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a storage disabled between its runs', () => {
  it('keeps the store in its runs and what they await, even when runs overlap', async () => {
    const storage = new AsyncLocalStorage<string>();
    disableBetweenRuns(storage);
    const seen: (string | undefined)[] = [];
    const body = (name: string) => async () => {
      seen.push(storage.getStore());
      await tick();
      seen.push(storage.getStore());
      await Promise.resolve().then(() => seen.push(`${storage.getStore()} (then)`));
      return name;
    };
    const results = await Promise.all([storage.run('a', body('a')), storage.run('b', body('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(seen.sort()).toEqual(['a', 'a', 'a (then)', 'b', 'b', 'b (then)']);
  });

  // With AsyncContextFrame (Node 24) a disabled storage no longer clears what continuations captured; the service does
  // not wrap there (below), so this behaviour is only the wrapper's where it is used.
  it.runIf(asyncHooksCostPromises())('is disabled once no run is in flight: what a run left behind unawaited no longer sees the store', async () => {
    const storage = new AsyncLocalStorage<string>();
    disableBetweenRuns(storage);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let leftBehind: Promise<string | undefined> | undefined;
    await storage.run('x', async () => {
      leftBehind = gate.then(() => storage.getStore());
      expect(storage.getStore()).toBe('x');
    });
    release();
    expect(await leftBehind).toBeUndefined();
    // Without the wrapper the same continuation keeps the store (the behaviour the wrapper trades away).
    const plain = new AsyncLocalStorage<string>();
    let releasePlain!: () => void;
    const plainGate = new Promise<void>((resolve) => { releasePlain = resolve; });
    let plainLeft: Promise<string | undefined> | undefined;
    await plain.run('y', async () => { plainLeft = plainGate.then(() => plain.getStore()); });
    releasePlain();
    expect(await plainLeft).toBe('y');
  });

  it('counts a run that throws or returns a plain value as finished, and runs again afterwards', async () => {
    const storage = new AsyncLocalStorage<number>();
    disableBetweenRuns(storage);
    expect(() => storage.run(1, () => { throw new Error('boom'); })).toThrow('boom');
    expect(storage.run(2, () => storage.getStore())).toBe(2);
    await expect(storage.run(3, async () => { await tick(); throw new Error('late'); })).rejects.toThrow('late');
    expect(await storage.run(4, async () => { await tick(); return storage.getStore(); })).toBe(4);
  });

  it('is needed only where AsyncLocalStorage runs on async hooks (before Node 24, without AsyncContextFrame)', () => {
    expect(asyncHooksCostPromises('20.19.0', [])).toBe(true);
    expect(asyncHooksCostPromises('22.12.0', [])).toBe(true);
    expect(asyncHooksCostPromises('22.12.0', ['--experimental-async-context-frame'])).toBe(false);
    expect(asyncHooksCostPromises('24.0.0', [])).toBe(false);
  });

  it('wraps Better Auth\'s three storages before Node 24 and nothing from Node 24 on (run on both in CI)', async () => {
    const wrapped = await disableAuthStoragesBetweenCalls();
    const major = Number(process.versions.node.split('.')[0]);
    expect(wrapped).toHaveLength(major >= 24 || process.execArgv.includes('--experimental-async-context-frame') ? 0 : 3);
  });
});

describe('Better Auth with its storages disabled between calls', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('are wrapped by the app where it matters, and sign-up, clinic creation and sessions still work', async () => {
    const storage = await getRequestStateAsyncLocalStorage() as unknown as AsyncLocalStorage<unknown>;
    expect(isDisabledBetweenRuns(storage)).toBe(asyncHooksCostPromises());
    // On Node 24 and later (CI's second Node leg) the patch is a no-op: nothing is wrapped.
    if (Number(process.versions.node.split('.')[0]) >= 24) expect(isDisabledBetweenRuns(storage)).toBe(false);
    else expect(isDisabledBetweenRuns(storage)).toBe(!process.execArgv.includes('--experimental-async-context-frame'));
    const owner = await signUp(t.app, 'als_owner', 'Als Owner');
    const clinic = await owner.post('/api/auth/organization/create', { name: 'Als Clinic', slug: 'als-clinic' });
    expect(clinic.statusCode).toBe(200);
    const me = (await owner.get('/api/me')).json();
    expect(me.role).toBe('owner');
    expect((await owner.get('/api/auth/get-session')).json().user.username).toBe('als_owner');
  });
});
