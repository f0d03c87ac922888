/**
 * Checks word-list files of the pronunciation lexicon (src/engine/frontend/lexicon/*.ts):
 * every entry must have one IPA syllable per written syllable, and every IPA syllable must be made of
 * the project's onsets, rimes and tone marks. Usage: npx tsx scripts/lexicon-check.ts [FILE...]
 * Given files, it also says how many of their words other list files already hold (not a problem: a word
 * several lists agree on is settled by majority, but a new list is worth most where it adds new words).
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkEntries, parseWordList } from '../src/engine/frontend/lexicon-words';

const dir = resolve('src/engine/frontend/lexicon');
const allFiles = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'morphemes.ts')
  .map((f) => join(dir, f));
const named = process.argv.slice(2).map((f) => resolve(f));
const files = named.length ? named : allFiles;

async function wordsOf(file: string): Promise<string[] | undefined> {
  const mod = (await import(pathToFileURL(file).href)) as { WORDS?: string };
  return typeof mod.WORDS === 'string' ? parseWordList(mod.WORDS).map((e) => e.word) : undefined;
}
const elsewhere = new Set<string>();
if (named.length) for (const f of allFiles) if (!named.includes(f)) for (const w of (await wordsOf(f)) ?? []) elsewhere.add(w);

let bad = 0;
let total = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(file).href)) as { WORDS?: string };
  if (typeof mod.WORDS !== 'string') {
    console.log(`${file}: exports no WORDS string`);
    bad++;
    continue;
  }
  const entries = parseWordList(mod.WORDS);
  const problems = checkEntries(entries);
  total += entries.length;
  bad += problems.length;
  for (const p of problems) console.log(`${file}:${p.line}: ${p.word}\t${p.ipa}\t-- ${p.why}`);
  const known = named.length ? `, ${entries.filter((e) => elsewhere.has(e.word)).length} already in other lists` : '';
  console.log(`${file}: ${entries.length} entries, ${problems.length} problems${known}`);
}
console.log(`${total} entries, ${bad} problems`);
process.exit(bad ? 1 : 0);
