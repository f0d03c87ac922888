import { normalizeBurmese } from './normalize';
import { reducedBeforeLabial, spellOut, splitSyllables } from './syllables';
import { WORD_LISTS } from './lexicon/index';
import { MORE_PREDICATE_VERBS, MORE_VOICING_MORPHEMES } from './lexicon/morphemes';
import { mergeWordLists } from './lexicon-words';

/**
 * Entries are written naturally (ါ, any mark order, stacks) and stored the way the syllable splitter
 * sees them: normalised, stacks opened (ကမ္ဘာ -> ကမ်ဘာ).
 */
const normalized = (words: string[]): ReadonlySet<string> => new Set(words.map((w) => spellOut(normalizeBurmese(w))));

/** A morpheme list of ./lexicon/morphemes.ts: one a line, `#` comments. */
const morphemeLines = (text: string): string[] =>
  text.split('\n').map((l) => l.replace(/#.*$/, '').trim()).filter(Boolean);

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
  ကျွန်တော့်: 'tɕə nɔ̰', // my (male speaker)
  ခင်ဗျား: 'kʰə mjá', // you (to a man): the nasal of ခင် makes ဗျ m
  ခင်ဗျာ: 'kʰə mjà', // polite final (male speaker)
  ကလေး: 'kʰə lé', // child: aspirated onset
  ခေါင်း: 'ɡáʊɴ', // head: voiced onset
  နှာခေါင်း: 'n̥ə kʰáʊɴ', // nose
  စကား: 'zə ɡá', // speech, word
  စာရင်း: 'sə jɪ́ɴ', // list, account: စာ reduced
  ကစား: 'ɡə zá', // play
  ပညာ: 'pjɪ̀ɴ ɲà', // knowledge: Pali geminate ññ
  တံခါး: 'də ɡá', // door
  ဘုရား: 'pʰə já', // Buddha, pagoda
  ယောက်ျား: 'jaʊʔ tɕá', // man: written ျ after a final
  မိန်းမ: 'méɪɴ ma̰', // woman: final မ keeps its vowel
  လက်ဖက်: 'lə pʰɛʔ', // tea leaf
  ဘယ်: 'bɛ̀', // which
  သို့: 'θo̰', // to, thus
  ကုလား: 'kə lá', // Indian: ု reduced
  ဖိနပ်: 'pʰə naʔ', // shoe: ိ reduced
  လက်ဘက်: 'lə pʰɛʔ', // tea leaf (other spelling)
  သီချင်း: 'θə tɕʰɪ́ɴ', // song: first syllable reduced
  သူငယ်: 'θə ŋɛ̀', // child (သူငယ်ချင်း friend): သူ reduced
  သူခိုး: 'θə kʰó', // thief
  သူရဲ: 'θə jɛ́', // hero
  ဦးထုပ်: 'ʔoʊʔ tʰoʊʔ', // hat: ဦး read as a checked syllable
  သင်္ဘော: 'θɪ́ɴ bɔ́', // ship: kinzi syllable in high tone
  တနင်္ဂနွေ: 'tə nɪ́ɴ ɡə nwè', // Sunday
  တနင်္လာ: 'tə nɪ́ɴ là', // Monday
  ကုမ္ပဏီ: 'kòʊɴ pə nì', // company
  အင်္ကျီ: 'ʔɪ́ɴ dʑì', // shirt
  အင်္ဂလိပ်: 'ʔɪ́ɴ ɡə leɪʔ', // English
};
/**
 * Single syllables read differently from their spelling wherever they occur; unlike whole words they
 * still take the word rules (sandhi). ပစ် throw, shoot (and ပစ္စည်း goods) has an unwritten medial j;
 * ဘုန်း glory (ဘုန်းကြီး monk) has an aspirated onset; မြီး tail drops its medial; မည် (future
 * marker; name in နာမည်) is read mjì; ဧည့် guest is ʔɛ̰.
 */
const SYLLABLES: Readonly<Record<string, string>> = {
  ပစ်: 'pjɪʔ',
  မြီး: 'mí',
  မည်: 'mjì',
  မည့်: 'mjḭ',
  ဧည့်: 'ʔɛ̰',
  ပဉ်: 'pjɪ̀ɴ', // Pali pañca "five" (ပဉ္စမ fifth), like ပညာ
  ဘုန်း: 'pʰóʊɴ',
  // ည် read e or ɛ in these morphemes wherever they occur: full, cart, straight
  ပြည့်: 'pjḛ',
  လှည်း: 'ɬɛ́',
  တည့်: 'tɛ̰',
};
export const SYLLABLE_READINGS: ReadonlyMap<string, string> = new Map(
  Object.entries(SYLLABLES).map(([w, ipa]) => [spellOut(normalizeBurmese(w)), ipa]),
);

/**
 * Words whose last syllable reduces when more follows them in a compound (စကားလုံး zə ɡə lóʊɴ,
 * စကားပြော zə ɡə pjɔ́).
 */
const COMPOUND: Readonly<Record<string, string>> = {
  စကား: 'zə ɡə',
  ကုလား: 'kə lə', // ကုလားထိုင် chair
  လှေကား: 'ɬè ɡə', // stairs: လှေကားထစ် step
};
export const COMPOUND_FORMS: ReadonlyMap<string, string> = new Map(
  Object.entries(COMPOUND).map(([w, ipa]) => [normalizeBurmese(w), ipa]),
);

/**
 * Readings the project settled where its word lists disagree: reduplicated adjectives voice (ဖြူဖြူ),
 * a listed word keeps its reading inside compounds (ကစား, ဘာသာ, ဆံပင်, အင်္ဂလိပ်), spelling gives the tone
 * (ဒီဇိုင်း), and the usual spoken forms of a few common words.
 */
const SETTLED: Readonly<Record<string, string>> = {
  ချိုချို: 'tɕʰò dʑò',
  ဖြူဖြူ: 'pʰjù bjù',
  ခိုင်ခိုင်: 'kʰàɪɴ ɡàɪɴ',
  အင်္ဂလိပ်စာ: 'ʔɪ́ɴ ɡə leɪʔ sà',
  အင်္ဂလိပ်စကား: 'ʔɪ́ɴ ɡə leɪʔ zə ɡá',
  အားကစား: 'ʔá ɡə zá',
  စကားပြော: 'zə ɡə pjɔ́',
  ဘာသာပြန်: 'bà ðà pjàɴ',
  ဆံပင်ညှပ်: 'zə bɪ̀ɴ ɲ̥aʔ',
  ဆံပင်ဖြီး: 'zə bɪ̀ɴ pʰjí',
  ဆံပင်ရှည်: 'zə bɪ̀ɴ ʃè',
  ဒီဇိုင်း: 'dì záɪɴ',
  တကယ်: 'tə ɡɛ̀',
  ဘူတာ: 'bù dà',
  ဘူတာရုံ: 'bù dà jòʊɴ',
  သမ္မတ: 'θə mə da̰',
  မေတ္တာ: 'mjɪʔ tà',
  အမြဲ: 'ʔə mjɛ́',
  အမြဲတမ်း: 'ʔə mjɛ́ dáɴ',
  စိတ်ဝင်စား: 'seɪʔ wɪ̀ɴ zá',
  ယခင်: 'jə kʰɪ̀ɴ',
  အပြီးအပိုင်: 'ʔə pjí ʔə pàɪɴ',
  အမြီး: 'ʔə mí',
};

/**
 * Every word with a known whole-word reading: the word lists of ./lexicon (one file per domain; a word
 * the lists read differently is left to the rules), then the settled and irregular words above, which win.
 */
export const IRREGULAR_WORDS: ReadonlyMap<string, string> = new Map([
  ...mergeWordLists(WORD_LISTS).words,
  ...Object.entries({ ...SETTLED, ...IRREGULAR }).map(([w, ipa]) => [normalizeBurmese(w), ipa] as const),
]);

/** A listed word as the rules see it: its written syllables (stacks opened) and its reading. */
export interface ListedWord {
  written: readonly string[];
  ipa: string;
}

/**
 * Every listed word by its spelled-out form (the key the syllable splitter's output joins to), split
 * once here for the reader, the segmenter and the voicing votes.
 */
export const LISTED: ReadonlyMap<string, ListedWord> = new Map(
  [...IRREGULAR_WORDS].map(([w, ipa]) => {
    const written = splitSyllables(w);
    return [spellOut(w), { written, ipa: withStackConvention(written, ipa) }] as const;
  }),
);

/**
 * One reading for a ္မ stack before a labial, whoever wrote the list: its first syllable reduced
 * (ဓမ္မ də ma̰, not dàɴ ma̰, which some lists write).
 */
function withStackConvention(written: readonly string[], ipa: string): string {
  const syls = ipa.split(' ');
  if (syls.length !== written.length) return ipa;
  const reduced = (syl: string) => syl.normalize('NFD').replace(/[aeiouɛɔɪʊə].*$/u, 'ə').normalize('NFC');
  return syls.map((s, i) => (reducedBeforeLabial(written, i) ? reduced(s) : s)).join(' ');
}

/** The most written syllables of any listed word. */
export const LONGEST_WORD = Math.max(4, ...[...LISTED.values()].map((e) => e.written.length));

/**
 * Grammatical particles and auxiliaries: always voiced after an open or nasal syllable, also where a
 * long run of syllables joins two words (နေကောင်းပါတယ် nè ɡáʊɴ bà dɛ̀).
 */
export const PARTICLES = normalized([
  // verb-phrase and sentence particles, auxiliaries (V + သွား "go off, become": ငယ်သွား ŋɛ̀ ðwá)
  'ပါ', 'တယ်', 'ကို', 'သော', 'သည်', 'တဲ့', 'ပြီ', 'ပဲ', 'ပေါ့', 'သလဲ', 'သလား', 'ခဲ့', 'ကြ', 'တော့',
  'ချင်', 'ဖူး', 'သေး', 'ဖို့', 'တာ', 'သွား', 'ကြောင်း', 'ကြောင့်', 'တွေ', 'ထက်', 'စေ', 'ပေ', 'တုန်း',
  // adverb suffix after an imitative word (ဝုန်းခနဲ wóʊɴ ɡə nɛ́)
  'ခနဲ',
]);

/**
 * Morphemes that take voicing sandhi as the second part of a compound (after an open or nasal
 * syllable), aspirated onsets included. They are bound or head-like: suffixes, noun heads that a
 * modifier is put before (N+N compounds are the close-juncture type), and classifiers. Where a long
 * word joins two compounds (ခွေးလေ + ခွေးလွင့်) they stay voiceless like any other onset.
 */
export const VOICING_MORPHEMES = normalized([
  // nominalisers, agent and member suffixes, "big", "royal", companion
  'ကြီး', 'ချက်', 'ခြင်း', 'သူ', 'သား', 'သမား', 'သမီး', 'စရာ', 'တော်', 'ဖော်', 'ချင်း', 'ဆရာ',
  // classifiers and measure words
  'ကောင်', 'ခု', 'ခွက်', 'ချောင်း', 'ပြား', 'စင်း', 'စောင်', 'ထည်', 'ပုဒ်', 'ကြိမ်', 'ခါ', 'စု', 'ပိုင်း',
  'ထုပ်', 'ခြမ်း', 'စီး', 'ဆောင်', 'ခွန်း', 'ပွင့်', 'ပုံ',
  // places, buildings, institutions
  'ခန်း', 'ဆိုင်', 'တိုက်', 'ကျောင်း', 'ကန်', 'ခြံ', 'တော', 'တိုင်း', 'ကွင်း', 'ခင်း', 'ကျွန်း',
  'တောင်', 'ချောင်', 'တန်း', 'ပွဲ', 'စခန်း', 'ဌာန', 'ဆိပ်', 'ကုန်း', 'တွင်း', 'ထဲ', 'ပေါ်', 'ကြား',
  // things: plants, parts, materials, tools
  'ပင်', 'ပန်း', 'သီး', 'စေ့', 'ခက်', 'ကိုင်း', 'ဥ', 'ခုံ', 'စက်', 'ကြိုး', 'တံ', 'ဆီ', 'ဆေး', 'ခဲ',
  'ကုန်', 'စာ', 'ခေါင်း', 'ခြေ', 'ကိုယ်', 'ပေါက်', 'ပြင်', 'ချိန်', 'စဉ်', 'ခွံ', 'ကွက်', 'စည်း',
  'ဖိနပ်', 'ပုလင်း', 'ခြင်', 'ကြက်', 'ပုဇွန်', 'ကျည်', 'စပါး', 'ဆန်', 'ထန်း', 'ပဲ',
  // nouns with an aspirated onset, which otherwise stays voiceless
  'ဖတ်', 'ခြည်', 'ချပ်', 'ထပ်', 'ဖို', 'ဆံ', 'ထောင့်', 'ခွန်', 'ခေါင်', 'ချိတ်', 'ခေါက်', 'ဖုံး', 'ဖား',
  'ထီး', 'ခွေး', 'ဆား', 'ခလုတ်', 'ချေး', 'ဖက်', 'ဆုံ', 'ဆိုင်း', 'ချုပ်',
  'ခါး', 'ခုံး', 'ခွင်', 'ခွာ', 'ဆူး', 'ဆင်', 'ဆွေ', 'ဆောင်း', 'ဆို့', 'ဆွမ်း', 'ဆု', 'ထုံး', 'ထောင်',
  'ဆယ်', 'ဖယောင်း', 'ဖဲ', 'ဖုန်', 'ဖွဲ', 'ဖောင်', 'ဖျာ', 'ခရီး',
  'ခွင့်', 'ဆိတ်', 'ဆတ်', 'ဖိုး', 'ဖျင်', 'ခွေ',
  // nouns with θ, which otherwise stays voiceless: sound, iron; wood; sheep, sand, blood
  'သံ', 'သစ်', 'သိုး', 'သဲ', 'သွေး',
  // number places after သုံး လေး ငါး ကိုး (သုံးသောင်း θóʊɴ ðáʊɴ)
  'သောင်း', 'သိန်း', 'သန်း',
  // agent nouns made from verbs: ကလေးထိန်း nanny, ဗိုလ်ချုပ် general
  'ထိန်း', 'ထောက်',
  // prepared food (participle heads: ငါးကြော် fried fish)
  'ကြော်', 'ပြုတ်', 'ချဉ်', 'ခြောက်',
  ...morphemeLines(MORE_VOICING_MORPHEMES),
]);

/** Non-final syllables read reduced although they are not bare consonants: "one", and တံ in တံဆိပ်. */
export const REDUCED_PREFIXES = normalized(['တစ်', 'တံ']);

/**
 * Word-initial syllables that are minor (reduced) syllables of a compound noun: ပု (ပုလင်း bottle,
 * ပုဆိုး longyi, ပုစွန် prawn, ပုခုံး shoulder), ငါး "fish" (ငါးပိ fish paste; but ငါး "five" before a
 * classifier keeps its tone, see CLASSIFIERS), နွား "cattle" (နွားနို့ nə no̰, the w drops), and the
 * nouns that head families of compound nouns the same way: ဆံ "hair" (ဆံပင် zə bɪ̀ɴ, ဆံထုံး), ဓား
 * "knife" (ဓားမ də ma̰, ဓားပြ), ပါး "cheek" (ပါးစပ် bə zaʔ), ဝါး "bamboo" (ဝါးလုံး wə lóʊɴ, ဝါးခြမ်း)
 * and ထန်း "toddy palm" (ထန်းရည် tʰə jè). Not the pronoun သူ, which starts many phrases: its
 * reduced compounds are listed as words.
 */
export const MINOR_INITIALS = normalized(['ပု', 'ငါး', 'နွား', 'ဆံ', 'ဓား', 'ပါး', 'ဝါး', 'ထန်း']);

/**
 * Numerals that shorten to ə before a classifier or number place, which then stays voiceless:
 * တစ် tə, နှစ် n̥ə, ခုနစ် kʰʊ̀ɴ nə (တစ်ခု tə kʰṵ, နှစ်ဆယ် n̥ə sʰɛ̀).
 */
export const SHORT_NUMERALS = normalized(['တစ်', 'နှစ်', 'နစ်']);

/** Classifiers and number places (one syllable): a numeral before them keeps its full syllable (ငါးခု ŋá kʰṵ). */
export const CLASSIFIERS = normalized([
  'ခု', 'ယောက်', 'ကောင်', 'လုံး', 'ချောင်း', 'ပြား', 'စင်း', 'စီး', 'ထည်', 'အုပ်', 'ပင်', 'ပွင့်', 'ခွက်',
  'ပါး', 'ဦး', 'ပါ', 'မျိုး', 'ခါ', 'ကြိမ်', 'ရက်', 'လ', 'နှစ်', 'ပတ်', 'ရွက်',
  'ဆယ်', 'ဆယ့်', 'ရာ', 'ရာ့', 'ထောင်', 'ထောင့်', 'သောင်း', 'သိန်း', 'သန်း', 'ကျပ်', 'ပဲ', 'မိုင်', 'ပေ', 'ဆ',
]);

/**
 * Reduced prefixes that are morphemes of their own and block sandhi on the next onset: the
 * nominalising prefix အ- (အတွင်း ʔə twɪ́ɴ, အပြင် ʔə pjɪ̀ɴ) and the negative မ- (မကောင်း mə káʊɴ).
 */
export const BLOCKING_PREFIXES = normalized(['အ', 'မ']);

/** Reduced first syllables after which the next onset is voiced, aspirated or not (တံခါး də ɡá). */
export const VOICING_PREFIXES = normalized(['တံ']);

/**
 * Bare-consonant syllables that are free words and keep their vowel at the start of a compound:
 * ည "night" (ညနေ ɲa̰ nè), လ "moon, month" (လရောင် la̰ jàʊɴ).
 */
export const FREE_BARE_MORPHEMES = normalized(['ည', 'လ']);


/**
 * Common monosyllabic action verbs (not those that are also common nouns: တိုင် post, စင် shelf, စပ်
 * edge, ကျိုး benefit, တပ် army, ထောင် prison). Last in a compound a verb is its predicate (object or
 * subject + verb: ဆေးပို့, ခေါင်းကိုက်) and keeps a voiceless onset; noun heads there voice. Quality verbs
 * are left out: after a noun they mostly form lexicalised nouns that voice (ကုန်ကြမ်း raw goods).
 * Morphemes that are both (ဆေး medicine / wash, ကန် pond / kick) are listed as voicing heads only.
 */
export const VERBS = normalized([
  // verbs of object + verb compounds (ဆေးထိုး sʰé tʰó, ထမင်းစား tʰə mɪ́ɴ sá)
  'ပြု', 'ပေး', 'ထား', 'ထိုး', 'ဖြစ်', 'ပျက်', 'ဖျက်', 'ကိုင်', 'ဖွင့်', 'ပိတ်', 'စား', 'သောက်', 'ထုတ်',
  'တင်', 'ကျ', 'တည်', 'ပို့',
  // speech, perception, motion
  'ပြော', 'ဆို', 'ကြည့်', 'ခေါ်', 'ပြ', 'ထွက်', 'တက်', 'ဆင်း', 'ပြေး', 'ခုန်', 'ကူး', 'တွေ့', 'သိ',
  // handling and doing
  'ချ', 'ဆွဲ', 'ကူ', 'ကောက်', 'ခိုး', 'ခုတ်', 'ပစ်', 'ထမ်း', 'ပွေ့', 'သတ်', 'သုံး', 'စီ', 'စစ်', 'ဆက်',
  'တောင်း', 'ပိုင်', 'ကျင့်', 'တွက်', 'ထိ', 'ဖမ်း', 'ဆုံး', 'ကိုက်', 'ဖြတ်', 'ပြန်', 'ကပ်', 'ဆပ်', 'ပတ်',
  'ပွား',
  // more action verbs
  'ကိုး', 'ကျော်', 'ကျန်', 'ကြိုက်', 'ကြောက်', 'ကြံ', 'ကြို', 'ကွာ', 'ကွဲ',
  'ခံ', 'ခွဲ', 'ချီ', 'ချိုး', 'ချည်', 'ချစ်', 'ချဲ့', 'ခြစ်', 'စိုက်', 'စိုး', 'စောင့်', 'စွဲ',
  'စွန့်', 'ဆုတ်', 'ဆန့်', 'ဆူ', 'တား', 'တိုး', 'တူး', 'တွန်း',
  'ထိုင်', 'ထင်', 'ပြည့်', 'ပြတ်', 'ပြို', 'ဖြည့်', 'ဖြေ', 'ဖိ', 'ဖယ်', 'ဖောက်', 'သယ်',
  'သင်',
  // more, by onset
  'ကျဲ', 'ကြဲ', 'ကျွေး', 'ကွေး', 'ကြိတ်', 'ကျူး', 'ကျက်', 'တောက်', 'တုန်', 'တွဲ', 'တီး', 'တို့', 'ပွတ်', 'ပိုက်',
  'ပေါင်း', 'ပယ်', 'ပုန်း', 'ပြောင်း', 'ပျံ', 'စုပ်', 'စိမ်', 'စွပ်', 'စမ်း', 'သိမ်း', 'သုတ်', 'သွန်', 'ခတ်',
  'ဆော့', 'ဆုပ်', 'ထွင်း', 'ထု', 'ဖြန့်', 'ဖွ', 'ဖျော်', 'ဖြုတ်', 'ကြွေ', 'ကျစ်', 'ကြပ်', 'ကျပ်', 'ကင်း',
  'ကင်', 'ကုတ်', 'ကွပ်', 'တွယ်', 'တုံ့', 'တင်း', 'ပျောက်', 'ပန်', 'စုံ', 'စုတ်', 'စွမ်း',
  ...morphemeLines(MORE_PREDICATE_VERBS),
]);

/**
 * Names of the letters: the letter's own syllable keeps its vowel and the description after it is
 * voiced (ကကြီး ka̰ dʑí, ခခွေး kʰa̰ ɡwé, ဒထွေး da̰ dwé). Also heads of longer words (ဂငယ်ကွေ့).
 */
export const LETTER_NAMES = normalized([
  'ကကြီး', 'ခခွေး', 'ဂငယ်', 'ဃကြီး', 'စလုံး', 'ဆလိမ်', 'ဇကွဲ', 'ဈမျဉ်းဆွဲ', 'ညကြီး', 'ဋသန်လျင်းချိတ်',
  'ဌဝမ်းဘဲ', 'ဍရင်ကောက်', 'ဎရေမှုတ်', 'ဏကြီး', 'တဝမ်းပူ', 'ထဆင်ထူး', 'ဒထွေး', 'ဓအောက်ခုံး', 'နငယ်',
  'ပစောက်', 'ဖဦးထုပ်', 'ဗထက်ခြိုက်', 'ဘကုန်း', 'ယပက်လက်', 'ရကောက်', 'ဠကြီး',
]);
