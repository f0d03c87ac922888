import { CliError, parseFlags, readAllStdin } from '../cli-kit';
import { NUMBER_MODES, type NumberMode } from '../../engine/types';
import { normalizeForSpeech } from '../../engine/frontend';

function numberMode(value: string | undefined): NumberMode {
  const mode = value ?? 'smart';
  if (!(NUMBER_MODES as readonly string[]).includes(mode)) {
    throw new CliError(`--number-mode must be one of ${NUMBER_MODES.join(', ')}, got '${mode}'`);
  }
  return mode as NumberMode;
}

/** `zaga normalize [--number-mode MODE]`: stdin as it will be spoken (Zawgyi decoded, numbers written out). */
export async function run(argv: string[]): Promise<void> {
  const { values } = parseFlags(argv, { 'number-mode': { type: 'string' } });
  const mode = numberMode(values['number-mode']);
  process.stdout.write(normalizeForSpeech(await readAllStdin(), mode));
}
