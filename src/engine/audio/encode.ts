/** Encoding to the two output formats, and exact durations of the encoded bytes. */
import { SpeechSynthesizer } from '../synth/speech-synthesizer';
import type { Pcm } from '../types';
import { mp3Info } from './mp3';
import { encodeWav, wavDurationSeconds } from './wav';

export const AUDIO_FORMATS = ['mp3', 'wav'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export const AUDIO_CONTENT_TYPES: Record<AudioFormat, string> = { mp3: 'audio/mpeg', wav: 'audio/wav' };

export interface EncodeOptions {
  synthesizer?: SpeechSynthesizer;
  kbps?: number;
  signal?: AbortSignal;
}

/** WAV is written on the caller's thread (a header and a copy); MP3 is encoded on the worker pool. */
export async function encodeAudio(pcm: Pcm, format: AudioFormat, options: EncodeOptions = {}): Promise<Buffer> {
  if (format === 'wav') return encodeWav(pcm);
  const synthesizer = options.synthesizer ?? SpeechSynthesizer.shared();
  const mp3 = await synthesizer.encodeMp3(pcm, { kbps: options.kbps, signal: options.signal });
  return Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength);
}

/** The playing time of encoded audio, as a decoder reports it (samples / sample rate). */
export function audioDurationSeconds(audio: Uint8Array, format: AudioFormat): number {
  if (format === 'wav') return wavDurationSeconds(audio);
  const info = mp3Info(audio);
  return info.frames === 0 ? 0 : info.samples / info.sampleRate;
}
