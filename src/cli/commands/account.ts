import { ZAccountSettingsSchema, type TAccountSettings } from '~/server/domain/accounts/account-settings';
import { createAccount } from '~/server/domain/accounts/create-account';
import { showAccount } from '~/server/domain/accounts/show-account';
import { updateAccount } from '~/server/domain/accounts/update-account';
import { CliError, parseFlags, parseIntFlag, printJson } from '../cli-kit';
import { withDatabase } from '../with-database';

const FLAGS = {
  email: { type: 'string' },
  plan: { type: 'string' },
  developer: { type: 'string' },
  'monthly-limit': { type: 'string' },
  tokens: { type: 'string' },
  'max-concurrent-jobs': { type: 'string' },
  'max-active-deliveries': { type: 'string' },
  password: { type: 'string' },
  suspended: { type: 'string' },
} as const;

const USAGE = `usage:
  zaga account create --email E [--plan max|none] [--developer approved|pending|rejected|suspended|none]
                      [--monthly-limit N] [--tokens N] [--max-concurrent-jobs N] [--password P]
  zaga account update ID [same flags] [--suspended true|false]
  zaga account show ID`;

function settingsFrom(values: Record<string, string | undefined>): TAccountSettings {
  if (values.suspended !== undefined && !['true', 'false'].includes(values.suspended)) {
    throw new CliError(`--suspended must be true or false, got '${values.suspended}'`);
  }
  const raw = {
    email: values.email,
    plan: values.plan,
    developer: values.developer,
    monthlyLimit: parseIntFlag('monthly-limit', values['monthly-limit']),
    tokens: parseIntFlag('tokens', values.tokens),
    maxConcurrentJobs: parseIntFlag('max-concurrent-jobs', values['max-concurrent-jobs'], 1),
    maxActiveDeliveries: parseIntFlag('max-active-deliveries', values['max-active-deliveries'], 1),
    password: values.password,
    suspended: values.suspended === undefined ? undefined : values.suspended === 'true',
  };
  const parsed = ZAccountSettingsSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const flag = String(issue.path[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    throw new CliError(`--${flag}: ${issue.message}`);
  }
  return parsed.data;
}

export async function run(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  const { values, positionals } = parseFlags(rest, FLAGS, true);
  switch (verb) {
    case 'create': {
      if (positionals.length) throw new CliError(`unexpected argument '${positionals[0]}'\n${USAGE}`);
      if (values.suspended !== undefined) throw new CliError('--suspended is for account update');
      const settings = settingsFrom(values);
      if (!settings.email) throw new CliError(`--email is required\n${USAGE}`);
      const { accountId } = await withDatabase((db) => createAccount(db, { ...settings, email: settings.email! }));
      printJson({ account_id: accountId });
      return 0;
    }
    case 'update': {
      const id = positionals[0];
      if (!id || positionals.length > 1) throw new CliError(`update takes one account id\n${USAGE}`);
      const settings = settingsFrom(values);
      if (!Object.keys(settings).length) throw new CliError(`nothing to update\n${USAGE}`);
      const shown = await withDatabase(async (db) => {
        await updateAccount(db, id, settings);
        return showAccount(db, id);
      });
      printJson(shown);
      return 0;
    }
    case 'show': {
      const id = positionals[0];
      if (!id || positionals.length > 1 || Object.keys(values).length) throw new CliError(`show takes one account id\n${USAGE}`);
      printJson(await withDatabase((db) => showAccount(db, id)));
      return 0;
    }
    default:
      throw new CliError(USAGE);
  }
}
