import { SERVICE_MODES, setServiceMode, type ServiceMode } from '~/server/domain/service/service-mode';
import { CliError, parseFlags, printJson } from '../cli-kit';
import { withDatabase } from '../with-database';

const USAGE = `usage: zaga service mode ${SERVICE_MODES.join('|')} [--notice TEXT]`;

export async function run(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb !== 'mode') throw new CliError(USAGE);
  const { values, positionals } = parseFlags(rest, { notice: { type: 'string' } }, true);
  const mode = positionals[0];
  if (positionals.length !== 1 || !(SERVICE_MODES as readonly string[]).includes(mode!)) throw new CliError(USAGE);
  const state = await withDatabase((db) => setServiceMode(db, mode as ServiceMode, values.notice));
  printJson(state);
  return 0;
}
