// Public API of the de-identification engine. See docs/deid.md.
export { compileContext, type CompiledContext } from './context.js';
export { deidentify, detectIdentifiers } from './deidentify.js';
export { assertNoKnownIdentifiers, collectStrings, DeidLeakError, type LeakClass } from './guard.js';
export { createStreamingRestorer, restore, restoreValue, type StreamingRestorer, type TokenLookup } from './restore.js';
export { TokenMap } from './tokens.js';
export { warmDeidVocabularies } from './vocabulary.js';
export {
  IDENTIFIER_CLASSES, PERSON_CLASSES, type DeidContext, type DeidLevel, type DeidPatient, type DeidSpan,
  type DeidTextResult, type DeidValueResult, type IdentifierClass, type KnownPerson, type PostalAddress,
} from './types.js';
