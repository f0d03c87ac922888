/** MP3 encoding (LAME compiled to WebAssembly, mono, CBR) and exact MP3 duration from the frame headers. */
import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import type { Pcm } from '../types';

export const DEFAULT_MP3_KBPS = 48;
const CBR_KBPS = [8, 16, 24, 32, 40, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320] as const;
type CbrKbps = (typeof CBR_KBPS)[number];

/** Samples handed to LAME per call (whole frames). */
const ENCODE_BLOCK = 1152 * 16;

/** One encoder per thread, made once (compiling the WebAssembly module is the slow part). */
let encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | undefined;

/**
 * Encodes mono PCM as a self-contained CBR MP3 stream. Streams encoded separately can be concatenated:
 * each begins with a frame that needs no earlier frame's data.
 */
export async function encodeMp3(pcm: Pcm, kbps = DEFAULT_MP3_KBPS): Promise<Uint8Array> {
  if (!(CBR_KBPS as readonly number[]).includes(kbps)) throw new Error(`unsupported MP3 bitrate ${kbps} kbps`);
  const lame = await (encoder ??= createMp3Encoder());
  lame.configure({ channels: 1, sampleRate: pcm.sampleRate, bitrate: kbps as CbrKbps });
  const block = new Float32Array(ENCODE_BLOCK);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < pcm.samples.length; start += ENCODE_BLOCK) {
    const n = Math.min(ENCODE_BLOCK, pcm.samples.length - start);
    for (let i = 0; i < n; i++) block[i] = pcm.samples[start + i]! / 32768;
    // The encoder returns a view into its own memory, reused by the next call: copy it out.
    parts.push(lame.encode([block.subarray(0, n)]).slice());
  }
  parts.push(lame.finalize().slice());
  return concatBytes(parts);
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// Layer III tables. Version bits: 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  /** From the first frame's channel mode (3 = mono). */
  channels: number;
  /** Samples a decoder outputs: frames x samples per frame (no gapless trimming: we write no LAME tag). */
  samples: number;
}

/** Walks the Layer III frame headers of an MP3 stream (as written by encodeMp3, no ID3 tag). */
export function mp3Info(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    const version = (b1 >> 3) & 3;
    const rates = SAMPLE_RATES[version];
    const layerIII = ((b1 >> 1) & 3) === 1;
    const bitrateIndex = b2 >> 4;
    const rate = rates?.[(b2 >> 2) & 3];
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || !layerIII || !rate || bitrateIndex === 0 || bitrateIndex === 15) {
      throw new Error(`not an MP3 Layer III frame at byte ${offset}`);
    }
    const mpeg1 = version === 3;
    const kbps = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]!;
    const padding = (b2 >> 1) & 1;
    offset += Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / rate) + padding;
    samples += mpeg1 ? 1152 : 576;
    sampleRate = rate;
    channels ||= (bytes[offset + 3]! >> 6) === 3 ? 1 : 2;
    frames++;
  }
  if (offset !== bytes.length) throw new Error('MP3 stream ends inside a frame');
  return { frames, sampleRate, channels, samples };
}
