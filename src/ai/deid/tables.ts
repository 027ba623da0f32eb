// A table whose header names its columns says what each cell holds, whatever the cell's words look like: a CSV of
// the day's patients ("time,name,age,origin,chief complaint,dispo,by"), a pipe table of a census ("| Name | Age |
// Room |"), a tab-separated export. The detectors read cells as prose and miss "Lindqvist, Maja" (no cue, no known
// name), a bare "Boulder" in an origin column or "LH" in a "by" column; here the header vouches for them.
import { CREDENTIALS } from './lexicon.js';
import { ageOver89 } from './patterns.js';
import { undottedInitialsAllowed } from './persons.js';
import { PRIORITY, type Detection } from './spans.js';

type ColumnKind = 'person' | 'staff' | 'place' | 'age' | 'id';

// Header cells, folded (lower case, no punctuation, single spaces), and what their column holds.
const PERSON_HEADERS = new Set(['name', 'names', 'patient', 'patient name', 'pt', 'pt name', 'resident', 'resident name',
  'member', 'member name', 'guest', 'client', 'client name', 'last first', 'last name first name', 'name last first',
  'last name', 'first name', 'surname', 'given name', 'full name', 'contact', 'emergency contact', 'contact name',
  'relative', 'caregiver', 'poa', 'nok', 'next of kin', 'parent', 'guardian', 'spouse', 'injured party', 'caller',
  'family contact', 'decedent', 'student', 'athlete', 'child', 'mother', 'father', 'visitor', 'employee', 'worker']);
const STAFF_HEADERS = new Set(['by', 'initials', 'init', 'inits', 'staff', 'provider', 'clinician', 'rn', 'nurse', 'md',
  'np', 'tech', 'collector', 'collected by', 'signed', 'signed by', 'sign', 'verified by', 'entered by', 'checked by',
  'given by', 'vaccinator', 'attending', 'pcp', 'author', 'seen by', 'assigned', 'assigned to',
  'owner', 'responsible', 'reviewer', 'reviewed by', 'performed by', 'admin by', 'administered by', 'charge',
  'charge rn', 'primary rn', 'resident md', 'intern', 'fellow', 'surgeon', 'prescriber', 'ordering', 'ordered by',
  'ordering provider', 'referring', 'referring provider', 'chw', 'sw', 'case manager', 'cm', 'therapist', 'aide']);
const PLACE_HEADERS = new Set(['city', 'town', 'origin', 'hometown', 'home town', 'residence', 'home city', 'village',
  'from', 'place of birth', 'birthplace', 'born in', 'lives in', 'community', 'neighborhood', 'neighbourhood',
  'address', 'street', 'street address', 'home address', 'winter address', 'summer address', 'city state']);
const AGE_HEADERS = new Set(['age', 'ages', 'age y', 'age yrs', 'age years', 'yrs', 'edad', 'idade', 'alter', 'age sex',
  'age gender']);
const ID_HEADERS = new Set(['mrn', 'mr', 'mr no', 'mrn no', 'chart', 'chart no', 'file', 'file no', 'acct', 'account',
  'account no', 'member id', 'medicaid', 'medicaid id', 'medicare', 'mbi', 'policy', 'policy no', 'id', 'patient id',
  'pt id', 'resident id', 'claim', 'claim no', 'case', 'case no', 'ssn', 'dl', 'license']);

function kindOf(header: string): ColumnKind | null {
  const h = header.toLowerCase().replace(/[#:"'’()\[\]]/g, ' ').replace(/[_./,-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (PERSON_HEADERS.has(h)) return 'person';
  if (STAFF_HEADERS.has(h)) return 'staff';
  if (PLACE_HEADERS.has(h)) return 'place';
  if (AGE_HEADERS.has(h)) return 'age';
  if (ID_HEADERS.has(h)) return 'id';
  return null;
}

// Columns that make a table a roster of people: with one of them a bare "name" column names people, not drugs or
// tests ("name,dose,route" is a medication list).
const ROSTER_HEADERS = new Set(['age', 'dob', 'sex', 'gender', 'mrn', 'room', 'rm', 'bed', 'phone', 'tel', 'city', 'origin',
  'dx', 'diagnosis', 'complaint', 'chief complaint', 'cc', 'arrival', 'time', 'dispo', 'disposition', 'relationship',
  'relation', 'visit', 'appt', 'appointment', 'status', 'unit', 'pcp', 'provider', 'by', 'insurance', 'address', 'lot',
  'site', 'reason', 'notes', 'note', 'plan', 'date', 'language', 'lang', 'interpreter']);

// A cell that names no one: empty, a dash, "n/a", "none", "self", "unknown", "pending", "—".
const PLACEHOLDER = /^(?:|[-–—?*x]+|n\/?a|none|nil|self|same|unknown|unk|pending|tbd|declined|refused|no|yes|y|n|na|null|other|see above|walk-?in|ems|home)$/i;

const CREDENTIAL_TAIL = new RegExp(String.raw`,?\s+(?:${CREDENTIALS.map((c) => c.replace(/[.]/g, '\\.')).join('|')})(?![\p{L}]).*$`, 'u');
// "DOE, UNKNOWN", "Unidentified male", "Anonymous": a row for someone not yet named.
const UNNAMED = /\b(?:unknown|unidentified|anonymous|unnamed|trauma|doe)\b/i;

interface Cell { readonly start: number; readonly end: number }

/** Cells of one line split at `sep` (a comma outside double quotes, a pipe or a tab); pipes at the line's ends dropped. */
function cellsOf(line: string, offset: number, sep: string): Cell[] {
  const cells: Cell[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const ch = line[i];
    if (sep === ',' && ch === '"') quoted = !quoted;
    if (i === line.length || (!quoted && ch === sep)) {
      cells.push({ start: offset + start, end: offset + i });
      start = i + 1;
    }
  }
  if (sep === '|') {
    if (cells.length && !line.slice(0, cells[0]!.end - offset).trim()) cells.shift();
    if (cells.length && !line.slice(cells[cells.length - 1]!.start - offset).trim()) cells.pop();
  }
  return cells;
}

/** The cell's text without blanks and quotes around it, and where that text starts and ends. */
function trimmed(text: string, cell: Cell): Cell {
  let { start, end } = cell;
  while (start < end && /[\s"“”]/.test(text[start]!)) start++;
  while (end > start && /[\s"“”]/.test(text[end - 1]!)) end--;
  return { start, end };
}

const MAX_ROWS = 200;

/** Detections for the cells under a recognised header, in every table of the text. */
export function findTableColumns(text: string): Detection[] {
  if (!/[,|\t]/.test(text)) return [];
  const out: Detection[] = [];
  const lines: Array<{ offset: number; line: string }> = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ offset, line: line.replace(/\r$/, '') });
    offset += line.length + 1;
  }
  for (let i = 0; i < lines.length - 1; i++) {
    const { offset: ho, line: header } = lines[i]!;
    if (/\d/.test(header.replace(/\b(?:no|#)\.?\s*\d\b/gi, '')) || header.length > 300) continue;
    for (const sep of [',', '|', '\t']) {
      if (!header.includes(sep)) continue;
      const heads = cellsOf(header, ho, sep);
      if (heads.length < 3) continue;
      const names = heads.map((c) => text.slice(c.start, c.end).trim());
      if (names.some((n) => n.split(/\s+/).length > 5 || n.length > 40)) continue;
      const kinds = names.map(kindOf);
      if (!kinds.some(Boolean)) continue;
      const folded = names.map((n) => n.toLowerCase().replace(/[^\p{L} ]/gu, ' ').replace(/\s+/g, ' ').trim());
      const roster = folded.some((n) => ROSTER_HEADERS.has(n) || kindOf(n) === 'age' || kindOf(n) === 'id');
      for (let k = 0; k < kinds.length; k++) {
        // A bare "name" column is people only in a roster.
        if (kinds[k] === 'person' && (folded[k] === 'name' || folded[k] === 'names') && !roster) kinds[k] = null;
      }
      let rows = 0;
      for (let j = i + 1; j < lines.length && rows < MAX_ROWS; j++) {
        const { offset: ro, line } = lines[j]!;
        // A Markdown rule under the header ("|---|---|").
        if (sep === '|' && /^[\s|:\-–—]+$/.test(line) && line.includes('-')) continue;
        const cells = cellsOf(line, ro, sep);
        if (cells.length !== heads.length) break;
        rows++;
        cells.forEach((cell, k) => {
          const kind = kinds[k];
          if (kind) out.push(...cellDetections(text, trimmed(text, cell), kind));
        });
      }
      if (rows) break;
    }
  }
  return out;
}

function cellDetections(text: string, cell: Cell, kind: ColumnKind): Detection[] {
  const value = text.slice(cell.start, cell.end);
  if (PLACEHOLDER.test(value) || value.length > 60) return [];
  switch (kind) {
    case 'person':
    case 'staff': {
      // "S. Grigoryan, NP (hospice)": the credential and what follows it are no name.
      const name = value.replace(CREDENTIAL_TAIL, '');
      // Letters only (a number is no name: "2", "x3"), at most five words; not a remark in brackets ("(walk-in, no
      // MRN)") or a placeholder for someone not yet named ("DOE, UNKNOWN").
      if (/\d/.test(name) || !/\p{L}/u.test(name) || name.split(/\s+/).length > 5 || /^[(\[]/.test(name) || UNNAMED.test(name)) return [];
      // Initials in a staff column ("LH", "k.m.", "DMR"), not an abbreviation ("RA", "NS"); or name words.
      const initials = /^(?:\p{L}\.?){2,4}$/u.test(name);
      if (initials && !undottedInitialsAllowed(name.replace(/\./g, '').toUpperCase())) return [];
      if (kind === 'staff' && !initials && !/^\p{Lu}/u.test(name)) return [];
      return [{ start: cell.start, end: cell.start + name.length, cls: 'NAME', known: false, key: `name:${name.toLowerCase()}`, value: name, priority: PRIORITY.unknownPerson - 1 }];
    }
    case 'place': {
      // A town, a street or an address: capitalised ("staff (patrol)" in an origin column is no place).
      if (!/\p{L}{2}/u.test(value) || !/^(?:\d|\p{Lu})/u.test(value)) return [];
      return [{ start: cell.start, end: cell.end, cls: 'ADDRESS', known: false, key: `ADDRESS:${value}`, value, priority: PRIORITY.place - 1 }];
    }
    case 'age': {
      const m = /^0?(9\d|1[01]\d)(?=\s*(?:y|yo|yrs?|years?|[FM]|\/[FM])?$)/i.exec(value);
      return m ? [ageOver89(cell.start + m.index + m[0].length - m[1]!.length, cell.start + m.index + m[0].length)] : [];
    }
    case 'id': {
      if (!/^[A-Za-z]{0,4}[-#]?\d[\d-]{2,14}[A-Za-z]?$/.test(value)) return [];
      return [{ start: cell.start, end: cell.end, cls: 'ID', known: false, key: `ID:${value}`, value, priority: PRIORITY.bareId }];
    }
  }
}
