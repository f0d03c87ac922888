import { normalizeBurmese } from './normalize';
import { splitSyllables } from './syllables';

/**
 * The pronunciation lexicon's word lists: tab-separated `word<TAB>IPA` lines (IPA syllables separated
 * by spaces, tones as in the CLI: à low, á high, a̰ creaky, aʔ checked, ə reduced). `#` starts a comment.
 */
export interface WordEntry {
  line: number;
  word: string;
  ipa: string;
}

/**
 * One spelling for what can be written two ways: ɡ, ɛ̀ ɛ́ (not Greek ὲ έ), ŋ̥ (not ŋ̊), and the tone mark
 * on the first vowel letter of the rime (leɪ̀ɴ -> lèɪɴ).
 */
function normalizeIpa(ipa: string): string {
  return unifySymbols(ipa).trim().split(/\s+/).map(markOnFirstVowel).join(' ');
}

/** Symbols with another spelling in the project's notation. */
const OTHER_SPELLINGS = /[g\u1F72\u03AD\u030A]/;

/** ɡ for g, Latin ɛ̀ ɛ́ for Greek ὲ έ, ŋ̥ for ŋ̊ (NFC). */
function unifySymbols(ipa: string): string {
  if (!OTHER_SPELLINGS.test(ipa)) return ipa.normalize('NFC');
  return ipa.normalize('NFC').replace(/g/g, 'ɡ').replace(/\u1F72/g, 'ɛ\u0300').replace(/\u03AD/g, 'ɛ\u0301')
    .replace(/ŋ\u030A/g, 'ŋ\u0325').normalize('NFC');
}

function markOnFirstVowel(syl: string): string {
  // Fast path: nothing marked after the first vowel (its own mark may follow it or be precomposed: à).
  const v = syl.search(VOWEL_NFC);
  const after = syl.slice(v + 1).replace(/^[\u0300\u0301\u0330]/, '');
  if (v < 0 || !MARKED.test(after)) return syl;
  const d = syl.normalize('NFD');
  // Two marks is an error the checker must see: leave the syllable as written.
  if ((d.match(MARKS) ?? []).length > 1) return syl;
  const mark = d.match(MARKS)?.[0];
  const at = d.search(VOWEL);
  if (!mark || at < 0) return syl;
  const bare = d.replace(MARKS, '');
  return (bare.slice(0, at + 1) + mark + bare.slice(at + 1)).normalize('NFC');
}

export function parseWordList(text: string): WordEntry[] {
  const out: WordEntry[] = [];
  text.split('\n').forEach((raw, k) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const [word = '', ipa = ''] = line.split('\t').map((s) => s.trim());
    out.push({ line: k + 1, word: normalizeBurmese(word), ipa: normalizeIpa(ipa) });
  });
  return out;
}

const BASE_ONSETS = [
  'tɕʰ', 'tɕ', 'dʑ', 'kʰ', 'sʰ', 'tʰ', 'pʰ', 'm̥', 'n̥', 'ɲ̥', 'ŋ̥',
  'k', 'ɡ', 'ŋ', 's', 'z', 'ɲ', 't', 'd', 'n', 'p', 'b', 'm', 'j', 'l', 'w', 'θ', 'ð', 'h', 'ʔ', 'ʃ', 'ɹ', 'ɬ', 'ʍ',
];
const ONSET = new RegExp(`^(${BASE_ONSETS.map((o) => o.normalize('NFD')).join('|')})?j?w?$`);
const RIMES = new Set([
  'a', 'i', 'u', 'e', 'ɛ', 'ɔ', 'o', 'aɴ', 'ɪɴ', 'eɪɴ', 'oʊɴ', 'aʊɴ', 'aɪɴ', 'ʊɴ',
  'ɛʔ', 'aʊʔ', 'aɪʔ', 'ɪʔ', 'aʔ', 'eɪʔ', 'oʊʔ', 'ʊʔ', 'ə',
]);
const VOWEL = /[aeiouɛɔɪʊə]/;
const MARKS = /[\u0300\u0301\u0330]/g;
/** A vowel letter, also precomposed with a tone mark (NFC). */
const VOWEL_NFC = /[aeiouɛɔɪʊəàáèéìíòóùú]/;
const MARKED = /[\u0300\u0301\u0330àáèéìíòóùú]/;

/** Why one IPA syllable is not in the project's notation, or undefined when it is. */
export function checkIpaSyllable(syl: string): string | undefined {
  const d = unifySymbols(syl).normalize('NFD');
  const at = d.search(VOWEL);
  if (at < 0) return 'no vowel';
  const onset = d.slice(0, at);
  if (!ONSET.test(onset)) return `unknown onset "${onset.normalize('NFC')}"`;
  const rest = d.slice(at);
  const marks = rest.match(MARKS) ?? [];
  const rime = rest.replace(MARKS, '');
  if (!RIMES.has(rime)) return `unknown rime "${rime}"`;
  if (onset.length > 1 && onset.endsWith('w') && rime.startsWith('ʊ')) return 'w before ʊ (ွန် ွတ် are ʊɴ ʊʔ: the w is the vowel)';
  const toneless = rime === 'ə' || rime.endsWith('ʔ');
  if (toneless && marks.length) return `"${rime}" takes no tone mark`;
  if (!toneless && marks.length !== 1) return 'needs one tone mark (grave low, acute high, tilde below creaky)';
  return undefined;
}

export interface EntryProblem extends WordEntry {
  why: string;
}

/** Entries that would be ignored or misread: wrong syllable count, unknown symbols, conflicting duplicates. */
export function checkEntries(entries: WordEntry[]): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const seen = new Map<string, string>();
  for (const e of entries) {
    if (!e.word || !e.ipa) {
      problems.push({ ...e, why: 'needs a word, a tab, and its IPA' });
      continue;
    }
    if (/[^\u1000-\u109F]/.test(e.word)) {
      problems.push({ ...e, why: 'the word has characters that are not Burmese letters' });
      continue;
    }
    const written = splitSyllables(e.word);
    const sylls = e.ipa.split(' ');
    if (written.length !== sylls.length) {
      problems.push({ ...e, why: `${written.length} written syllables (${written.join('|')}) but ${sylls.length} in the IPA` });
      continue;
    }
    for (const s of sylls) {
      const why = checkIpaSyllable(s);
      if (why) problems.push({ ...e, why: `${s}: ${why}` });
    }
    const before = seen.get(e.word);
    if (before !== undefined && before !== e.ipa) problems.push({ ...e, why: `listed before as ${before}` });
    seen.set(e.word, e.ipa);
  }
  return problems;
}

/**
 * One reading per word from several lists, each list an independent annotator: where lists read a word
 * differently, the reading most lists give wins; a tie leaves the word out, so the rules read it.
 */
export function mergeWordLists(lists: readonly string[]): { words: Map<string, string>; conflicts: string[] } {
  const readings = new Map<string, Map<string, number>>();
  for (const list of lists) {
    for (const e of parseWordList(list)) {
      let votes = readings.get(e.word);
      if (!votes) readings.set(e.word, (votes = new Map()));
      votes.set(e.ipa, (votes.get(e.ipa) ?? 0) + 1);
    }
  }
  const words = new Map<string, string>();
  const conflicts: string[] = [];
  for (const [word, votes] of readings) {
    let best = '';
    let most = 0;
    let tied = false;
    for (const [ipa, count] of votes) {
      if (count > most) [best, most, tied] = [ipa, count, false];
      else if (count === most) tied = true;
    }
    if (tied) conflicts.push(word);
    else words.set(word, best);
  }
  return { words, conflicts };
}
