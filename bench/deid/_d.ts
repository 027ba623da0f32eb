import { deidentify } from '../../src/ai/deid/index.js';
import { rosterContext } from './handwritten.js';
import { PATIENTS, STAFF } from './handwritten/contexts.js';
const key = process.argv[2]!;
const c = rosterContext({ STAFF, PATIENTS }, key);
for (const t of process.argv.slice(3)) console.log(JSON.stringify(deidentify(t, c, 'full').text));
