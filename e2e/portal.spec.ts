import { expect, test, type Page } from '@playwright/test';
import { createAccount, createKey, format, type TestAccount } from './support';

async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('developer portal', () => {
  test('signed out, /portal sends you to /signin', async ({ page }) => {
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('link', { name: 'Developer portal' })).toHaveAttribute('href', '/portal');
    await expect(page.getByRole('heading', { name: 'Sign in to the developer portal' })).toBeVisible();

    await page.goto('/portal/billing');
    await expect(page).toHaveURL(/\/signin\?next=%2Fportal%2Fbilling$/);
  });

  test('signed out, the portal tRPC endpoint refuses with 401', async ({ request }) => {
    const res = await request.get('/api/trpc/usage.get');
    expect(res.status()).toBe(401);
  });

  test('a wrong password shows an error and keeps you on /signin', async ({ page }) => {
    const account = createAccount({ plan: 'max', tokens: 10 });
    await signIn(page, { email: account.email, password: 'not-the-password' });
    await expect(page.getByTestId('signin-error')).toHaveText('That e-mail address and password do not match an account.');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByLabel('E-mail address')).toHaveValue(account.email);
    await page.screenshot({ path: 'test-results/signin-error.png', fullPage: true });

    await signIn(page, { email: 'nobody@example.com', password: account.password });
    await expect(page.getByTestId('signin-error')).toHaveText('That e-mail address and password do not match an account.');

    await page.goto('/portal');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('sign in, see usage (the same numbers as GET /api/v1/usage), sign out', async ({ page, request }) => {
    const account = createAccount({ plan: 'max', tokens: 500 });
    const key = createKey(account.accountId);

    await signIn(page, account);
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByRole('heading', { name: 'Usage' })).toBeVisible();
    await expect(page.getByTestId('signed-in-email')).toHaveText(account.email);

    // The REST view of the same procedure, through an API key of the same account.
    const res = await request.get('/api/v1/usage', { headers: { 'X-API-Key': key.key } });
    expect(res.status()).toBe(200);
    const rest = (await res.json()) as {
      plan: string;
      entitled: boolean;
      monthly: { limit: number; used: number; remaining: number; resets_at: string | null };
      tokens: { balance: number };
      spendable: number;
      active_jobs: number;
      max_concurrent_jobs: number;
    };
    expect(rest.plan).toBe('max');
    expect(rest.tokens.balance).toBe(500);

    await expect(page.getByTestId('usage-plan')).toHaveAttribute('data-plan', 'max');
    await expect(page.getByTestId('usage-plan')).toHaveText('Max');
    await expect(page.getByTestId('usage-entitled')).toHaveText('Active');
    await expect(page.getByTestId('usage-upgrade')).toHaveCount(0);
    await expect(page.getByTestId('usage-tokens')).toHaveText('500');
    await expect(page.getByTestId('usage-spendable')).toHaveText(format(rest.spendable));
    expect(rest.spendable).toBe(rest.monthly.remaining + 500);
    await expect(page.getByTestId('usage-monthly-limit')).toHaveText(format(rest.monthly.limit));
    await expect(page.getByTestId('usage-monthly-used')).toHaveText(format(rest.monthly.used));
    await expect(page.getByTestId('usage-monthly-remaining')).toHaveText(format(rest.monthly.remaining));
    await expect(page.getByTestId('usage-monthly-resets')).toContainText('Resets');
    await expect(page.getByTestId('usage-active-jobs')).toHaveText(format(rest.active_jobs));
    await expect(page.getByTestId('usage-max-concurrent')).toHaveText(format(rest.max_concurrent_jobs));

    await page.screenshot({ path: 'test-results/portal-usage.png', fullPage: true });

    await page.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/portal\/billing$/);
    await expect(page.getByTestId('billing-plan')).toHaveText('Max');
    await expect(page.getByTestId('account-id')).toHaveText(account.accountId);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('an account without a plan sees it is not entitled, with the upgrade link', async ({ page, baseURL }) => {
    const account = createAccount({ plan: 'none', tokens: 0, developer: 'none' });
    await signIn(page, account);
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByTestId('usage-plan')).toHaveAttribute('data-plan', 'none');
    await expect(page.getByTestId('usage-entitled')).toHaveText('Not entitled');
    await expect(page.getByTestId('usage-tokens')).toHaveText('0');
    await expect(page.getByTestId('usage-monthly-resets')).toHaveText('No monthly allowance');
    const upgrade = page.getByTestId('usage-upgrade');
    await expect(upgrade).toHaveAttribute('href', `${baseURL}/portal/billing`);
    await page.screenshot({ path: 'test-results/portal-usage-no-plan.png', fullPage: true });

    await upgrade.click();
    await expect(page).toHaveURL(/\/portal\/billing$/);
    await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
    await expect(page.getByTestId('billing-plan')).toHaveText('No plan');
    await page.screenshot({ path: 'test-results/portal-billing.png', fullPage: true });
  });

  test('after too many wrong passwords from one network, sign-in is refused there for a while', async ({ browser }) => {
    const account = createAccount({ plan: 'max', tokens: 1 });
    // This test's own client network, so the block touches no other test.
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' } });
    const page = await context.newPage();
    for (let i = 0; i < 5; i++) {
      await signIn(page, { email: account.email, password: `wrong-${i}` });
      await expect(page.getByTestId('signin-error')).toHaveText('That e-mail address and password do not match an account.');
    }
    await signIn(page, account);
    await expect(page.getByTestId('signin-error')).toHaveText('Too many failed sign-ins from your network. Please wait a few minutes and try again.');
    await expect(page).toHaveURL(/\/signin$/);
    await context.close();

    // Elsewhere the same account signs in.
    const other = await browser.newPage();
    await signIn(other, account);
    await expect(other).toHaveURL(/\/portal$/);
    await other.close();
  });

  test('signing in from a portal page returns to it; signed in, /signin goes straight to the portal', async ({ page }) => {
    const account = createAccount({ plan: 'max', tokens: 1 });
    await page.goto('/portal/billing');
    await expect(page).toHaveURL(/\/signin\?next=%2Fportal%2Fbilling$/);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/portal\/billing$/);
    await expect(page.getByTestId('billing-plan')).toHaveText('Max');
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/portal$/);
  });
});
