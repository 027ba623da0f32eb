/**
 * NCPDP QuantityUnitOfMeasure codes (NCI Thesaurus concept codes, the code list SCRIPT 2017071 uses) for the units a
 * prescription's free-text `quantityUnit` is usually written in. Only units whose code is certain are listed: a unit
 * not found here is refused at send (400 naming `quantityUnit`) rather than sent as something the pharmacy misreads.
 */
const UNIT_CODES: ReadonlyArray<readonly [code: string, spellings: readonly string[]]> = [
  ['C48542', ['tablet', 'tablets', 'tab', 'tabs']],
  ['C48480', ['capsule', 'capsules', 'cap', 'caps']],
  ['C64696', ['caplet', 'caplets']],
  ['C28254', ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']],
  ['C48155', ['g', 'gram', 'grams', 'gm']],
  ['C64933', ['each', 'ea']],
  ['C48524', ['patch', 'patches']],
  ['C48539', ['suppository', 'suppositories']],
  ['C62412', ['applicator', 'applicators']],
  ['C48506', ['lozenge', 'lozenges']],
  ['C48548', ['troche', 'troches']],
  ['C48521', ['packet', 'packets']],
  ['C48504', ['kit', 'kits']],
  ['C48538', ['strip', 'strips']],
  ['C120263', ['lancet', 'lancets']],
  ['C120216', ['pen needle', 'pen needles']],
  ['C48552', ['wafer', 'wafers']],
  ['C65032', ['pad', 'pads']],
  ['C53504', ['swab', 'swabs']],
  ['C69124', ['gum']],
];

const BY_SPELLING = new Map(UNIT_CODES.flatMap(([code, spellings]) => spellings.map((s) => [s, code] as const)));

/** The NCPDP unit code for a unit as written ("Tablets", "mL", "tab."), or undefined when none is certain. */
export function ncpdpUnitCode(unit: string): string | undefined {
  const spelling = unit.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  return BY_SPELLING.get(spelling);
}

/** The spellings accepted, for the 400 that names an unknown unit. */
export const KNOWN_UNIT_SPELLINGS = UNIT_CODES.map(([, spellings]) => spellings[0]!);
