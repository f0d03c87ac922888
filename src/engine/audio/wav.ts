/** 16-bit mono PCM WAV (RIFF) writer. */
import type { Pcm } from '../types';

export const WAV_HEADER_BYTES = 44;

export function encodeWav({ samples, sampleRate }: Pcm): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  const body = new Int16Array(out.buffer, out.byteOffset + WAV_HEADER_BYTES, samples.length);
  body.set(samples);
  return out;
}

/** Duration of a WAV written by encodeWav, from its header: data bytes / (2 x sample rate). */
export function wavDurationSeconds(wav: Uint8Array): number {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return view.getUint32(40, true) / 2 / view.getUint32(24, true);
}
