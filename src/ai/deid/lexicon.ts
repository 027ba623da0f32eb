// Word lists the detectors lean on. They are plain sets so a lookup costs one hash; everything is lower case.
// Kept in one file so that a precision fix ("this drug name was masked") is a one-line change in one place.

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/).map((w) => w.toLowerCase()));

// English words that are also given names or surnames. A known name part found here is "ambiguous": it is masked
// only when it is written like a name (capitalised, not at a sentence start unless a person cue follows).
export const COMMON_WORDS = words(`
  a about above after again all also always am an and any april are art as ask at august autumn away baby back
  bad baker ball bank banks barrows bay be bear beer bell belle berry best big bill bins black blake bliss block
  bloom blue bond booth born boss bowl box brain brand brandy bright brook brooks brown buck bud bush but by call
  can candy card care carol cash chance chase cherry church clay cliff close colt cook cool
  cotton crane cross crystal daisy dale dare dash date dawn day dean deep dell destiny diamond dollar dove down
  drew duke dusty early east easy eve ever faith fall fern ferry field fields fine fish flower ford
  forest fox frank free frost funk gale garden gay gene gift glad glen gold golden good grace graham grant
  gray green grey grimes grove guy hale hall hand hardy harper hart haven hay hazel heart heath hill hills holly
  honey hood hope house hunt hunter iris ivy jack jade jay jewel jolly jordan joy judge june just keen
  key king kit knight lake lamb land lane lark lawn lee legend liberty light lily lime little long lord love lovely
  luck lucky major march mark marks marsh marshal mason may meadow mercy miles mill mills mint misty
  moody moon more moss much new noble north nurse oak ocean page paris park pass patience
  peace pearl penny pepper person pierce pike pine plain poor porter power price prince rain ray reed rich
  rice ridge river robin rock rocky rod rose rosemary royal ruby rush rusty sage saint salt sandy savage
  say shade sharp shepherd shore short silver sky small snow sonny spring stark steel sterling stone
  storm story street strong summer sunny sweet swift tanner terry thorn toy vale violet
  wade walker wall walter ward ware waters way weeks well wells west white wild will willow wind winter wise wolf
  wood woods worth wren young
  the this that these those his her hers him he she they them their our we you your my mine its it who whom whose
  what which when where why how not no yes or nor so if then than too very only once both each few most other
  some such own same into onto over under again further here there out off up on in of to for from with without
  within upon via per is was were be been being have has had do does did doing will would shall should can could
  might must ok okay please thanks thank dear regards sincerely best cheers hi hello
  today tomorrow yesterday tonight now soon later morning afternoon evening night week month year daily weekly
  monday tuesday wednesday thursday friday saturday sunday january february july september october november
  december jan feb mar apr jun jul aug sep sept oct nov dec
  patient pt plan assessment history exam labs lab result results note notes medication medications meds dose
  allergy allergies impression diagnosis follow return next continue start stop increase decrease hold check
  recheck refer referral visit appointment clinic office hospital center unit floor room bed team staff doctor
  provider nurse pharmacy pharmacist family mother father son daughter wife husband brother sister
  normal stable improved worse better good fair poor mild moderate severe acute chronic left right bilateral
  blood pressure heart rate pulse weight height temperature glucose sugar pain fever cough headache
  sent called spoke reviewed discussed noted reports states denies presents returns complains feels
  signed dictated seen referred per re subject regarding summary reason chief complaint
  `);

// Eponymous diseases and signs. A known name part that is one of these is left alone when a disease word follows.
export const EPONYMS = words(`
  addison alzheimer asperger barrett bell behcet bright brown burkitt chagas charcot crohn cushing down dupuytren
  ewing fallot graves guillain barre hashimoto hodgkin huntington kaposi kawasaki kussmaul lou gehrig marfan
  meniere munchausen osgood paget parkinson peyronie raynaud reiter reye sjogren sjögren stevens johnson still
  tourette turner wegener whipple wilson wernicke korsakoff babinski homan homans murphy mcburney trousseau
  chvostek romberg phalen tinel apley lachman mcmurray finkelstein allen kernig brudzinski cullen grey turner
  virchow duchenne becker tay sachs gaucher niemann pick fabry pompe hurler hunter marfan ehlers danlos bartter
  gitelman conn liddle kallmann klinefelter prader willi angelman rett williams noonan fragile epley allis mentzer
  lewy brugada somogyi unna heberden mobitz wenckebach galeazzi monteggia lisfranc chopart tillaux
`);

// Words that, after an eponym (optionally with 's), make it a medical term rather than a person.
export const EPONYM_FOLLOWERS = words(`
  disease diseases disorder syndrome syndromes sign signs palsy phenomenon lymphoma sarcoma tumor tumour chorea
  dementia ulcer ulcers test maneuver manoeuvre reflex triad law classification score criteria scale type flare
  flares exacerbation symptoms medication medications meds patients colitis thyroiditis ophthalmopathy orbitopathy
  contracture fracture node nodes cells crisis effect esophagus oesophagus aneurysm tremor variant diagnosis
  workup work-up point points procedure operation repair incision fistula cyst grade grading protocol fingers stage
  staging thickness clamp clamps forceps retractor index
`);

// What follows an eponym of anatomy, signs, findings and the things named after someone ("Brushfield spots", "Schlemm
// canal", "Kussmaul respirations", "Unna boot", "Somogyi effect"): after a name the medical dictionary or the eponym
// list has only (names.ts), since "Garcia edema worse" and "Ebanks boot change" in a handover are other patients.
export const EPONYM_ANATOMY = words(`
  edema oedema spot spots nodule nodules bodies lines pouch duct ducts canal ligament membrane triangle gland glands
  angle lamp respirations respiration breathing murmur pulse position gait hernia arteritis boot boots pattern patterns
  effect bodies nodes rebound waves
`);

// The nouns a surname names a term with ("Ranson criteria", "Fazekas grade", "Dawson fingers"): after any surname,
// not only a listed eponym, they make it the term. A subset of EPONYM_FOLLOWERS that never follows a person.
export const EPONYM_HEADS = words(`
  disease syndrome sign signs phenomenon reflex triad law classification criteria score scale grade grading protocol
  fingers stage staging thickness maneuver manoeuvre fracture fractures test tests method procedure operation repair
`);

// Scores and signs a list names by their authors, which the eponym list does not hold ("Braden ≤ 18", "Tinetti total").
export const SCORE_EPONYMS: ReadonlySet<string> = new Set(['braden', 'morse', 'apgar', 'ballard', 'caprini', 'padua', 'ranson', 'glasgow',
  'child', 'pugh', 'wells', 'geneva', 'centor', 'curb', 'hasbled', 'chads', 'norton', 'waterlow', 'barthel', 'katz', 'lawton', 'folstein',
  'mallampati', 'killip', 'forrester', 'tinetti']);

// Capitalised words that never start a person name, whatever cue precedes them.
export const NOT_NAMES = words(`
  the a an this that these those his her hers him he she they them their our we you your my its it i me us
  and or but of to for from with without by at in on as is was were be been are am has have had do does did
  not no yes all any some each every other another same such both either neither none
  patient patients pt pts name names family friend friends team staff office clinic hospital center centre unit
  department dept service services care home hospice rehab facility practice group partners associates
  emergency urgent icu ccu nicu picu pacu ward floor room bed lab labs laboratory radiology imaging
  pharmacy cardiology neurology oncology hematology dermatology gastroenterology gi nephrology pulmonology
  pulmonary endocrinology rheumatology urology gynecology obstetrics ob obgyn ent ophthalmology optometry
  orthopedics orthopaedics ortho podiatry psychiatry psychology behavioral health mental social work worker
  physical occupational speech therapy pt ot slp nutrition dietitian dietary wound case management surgery
  surgical medicine internal primary general pediatrics geriatrics palliative infectious disease id sleep pain
  anesthesia anesthesiology audiology genetics allergy immunology vascular thoracic plastic trauma transplant
  dental dentistry chiropractic acupuncture
  colleague colleagues sir madam
  ramadan ramzan nowruz newroz diwali hanukkah chanukah passover pesach kwanzaa obon vesak christmas thanksgiving halloween
  mon tue tues wed thu thur thurs fri sat
  today tomorrow yesterday tonight now morning afternoon evening night week weekend month year
  husband wife daughter son mother father brother sister spouse partner niece nephew grandson granddaughter
  monday tuesday wednesday thursday friday saturday sunday january february march july
  september october november december jan feb mar apr jun jul aug sep sept oct nov dec
  age aged ages is was has had lives reports called states says said also just still then
  plan assessment history subjective objective exam examination impression diagnosis diagnoses medications
  medication meds allergies allergy vitals vital signs results result note notes summary reason complaint
  follow followup follow-up return instructions education information info portal message messages phone call
  fax email letter referral consult consultation report reports record records chart update updates
  discharge admission admitted discharged transfer review reviewed discussed spoke called seen evaluated
  re regarding subject attention attn dear regards sincerely thanks thank best cheers kind warm respectfully
  hi hello please ok okay yes no
  mr mrs ms miss mx dr doctor prof professor nurse np pa rn lpn md do phd
  insurance medicare medicaid blue cross shield aetna cigna humana united kaiser
  street st avenue ave road rd drive dr lane ln boulevard blvd court ct place pl way suite apt unit po box
  north south east west new saint
  covid covid-19 sars influenza flu rsv hiv hcv hbv mri ct cbc bmp cmp ekg ecg echo tsh psa inr ua bun
`);

// Drug names (generic and brand) that appear capitalised in notes and lists. They block name cues and typos.
export const DRUGS = words(`
  acetaminophen tylenol ibuprofen advil motrin naproxen aleve aspirin metformin glucophage insulin lantus humalog
  novolog levemir tresiba ozempic semaglutide wegovy mounjaro tirzepatide trulicity dulaglutide jardiance
  empagliflozin farxiga dapagliflozin januvia sitagliptin glipizide glyburide lisinopril zestril prinivil
  losartan cozaar valsartan diovan amlodipine norvasc metoprolol lopressor toprol carvedilol coreg atenolol
  hydrochlorothiazide hctz chlorthalidone furosemide lasix torsemide bumex bumetanide spironolactone aldactone
  atorvastatin lipitor rosuvastatin crestor simvastatin zocor pravastatin ezetimibe zetia warfarin coumadin
  apixaban eliquis rivaroxaban xarelto dabigatran pradaxa clopidogrel plavix ticagrelor brilinta heparin
  enoxaparin lovenox levothyroxine synthroid omeprazole prilosec pantoprazole protonix esomeprazole nexium
  famotidine pepcid ondansetron zofran metoclopramide reglan sertraline zoloft fluoxetine prozac escitalopram
  lexapro citalopram celexa bupropion wellbutrin venlafaxine effexor duloxetine cymbalta trazodone mirtazapine
  remeron quetiapine seroquel olanzapine zyprexa risperidone risperdal aripiprazole abilify lithium lamotrigine
  lamictal levetiracetam keppra gabapentin neurontin pregabalin lyrica topiramate topamax donepezil aricept
  memantine namenda carbidopa levodopa sinemet ropinirole pramipexole prednisone prednisolone methylprednisolone
  medrol dexamethasone hydrocortisone albuterol proventil ventolin fluticasone flovent advair symbicort
  budesonide tiotropium spiriva montelukast singulair cetirizine zyrtec loratadine claritin diphenhydramine
  benadryl amoxicillin augmentin azithromycin zithromax doxycycline cephalexin keflex ciprofloxacin cipro
  levofloxacin levaquin nitrofurantoin macrobid bactrim sulfamethoxazole trimethoprim clindamycin vancomycin
  metronidazole flagyl oxycodone percocet hydrocodone norco vicodin tramadol ultram morphine fentanyl
  hydromorphone dilaudid methadone buprenorphine suboxone naloxone narcan lorazepam ativan alprazolam xanax
  clonazepam klonopin diazepam valium zolpidem ambien melatonin cyclobenzaprine flexeril tamsulosin flomax
  finasteride proscar sildenafil viagra tadalafil cialis oxybutynin allopurinol colchicine febuxostat
  methotrexate hydroxychloroquine plaquenil adalimumab humira etanercept enbrel infliximab remicade digoxin
  amiodarone diltiazem cardizem verapamil hydralazine isosorbide nitroglycerin potassium magnesium calcium
  vitamin folic ferrous iron cyanocobalamin b12 miralax senna docusate colace bisacodyl dulcolax epinephrine
  epipen glucagon
`);

// Upper-case abbreviations that look like initials. Undotted initials in this set are never taken as a person.
export const MEDICAL_ABBREVIATIONS = new Set(`
  AB AC AD AF AKI AM AP AS AV AVF BD BG BID BM BMI BMP BP BS CA CBC CC CD CF CHF CI CK CKD CM CN CO CP CR CT CV CVA CXR DC
  DJD DM DNR DO DP DR DS DT DVT DX ED EF EKG ER ET FH FU GI GU HA HB HD HEENT HF HH HIV HL HM HN HO HP HR HS HTN HX
  ID IM IN IO IP IR IT IV JP JT JVD KUB LA LB LE LFT LL LM LN LOC LP LR LS LT LUQ LV MA MD ME MG MI ML MM MN MR MRI
  MS MT MVA NA NB NC ND NG NH NJ NK NM NP NPO NS NT NV OA OB OD OH OK ON OP OR OS OT OU PA PB PC PD PE PEG PF PH PI
  PM PN PO PR PRN PS PT PU PV QD QID QS RA RB RBC RD RE RF RH RL RLE RN RO ROM ROS RR RT RUQ RV RX SA SB SC SD SE
  SI SL SM SN SOB SP SQ SR SS ST SV SX TB TD TF TIA TID TM TN TO TP TR TS TSH TV TX UA UE UK UN UR US UTI UV VA VS
  VT WA WB WBC WC WD WI WNL WT WV XR
  GLF AMS MVC FTT DKA GSW NDC ETOH URI LBP ESI SBO AOM ALOC ARF EMS LOS NKDA NKA
`.trim().split(/\s+/));

// Common given names (hand-picked, US usage). A capitalised word followed by a capitalised surname, or a cue,
// reads as a person when it is one of these; it is how names the service does not know are still found.
export const GIVEN_NAMES = words(`
  aaron abigail adam adrian aiden alan albert alex alexander alexis alice alicia allison alyssa amanda amber amy
  andrea andrew angela angelica anita ann anna anne annie anthony antonio april arthur ashley audrey austin barbara
  benjamin betty beverly bill billy bobby bonnie brad bradley brandon brenda brett brian brittany bruce bryan
  caleb cameron carl carla carlos carmen carol caroline carolyn carrie casey catherine cathy charles charlotte
  chad cheryl chris christian christina christine christopher cindy claire clara connie craig crystal curtis
  cynthia dale dan dana daniel danielle darlene darren david dawn dean debbie deborah debra denise dennis derek
  diana diane dianne dolores don donald donna doris dorothy douglas dylan earl edith edward eileen elaine eleanor
  elizabeth ella ellen emily emma eric erica erin ethan eugene evelyn frances francis frank fred gabriel gail gary
  gene george gerald gina gladys glenn gloria grace greg gregory hannah harold harry heather helen henry holly
  howard isaac isabella jack jacob jacqueline jake james jamie jane janet janice jared jason jean jeff jeffrey
  jennifer jeremy jerry jesse jessica jill jim jimmy joan joanne joe joel john johnny jon jonathan jordan jose
  joseph joshua joyce juan judith judy julia julie justin karen katherine kathleen kathryn kathy katie keith kelly
  ken kenneth kevin kim kimberly kyle larry laura lauren lawrence leah lee leonard leslie lillian linda lisa lois
  lori louis louise lucas lucy luis luke lynn madison marcus margaret maria marie marilyn mario marion marjorie
  mark martha martin mary matthew megan melanie melissa michael michelle mike mildred monica nancy natalie nathan
  nicholas nicole noah norma norman olivia pamela patricia patrick paul paula peggy peter philip phillip phyllis
  rachel ralph randy raymond rebecca regina renee rhonda richard rita robert roberta robin roger ronald rose ruby
  russell ruth ryan samantha samuel sandra sara sarah scott sean seth sharon shawn sheila shirley sophia stacy
  stanley stephanie stephen steve steven susan suzanne sylvia tammy tara teresa terry theresa thomas timothy tina
  todd tom tony tracy travis tyler valerie vanessa vera victor victoria vincent virginia walter wanda wayne wendy
  william willie yolanda zachary ahmed ali fatima mohammed muhammad omar priya raj rahul wei li mei chen hiroshi
  yuki kenji sofia mateo diego camila valentina lucia javier miguel alejandro elena ana rosa pedro jorge andre
  aisha malik jamal keisha tyrone darnell latoya imani olga ivan dmitri natasha sven ingrid lars anya nadia
`);

// Kin words of the other languages notes are written in (Spanish, Portuguese, French), folded as word keys are
// ("cuñada" -> "cunada"): "mi hija Valeria", "TRAIDO POR HIJA MARILUZ", "o filho Anderson", "sa fille Ghislaine". Left
// out where the folded word is also a given name or a clinical abbreviation: "tia" (TIA), "irma", "mae", "pere".
export const KIN_WORDS_ABROAD = [
  'hija', 'hijo', 'esposo', 'esposa', 'hermano', 'hermana', 'abuela', 'abuelo', 'nieto', 'nieta', 'suegra', 'suegro',
  'cunada', 'cunado', 'novio', 'novia', 'sobrino', 'sobrina', 'nuera', 'yerno', 'vecina', 'vecino', 'filho', 'filha',
  'marido', 'neto', 'neta', 'fils', 'fille', 'soeur', 'frere',
];

// Kin written as compounds: "great-granddaughter Keondra", "his grand-son Karthik", "half-sister Dee".
export const KIN_COMPOUNDS = [
  'great-grandson', 'great-granddaughter', 'great-grandmother', 'great-grandfather', 'great-grandma', 'great-grandpa',
  'great-grandchild', 'great-niece', 'great-nephew', 'great-aunt', 'great-uncle', 'grand-son', 'grand-daughter',
  'grand-niece', 'grand-nephew', 'half-brother', 'half-sister', 'step-son', 'step-daughter', 'step-mother',
  'step-father', 'stepbrother', 'stepsister', 'godmother', 'godfather', 'goddaughter', 'godson', 'ex-wife', 'ex-husband',
];

// Cues after which a capitalised word is read as a person name. Strong cues accept one word; weak cues need a
// given name from GIVEN_NAMES or two capitalised words, because "per Cardiology" or "patient Education" happen.
// Roles a note names a person by ("Housekeeper Essie Brown", "Instructor B. Keck", "ranch foreman Beñat", "asst
// Brynlee"). After a comma they describe rather than name ("housekeeper, Strip property"; strangers.ts cueBefore).
// "CHA Nkechi": a village's community health aide (practitioner: CHAP). ("PO", "PD" and "ADA" are by mouth,
// Parkinson's disease and the Act as often as a probation officer, a public defender or a district attorney.)
export const ROLE_NOUNS = ['cha', 'chap', 'housekeeper', 'instructor', 'foreman', 'asst', 'coach', 'teacher', 'landlord', 'supervisor', 'preceptor',
  'hygienist', 'navigator', 'caseworker', 'rep', 'representative', 'examiner', 'chw', 'chr'];
// Credentials that open a name ("LPN Garrity", "ED MD Quesnel") where a name can follow them (strangers.ts cueBefore).
export const CREDENTIAL_CUES = ['md', 'np', 'lpn', 'lvn'];

// Examinations and methods named after someone, written with their finding ("Neer and Hawkins positive", "Hawkins +",
// "biplane Simpson"): the finding makes them the test, not a person (strangers.ts isExamEponym).
export const EXAM_EPONYMS = ['hawkins', 'neer', 'simpson', 'leopold', 'spurling', 'yergason', 'thessaly', 'ober', 'durkan',
  'hoffmann', 'hoffman', 'speed', 'jobe', 'thompson', 'faber', 'patrick', 'gaenslen', 'kleiger', 'lhermitte', 'nikolsky', 'auspitz'];

// Cues that vouch only for a word written as a name (no dictionary word: "Crew Resource Management", "Peer Mentor
// Program", "Sons Medical Supply" are no people): recovery, legal and crew roles ("Peer specialist Abdiwali", "sponsor
// Doreen", "Crew: Ioane (skipper)", "her attorney Kessler"), kin as families say it ("auntie Nkechi", "Tita Marites",
// "Lola Cora") and kin in the plural before the names they list ("kids Jada and Jalen", "daughters Mele and Losana").
export const NAME_ONLY_CUE_WORDS = ['specialist', 'peer', 'sponsor', 'grandkids', 'grandkid', 'grandchildren', 'lady', 'crew', 'skipper',
  'deckhand', 'attorney', 'lawyer', 'counsel', 'advocate', 'payee', 'landlady', 'defender', 'reader',
  'auntie', 'aunty', 'tita', 'tito', 'lola', 'lolo', 'nana', 'granny', 'gramma', 'grammy',
  'kids', 'sons', 'daughters', 'grandsons', 'granddaughters', 'brothers', 'sisters', 'siblings', 'nieces', 'nephews', 'cousins',
  // Courts and police, as cues and not titles ("Judge Memorial Catholic", "Sgt Pepper's", "Sheriff Sale", "Officer
  // Safety" stay): "Hon. Nkechi Obi", "Judge Rivera", "Sgt. Kowal", "Det. Ruiz", "Trooper McAllister".
  'hon', 'honorable', 'judge', 'magistrate', 'sgt', 'det', 'detective', 'trooper', 'sheriff', 'ofc',
  // Court papers, a group's leader, the operating room's and the lab's roles, a boat's crew, written as labels or before
  // the name ("Petitioner: Lev Obukhov", "Defense: J. Pakradooni", "Leader: Celestine Moody", "CRNA Josh Tiemeyer",
  // "Cytotechnologist: K. Stoll", "Engineer: Dale Ferrante").
  'petitioner', 'respondent', 'defense', 'prosecutor', 'leader', 'facilitator', 'crna', 'cdces', 'anesthetist',
  'anesthesiologist', 'perfusionist', 'circulator', 'cytotechnologist', 'histotechnologist', 'engineer', 'captain', 'chp',
  // A jail's and an insurer's people, a unit's care technician, an ED physician, a chief, a brother of a religious
  // order, a landlord in Spanish ("Inmate Juarez", "CO Pettaway", "Ptl. Severson", "Adjuster Rhetta Stroupe", "PCT
  // Rashonda Tillman", "EDP T. Marchetti", "Chief Tessa", "Br. Ellis Moten", "el casero Bogusz"). ("Sr" only with its
  // stop, strangers.ts DOTTED_ONLY_CUES; "ex" stays out: "ex Walmart employee".)
  'inmate', 'detainee', 'co', 'ptl', 'patrolman', 'adjuster', 'pct', 'edp', 'chief', 'br', 'sr', 'casero', 'casera',
  // A flight's, a dispatch centre's and a scene's people, an escort of a patient in transfer, and an office's ("Pilot
  // Thorvald Eskesen", "PIC W. Szczerbiak", "Dispatcher Quenby Ashdown", "First responder Bledsoe-Amari", "deputy coroner
  // Fenwright", "Notary Public Hesketh Vollrath"); "Pilot Program" and "escort Service" are no people. (Not "operator":
  // a flight's operator is its company, "Operator: Chena Air Taxi".)
  'pilot', 'copilot', 'co-pilot', 'pic', 'dispatcher', 'responder', 'first responder', 'rescuer', 'coroner', 'notary', 'notary public', 'escort'];

export const STRONG_PERSON_CUES = [
  'son', 'daughter', 'wife', 'husband', 'mother', 'father', 'mom', 'dad', 'brother', 'sister', 'spouse', 'partner',
  'fiance', 'fiancee', 'fiancé', 'fiancée', 'friend', 'neighbor', 'neighbour', 'caregiver', 'guardian', 'grandson',
  'granddaughter', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'niece', 'nephew', 'aunt', 'uncle',
  'cousin', 'roommate', 'boyfriend', 'girlfriend', 'stepson', 'stepdaughter', 'stepmother', 'stepfather',
  'caller', 'dear', 'regards', 'sincerely', 'thanks', 'signed', 'cc', 'attn', 'attention', 'named', 'dictated by',
  'signed by', 'electronically signed by', 'transcribed by', 'reviewed by', 'authored by', 'seen by',
  'referred to', 'referred by', 'referral to', 'referral from', 'accompanied by', 'spoke with', 'spoke to',
  'talked to', 'talked with', 'met with', 'discussed with', 'per', 'contact', 'emergency contact', 'attending',
  'pcp', 'provider', 'physician', 'surgeon', 'therapist', 'counselor', 'case manager', 'social worker',
  'best', 'kind regards', 'warm regards', 'best regards', 'thank you', 'yours truly', 'respectfully',
  'daughter-in-law', 'son-in-law', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law', 'stepbrother',
  'stepsister', 'nurse', 'rn', 'worker', 'coordinator', 'tech', 'technician', 'officer', 'medic', 'interpreter',
  'chaplain', 'driver', 'boss', 'manager', 'aide', 'sitter', 'resident', 'fellow', 'intern', 'student', 'assistant',
  'reached', 'notified', 'this is', 'it is', 'called to',
  // Roles named before a person in incident, lab and registration notes: "CNA Yolanda", "RT Melendez", "scribe A. Okonkwo".
  'cna', 'rt', 'phlebotomist', 'scribe', 'clerk', 'witness', 'coworker', 'co-worker', 'sibling', 'signature', 'typed by',
  // "interp. Rosalba", "Sonographer: KT": an interpreter or an imaging technologist named by the note.
  'interp', 'sonographer', 'technologist', 'radiographer', 'transcriptionist',
  // Clergy named by a note ("Pastor Kofi Boateng", "their posek (Rav Teitz)").
  'pastor', 'rabbi', 'rav', 'imam', 'reverend', 'deacon', 'posek', 'sheikh',
  'handed over to', 'handed off to', 'dtr', 'next of kin', 'nok', 'contact is', 'poa', 'hcpoa', 'proxy', 'agent', 'registrar', 'volunteer', 'paramedic', 'emt', 'pharmacist', 'dietitian', 'doula', 'midwife',
  'married to', 'parents', 'deputy', 'attendant',
  'public defender',
  ...NAME_ONLY_CUE_WORDS,
  ...ROLE_NOUNS,
  ...KIN_COMPOUNDS,
  // "baby Nahla", "Widow of Huger de Saussure".
  'baby', 'widow of', 'widower of', 'wife of', 'husband of', 'son of', 'daughter of', 'mother of', 'father of',
  ...CREDENTIAL_CUES,
  ...KIN_WORDS_ABROAD,
];
export const WEAK_PERSON_CUES = ['patient', 'pt', 'name', 'called', 'from', 'ordering', 'ordered by', 'by', 'to', 'and', 'with', 'visit with', 'call from',
  'message from', 'msg from', 'call', 'said', 'told', 'asked', 'informed', 'advised', 'notified', 'thanked', 're'];

// Credentials written after a name ("Jane Roe, MD"): the capitalised words before them are a person.
export const CREDENTIALS = [
  'MD', 'M.D.', 'DO', 'D.O.', 'NP', 'FNP', 'FNP-C', 'APRN', 'DNP', 'PA', 'PA-C', 'RN', 'BSN', 'LPN', 'LVN', 'CNA',
  'MA', 'CMA', 'PhD', 'PharmD', 'RPh', 'DPT', 'PT', 'OT', 'OTR', 'SLP', 'CCC-SLP', 'MSW', 'LCSW', 'LMFT', 'DDS',
  'DMD', 'OD', 'CNM', 'CRNA', 'RD', 'RDN', 'DC', 'MBBS', 'FACP', 'FACC',
  // Allied health, dental, athletic-training and community roles ("B. Keck, RRT", "Farhana A., CHW", "Brynlee RDA").
  'RRT', 'CRT', 'CHW', 'RDA', 'RDH', 'ATC', 'EMT', 'LMSW', 'LSW', 'LICSW', 'LPC', 'LMHC', 'CPhT', 'CCMA', 'MLT', 'MLS',
  'CLS', 'CNS', 'AGNP', 'PMHNP', 'NP-C', 'MSN', 'CDCES', 'LNA', 'PsyD', 'Psy.D.', 'LAc', 'DNP-C', 'CPNP', 'WHNP',
  // Advanced practice, EMS, research and counselling titles ("A. Thornbury ARNP", "M. Quealy EMT-B", "Sharmila
  // Okonjo-Hart, CRA", "Shira Tannenbaum, CGC").
  'ARNP', 'ANP', 'ACNP', 'FNP-BC', 'PMHNP-BC', 'AEMT', 'EMT-B', 'EMT-P', 'NRP', 'CRA', 'CCRP', 'CCRC', 'CGC', 'CADC', 'LADC',
  'CDP', 'MHP', 'CPC', 'RVT', 'RDMS',
];

// Words that start a person clause when they follow a sentence-initial ambiguous name ("Hope reports ...").
export const PERSON_VERBS = words(`
  reports reported states stated says said denies denied presents presented complains complained called calls
  notes noted feels felt endorses endorsed is was has had returns returned agrees agreed declined declines came
  comes arrived arrives tolerated tolerates continues continued understands understood verbalized verbalizes
  expressed expresses lives lived works worked asked asks wants wanted requests requested missed brought took
  takes needs needed underwent remains remained appears appeared admits admitted prefers preferred left drives
  uses used walks smokes drinks sleeps ambulates follows followed will would did does and
`);

// Titles written before a person's surname.
// Titles in English and the other languages clinics meet ("Sra. Quispe", "Ibu Sulastri", "Herr Vogel", "Rev. Pruitt").
// "Fr." is a priest ("Fr. Anselm"), except after a catheter's size ("16 Fr Foley": titleBefore checks).
export const TITLES = words('mr mrs ms miss mx dr dra doctor doctora prof professor rev reverend sra srta herr frau mme mlle ibu bapak pastor rabbi rav imam fr');

// USPS street suffixes (Publication 28) and their common abbreviations.
export const STREET_SUFFIXES = [
  'Alley', 'Aly', 'Annex', 'Arcade', 'Avenue', 'Ave', 'Av', 'Bayou', 'Beach', 'Bend', 'Bluff', 'Bluffs', 'Bottom',
  'Boulevard', 'Blvd', 'Branch', 'Bridge', 'Brook', 'Brooks', 'Burg', 'Burgs', 'Bypass', 'Byp', 'Camp', 'Canyon',
  'Cape', 'Causeway', 'Center', 'Ctr', 'Centers', 'Circle', 'Cir', 'Circles', 'Cliff', 'Cliffs', 'Club', 'Common',
  'Commons', 'Corner', 'Corners', 'Course', 'Court', 'Ct', 'Courts', 'Cove', 'Coves', 'Creek', 'Crescent', 'Cres',
  'Crest', 'Crossing', 'Xing', 'Crossroad', 'Curve', 'Dale', 'Dam', 'Divide', 'Drive', 'Dr', 'Drives', 'Estate',
  'Estates', 'Expressway', 'Expy', 'Extension', 'Ext', 'Extensions', 'Fall', 'Falls', 'Ferry', 'Field', 'Fields',
  'Flat', 'Flats', 'Ford', 'Fords', 'Forest', 'Forge', 'Forges', 'Fork', 'Forks', 'Fort', 'Freeway', 'Fwy',
  'Garden', 'Gardens', 'Gateway', 'Glen', 'Glens', 'Green', 'Greens', 'Grove', 'Groves', 'Harbor', 'Harbors',
  'Haven', 'Heights', 'Hts', 'Highway', 'Hwy', 'Hill', 'Hills', 'Hollow', 'Inlet', 'Island', 'Islands', 'Isle',
  'Junction', 'Junctions', 'Key', 'Keys', 'Knoll', 'Knolls', 'Lake', 'Lakes', 'Land', 'Landing', 'Lane', 'Ln',
  'Light', 'Lights', 'Loaf', 'Lock', 'Locks', 'Lodge', 'Loop', 'Mall', 'Manor', 'Manors', 'Meadow', 'Meadows',
  'Mews', 'Mill', 'Mills', 'Mission', 'Motorway', 'Mount', 'Mountain', 'Mountains', 'Neck', 'Orchard', 'Oval',
  'Overpass', 'Park', 'Parks', 'Parkway', 'Pkwy', 'Parkways', 'Pass', 'Passage', 'Path', 'Pike', 'Pine', 'Pines',
  'Place', 'Pl', 'Plain', 'Plains', 'Plaza', 'Plz', 'Point', 'Pt', 'Points', 'Port', 'Ports', 'Prairie', 'Radial',
  'Ramp', 'Ranch', 'Rapid', 'Rapids', 'Rest', 'Ridge', 'Ridges', 'River', 'Road', 'Rd', 'Roads', 'Route', 'Rte',
  'Row', 'Rue', 'Run', 'Shoal', 'Shoals', 'Shore', 'Shores', 'Skyway', 'Spring', 'Springs', 'Spur', 'Spurs',
  'Square', 'Sq', 'Squares', 'Station', 'Stravenue', 'Stream', 'Street', 'St', 'Streets', 'Summit', 'Terrace',
  'Ter', 'Throughway', 'Trace', 'Track', 'Trafficway', 'Trail', 'Trl', 'Tunnel', 'Turnpike', 'Tpke', 'Underpass',
  'Union', 'Unions', 'Valley', 'Valleys', 'Via', 'Viaduct', 'View', 'Views', 'Village', 'Villages', 'Ville',
  'Vista', 'Walk', 'Walks', 'Wall', 'Way', 'Ways', 'Well', 'Wells',
];

export const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];
export const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));
/** Every state's name, in lower case ("new york" too). */
export const US_STATE_NAMES: ReadonlySet<string> = new Set(US_STATES.map(([, n]) => n.toLowerCase()));
// State codes that are also a credential or a word (MA, MD, PA, OR, IN...): after a person's name they are not a state.
// Canadian provinces and territories after a town ("Steinbach MB", "Brandon, Manitoba"): the codes that are no
// clinical abbreviation or word (ON, NS, PE, AB, BC, NB, NL, NT are), and the names (not Ontario: a town in California
// and Oregon too, "to Brookdale Ontario" is a facility in the town).
export const CANADIAN_PROVINCE_CODES = ['MB', 'SK', 'QC', 'YT', 'NU'];
export const CANADIAN_PROVINCE_NAMES = ['Manitoba', 'Saskatchewan', 'Alberta', 'Quebec', 'Québec', 'British Columbia',
  'Nova Scotia', 'New Brunswick', 'Newfoundland', 'Prince Edward Island', 'Yukon', 'Nunavut', 'Northwest Territories'];
export const CREDENTIAL_STATES: ReadonlySet<string> = new Set(['MA', 'MD', 'PA', 'MS', 'ME', 'OR', 'IN', 'DE', 'CO', 'LA', 'AL', 'HI', 'ID', 'OK', 'NE']);


export const MONTHS: ReadonlyArray<readonly string[]> = [
  ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'],
  ['july', 'jul'], ['august', 'aug'], ['september', 'sep', 'sept'], ['october', 'oct'], ['november', 'nov'],
  ['december', 'dec'],
];

// Words that make a name before them an institution's ("Valley Medical Center", "Mitchell PD", "Kalona Family Health").
export const INSTITUTION_WORDS = new Set(['hospital', 'clinic', 'center', 'centre', 'medical', 'health', 'healthcare',
  'group', 'associates', 'pharmacy', 'university', 'institute', 'labs', 'laboratory', 'laboratories', 'imaging',
  'radiology', 'hospice', 'home', 'homes', 'care', 'rehab', 'rehabilitation', 'nursing', 'memorial', 'regional',
  'county', 'general', 'practice', 'partners', 'street', 'avenue', 'road', 'drive', 'lane', 'syndrome', 'disease',
  'gardens', 'garden', 'cove', 'crest', 'manor', 'village', 'commons', 'terrace', 'wellness', 'services']);
// The last word of a phrase that names an institution or a building rather than a town ("Halfway House",
// "University Center"; places.ts, for two ordinary words the gazetteer also has as a town).
export const INSTITUTION_OR_BUILDING_WORDS: ReadonlySet<string> = new Set([...INSTITUTION_WORDS, 'house', 'club', 'hall', 'school',
  'college', 'church', 'court', 'building', 'station', 'lodge', 'farm', 'camp']);
// Also after a town's name: "Kalona Family Health", "Mitchell PD", "Hettinger Ambulance", "Grand Forks Public Schools".
export const TOWN_INSTITUTION_WORDS: ReadonlySet<string> = new Set([...INSTITUTION_WORDS, 'family', 'public', 'pd', 'police',
  'fire', 'ambulance', 'ems', 'school', 'schools', 'works', 'ihs', 'vamc', 'va', 'otp', 'dialysis', 'surgery', 'surgical',
  'urgent', 'orthopedics', 'cardiology', 'oncology', 'pediatrics', 'dental', 'college', 'elementary', 'high', 'fertility']);

// After a town's name in any case, the clinic's own site: "Tacoma clinic", "RENO WALK-IN TRIAGE", "our Fresno office".
// The site is the practice's, not where a patient lives.
export const SITE_WORDS: ReadonlySet<string> = new Set(['clinic', 'clinics', 'office', 'practice', 'satellite', 'campus', 'site',
  'ed', 'er', 'chc', 'fqhc', 'peds', 'triage', 'walk-in', 'location', 'branch', 'van']);

// Languages by their English names, from the runtime's own language list (ISO 639-1 codes), and the names of
// languages and dialects an interpreter is booked for that the list gives otherwise ("Mandarin", "Creole").
export const LANGUAGE_NAMES: ReadonlySet<string> = (() => {
  const names = new Set(['mandarin', 'cantonese', 'creole', 'haitian', 'farsi', 'dari', 'fujianese', 'toishanese', 'taishanese',
    'hmong', 'karen', 'mixteco', 'mixtec', 'kinyarwanda', 'tigrinya', 'oromo', 'asl', 'sign', 'patois', 'chuukese', 'marshallese',
    'tagalog', 'ilocano', 'cebuano', 'hakka', 'teochew', 'shanghainese', 'bosnian', 'serbo-croatian', 'mam', 'kiche', 'quiche']);
  try {
    const display = new Intl.DisplayNames(['en'], { type: 'language' });
    for (let a = 97; a <= 122; a++) {
      for (let b = 97; b <= 122; b++) {
        const code = String.fromCharCode(a, b);
        try {
          const name = display.of(code);
          if (name && name !== code) for (const part of name.toLowerCase().split(/[ ,()]+/)) if (part.length > 2) names.add(part);
        } catch { /* not a language code */ }
      }
    }
  } catch { /* no language names on this runtime: the fixed list above stands */ }
  return names;
})();
