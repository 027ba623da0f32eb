// A table whose header names its columns says what each cell holds, whatever the cell's words look like: a CSV of
// the day's patients ("time,name,age,origin,chief complaint,dispo,by"), a pipe table of a census ("| Name | Age |
// Room |"), a tab-separated export. The detectors read cells as prose and miss "Lindqvist, Maja" (no cue, no known
// name), a bare "Boulder" in an origin column or "LH" in a "by" column; here the header vouches for them.
import { COMMON_WORDS, CREDENTIALS, DRUGS, GIVEN_NAMES, INSTITUTION_WORDS, MEDICAL_ABBREVIATIONS, NOT_NAMES, TITLES } from './lexicon.js';
import { foldPlace, placePopulation } from './gazetteer.js';
import { ageOver89, STORES } from './patterns.js';
import { PRIORITY, type Detection } from './spans.js';
import { PERSON_CLASSES } from './types.js';
import { isEnglishWord, isMedicalTerm, isPersonName } from './vocabulary.js';

type ColumnKind = 'person' | 'staff' | 'place' | 'site' | 'age' | 'id';

// "mrn,last,first,dob": a surname's and a given name's columns of their own. Bare, they name people only beside each
// other and a record's number or birth date (namePairBesideRecord), in a roster, as a bare "name" does.
const BARE_NAME_PARTS: ReadonlySet<string> = new Set(['last', 'first', 'lname', 'fname', 'last nm', 'first nm']);

// Header cells, folded (lower case, no punctuation, single spaces), and what their column holds. Words that also
// head a clinical table are left out: "pt" (physical therapy), "sign", "owner", "charge", "from", family-history
// columns ("mother", "father").
const PERSON_HEADERS = new Set(['name', 'names', 'patient', 'patient name', 'pt name', 'resident', 'resident name',
  'member', 'member name', 'guest', 'client', 'client name', 'last first', 'last name first name', 'name last first',
  'last name', 'first name', 'surname', 'given name', 'full name', 'contact', 'emergency contact', 'contact name',
  'caregiver', 'poa', 'nok', 'next of kin', 'guardian', 'injured party', 'caller', 'family contact', 'decedent',
  'student', 'athlete', 'visitor', 'employee', 'presenter', 'driver', 'escort', 'rider', 'passenger', ...BARE_NAME_PARTS,
  // An export's "<who>_name" columns ("employee_name", "guardian_name").
  'employee name', 'worker', 'worker name', 'student name', 'caller name', 'driver name', 'escort name', 'guest name',
  'visitor name', 'guardian name', 'parent name', 'mother name', 'father name', 'child name', 'patient full name',
  // People a log lists by what they are there: an agency's aide, a camp's or a team's members, a shelter's evacuees
  // (not "mother", "father": a family history's columns hold the relatives' diagnoses).
  'aide', 'home aide', 'tenant', 'detainee', 'participant', 'attendee', 'volunteer', 'camper', 'player', 'skier', 'paddler', 'traveler',
  'traveller', 'evacuee', 'deceased', 'victim', 'donor', 'crew member', 'deckhand', 'fisherman']);
const STAFF_HEADERS = new Set(['by', 'initials', 'init', 'inits', 'staff', 'provider', 'clinician', 'rn', 'nurse',
  'collector', 'collected by', 'signed by', 'verified by', 'entered by', 'checked by', 'given by', 'vaccinator',
  'attending', 'pcp', 'author', 'seen by', 'reviewer', 'reviewed by', 'performed by', 'admin by', 'administered by',
  'charge rn', 'primary rn', 'surgeon', 'prescriber', 'ordered by', 'ordering provider', 'referring provider', 'chw',
  // Not "np": a swab's column (nasopharyngeal) as often as a nurse practitioner's.
  'md', 'attending md', 'nurse initials', 'rn initials', 'staff initials', 'witness', 'witnessed by',
  // An operating room's board: who gives the anaesthetic.
  'anes', 'anesth', 'anesthesia', 'anaesthesia', 'anesthesiologist', 'crna',
  'treating clinician', 'treating provider', 'clinician name', 'provider name', 'nurse name', 'staff name',
  // A board's doctor or provider in short ("prov" only beside a patient column: PROVINCE_OR_PROVISIONAL).
  'prov', 'md app', 'md np', 'md do', 'provider initials']);
const PLACE_HEADERS = new Set(['city', 'town', 'origin', 'hometown', 'home town', 'residence', 'home city', 'village',
  'place of birth', 'birthplace', 'born in', 'lives in', 'neighborhood', 'neighbourhood', 'address', 'street',
  'street address', 'home address', 'winter address', 'summer address', 'city state', 'pickup city', 'pickup town',
  'community', 'home community']);
const AGE_HEADERS = new Set(['age', 'ages', 'age y', 'age yrs', 'age years', 'yrs', 'edad', 'idade', 'alter', 'age sex', 'age sx', 'age gender',
  'sex age', 'gender age', 'pt age', 'patient age', 'current age', 'dob age', 'age at visit', 'age at admission']);
const ID_HEADERS = new Set(['mrn', 'mr no', 'mrn no', 'chart no', 'file no', 'acct', 'account no', 'member id',
  'medicaid id', 'mbi', 'policy no', 'patient id', 'pt id', 'resident id', 'claim no', 'case no', 'cin', 'patient mrn', 'pt mrn']);
// Columns whose cells are streets and may start with a number.
const STREET_HEADERS = new Set(['address', 'street', 'street address', 'home address', 'winter address', 'summer address']);

function kindOf(header: string): ColumnKind | null {
  const h = header.toLowerCase().replace(/[#:"'’()\[\]]/g, ' ').replace(/[_./,-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (PERSON_HEADERS.has(h)) return 'person';
  if (STAFF_HEADERS.has(h)) return 'staff';
  if (PLACE_HEADERS.has(h)) return 'place';
  if (AGE_HEADERS.has(h)) return 'age';
  if (ID_HEADERS.has(h)) return 'id';
  return null;
}

// Staff columns that say so alone (a MAR's, a flowsheet's, a vaccine log's "Initials" or "By"): they hold initials or
// names whatever the other columns are.
const STAFF_ALONE = new Set(['by', 'initials', 'init', 'inits', 'given by', 'administered by', 'admin by', 'vaccinator',
  'collected by', 'signed by', 'verified by', 'entered by', 'checked by', 'performed by']);

const RECORD_BESIDE_NAME = new Set(['mrn', 'mr', 'id', 'patient id', 'pt id', 'chart', 'acct', 'dob', 'birth date', 'date of birth', 'sex', 'gender', 'age', 'middle', 'mi', 'suffix']);

function namePairBesideRecord(folded: readonly string[], k: number): boolean {
  const partner = [k - 1, k + 1].find((j) => j >= 0 && j < folded.length && BARE_NAME_PARTS.has(folded[j]!) && folded[j] !== folded[k]);
  if (partner === undefined) return false;
  const [from, to] = partner < k ? [partner, k] : [k, partner];
  return RECORD_BESIDE_NAME.has(folded[from - 1] ?? '') || RECORD_BESIDE_NAME.has(folded[to + 1] ?? '');
}

// Columns that make a table a roster of people: with one of them a bare "name" column names people, not drugs or
// tests ("name,dose,route" is a medication list). Not "time", "date", "lot", "site", "status", "notes", "by" or "unit":
// a medication, vaccine or task table has them too.
const ROSTER_HEADERS = new Set(['age', 'dob', 'sex', 'gender', 'mrn', 'room', 'rm', 'bed', 'phone', 'tel', 'city', 'origin',
  'dx', 'diagnosis', 'complaint', 'chief complaint', 'cc', 'arrival', 'dispo', 'disposition', 'relationship', 'relation',
  'appt', 'appointment', 'pcp', 'provider', 'address', 'language', 'lang', 'interpreter', 'insurance', 'payer',
  // A jail's or a shelter's list: the inmate's number, the pod or the booking.
  'inmate', 'inmate no', 'booking', 'booking no', 'pod', 'reason for visit', 'seen by',
  // A home-care or hospice visit log ("| date | discipline | visitor | time in/out |").
  'time in out']);

// A patient board's columns, two of which beside a bare "pt" column make it the patient's.
const BOARD_HEADERS: ReadonlySet<string> = new Set(['rm', 'room', 'bed', 'bay', 'arr', 'arrival', 'dx', 'cc', 'complaint', 'chief complaint', 'dispo', 'disposition', 'esi', 'acuity']);

// Columns of therapies beside which "pt" is physical therapy.
const THERAPY_HEADERS: ReadonlySet<string> = new Set(['ot', 'st', 'slp', 'rt', 'speech', 'therapy', 'pt ot', 'minutes', 'mins', 'units']);

// Headers of the clinical tables that follow a roster in a note: a line of them starts another table.
const OTHER_HEADERS = new Set(['test', 'result', 'results', 'flag', 'value', 'units', 'range', 'med', 'medication', 'drug',
  'dose', 'route', 'frequency', 'freq', 'vaccine', 'lot', 'site', 'time', 'date', 'status', 'task', 'owner', 'intake',
  'output', 'temp', 'hr', 'bp', 'rr', 'spo', 'reference', 'comment', 'comments']);

// A cell that names no one: empty, a dash, "n/a", "none", "self", "unknown", "pending", "—".
const PLACEHOLDER = /^(?:|[-–—?*x]+|n\/?a|none|nil|self|same|unknown|unk|pending|tbd|declined|refused|no|yes|y|n|na|null|other|see above|walk-?in|ems|home|lwbs|lbtc|ama|eloped)$/i;

const CREDENTIAL_TAIL = new RegExp(String.raw`,?\s+(?:${CREDENTIALS.map((c) => c.replace(/[.]/g, '\\.')).join('|')})(?![\p{L}]).*$`, 'u');
// "DOE, UNKNOWN", "Unidentified male", "Anonymous": a row for someone not yet named.
const UNNAMED = /\b(?:unknown|unidentified|anonymous|unnamed|trauma|doe|privacy|withheld|redacted|masked|confidential)\b/i;

interface Cell { readonly start: number; readonly end: number }

/** Cells of one line split at `sep` (a comma outside double quotes, a pipe or a tab); pipes at the line's ends dropped. */
function cellsOf(line: string, offset: number, sep: string): Cell[] {
  const cells: Cell[] = [];
  if (sep === SPACES) {
    // A fixed-width report: columns padded with two spaces or more; blanks at the line's ends are no cell.
    const re = /\S+(?:[ \t]\S+)*/g;
    for (const m of line.matchAll(re)) cells.push({ start: offset + m.index, end: offset + m.index + m[0].length });
    return cells;
  }
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

// Rows read under one header (each line is read once, so a long table costs what its text does).
const MAX_ROWS = 10_000;
/** The separator of a fixed-width report's columns: two blanks or more. */
const SPACES = '  ';

/** Detections for the cells under a recognised header, in every table of the text. */
// JSON keys that hold a person's name or login: a name's own parts (FHIR's "family" and "given", "firstName"), read
// whatever their words are ("family":"CITIZEN", "given":["TRACE"]), and keys of people and logins, read only when the
// value has name evidence (nameLike: "user":"kmire", "escort":"Thái Quốc Bửu"; not "name":"Lisinopril",
// "user":"root", "interpreter":"Spanish"), beside the header words of a table's columns (kindOf).
const JSON_NAME_PART_KEYS = new Set(['family', 'given', 'first', 'last', 'firstname', 'lastname', 'first name', 'last name', 'family name',
  'given name', 'middle name', 'preferred name', 'nickname', 'alias']);
const JSON_PERSON_KEYS = new Set(['user', 'username', 'user name', 'login', 'escort', 'interpreter', 'proxy', 'author', 'created by', 'updated by',
  'modified by', 'exported by', 'entered by', 'reviewed by', 'signed by', 'caregiver', 'patient name']);
// Accounts of systems and services, which a "user" key holds as often as a person's login.
const SYSTEM_ACCOUNTS = /^(?:root|admin|administrator|postgres|mysql|jenkins|guest|service|svc|system|daemon|nobody|www|apache|nginx|bot|api|batch|scheduler|interface|integration|epic|cerner|hl7|etl|test|demo|anonymous|public)(?:[-_.][\p{L}\d]+)*$/iu;
const JSON_FIELD = /"([A-Za-z][A-Za-z _-]{0,29})"[ \t]*:[ \t]*(?:"([^"\n\\]{1,60})"|\[([^\]\n]{1,160})\])/g;
const WEEK_OR_SIDE = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|left|right|bilateral|not provided|not given|none given)$/i;

/** A JSON field whose key says it holds a person's name: each string value that is letters (a login, a name). */
function findJsonNames(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(JSON_FIELD)) {
    const key = m[1]!.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/[_-]+/g, ' ').trim();
    const part = JSON_NAME_PART_KEYS.has(key);
    const kind = kindOf(key);
    // ("driver" in JSON is software's as often as a person's.)
    if (!part && !JSON_PERSON_KEYS.has(key) && (kind !== 'person' && kind !== 'staff' || key === 'driver')) continue;
    // A string, or an array of strings ("given":["Thi","Lan"]).
    const values: Array<[string, number]> = m[2] !== undefined ? [[m[2], m.index + m[0].length - 1 - m[2].length]]
      : [...m[3]!.matchAll(/"([^"\n\\]{1,60})"/g)].map((v) => [v[1]!, m.index + m[0].length - 1 - m[3]!.length + v.index + 1] as [string, number]);
    for (const [raw, at] of values) {
      const value = raw.trim();
      const start = at + (raw.length - raw.trimStart().length);
      // Letters, dots, commas and blanks only, at most four words, no placeholder ("UNKNOWN", "n/a"), no role ("RN").
      if (!/^[\p{L}][\p{L}.,'’ -]{0,40}$/u.test(value) || value.split(/\s+/).length > 4 || UNNAMED.test(value) || PLACEHOLDER.test(value)
        || NOT_STAFF_INITIALS.has(value.toUpperCase()) || WEEK_OR_SIDE.test(value) || SYSTEM_ACCOUNTS.test(value)
        || /^(?:true|false|null|yes|no|none|unknown|auto|present|absent|enabled|disabled)$/i.test(value)) continue;
      const words = value.split(/[\s,]+/).filter(Boolean).map((w) => w.toLowerCase());
      if (words.some((w) => DRUGS.has(w)) || ORGANISATION.test(value)) continue;
      // Other keys need name evidence, and not only dictionary words ("name":"Blood Pressure").
      if (!part && (!nameLike(value) || words.every((w) => isEnglishWord(w.replace(/[^\p{L}]/gu, '')) || isMedicalTerm(w.replace(/[^\p{L}]/gu, ''))))) continue;
      out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
    }
  }
  return out;
}

export function findTableColumns(text: string): Detection[] {
  const json = text.includes('":') ? findJsonNames(text) : [];
  if (!/[,|\t;]|\S  /.test(text)) return json;
  const out: Detection[] = [...json];
  const lines = linesOf(text);
  for (let i = 0; i < lines.length - 1; i++) {
    const { offset: ho, line: header } = lines[i]!;
    // A header holds no number of its own ("SpO2", "HbA1c", "B12" are names of columns) and ends no sentence.
    // A snake_case export's column may carry one ("leak_95", "p_95").
    if (/(?<![\p{L}\d_])\d/u.test(header) || /[.!?]\s*$/.test(header) || header.length > 300) continue;
    for (const sep of [',', '|', '\t', ';', SPACES]) {
      if (!header.includes(sep)) continue;
      // Columns padded with spaces only when no other separator is in the line.
      if (sep === SPACES && /[,|\t;]/.test(header)) continue;
      const heads = cellsOf(header, ho, sep);
      if (heads.length < 3) continue;
      const names = heads.map((c) => text.slice(c.start, c.end).trim());
      // ("L x W x D (cm)": a pipe table's measure column may take seven words; a comma-separated sentence is no header.)
      if (names.some((n) => n.split(/\s+/).length > (sep === '|' ? 7 : 5) || n.length > 40)) continue;
      const kinds = names.map(kindOf);
      const folded = names.map((n) => n.toLowerCase().replace(/[^\p{L} ]/gu, ' ').replace(/\s+/g, ' ').trim());
      // "pt,mrn,sessions_done": a bare "pt" beside a record's number is the patient, unless therapies head the other
      // columns ("date,pt,ot,st"). "date,site,patient_mrn,patient": a site beside a record's number or a person is a
      // town (a vaccine log's site is a body part, which no gazetteer has: placeLike).
      const recordBeside = folded.some((n) => kindOf(n) === 'id' || n === 'dob');
      // "RM | PT | AGE | CC | DISPO", "| arr | pt | from | dx | bed |": a board's "pt" beside an age or two of a board's
      // columns is the patient too ("| Dx | PT | Plan |", "| Bed | PT | Status |" are therapy).
      const boardBeside = folded.some((n) => kindOf(n) === 'age') || folded.filter((n) => BOARD_HEADERS.has(n)).length >= 2;
      for (let k = 0; k < kinds.length; k++) {
        if (folded[k] === 'pt' && (recordBeside || boardBeside) && !folded.some((n) => THERAPY_HEADERS.has(n))) kinds[k] = 'person';
        // "| Name | City | Prov | Postal |" is a province, "| Dx | Prov | Final |" a provisional diagnosis: "prov" is the
        // provider only beside a patient's column and no address's.
        if (folded[k] === 'prov' && (!folded.some((n, m) => m !== k && (kinds[m] === 'person' || n === 'pt' || n === 'patient'))
          || folded.some((n) => kindOf(n) === 'place' || /^(?:postal|postal code|zip|zip code|country)$/.test(n)))) kinds[k] = null;
        if (folded[k] === 'site' && (recordBeside || kinds.includes('person'))) kinds[k] = 'site';
      }
      // Two columns at least that a roster has before a person's or a place's column is read: "Pt, wife, RN at
      // bedside." is a sentence, not a header. An age or a record number column reads only numbers, so alone it will do.
      const recognised = folded.filter((n, k) => kinds[k] || ROSTER_HEADERS.has(n)).length;
      if (recognised < 2) for (let k = 0; k < kinds.length; k++) if (kinds[k] !== 'age' && kinds[k] !== 'id' && !(kinds[k] === 'staff' && STAFF_ALONE.has(folded[k]!))) kinds[k] = null;
      if (!kinds.some(Boolean)) continue;
      const roster = folded.some((n) => ROSTER_HEADERS.has(n) || kindOf(n) === 'age' || kindOf(n) === 'id');
      for (let k = 0; k < kinds.length; k++) {
        // A bare "name" column is people only in a roster.
        // A bare "last" or "first" also only beside its partner and a record's number or birth date ("mrn,drug,first,last"
        // holds a drug's first and last levels).
        const bare = folded[k] === 'name' || folded[k] === 'names' || BARE_NAME_PARTS.has(folded[k]!);
        if (kinds[k] === 'person' && bare && (!roster || (BARE_NAME_PARTS.has(folded[k]!) && !namePairBesideRecord(folded, k)))) kinds[k] = null;
      }
      if (!kinds.some(Boolean)) continue;
      let rows = 0;
      let last = i;
      for (let j = i + 1; j < lines.length && rows < MAX_ROWS; j++) {
        const { offset: ro, line } = lines[j]!;
        // A Markdown or ASCII rule under the header ("|---|---|", "+----+----+"), or one blank line.
        if (/^[\s|:+\-–—=]*$/.test(line) && (/[-=]/.test(line) || (j === i + 1 && !line.trim()))) continue;
        const cells = cellsOf(line, ro, sep);
        if (cells.length !== heads.length) break;
        // A fixed-width report's cells start under their headers (two characters either way): prose with double
        // blanks between its words lines up by chance at most.
        if (sep === SPACES && cells.some((c, k) => Math.abs((c.start - ro) - (heads[k]!.start - ho)) > 2)) break;
        // A page header repeated ("Name  Age  Room" again) is no row.
        if (line.trim() === header.trim()) continue;
        // Another table's header straight after this one's rows ("Test | Result | Flag") ends it.
        if (rows && cells.every((c) => !/\d/.test(text.slice(c.start, c.end))) && cells.some((c) => {
          const h = text.slice(c.start, c.end).toLowerCase().replace(/[^\p{L} ]/gu, ' ').replace(/\s+/g, ' ').trim();
          return kindOf(h) !== null || ROSTER_HEADERS.has(h) || OTHER_HEADERS.has(h);
        })) break;
        rows++;
        last = j;
        cells.forEach((cell, k) => {
          const kind = kinds[k];
          if (kind) out.push(...cellDetections(text, trimmed(text, cell), kind, folded[k]!));
        });
      }
      // The rows read are no header of another table.
      if (rows) { i = last; break; }
    }
  }
  return out;
}

const ORGANISATION = new RegExp(String.raw`\b(?:${STORES}|Humana|Optum|Caremark|Amedisys|Kaiser|Aetna|Cigna|Anthem|Medicaid|Medicare|UnitedHealthcare|BCBS|Blue[ \t]Cross|Lincare|Apria|Pharmacy|Agency|Services|Dept|Department|Office|Hospice|Home[ \t]Health)\b`, 'i');

/**
 * A place in a place column: a town the gazetteer has whose name is no plain word, a large one even when it is
 * ("Boulder"), or words no dictionary has. A person's name is no evidence here ("Hope" is a name and a word).
 */
function placeLike(value: string): boolean {
  const ws = value.split(/[\s,]+/).map((w) => w.replace(/[^\p{L}'’-]/gu, '').toLowerCase()).filter((w) => w.length >= 2);
  if (!ws.length) return false;
  const plain = ws.every((k) => isEnglishWord(k) || isMedicalTerm(k) || DRUGS.has(k));
  const population = placePopulation(foldPlace(value.split(/[ \t]+/)));
  return plain ? population >= LARGE_TOWN_THAT_IS_A_WORD : population > 0 || ws.some((k) => !isEnglishWord(k) && !isMedicalTerm(k) && !DRUGS.has(k));
}

// A town whose name is also a word counts in a place column from this size on ("Boulder"; not "Hope", "Police").
const LARGE_TOWN_THAT_IS_A_WORD = 50_000;
// In a site column a plain word names the clinic's own site below this size ("Delta", 100,000 people in Canada).
const CITY_THAT_IS_A_SITE_WORD = 150_000;

// A title opening a name cell is no name ("Dr. Okafor"): the lexicon's titles, with a dot or not.
const TITLE = /^(\p{L}+)\.?\s+/u;

/**
 * Name evidence for a cell of a person column: a name of the people list (even when it is also a word or a medical
 * term: "Young, Dawn", "Walker, Rose"), or a word no dictionary has; not drugs, medical terms and plain words alone
 * ("Metoprolol", "Gait training", "Pharmacy").
 */
function nameLike(value: string): boolean {
  const ws = value.split(/[\s,]+/).filter((w) => /\p{L}{2}/u.test(w)).map((w) => w.replace(/[^\p{L}'’-]/gu, '').toLowerCase());
  if (!ws.length || ws.every((k) => DRUGS.has(k))) return false;
  return ws.some((k) => !DRUGS.has(k) && (isPersonName(k) || GIVEN_NAMES.has(k) || (!isEnglishWord(k) && !isMedicalTerm(k))));
}

// What a staff column may hold that is no one's initials: a credential or a role ("RN", "MA"), a service or a unit
// ("PT", "SW", "ED"), a time of day. Any other letters there are initials, even when they spell a clinical
// abbreviation elsewhere ("MN", "HA", "BS" in a "Seen by" or "Nurse" column).
const NOT_STAFF_INITIALS = new Set([...CREDENTIALS.filter((c) => !c.includes('.')).map((c) => c.toUpperCase()),
  'PT', 'OT', 'ST', 'SW', 'RT', 'CM', 'PCP', 'DR', 'ED', 'ER', 'OR', 'ICU', 'CCU', 'NICU', 'PICU', 'PACU', 'IR', 'GI', 'ID',
  'ENT', 'OB', 'LD', 'HH', 'TCU', 'SNF', 'EMS', 'AM', 'PM', 'NA', 'ALL', 'ANY', 'TBD', 'SELF', 'MOM', 'DAD', 'PHARM', 'LAB',
  // An anaesthesia column's kinds of anaesthetic ("MAC/local", "GA/ETT": each part).
  'MAC', 'GA', 'GETA', 'LMA', 'SAB', 'CSE', 'ETT', 'LOCAL', 'REGIONAL', 'SPINAL', 'BLOCK', 'EPIDURAL', 'TIVA', 'IV SED', 'SEDATION']);

function staffColumnInitials(letters: string): boolean {
  if (NOT_STAFF_INITIALS.has(letters.toUpperCase())) return false;
  // Capitals are initials ("MN"); any other case must be no word, term or abbreviation ("Wife", "Endo", "prn", "ok").
  if (/^\p{Lu}+$/u.test(letters)) return true;
  const lower = letters.toLowerCase();
  return !isEnglishWord(lower) && !isMedicalTerm(lower) && !COMMON_WORDS.has(lower) && !NOT_NAMES.has(lower) && !MEDICAL_ABBREVIATIONS.has(letters.toUpperCase());
}

function cellDetections(text: string, cell: Cell, kind: ColumnKind, header: string): Detection[] {
  const value = text.slice(cell.start, cell.end);
  if (PLACEHOLDER.test(value) || value.length > 60) return [];
  switch (kind) {
    case 'person':
    case 'staff': {
      // "MAC/local", "GA/ETT" in an anaesthesia column: kinds of anaesthetic, each part.
      if (value.split(/[\/+,\s]+/).filter(Boolean).every((p) => NOT_STAFF_INITIALS.has(p.toUpperCase()))) return [];
      // "Dr. Okafor": the title stays. "S. Grigoryan, NP (hospice)": the credential and what follows it are no name.
      const opening = TITLE.exec(value);
      // "RN Boyle": a credential before the name is no part of it either.
      const title = opening && (TITLES.has(opening[1]!.toLowerCase()) || NOT_STAFF_INITIALS.has(opening[1]!)) ? opening[0].length : 0;
      // A remark after the name stays: "Quill, Marisol (dtr) 901-555-0101", "Amos Quill - son", "Quill Rm 12".
      const name = value.slice(title).replace(CREDENTIAL_TAIL, '').replace(/\s*(?:[(\[]|\s[-–—]\s|\b(?:Rm|Room|Bed|Ph|Tel|Cell)\b|\d).*$/su, '').replace(/[\s,;:]+$/, '');
      // Letters only (a number is no name: "2", "x3"), at most five words; not a remark in brackets ("(walk-in, no
      // MRN)") or a placeholder for someone not yet named ("DOE, UNKNOWN").
      if (/\d/.test(name) || !/\p{L}/u.test(name) || name.split(/\s+/).length > 5 || /^[(\[]/.test(name) || UNNAMED.test(name)) return [];
      // Initials in a staff column ("LH", "k.m.", "DMR"), not an abbreviation ("RA", "NS"); or name words, capitalised,
      // with name evidence ("Metoprolol", "Tdap", "Gait training", "Pharmacy" are none).
      const initials = /^(?:\p{L}\.?){2,4}$/u.test(name);
      // Initials only in a staff column (a person column's "COPD" or "BNP" is no one); a person's name may be written in
      // lower case or open with a particle ("van der Berg, Johanna", "kendra bly"), a staff member's is capitalised.
      if (initials && kind === 'staff' ? !staffColumnInitials(name.replace(/\./g, ''))
        : (kind === 'staff' && !/^\p{Lu}/u.test(name)) || !nameLike(name) || (initials && /^\p{Lu}+$/u.test(name))) return [];
      // A store, a payer or an agency in a contact column ("Walgreens", "Humana Gold", "Amedisys home health").
      if (ORGANISATION.test(name) || name.split(/\s+/).some((w) => INSTITUTION_WORDS.has(w.toLowerCase()))) return [];
      const start = cell.start + title;
      return [{ start, end: start + name.length, cls: 'NAME', known: false, key: `name:${name.toLowerCase()}`, value: name, priority: PRIORITY.unknownPerson }];
    }
    case 'place': {
      // A town or a street: capitalised, no dictionary word alone ("staff (patrol)", "ED", "Home" are no place); a
      // number first only in an address column.
      const street = STREET_HEADERS.has(header);
      if (!/\p{L}{2}/u.test(value) || !(street ? /^(?:\d|\p{Lu})/u : /^\p{Lu}/u).test(value) || /^\p{Lu}{1,3}$/u.test(value)) return [];
      // A town the gazetteer has counts even when it is a word ("Boulder", "Mobile").
      if (!street && !placeLike(value)) return [];
      return [{ start: cell.start, end: cell.end, cls: 'ADDRESS', known: false, key: `ADDRESS:${value}`, value, priority: PRIORITY.place - 1 }];
    }
    case 'site': {
      // A site's column holds codes ("HOU-MC", "DRHC") and body sites as often as towns: a town the gazetteer has,
      // written in title case, with no code or facility letters beside it ("Sisseton IHS").
      // A site that is a plain word is the clinic's own name for it ("Delta", "Harbor"), unless a city of some size has
      // that name ("Mobile", "Buffalo", "Phoenix").
      const population = placePopulation(foldPlace(value.split(/[ \t]+/)));
      if (!/^\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+){0,2}$/u.test(value) || population === 0 || !placeLike(value)
        || (population < CITY_THAT_IS_A_SITE_WORD && value.split(/[ \t]+/).every((w) => isEnglishWord(w.toLowerCase())))) return [];
      return [{ start: cell.start, end: cell.end, cls: 'ADDRESS', known: false, key: `ADDRESS:${value}`, value, priority: PRIORITY.place - 1 }];
    }
    case 'age': {
      // "96", "096", "96 y", "F 96", "96/F".
      const m = /^(?:[FM][ \t/]?)?(0?(?:9\d|1[01]\d))(?=\s*(?:y|yo|yrs?|years?|[FM]|\/[FM]|\([FM]\))?$)/i.exec(value);
      return m ? [ageOver89(cell.start + m[0].length - m[1]!.length, cell.start + m[0].length)] : [];
    }
    case 'id': {
      if (!/^[A-Za-z]{0,4}[-#]?\d[\d -]{2,14}[A-Za-z]?$/.test(value)) return [];
      return [{ start: cell.start, end: cell.end, cls: 'ID', known: false, key: `ID:${value}`, value, priority: PRIORITY.bareId }];
    }
  }
}

// A column is read by its peers when this share of its rows at least (and two rows at least) already holds a person or a
// record found by another rule: "CASTELLAW WENONAH" and "OYELARAN BARTHOLOMEW" in an unheaded transport log make
// "NANENG THEA" on another row someone too.
const PEER_SHARE = 0.4;
const PEER_ROWS = 2;
const PEER_NAME = /^\p{Lu}[\p{L}'’.-]*(?:,?[ \t]+\p{L}[\p{L}'’.-]*){0,3}$/u;
const PEER_NUMBER = /^\d{4,10}$/;
const PEER_INITIALS = /^\p{Lu}{2,3}$/u;

/** The text's lines, each with where it starts (a carriage return dropped). */
function linesOf(text: string): Array<{ offset: number; line: string }> {
  const lines: Array<{ offset: number; line: string }> = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ offset, line: line.replace(/\r$/, '') });
    offset += line.length + 1;
  }
  return lines;
}

/** A town in a column of people ("Las Cruces", "Fontana"): one no name is part of, or one of 10,000 people or more written without a surname's comma. */
function placeInPeerColumn(value: string, words: readonly string[]): boolean {
  const population = placePopulation(foldPlace(words));
  if (!population) return false;
  return (population >= 10_000 && !value.includes(',')) || !words.some((w) => isPersonName(w.toLowerCase()) || GIVEN_NAMES.has(w.toLowerCase()));
}

/**
 * A peer's name: a surname and a given name or an initial ("Quillfeather, Ardis", "NANENG THEA", "K. Aiwohi"), every
 * word a name the lists have or no word of any dictionary; one word alone only a name the lists have and no everyday
 * word ("Held", "Done", "Endo", "Omnicell" are none); letters in capitals only in a column of initials.
 */
function peerName(value: string, initialsColumn: boolean, wordsColumn: boolean): boolean {
  if (!PEER_NAME.test(value) || PLACEHOLDER.test(value) || UNNAMED.test(value) || ORGANISATION.test(value)) return false;
  if (PEER_INITIALS.test(value)) return initialsColumn && !NOT_STAFF_INITIALS.has(value);
  const words = value.split(/[\s,]+/).filter(Boolean).map((w) => w.replace(/\.$/, '').toLowerCase());
  const listed = (w: string) => isPersonName(w) || GIVEN_NAMES.has(w);
  const unknown = (w: string) => w.length >= 3 && !isEnglishWord(w) && !isMedicalTerm(w) && !DRUGS.has(w) && !MEDICAL_ABBREVIATIONS.has(w.toUpperCase());
  if (words.some((w) => DRUGS.has(w))) return false;
  // One word no dictionary has is someone only in a column of such words (a login's column: "tkowal").
  if (words.length === 1) return (listed(words[0]!) || (wordsColumn && words[0]!.length >= 4 && unknown(words[0]!))) && !isEnglishWord(words[0]!) && !COMMON_WORDS.has(words[0]!);
  return words.every((w) => /^\p{L}$/u.test(w) || listed(w) || unknown(w)) && words.some((w) => w.length > 1 && (listed(w) || unknown(w)));
}

/**
 * Cells of a table (three rows or more under the same separator and count of cells) whose column is made of people or
 * records: where others of the column are already a person (any person class, whole cell) or a record's number, the
 * rest of its cells that look like one too are one (peerName, or a bare number among numbers). A first row without a
 * digit is the header's ("Last, First", "RN", "Given by"), never a peer.
 */
export function findColumnPeers(text: string, kept: readonly Detection[]): Detection[] {
  if (!/[,|\t]/.test(text) || !kept.length) return [];
  // The detections by start (they do not overlap): what covers or touches a cell is found by a binary search.
  const spans = [...kept].sort((a, b) => a.start - b.start);
  const lastStartingBefore = (at: number) => {
    let lo = 0, hi = spans.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (spans[mid]!.start < at) { found = mid; lo = mid + 1; } else hi = mid - 1;
    }
    return found;
  };
  const coveringOf = (cell: Cell): Detection | undefined => {
    const d = spans[lastStartingBefore(cell.start + 1)];
    return d && d.end >= cell.end ? d : undefined;
  };
  const free = (cell: Cell) => {
    const d = spans[lastStartingBefore(cell.end)];
    return !d || d.end <= cell.start;
  };
  const out: Detection[] = [];
  const lines = linesOf(text);
  for (const sep of [',', '|', '\t']) {
    let i = 0;
    while (i < lines.length) {
      const width = lines[i]!.line.includes(sep) ? cellsOf(lines[i]!.line, lines[i]!.offset, sep).length : 0;
      if (width < 3) { i++; continue; }
      const block: Cell[][] = [];
      let j = i;
      for (; j < lines.length && j - i < MAX_ROWS; j++) {
        const { line, offset: at } = lines[j]!;
        if (/^[\s|:+\-–—=]*$/.test(line) && /[-=]/.test(line)) continue;
        const cells = line.includes(sep) ? cellsOf(line, at, sep) : [];
        if (cells.length !== width) break;
        block.push(cells.map((c) => trimmed(text, c)));
      }
      const headed = !/\d/.test(lines[i]!.line);
      i = Math.max(j, i + 1);
      if (block.length < 3) continue;
      for (let k = 0; k < width; k++) {
        const column = block.map((row) => row[k]!).filter((c) => c.end > c.start);
        const people = column.filter((c) => { const d = coveringOf(c); return !!d && PERSON_CLASSES.has(d.cls); });
        const records = column.filter((c) => PEER_NUMBER.test(text.slice(c.start, c.end)) && coveringOf(c)?.cls === 'ID').length;
        const enough = (n: number) => n >= PEER_ROWS && n >= PEER_SHARE * column.length;
        if (!enough(people.length) && !enough(records)) continue;
        const initialsColumn = people.filter((c) => PEER_INITIALS.test(text.slice(c.start, c.end))).length * 2 >= people.length;
        const wordsColumn = people.filter((c) => /^\p{L}+$/u.test(text.slice(c.start, c.end))).length * 2 >= people.length;
        for (const cell of headed ? column.slice(1) : column) {
          if (!free(cell)) continue;
          // "HALVORSEN T DDS": the name without the credential after it.
          const value = text.slice(cell.start, cell.end).replace(CREDENTIAL_TAIL, '');
          if (value && enough(people.length) && peerName(value, initialsColumn, wordsColumn) && !placeInPeerColumn(value, value.split(/[\s,]+/).filter(Boolean))) {
            out.push({ start: cell.start, end: cell.start + value.length, cls: 'NAME', known: false, key: `name:${value.toLowerCase()}`, value, priority: PRIORITY.unknownPerson });
          } else if (enough(records) && PEER_NUMBER.test(value)) {
            out.push({ start: cell.start, end: cell.end, cls: 'ID', known: false, key: `ID:${value}`, value, priority: PRIORITY.bareId });
          }
        }
      }
    }
  }
  return out;
}
