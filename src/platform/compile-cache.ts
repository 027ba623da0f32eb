import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node (22.1 and later) keeps the compiled form of the modules it loads on disk and reuses it on the next start, which
 * takes a share of the start-up's CPU. Only for the built JavaScript (not `tsx` running src/), in `.compile-cache`
 * beside it: the cache belongs to that build (a rebuild removes it) and never mixes with other users' files in a
 * shared temporary directory. NODE_COMPILE_CACHE, when set, chooses the place instead; on Node 20, which has no such
 * cache, nothing happens. Failing to write the cache (a read-only tree) only loses the speed-up.
 */
export function enableCompileCache(entryUrl: string): void {
  const enable = (module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
  if (!enable || !entryUrl.endsWith('.js')) return;
  enable(process.env.NODE_COMPILE_CACHE ? undefined : path.join(path.dirname(fileURLToPath(entryUrl)), '.compile-cache'));
}
