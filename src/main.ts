// The entry point. It only turns on Node's compile cache, then loads the commands (cli.ts): a module's static imports
// are all read and compiled before its first line runs, so the cache has to be on before the rest is imported.
import { enableCompileCache } from './platform/compile-cache.js';

enableCompileCache(import.meta.url);
await import('./cli.js');
