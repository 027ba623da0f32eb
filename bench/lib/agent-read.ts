// The chat agent's patient read against the bare primary-key select, in a process of its own (issue 17: "the same
// figures with the chat agent's reads"). The agent reads inside a chat turn, not over HTTP, so both sides run here
// without HTTP: the agent side calls the getPatient tool exactly as a chat turn does (chatTools with the owner's
// context, through the service's own database layer: clinic transaction, RLS, the record statement) and serializes
// its result as the SDK does for the model; the bare side runs the bare server's select (bare-queries.ts) on a plain pg pool of the same
// size and serializes the row. Each round runs the bare side, then the agent side, for the same number of seconds with
// the same concurrency, each request for a random patient; CPU is this process's plus the database's backends'.
// Arguments: databaseUrl, file of "fileNumber id" lines, clinic id, owner's user id, seconds, rounds, concurrency.
// Prints JSON.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { UIMessageStreamWriter } from 'ai';
import { chatTools, SourceRegistry } from '../../src/ai/chat/tools.js';
import { permissionsFor } from '../../src/platform/auth/permissions.js';
import type { ClinicContext } from '../../src/platform/auth/context.js';
import { openDatabase } from '../../src/platform/db/connect.js';
import { BARE_PATIENT_BY_ID } from './bare-queries.js';
import { cpuMicros, postgresBackends } from './cpu.js';

const [databaseUrl, pathsFile, clinicId, userId, secondsText, roundsText, concurrencyText] = process.argv.slice(2);
const seconds = Number(secondsText ?? 6);
const rounds = Number(roundsText ?? 5);
const concurrency = Number(concurrencyText ?? 50);
const patients = readFileSync(pathsFile!, 'utf8').split('\n').filter(Boolean).map((line) => {
  const [fileNumber, id] = line.split(' ');
  return { fileNumber: fileNumber!, id: id! };
});
const pick = () => patients[Math.floor(Math.random() * patients.length)]!;
const dbName = new URL(databaseUrl!).pathname.slice(1);

const bare = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const service = await openDatabase({ databaseUrl: databaseUrl!, poolSize: 20 });
const ctx: ClinicContext = {
  userId: userId!, userName: 'demo_owner', clinicId: clinicId!, role: 'owner', permissions: permissionsFor('owner'),
  requestId: 'bench-agent', via: 'agent',
};
const writer = { write: () => undefined, merge: () => undefined, onError: undefined } as unknown as UIMessageStreamWriter;
const tools = chatTools({ deps: { db: service.db } as never, ctx, writer, files: [], today: '2026-11-25' }, new SourceRegistry(writer));
const getPatient = tools.getPatient!.execute as (input: { fileNumber: string }, options: { toolCallId: string; messages: [] }) => Promise<unknown>;

let sink = 0;
const sides: Record<string, () => Promise<void>> = {
  bare: async () => {
    const { rows } = await bare.query(BARE_PATIENT_BY_ID, [clinicId, pick().id]);
    if (!rows[0]) throw new Error('bare: no row');
    sink += JSON.stringify(rows[0]).length;
  },
  agent: async () => {
    const result = await getPatient({ fileNumber: pick().fileNumber }, { toolCallId: 'call', messages: [] }) as { patient?: unknown };
    if (!result.patient) throw new Error(`agent: ${JSON.stringify(result)}`);
    sink += JSON.stringify(result).length;
  },
};

async function run(side: string, forSeconds: number) {
  const once = sides[side]!;
  const backends = postgresBackends(dbName);
  const cpu0 = process.cpuUsage();
  const pg0 = cpuMicros(backends);
  const deadline = performance.now() + forSeconds * 1000;
  let calls = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      await once();
      calls++;
    }
  }));
  const cpu = process.cpuUsage(cpu0);
  const postgres = cpuMicros(backends) - pg0;
  return {
    side, calls, perSecond: Math.round(calls / forSeconds),
    processMicrosPerCall: Math.round((cpu.user + cpu.system) / calls), postgresMicrosPerCall: Math.round(postgres / calls),
  };
}

await run('bare', 2);
await run('agent', 2);
const results = [];
for (let round = 1; round <= rounds; round++) {
  results.push({ round, ...(await run('bare', seconds)) });
  results.push({ round, ...(await run('agent', seconds)) });
}
await bare.end();
await service.close();
process.stdout.write(JSON.stringify({ seconds, rounds, concurrency, results, sink: sink > 0 }));
