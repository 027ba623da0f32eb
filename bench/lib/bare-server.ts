// The baseline every benchmark is compared with: Fastify and one primary-key select on the same database, with no
// auth, no transaction, no RLS. GET /bare/:table/:id selects one row of "user" or "patient" by primary key.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
const QUERIES: Record<string, string> = {
  user: 'select id, name, email from "user" where id = $1',
  patient: 'select * from patient where clinic_id = $1 and id = $2',
};

app.get('/health', async () => ({ status: 'ok' }));
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
