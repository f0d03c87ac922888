import type { Sql } from 'postgres';
import type { ApiScope } from '~/server/db/schema';
import type { ServiceMode } from '../service/service-mode';

export type DeveloperStatus = 'none' | 'pending' | 'approved' | 'rejected' | 'suspended';

export interface GateLimits {
  addressPerMinute: number;
  keyPerMinute: number;
}

export interface GateInput {
  /** The client address, for the per-address bucket. */
  address: string;
  /** The network the address belongs to, for failed-key-check blocking. */
  network: string;
  /** SHA-256 of a well-formed key; null when no usable key was sent. */
  keyHash: string | null;
  /** Which of the key's buckets this request counts in. */
  bucket: 'read' | 'write';
  limits: GateLimits;
}

export interface CounterState {
  count: number;
  /** Unix seconds at which the one-minute window resets. */
  resetAt: number;
}

export interface GateResult {
  address: CounterState;
  blockedUntil: Date | null;
  mode: ServiceMode;
  notice: string | null;
  key: null | {
    id: string;
    accountId: string;
    scopes: ApiScope[];
    developerStatus: DeveloperStatus;
    suspended: boolean;
    planId: string;
    entitled: boolean;
    /** The key's bucket after counting this request; null when the request was refused earlier. */
    counter: CounterState | null;
  };
}

/*
 * Timestamps leave these queries as epoch milliseconds (float8): the pool is drizzle's, which turns off
 * postgres.js's date parsing, so a timestamptz column would arrive as a string, not a Date.
 */

/**
 * Everything a REST request needs before its procedure runs, in ONE round trip: count the request in
 * the per-address bucket, read any block on the network, the service mode, the key with its account's
 * standing, and count the request in the key's read or write bucket (only when the address is under its
 * limit, the network is not blocked and the API is not disabled). Counters are fixed one-minute windows
 * in an UNLOGGED table, shared by every instance.
 */
export async function authenticateRequest(sql: Sql, input: GateInput): Promise<GateResult> {
  const [row] = await sql<
    {
      addr_count: number;
      addr_reset: number;
      blocked_until_ms: number | null;
      mode: ServiceMode;
      notice: string | null;
      key_id: string | null;
      account_id: string;
      scopes: ApiScope[];
      developer_status: DeveloperStatus;
      suspended: boolean;
      plan_id: string;
      entitled: boolean;
      key_count: number | null;
      key_reset: number | null;
    }[]
  >`
    WITH win AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / 60) * 60) AS start),
    addr AS (
      INSERT INTO rate_limit_counters AS c (bucket, window_start, count)
      SELECT ${'a:' + input.address}, win.start, 1 FROM win
      ON CONFLICT (bucket) DO UPDATE SET
        count = CASE WHEN c.window_start = excluded.window_start THEN c.count + 1 ELSE 1 END,
        window_start = excluded.window_start
      RETURNING count, window_start
    ),
    blk AS (SELECT until FROM auth_blocks WHERE network = ${input.network} AND until > now()),
    mode AS (SELECT mode, notice FROM service_settings WHERE id = 1),
    k AS (
      SELECT k.id, k.account_id, k.scopes, a.developer_status, a.suspended, a.plan_id, p.entitled
      FROM api_key_secrets s
      JOIN api_keys k ON k.id = s.key_id AND k.revoked_at IS NULL
      JOIN accounts a ON a.id = k.account_id
      JOIN plans p ON p.id = a.plan_id
      WHERE s.hash = ${input.keyHash ?? ''} AND (s.expires_at IS NULL OR s.expires_at > now())
    ),
    kb AS (
      INSERT INTO rate_limit_counters AS c (bucket, window_start, count)
      SELECT 'k:' || k.id || ${':' + input.bucket}, win.start, 1 FROM k, win, addr
      WHERE addr.count <= ${input.limits.addressPerMinute}
        AND NOT EXISTS (SELECT 1 FROM blk)
        AND coalesce((SELECT mode FROM mode), 'normal') <> 'disabled'
      ON CONFLICT (bucket) DO UPDATE SET
        count = CASE WHEN c.window_start = excluded.window_start THEN c.count + 1 ELSE 1 END,
        window_start = excluded.window_start
      RETURNING count, window_start
    )
    SELECT addr.count AS addr_count, extract(epoch FROM addr.window_start)::int + 60 AS addr_reset,
      (SELECT extract(epoch FROM until) * 1000 FROM blk)::float8 AS blocked_until_ms,
      coalesce((SELECT mode FROM mode), 'normal') AS mode, (SELECT notice FROM mode) AS notice,
      k.id AS key_id, k.account_id, k.scopes, k.developer_status, k.suspended, k.plan_id, k.entitled,
      kb.count AS key_count, extract(epoch FROM kb.window_start)::int + 60 AS key_reset
    FROM addr LEFT JOIN k ON true LEFT JOIN kb ON true
  `;
  if (!row) throw new Error('gate query returned no row');
  return {
    address: { count: row.addr_count, resetAt: row.addr_reset },
    blockedUntil: row.blocked_until_ms === null ? null : new Date(row.blocked_until_ms),
    mode: row.mode,
    notice: row.notice,
    key: row.key_id
      ? {
          id: row.key_id,
          accountId: row.account_id,
          scopes: row.scopes,
          developerStatus: row.developer_status,
          suspended: row.suspended,
          planId: row.plan_id,
          entitled: row.entitled,
          counter: row.key_count === null ? null : { count: row.key_count, resetAt: row.key_reset! },
        }
      : null,
  };
}

/**
 * Records a failed key check for the network; at the limit within the window the network is blocked.
 * Returns the block's end when this failure started one.
 */
export async function recordAuthFailure(
  sql: Sql,
  network: string,
  opts: { limit: number; windowSeconds: number; blockSeconds: number },
): Promise<Date | null> {
  const rows = await sql<{ until_ms: number }[]>`
    WITH ins AS (INSERT INTO auth_failures (network) VALUES (${network}) RETURNING 1),
    recent AS (
      SELECT count(*) + 1 AS n FROM auth_failures
      WHERE network = ${network} AND at > now() - make_interval(secs => ${opts.windowSeconds})
    )
    INSERT INTO auth_blocks (network, until)
    SELECT ${network}, now() + make_interval(secs => ${opts.blockSeconds}) FROM recent, (SELECT count(*) FROM ins) i
    WHERE recent.n >= ${opts.limit}
    ON CONFLICT (network) DO UPDATE SET until = excluded.until
    RETURNING (extract(epoch FROM until) * 1000)::float8 AS until_ms
  `;
  return rows[0] ? new Date(rows[0].until_ms) : null;
}
