// The baseline: node:http + postgres.js doing the same key lookup and usage read as GET /api/v1/usage,
// with nothing else (no rate limits, no tRPC, no validation).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL, { max: Number(process.env.DB_POOL_SIZE ?? 10), onnotice: () => {} });
const PERIOD = 30 * 86400_000;

const server = createServer(async (req, res) => {
  try {
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string') { res.writeHead(401).end(); return; }
    const hash = createHash('sha256').update(key).digest('hex');
    const [k] = await sql`
      SELECT k.id, k.account_id FROM api_key_secrets s JOIN api_keys k ON k.id = s.key_id AND k.revoked_at IS NULL
      WHERE s.hash = ${hash} AND (s.expires_at IS NULL OR s.expires_at > now())`;
    if (!k) { res.writeHead(401).end(); return; }
    const [a] = await sql`
      SELECT a.plan_id, p.entitled, a.monthly_limit, a.monthly_used, a.period_anchor, a.period_start, a.tokens_balance,
        a.max_concurrent_jobs, (SELECT count(*)::int FROM speech_jobs j WHERE j.account_id = a.id AND j.status = 'processing') AS active
      FROM accounts a JOIN plans p ON p.id = a.plan_id WHERE a.id = ${k.account_id}`;
    const now = Date.now();
    const anchor = new Date(a.period_anchor).getTime();
    const period = anchor + Math.floor((now - anchor) / PERIOD) * PERIOD;
    const used = new Date(a.period_start).getTime() === period ? a.monthly_used : 0;
    const remaining = Math.max(0, a.monthly_limit - used);
    const body = JSON.stringify({
      plan: a.plan_id, entitled: a.entitled, monthly: { limit: a.monthly_limit, used, remaining },
      tokens: { balance: a.tokens_balance }, spendable: remaining + a.tokens_balance,
      active_jobs: a.active, max_concurrent_jobs: a.max_concurrent_jobs, key: { id: k.id },
    });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
