import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createInterface } from 'node:readline';

export interface CliCommand {
  run(argv: string[]): Promise<number | void>;
}

/** A bad invocation or a refused operation: printed as one clear line on stderr, non-zero exit. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}

/** node:util parseArgs with errors turned into CliError (unknown flags, missing values). */
export function parseFlags<T extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

/** Reads stdin a line at a time and writes one output line per input line, in order. */
export async function mapLines(transform: (line: string) => string | Promise<string>): Promise<void> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const out: string[] = [];
  const flush = () => {
    if (out.length) process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  };
  for await (const line of rl) {
    out.push(await transform(line));
    if (out.length >= 512) flush();
  }
  flush();
}

export async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function parseIntFlag(name: string, value: string | undefined, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new CliError(`--${name} must be a whole number >= ${min}, got '${value}'`);
  }
  return Number(value);
}
