// Public API of the de-identification engine. See docs/deid.md.
export { compileContext, type CompiledContext } from './context.js';
export { deidentify, detectIdentifiers, type TextSource } from './deidentify.js';
export { assertNoKnownIdentifiers, collectStrings, DeidLeakError, type LeakClass } from './guard.js';
export { createStreamingRestorer, restore, restoreValue, type StreamingRestorer, type TokenLookup } from './restore.js';
export { TokenMap } from './tokens.js';
export {
  IDENTIFIER_CLASSES, PERSON_CLASSES, type DeidContext, type DeidLevel, type DeidPatient, type DeidSpan,
  type DeidTextResult, type DeidValueResult, type IdentifierClass, type KnownPerson, type PostalAddress,
} from './types.js';

import { warmGazetteer } from './gazetteer.js';
import { warmDeidVocabularies as warmVocabularies, warmSpanishWords } from './vocabulary.js';

/**
 * Loads the dictionaries and then the gazetteer in the background after start-up, each a slice per event-loop turn,
 * so the first de-identification pays for neither.
 */
export async function warmDeidVocabularies(): Promise<void> {
  await warmVocabularies();
  await warmGazetteer();
}

/** The Spanish dictionary, warmed in the background by a serving process (the first question would read it whole). */
export { warmSpanishWords };
