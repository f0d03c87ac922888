import { normalizeBurmese } from './normalize';

/** Entries are written naturally (ါ, any mark order) and stored in normalised spelling. */
const normalized = (words: string[]): ReadonlySet<string> => new Set(words.map(normalizeBurmese));

/**
 * Pronunciation knowledge the spelling rules cannot see, written by the project from Burmese grammar
 * and well-known irregular words (no entries are taken from any dictionary or measurement table).
 */

/** Words read differently from their spelling: written form -> IPA syllables. */
const IRREGULAR: Readonly<Record<string, string>> = {
  မြန်မာ: 'mjə mà', // Myanmar: first syllable reduced
  ကျွန်တော်: 'tɕə nɔ̀', // I (male speaker)
  ကျွန်မ: 'tɕə ma̰', // I (female speaker)
  ကျွန်ုပ်: 'tɕə noʊʔ', // I (formal)
  ကလေး: 'kʰə lé', // child: aspirated onset
  ခေါင်း: 'ɡáʊɴ', // head: voiced onset
  နှာခေါင်း: 'n̥ə kʰáʊɴ', // nose
  စကား: 'zə ɡá', // speech, word
  ကစား: 'ɡə zá', // play
  ပညာ: 'pjɪ̀ɴ ɲà', // knowledge: Pali geminate ññ
  တံခါး: 'də ɡá', // door
  ဘုရား: 'pʰə já', // Buddha, pagoda
  ယောက်ျား: 'jaʊʔ tɕá', // man: written ျ after a final
  မိန်းမ: 'méɪɴ ma̰', // woman: final မ keeps its vowel
  လက်ဖက်: 'lə pʰɛʔ', // tea leaf
  ဘယ်: 'bɛ̀', // which
  သို့: 'θo̰', // to, thus
};
export const IRREGULAR_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(IRREGULAR).map(([w, ipa]) => [normalizeBurmese(w), ipa]),
);

/**
 * Grammatical morphemes that always take voicing sandhi after an open or nasal syllable:
 * nominalisers, particles, the suffix "big", agent and member suffixes, common classifiers.
 */
export const VOICING_MORPHEMES = normalized([
  'ကြီး', 'ချက်', 'ခြင်း', 'ပါ', 'တယ်', 'ကို', 'သော', 'သည်', 'သူ', 'သား', 'သမား', 'စရာ', 'တော်',
  'ကောင်', 'ခု', 'ခန်း', 'ပဲ', 'ပေါ့', 'တဲ့', 'ပြီ', 'သလဲ', 'သလား',
]);

/**
 * Verbs that, as the second part of an object + verb compound, keep their voiceless onset
 * (ဆေးထိုး sʰé tʰó, ထမင်းစား tʰə mɪ́ɴ sá).
 */
export const VOICELESS_MORPHEMES = normalized([
  'ပြု', 'ပေး', 'ထား', 'ထိုး', 'ဖြစ်', 'ပျက်', 'ဖျက်', 'ကိုင်', 'ဖွင့်', 'ပိတ်', 'စား', 'သောက်',
  'ထုတ်', 'တင်', 'ကျ', 'တည်', 'ပို့',
]);

/** Non-final syllables read reduced although they are not bare consonants: "one", and တံ in တံဆိပ်. */
export const REDUCED_PREFIXES = normalized(['တစ်', 'တံ']);

/**
 * Reduced prefixes that are morphemes of their own and block sandhi on the next onset: the
 * nominalising prefix အ- (အတွင်း ʔə twɪ́ɴ, အပြင် ʔə pjɪ̀ɴ) and the negative မ- (မကောင်း mə káʊɴ).
 */
export const BLOCKING_PREFIXES = normalized(['အ', 'မ']);

/** Reduced first syllables after which the next onset is voiced, aspirated or not (တံခါး də ɡá). */
export const VOICING_PREFIXES = normalized(['တံ']);
