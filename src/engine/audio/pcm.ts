/** PCM helpers: silence trimming, joining pieces with their pauses, and cutting at quiet points. */
import type { Pcm } from '../types';

/** |sample| at or below this counts as silence (about -40 dBFS). */
const SILENCE_LEVEL = 330;
/** Silence kept at the start and end of each spoken piece, so words do not collide. */
const KEEP_LEAD_MS = 30;
const KEEP_TRAIL_MS = 60;
/** No pause from the plan is rendered longer than this. */
export const MAX_PAUSE_MS = 1000;

/** Removes leading and trailing silence beyond a short margin. An all-silent piece becomes empty. */
export function trimSilence(samples: Int16Array, sampleRate: number): Int16Array {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]!) <= SILENCE_LEVEL) first++;
  if (first === samples.length) return samples.subarray(0, 0);
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) <= SILENCE_LEVEL) last--;
  const start = Math.max(0, first - Math.round((KEEP_LEAD_MS * sampleRate) / 1000));
  const end = Math.min(samples.length, last + 1 + Math.round((KEEP_TRAIL_MS * sampleRate) / 1000));
  return samples.subarray(start, end);
}

export interface TimedPiece {
  samples: Int16Array;
  pauseAfterMs: number;
}

/** Joins trimmed pieces, inserting each piece's pause after it (none after the last). */
export function joinPieces(pieces: TimedPiece[], sampleRate: number): Pcm {
  const trimmed = pieces.map((piece) => trimSilence(piece.samples, sampleRate));
  const pauses = pieces.map((piece, i) =>
    i === pieces.length - 1 ? 0 : Math.round((Math.min(piece.pauseAfterMs, MAX_PAUSE_MS) * sampleRate) / 1000),
  );
  const total = trimmed.reduce((sum, samples, i) => sum + samples.length + pauses[i]!, 0);
  const out = new Int16Array(total);
  let offset = 0;
  trimmed.forEach((samples, i) => {
    out.set(samples, offset);
    offset += samples.length + pauses[i]!;
  });
  return { sampleRate, samples: out };
}

const QUIET_WINDOW_MS = 10;
const SEARCH_RADIUS_S = 3;

/**
 * Cuts PCM into `count` consecutive chunks of about equal length, each cut placed in the quietest 10 ms
 * window within a few seconds of the even split point (a pause, where an encoder seam cannot be heard).
 */
export function splitAtQuietPoints(pcm: Pcm, count: number): Int16Array[] {
  const { samples, sampleRate } = pcm;
  const window = Math.round((QUIET_WINDOW_MS * sampleRate) / 1000);
  const cuts = [0];
  for (let k = 1; k < count; k++) {
    const target = Math.round((samples.length * k) / count);
    const from = Math.max(cuts[cuts.length - 1]! + window, target - SEARCH_RADIUS_S * sampleRate);
    const to = Math.min(samples.length - window, target + SEARCH_RADIUS_S * sampleRate);
    let best = target;
    let bestEnergy = Infinity;
    for (let start = from; start <= to; start += window) {
      let energy = 0;
      for (let i = start; i < start + window; i++) energy += Math.abs(samples[i]!);
      if (energy < bestEnergy) {
        bestEnergy = energy;
        best = start + (window >> 1);
      }
    }
    cuts.push(best);
  }
  cuts.push(samples.length);
  return cuts.slice(1).map((end, i) => samples.subarray(cuts[i]!, end));
}
