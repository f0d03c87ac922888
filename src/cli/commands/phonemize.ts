import { mapLines, parseFlags } from '../cli-kit';
import { phonemize } from '../../engine/frontend';

/** `zaga phonemize`: one Burmese word or phrase a line on stdin, its IPA a line on stdout. */
export async function run(argv: string[]): Promise<void> {
  parseFlags(argv, {});
  await mapLines((line) => phonemize(line));
}
