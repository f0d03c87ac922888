/**
 * The engine's public API: the Burmese text front end, the official voices, synthesis on the worker
 * pool and audio encoding. Plain TypeScript: no Next, tRPC or database imports.
 */
import { encodeAudio, audioDurationSeconds, type AudioFormat } from './audio/encode';
import { planSpeech } from './frontend/index';
import { NothingToSpeakError } from './synth/errors';
import { SpeechSynthesizer } from './synth/speech-synthesizer';
import { synthesize, type SynthesizeOptions } from './synth/synthesize';
import type { NumberMode, Pcm, SpeechPlan } from './types';
import { DEFAULT_VOICE_ID } from './voices';

export * from './frontend/index';
export * from './types';
export {
  DEFAULT_VOICE_ID,
  defaultVoice,
  findVoice,
  OFFICIAL_VOICE_SOURCE,
  previewText,
  VOICES,
  type Voice,
} from './voices';
export {
  EngineError,
  NothingToSpeakError,
  PieceTimeoutError,
  SynthesisCancelledError,
  SynthesisError,
  SynthesizerClosedError,
  UnknownVoiceError,
  type EngineErrorCode,
} from './synth/errors';
export { DEFAULT_PIECE_TIMEOUT_MS, SAMPLE_RATE, SpeechSynthesizer } from './synth/speech-synthesizer';
export { resolveVoice, synthesize, synthesizePieces, type SpokenPiece, type SynthesizeOptions } from './synth/synthesize';
export { AUDIO_CONTENT_TYPES, AUDIO_FORMATS, audioDurationSeconds, encodeAudio, type AudioFormat } from './audio/encode';
export { DEFAULT_MP3_KBPS } from './audio/mp3';
export { encodeWav } from './audio/wav';

export interface SpeakOptions extends Omit<SynthesizeOptions, 'onProgress'> {
  voiceId?: string;
  numberMode?: NumberMode;
  format?: AudioFormat;
}

export interface SpeakResult {
  audio: Buffer;
  format: AudioFormat;
  durationSeconds: number;
  pcm: Pcm;
  plan: SpeechPlan;
}

/** Text in, encoded audio out: the front end, synthesis and encoding in one call (CLI, voice previews). */
export async function speak(text: string, options: SpeakOptions = {}): Promise<SpeakResult> {
  const { voiceId = DEFAULT_VOICE_ID, numberMode = 'smart', format = 'mp3', ...rest } = options;
  const plan = planSpeech(text, { numberMode });
  if (plan.pieces.length === 0) throw new NothingToSpeakError();
  const pcm = await synthesize(plan, voiceId, rest);
  const audio = await encodeAudio(pcm, format, { synthesizer: rest.synthesizer, signal: rest.signal });
  return { audio, format, durationSeconds: audioDurationSeconds(audio, format), pcm, plan };
}

/** Stops the shared worker pool (call before a short-lived process exits). */
export function closeEngine(): Promise<void> {
  return SpeechSynthesizer.closeShared();
}
