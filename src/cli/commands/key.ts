import { API_SCOPES, type ApiScope } from '~/server/db/schema';
import { createApiKey } from '~/server/domain/api-keys/create-api-key';
import { revokeApiKey, rotateApiKey } from '~/server/domain/api-keys/manage-api-key';
import { CliError, parseFlags, parseIntFlag, printJson } from '../cli-kit';
import { withDatabase } from '../with-database';

const USAGE = `usage:
  zaga key create --account ID [--name N] [--scopes ${API_SCOPES.join(',')}] [--budget N]
  zaga key revoke ID
  zaga key rotate ID [--end-grace]`;

function parseScopes(value: string | undefined): ApiScope[] | undefined {
  if (value === undefined) return undefined;
  const scopes = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = scopes.filter((s) => !(API_SCOPES as readonly string[]).includes(s));
  if (unknown.length || !scopes.length) throw new CliError(`--scopes takes a comma-separated list of ${API_SCOPES.join(', ')}; got '${value}'`);
  return [...new Set(scopes)] as ApiScope[];
}

export async function run(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  switch (verb) {
    case 'create': {
      const { values, positionals } = parseFlags(rest, { account: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' }, budget: { type: 'string' } }, true);
      if (positionals.length) throw new CliError(`unexpected argument '${positionals[0]}'\n${USAGE}`);
      if (!values.account) throw new CliError(`--account is required\n${USAGE}`);
      const scopes = parseScopes(values.scopes);
      const budget = parseIntFlag('budget', values.budget, 1);
      const created = await withDatabase((db) => createApiKey(db, { accountId: values.account!, name: values.name, scopes, monthlyCharBudget: budget ?? null }));
      printJson(created);
      return 0;
    }
    case 'revoke': {
      const { positionals } = parseFlags(rest, {}, true);
      if (positionals.length !== 1) throw new CliError(`revoke takes one key id\n${USAGE}`);
      printJson(await withDatabase((db) => revokeApiKey(db, positionals[0]!)));
      return 0;
    }
    case 'rotate': {
      const { values, positionals } = parseFlags(rest, { 'end-grace': { type: 'boolean' } }, true);
      if (positionals.length !== 1) throw new CliError(`rotate takes one key id\n${USAGE}`);
      printJson(await withDatabase((db) => rotateApiKey(db, positionals[0]!, { endGrace: values['end-grace'] })));
      return 0;
    }
    default:
      throw new CliError(USAGE);
  }
}
