import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage, getCurrentDBAdapterAsyncLocalStorage, getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * Before Node 24, AsyncLocalStorage is built on async hooks: once any storage has run, the process runs a promise
 * hook on every promise it creates, for good. Better Auth runs three storages around each of its calls (sign-in,
 * session lookups on a cache miss), so after the first sign-in every clinic request paid for the hooks, about a fifth
 * of the service's CPU on a patient read, though no clinic request reads those storages.
 *
 * A storage wrapped here is disabled whenever none of its runs is in flight, and `run` enables it again. Inside a
 * run, and in everything the run awaits, the store is there as before; what a run leaves behind without awaiting it
 * would no longer see the store (Better Auth awaits its work: no background-task handler is configured). Node 24
 * keeps async context in the promise itself (AsyncContextFrame), so nothing is wrapped there.
 */
const wrapped = new WeakSet<AsyncLocalStorage<unknown>>();

export function asyncHooksCostPromises(nodeVersion = process.versions.node, execArgv = process.execArgv): boolean {
  const major = Number(nodeVersion.split('.')[0]);
  return major < 24 && !execArgv.includes('--experimental-async-context-frame');
}

/** Disables `storage` now and between its runs from now on; for a storage with no run in flight. Idempotent. */
export function disableBetweenRuns<T>(storage: AsyncLocalStorage<T>): void {
  if (wrapped.has(storage as AsyncLocalStorage<unknown>)) return;
  wrapped.add(storage as AsyncLocalStorage<unknown>);
  storage.disable();
  const run = storage.run.bind(storage) as (store: T, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown;
  let inFlight = 0;
  const settled = () => {
    if (--inFlight === 0) storage.disable();
  };
  const wrappedRun = (store: T, callback: (...args: unknown[]) => unknown, ...args: unknown[]): unknown => {
    inFlight++;
    let result: unknown;
    try {
      result = run(store, callback, ...args);
    } catch (err) {
      settled();
      throw err;
    }
    if (result instanceof Promise) result.then(settled, settled);
    else settled();
    return result;
  };
  storage.run = wrappedRun as typeof storage.run;
}

/** Better Auth's storages, each disabled between its runs where async hooks cost every promise. Call at start-up. */
export async function disableAuthStoragesBetweenCalls(): Promise<AsyncLocalStorage<unknown>[]> {
  if (!asyncHooksCostPromises()) return [];
  const storages = await Promise.all([
    getRequestStateAsyncLocalStorage(), getCurrentDBAdapterAsyncLocalStorage(), getCurrentAuthContextAsyncLocalStorage(),
  ]) as AsyncLocalStorage<unknown>[];
  for (const storage of storages) disableBetweenRuns(storage);
  return storages;
}

export function isDisabledBetweenRuns(storage: AsyncLocalStorage<unknown>): boolean {
  return wrapped.has(storage);
}
