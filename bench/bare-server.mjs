// The bound of Calibra's memory on PostgreSQL: a bare Fastify process with a node-postgres pool that
// answers the same two reads with one plain query each and the same bytes (read from ANSWERS_FILE).
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import pg from "pg";

const answers = JSON.parse(readFileSync(process.env.ANSWERS_FILE, "utf8"));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const json = (reply, body) => reply.type("application/json; charset=utf-8").send(body);
app.get("/api/health", (_, reply) => json(reply, '{"status":"ok"}'));
app.get("/api/campaigns", async (_, reply) => {
  await pool.query("select * from campaigns where company_id = $1 and archived_at is null", [
    answers.companyId,
  ]);
  return json(reply, answers.campaigns);
});
app.get("/api/auth/user", async (_, reply) => {
  await pool.query(
    "select u.* from sessions s join users u on u.id = s.user_id where s.sid = $1 and s.expire > now()",
    [answers.sid],
  );
  return json(reply, answers.user);
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
