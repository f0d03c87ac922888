import { CliError, type CliCommand } from './cli-kit';

/**
 * Every `zaga` command, by its first word. Each module exports `run(argv)`; loading is lazy so that
 * `zaga phonemize` does not pay for the database client and `zaga account` does not load the engine.
 */
const COMMANDS: Record<string, { summary: string; load: () => Promise<CliCommand> }> = {
  account: { summary: 'create, update or show an account', load: () => import('./commands/account') },
  key: { summary: 'create, revoke or rotate an API key', load: () => import('./commands/key') },
  service: { summary: 'set the service mode: normal, read_only, disabled', load: () => import('./commands/service') },
  phonemize: { summary: 'Burmese text to IPA (stdin to stdout, a line per line)', load: () => import('./commands/phonemize') },
  normalize: { summary: 'text as it will be spoken (stdin to stdout)', load: () => import('./commands/normalize') },
  say: { summary: 'speak stdin to an audio file', load: () => import('./commands/say') },
};

function usage(): string {
  const rows = Object.entries(COMMANDS).map(([name, c]) => `  zaga ${name.padEnd(10)} ${c.summary}`);
  return ['usage: zaga <command> [options]', '', ...rows].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage() + '\n');
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`zaga: unknown command '${name}'\n\n${usage()}\n`);
    return 2;
  }
  try {
    const mod = await command.load();
    return (await mod.run(rest)) ?? 0;
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`zaga ${name}: ${error.message}\n`);
      return error.exitCode;
    }
    process.stderr.write(`zaga ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
