/** Test-only helpers: decode our WAV and MP3 output and measure it. */
import { MPEGDecoder } from 'mpg123-decoder';
import type { Pcm } from '../types';

export interface DecodedWav extends Pcm {
  channels: number;
  bitsPerSample: number;
}

/** Parses a RIFF/WAVE file chunk by chunk (independently of the writer's fixed 44-byte layout). */
export function parseWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a RIFF/WAVE file');
  if (view.getUint32(4, true) !== bytes.length - 8) throw new Error('RIFF size does not match the file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const size = view.getUint32(offset + 4, true);
    if (tag(offset) === 'fmt ') {
      if (view.getUint16(offset + 8, true) !== 1) throw new Error('not PCM');
      format = {
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    } else if (tag(offset) === 'data') {
      if (!format) throw new Error('data before fmt');
      if (offset + 8 + size !== bytes.length) throw new Error('data chunk size does not match the file');
      const samples = new Int16Array(size / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(offset + 8 + i * 2, true);
      return { ...format, samples };
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('no data chunk');
}

/** Decodes with mpg123 (which always outputs two channels; a mono stream gives two equal ones). */
export async function decodeMp3(bytes: Uint8Array): Promise<{ sampleRate: number; samples: Float32Array; errors: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(bytes);
    return {
      sampleRate: decoded.sampleRate,
      samples: decoded.channelData[0] ?? new Float32Array(0),
      errors: decoded.errors.length,
    };
  } finally {
    decoder.free();
  }
}

/** RMS of samples in [from, to) seconds, as a fraction of full scale. */
export function rms(samples: ArrayLike<number>, sampleRate: number, from: number, to: number, fullScale = 32768): number {
  const start = Math.max(0, Math.floor(from * sampleRate));
  const end = Math.min(samples.length, Math.floor(to * sampleRate));
  let sum = 0;
  for (let i = start; i < end; i++) sum += (samples[i]! / fullScale) ** 2;
  return end > start ? Math.sqrt(sum / (end - start)) : 0;
}

/** Longest run of near-silence (|x| below 1% of full scale) strictly inside the track, in seconds. */
export function longestInnerSilence(samples: ArrayLike<number>, sampleRate: number, fullScale = 32768): number {
  const level = fullScale * 0.01;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]!) < level) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) < level) last--;
  let longest = 0;
  let run = 0;
  for (let i = first; i <= last; i++) {
    run = Math.abs(samples[i]!) < level ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest / sampleRate;
}

/** Median fundamental frequency of voiced 40 ms frames, by autocorrelation over 60-400 Hz. */
export function medianPitchHz(pcm: Pcm): number {
  const { samples, sampleRate } = pcm;
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 60);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i]! * samples[i]!;
    if (Math.sqrt(energy / frame) < 1500) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = start; i < start + frame; i++) sum += samples[i]! * samples[i + lag]!;
      if (sum > best) {
        best = sum;
        bestLag = lag;
      }
    }
    if (bestLag > 0 && best > 0.5 * energy) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}
