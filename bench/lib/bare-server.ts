// The baseline every benchmark is compared with: Fastify and one plain select on the same database, with no auth, no
// transaction, no RLS. GET /bare/:table/:id selects one row of "user" or "patient" by primary key; GET /bare/patients
// selects a page of a clinic's patient rows in name order (the like-for-like floor for the patient list).
import Fastify from 'fastify';
import pg from 'pg';
import { BARE_PATIENT_BY_ID, PATIENT_COLUMNS } from './bare-queries.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
const QUERIES: Record<string, string> = {
  user: 'select id, name, email from "user" where id = $1',
  patient: BARE_PATIENT_BY_ID,
};
const PAGE = `select ${PATIENT_COLUMNS} from patient where clinic_id = $1 order by name_key, file_number limit $2`;
const LAB_PAGE = `select clinic_id, patient_id, seq, name, value, flag, taken_at, created_at from patient_lab
  where clinic_id = $1 and patient_id = $2 order by seq limit $3`;

app.get('/health', async () => ({ status: 'ok' }));
app.get<{ Querystring: { clinic?: string; limit?: string } }>('/bare/patients', async (req) => {
  const { rows } = await pool.query(PAGE, [req.query.clinic, Number(req.query.limit ?? 50)]);
  return rows;
});
// A page of one patient's lab rows (the like-for-like floor for a FHIR Observation search page).
app.get<{ Querystring: { clinic?: string; patient?: string; limit?: string } }>('/bare/labs', async (req) => {
  const { rows } = await pool.query(LAB_PAGE, [req.query.clinic, req.query.patient, Number(req.query.limit ?? 50)]);
  return rows;
});
app.get<{ Params: { table: string; id: string }; Querystring: { clinic?: string } }>('/bare/:table/:id', async (req, reply) => {
  const query = QUERIES[req.params.table];
  if (!query) return reply.code(404).send({});
  const params = req.params.table === 'patient' ? [req.query.clinic, req.params.id] : [req.params.id];
  const { rows } = await pool.query(query, params);
  if (!rows[0]) return reply.code(404).send({});
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT ?? 4999), host: '127.0.0.1' });
process.on('SIGTERM', () => { void app.close().then(() => pool.end()).then(() => process.exit(0)); });
