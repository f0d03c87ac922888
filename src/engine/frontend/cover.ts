/** A listed word found in a longer one: where it starts and how many written syllables it covers. */
export interface Match<T> {
  at: number;
  length: number;
  entry: T;
}

/**
 * The listed words that cover a word of `n` written syllables best: as few syllables left to the rules as
 * possible, then as few pieces as possible (ABCD read as AB + CD rather than ABC + D), earlier and longer
 * matches first. `entryAt(i, k)` gives the listed word spelt by syllables i..i+k-1, if any; no match is
 * longer than `longest`.
 */
export function coverWithEntries<T>(n: number, longest: number, entryAt: (i: number, k: number) => T | undefined): Match<T>[] {
  const cost = new Float64Array(n + 1).fill(Infinity);
  const back: (Match<T> | undefined)[] = new Array(n + 1);
  cost[0] = 0;
  for (let i = 0; i < n; i++) {
    const here = cost[i] as number;
    if (here === Infinity) continue;
    // one syllable for the rules
    if (here + UNLISTED_COST < (cost[i + 1] as number)) {
      cost[i + 1] = here + UNLISTED_COST;
      back[i + 1] = undefined;
    }
    for (let k = Math.min(longest, n - i); k > 0; k--) {
      const entry = entryAt(i, k);
      if (entry !== undefined && here + ENTRY_COST < (cost[i + k] as number)) {
        cost[i + k] = here + ENTRY_COST;
        back[i + k] = { at: i, length: k, entry };
      }
    }
  }
  const out: Match<T>[] = [];
  for (let at = n; at > 0; ) {
    const m = back[at];
    if (m) {
      out.push(m);
      at = m.at;
    } else at--;
  }
  return out.reverse();
}
const UNLISTED_COST = 1;
const ENTRY_COST = 0.5;
