// The ceiling of any route that reads the database once per request: Fastify, one route, one query on a pg pool.
// The API benchmark runs it beside hello-world, so the share of a round trip in each request is measured, not guessed.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });
app.get('/', async () => {
  const { rows } = await pool.query('SELECT $1::text AS hello', ['world']);
  return rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('hello-database ready');
