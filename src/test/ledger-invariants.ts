import { expect } from 'vitest';
import { db } from '~/server/db/client';

/**
 * The ledger is the one source of every balance. After each test file (or test) these must hold for
 * every row of this file's database:
 * - an account's tokens_balance is the sum of its tokens deltas;
 * - its monthly_used is minus the sum of the monthly deltas booked to its current period_start;
 * - a key's budget_used is minus the sum of its rows' deltas in its budget_month (0 without one);
 * - every speech job has exactly one charge, and at most one refund that never exceeds it;
 * - a failed job is refunded in full, a processing or succeeded job not at all;
 * - a delivery chapter's refunds never exceed its characters.
 * Fails the calling test, listing every violation, when any does not hold.
 */
export async function assertLedgerInvariants(): Promise<void> {
  const violations: string[] = [];
  // One read-only snapshot: a worker committing a refund between two of these queries cannot fake a violation.
  await db().$client.begin('isolation level repeatable read read only', async (sql) => {
    const add = (what: string, rows: readonly unknown[]) => {
      for (const row of rows) violations.push(`${what}: ${JSON.stringify(row)}`);
    };

    add(
      'tokens_balance differs from the ledger',
      await sql`
        SELECT a.id, a.tokens_balance, coalesce(sum(l.tokens_delta), 0)::int AS ledger
        FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
        GROUP BY a.id HAVING a.tokens_balance <> coalesce(sum(l.tokens_delta), 0)`,
    );
    add(
      'monthly_used differs from the ledger of the current period',
      await sql`
        SELECT a.id, a.monthly_used, -coalesce(sum(l.monthly_delta), 0)::int AS ledger
        FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id AND l.period_start = a.period_start
        GROUP BY a.id HAVING a.monthly_used <> -coalesce(sum(l.monthly_delta), 0)`,
    );
    add(
      'key budget_used differs from the ledger of its budget month',
      await sql`
        SELECT k.id, k.budget_month, k.budget_used, -coalesce(sum(l.monthly_delta + l.tokens_delta), 0)::int AS ledger
        FROM api_keys k LEFT JOIN ledger_entries l ON l.key_id = k.id AND l.key_month = k.budget_month
        GROUP BY k.id HAVING k.budget_used <> -coalesce(sum(l.monthly_delta + l.tokens_delta), 0)`,
    );
    add(
      'job without exactly one charge of its characters',
      await sql`
        SELECT j.id, j.characters, count(l.id)::int AS charges, coalesce(-sum(l.monthly_delta + l.tokens_delta), 0)::int AS charged
        FROM speech_jobs j LEFT JOIN ledger_entries l ON l.job_id = j.id AND l.kind = 'charge'
        GROUP BY j.id HAVING count(l.id) <> 1 OR -sum(l.monthly_delta + l.tokens_delta) <> j.characters`,
    );
    add(
      'job refunds inconsistent with its status or charge',
      await sql`
        SELECT j.id, j.status, j.characters, count(r.id)::int AS refunds, coalesce(sum(r.monthly_delta + r.tokens_delta), 0)::int AS refunded
        FROM speech_jobs j LEFT JOIN ledger_entries r ON r.job_id = j.id AND r.kind = 'refund'
        GROUP BY j.id
        HAVING count(r.id) > 1
          OR coalesce(sum(r.monthly_delta + r.tokens_delta), 0) > j.characters
          OR (j.status = 'failed' AND coalesce(sum(r.monthly_delta + r.tokens_delta), 0) <> j.characters)
          OR (j.status IN ('processing', 'succeeded') AND count(r.id) > 0)`,
    );
    add(
      'refund share exceeds the charged share',
      await sql`
        SELECT c.job_id, c.monthly_delta, c.tokens_delta, r.monthly_delta AS refund_monthly, r.tokens_delta AS refund_tokens
        FROM ledger_entries c JOIN ledger_entries r ON r.job_id = c.job_id AND r.kind = 'refund'
        WHERE c.kind = 'charge' AND (r.tokens_delta > -c.tokens_delta OR r.monthly_delta > -c.monthly_delta)`,
    );
    add(
      'chapter refunds exceed the chapter',
      await sql`
        SELECT c.id, c.characters, sum(r.monthly_delta + r.tokens_delta)::int AS refunded
        FROM delivery_chapters c JOIN ledger_entries r ON r.chapter_id = c.id AND r.kind = 'refund'
        GROUP BY c.id HAVING sum(r.monthly_delta + r.tokens_delta) > c.characters`,
    );
  });
  expect(violations, 'ledger invariants').toEqual([]);
}
