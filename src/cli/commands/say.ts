import { writeFile } from 'node:fs/promises';
import { AUDIO_FORMATS, closeEngine, findVoice, NUMBER_MODES, speak, VOICES, type AudioFormat, type NumberMode } from '~/engine';
import { CliError, parseFlags, readAllStdin } from '../cli-kit';

const USAGE = 'usage: zaga say [--voice ID] [--format mp3|wav] [--number-mode MODE] --out FILE  (text on stdin)';

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new CliError(`--${name} must be one of ${allowed.join(', ')}, got '${value}'`);
  return value as T;
}

/** Speaks stdin to an audio file and prints its duration. */
export async function run(argv: string[]): Promise<number> {
  const { values } = parseFlags(argv, {
    voice: { type: 'string' },
    format: { type: 'string' },
    'number-mode': { type: 'string', default: 'smart' },
    out: { type: 'string' },
  });
  if (!values.out) throw new CliError(`--out is required\n${USAGE}`);
  if (values.voice && !findVoice(values.voice)) {
    throw new CliError(`unknown voice '${values.voice}'; voices: ${VOICES.map((voice) => voice.id).join(', ')}`);
  }
  const format = oneOf<AudioFormat>('format', values.format ?? (values.out.endsWith('.wav') ? 'wav' : 'mp3'), AUDIO_FORMATS);
  const numberMode = oneOf<NumberMode>('number-mode', values['number-mode'], NUMBER_MODES);
  const text = await readAllStdin();
  if (!text.trim()) throw new CliError('nothing to say: stdin is empty');
  try {
    const result = await speak(text, { voiceId: values.voice, format, numberMode });
    await writeFile(values.out, result.audio);
    process.stderr.write(
      `${values.out}: ${format}, ${result.durationSeconds.toFixed(2)} s, ${result.plan.characters} characters, ${result.plan.pieces.length} pieces\n`,
    );
    return 0;
  } finally {
    await closeEngine();
  }
}
