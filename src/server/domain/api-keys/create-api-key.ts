import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { accounts, API_SCOPES, apiKeys, apiKeySecrets, type ApiScope } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { displayPrefix, generateApiKeySecret, hashApiKeySecret } from '~/server/lib/api-key-secret';
import { newKeyId } from '~/server/lib/ids';

export const MAX_KEYS_PER_ACCOUNT = 5;

export interface CreateApiKeyInput {
  accountId: string;
  name?: string;
  scopes?: ApiScope[];
  monthlyCharBudget?: number | null;
}

/** Creates a key (at most 5 live keys per account). The secret is returned here and never again. */
export async function createApiKey(db: Db, input: CreateApiKeyInput): Promise<{ id: string; key: string }> {
  const scopes = input.scopes ?? [...API_SCOPES];
  if (input.monthlyCharBudget !== undefined && input.monthlyCharBudget !== null && input.monthlyCharBudget <= 0) {
    throw new AppError('validation_error', { param: 'budget', message: 'A budget must be a positive number of characters.' });
  }
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).for('update');
    if (!account) throw new AppError('not_found', { message: `No account ${input.accountId}.` });
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, input.accountId), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= MAX_KEYS_PER_ACCOUNT) {
      throw new AppError('validation_error', { message: `An account may have at most ${MAX_KEYS_PER_ACCOUNT} keys; revoke one first.` });
    }
    const id = newKeyId();
    const secret = generateApiKeySecret();
    await tx.insert(apiKeys).values({
      id,
      accountId: input.accountId,
      name: input.name ?? 'API key',
      displayPrefix: displayPrefix(secret),
      scopes,
      monthlyCharBudget: input.monthlyCharBudget ?? null,
    });
    await tx.insert(apiKeySecrets).values({ hash: hashApiKeySecret(secret), keyId: id });
    return { id, key: secret };
  });
}
