/** Monthly allowances run in 30-day periods from the account's anchor; key budgets by UTC calendar month. */
export const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export function currentPeriodStart(anchor: Date, now: Date): Date {
  const elapsed = Math.max(0, now.getTime() - anchor.getTime());
  return new Date(anchor.getTime() + Math.floor(elapsed / PERIOD_MS) * PERIOD_MS);
}

/** `YYYY-MM-01` of the UTC calendar month containing `now`. */
export function utcMonthStart(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export function nextUtcMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
