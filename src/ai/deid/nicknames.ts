// Given names and the short forms people go by (Margaret → Peggy, William → Bill). No maintained npm package ships
// such a table: the best-known list (the nickname and diminutive names lookup of Old Dominion University) is not
// published on npm, and `name-match` carries 39 names behind a large NLP dependency. So this one is kept here,
// limited to common US given names; the patient's own aliases (DeidPatient.aliases) cover everything else.
const TABLE = `
abigail: abby abbie gail | albert: al bert bertie | alexander: alex alec sandy xander | alexandra: alex sandra sasha lexi
alfred: al alf fred freddie | alice: allie ally | allison: allie ally | andrew: andy drew | angela: angie
anthony: tony | arthur: art artie | barbara: barb barbie babs | benjamin: ben benny benji | bernard: bernie
beverly: bev | bradley: brad | catherine: cathy cat kate katie kay | charles: charlie chuck chas chip
christina: chris tina chrissy | christine: chris tina chrissy | christopher: chris kit topher | cynthia: cindy cyndi
daniel: dan danny | david: dave davey | deborah: deb debbie debby | donald: don donnie | dorothy: dot dottie dolly dora
douglas: doug | edward: ed eddie ned ted teddy | eleanor: ellie nell nellie nora | elizabeth: liz lizzie beth betty bette betsy eliza libby lisa
eugene: gene | frances: fran frannie | francis: frank frankie | frederick: fred freddie fritz | gerald: gerry jerry
gregory: greg | harold: hal harry | helen: nell nellie | henry: hank harry hal | jacqueline: jackie jacqui
james: jim jimmy jamie jimbo | janet: jan | jennifer: jen jenny jenn | jeffrey: jeff | jessica: jess jessie
john: jack johnny jon | jonathan: jon jonny nate | joseph: joe joey jo | josephine: jo josie | joshua: josh
judith: judy jude | katherine: kathy kate katie kay kit | kathleen: kathy kate katie | kenneth: ken kenny
lawrence: larry laurie | leonard: len lenny leo | lillian: lil lily | louise: lou lulu | margaret: peggy maggie meg marge margie madge greta daisy rita
matthew: matt matty | michael: mike mikey mick mickey | mildred: millie | nathaniel: nate nat | nicholas: nick nicky
pamela: pam | patricia: pat patty trish tricia | patrick: pat paddy rick | peter: pete | philip: phil pip
rebecca: becky becca | richard: rick ricky dick rich richie | robert: rob bob bobby robbie bert | ronald: ron ronnie
samuel: sam sammy sonny | samantha: sam sammy | sandra: sandy | stephanie: steph stevie | stephen: steve stevie
steven: steve stevie | susan: sue susie suzy | suzanne: sue suzy | theodore: ted teddy theo | theresa: terry tess tessa
thomas: tom tommy | timothy: tim timmy | victoria: vicky tori | virginia: ginny ginger | walter: walt wally
william: bill billy will willy liam | willem: wim | jose: pepe | antonio: tony | dmitri: dima | grace: gracie
`;

const byName = new Map<string, string[]>();
for (const entry of TABLE.split(/[|\n]/)) {
  const m = /^\s*([a-z]+):\s*(.+?)\s*$/.exec(entry);
  if (!m) continue;
  byName.set(m[1]!, m[2]!.split(/\s+/));
}

// The same given name across languages: a registration clerk, an EMS crew or an insurer writes the English (or the
// Spanish) form of a name the record holds in another ("Willem" registered as "William", "José" as "Joseph").
// Each group is one name; every spelling in it stands for every other.
const COGNATES = `
william willem wilhelm guillermo guillaume guglielmo | john johann johannes jan juan joao giovanni jean sean ian evan
joseph jose josef giuseppe jozef | peter pieter pedro pierre pietro piotr petr | james jacques jaime diego giacomo jakub
george jorge georg giorgio jurgen | charles carlos karl carl carlo karel | henry henri heinrich enrique enrico
michael michel miguel michele michal mikhail | francis francisco francois francesco franz | anthony antonio anton antoine antonin
stephen stefan esteban stefano etienne | paul pablo paolo pavel | andrew andres andrea andreas andre andrzej
thomas tomas tomasz tommaso | matthew mateo matteo mathieu matthias | mary maria marie mariya | catherine catalina katarina katharina caterina
margaret margarita margarethe margherita | elizabeth isabel elisabeth elisabetta | helen elena helene | anne ana anna anja
`;
const cognates = new Map<string, string[]>();
for (const group of COGNATES.split('|')) {
  const names = group.trim().split(/\s+/).filter(Boolean);
  for (const n of names) cognates.set(n, [...(cognates.get(n) ?? []), ...names.filter((m) => m !== n)]);
}

/** The short forms and other-language forms of a given name (folded), e.g. "margaret" → ["peggy", "maggie", ...]. */
export function nicknamesOf(givenName: string): readonly string[] {
  const short = byName.get(givenName) ?? [];
  const other = cognates.get(givenName);
  return other ? [...short, ...other] : short;
}
