import { normalizeBurmese } from './normalize';
import { spellOut } from './syllables';

/**
 * Knowledge for cutting running Burmese text (written without spaces between words) into words and
 * particles. Written by the project from Burmese grammar and everyday vocabulary; nothing here is taken
 * from a dictionary or a measurement table.
 */

/**
 * Grammatical particles, postpositions and verb-phrase markers with their citation reading (IPA
 * syllables). After an open or nasal syllable the first onset is voiced (ကို kò -> ɡò, တယ် tɛ̀ -> dɛ̀,
 * က ka̰ -> ɡa̰); after a checked syllable it stays voiceless (စာအုပ်ကို sà ʔoʊʔ kò). Later syllables of
 * a longer particle are written as spoken.
 *
 * Readings follow the standard description of the two registers: literary သည် ðì (subject marker and
 * sentence end, not the agent suffix -သည် ðɛ̀ of ကုန်သည်), ၏ ʔḭ, ၌ n̥aɪʔ, မည် mjì; colloquial က ɡa̰,
 * တယ် dɛ̀, မယ် mɛ̀, ရဲ့ jɛ̰, တွေ dwè.
 */
const PARTICLE_READINGS: Readonly<Record<string, string>> = {
  // noun-phrase markers and postpositions
  က: 'ka̰', // subject, source ("from"), time (မနေ့က)
  ကို: 'kò', // object, goal
  မှာ: 'm̥à', // at; also the future "will" after a verb
  မှ: 'm̥a̰', // from (literary); only then
  နဲ့: 'nɛ̰', // with, and
  နှင့်: 'n̥ɪ̰ɴ', // with, and (literary)
  တွင်: 'twɪ̀ɴ', // in, at (literary)
  '၌': 'n̥aɪʔ', // at (literary)
  '၏': 'ʔḭ', // of; sentence end (literary)
  ရဲ့: 'jɛ̰', // of (colloquial possessive)
  သည်: 'θì', // subject marker, sentence end (literary)
  သို့: 'θo̰', // to (literary)
  ဟာ: 'hà', // topic
  တို့: 'to̰', // plural of persons (ကျွန်တော်တို့)
  တွေ: 'twè', // plural (colloquial)
  များ: 'mjá', // plural (literary)
  လည်း: 'lɛ́', // also
  ပဲ: 'pɛ́', // only, just
  ကော: 'kɔ́', // and what about
  လောက်: 'laʊʔ', // about, as much as
  ထဲ: 'tʰɛ́', // inside
  ပေါ်: 'pɔ̀', // on
  ဆီ: 'sʰì', // to, at (a person)
  လို: 'lò', // like, in the manner of
  ကနေ: 'ka̰ nè', // from
  အတွက်: 'ʔə twɛʔ', // for
  အကြောင်း: 'ʔə tɕáʊɴ', // about
  အထိ: 'ʔə tʰḭ', // until
  ကြောင့်: 'tɕaʊ̰ɴ', // because of
  များစွာ: 'mjá zwà', // many
  // verb-phrase markers, auxiliaries and sentence-final particles
  တယ်: 'tɛ̀', // realis (statement)
  မယ်: 'mɛ̀', // irrealis (future)
  မည်: 'mjì', // future (literary)
  ပြီ: 'pjì', // now, already
  ပါ: 'pà', // polite; also "too" after a noun
  ခဲ့: 'kʰɛ̰', // past
  စေ: 'sè', // causative; may it be (နေပါစေ)
  နေ: 'nè', // progressive
  ကြ: 'tɕa̰', // plural subject
  ချင်: 'tɕʰɪ̀ɴ', // want to
  သေး: 'θé', // yet, still
  ဘူး: 'bú', // negative sentence end
  နိုင်: 'naɪ̀ɴ', // can
  ဖူး: 'pʰú', // ever
  ဖို့: 'pʰo̰', // in order to
  တာ: 'tà', // nominaliser
  တဲ့: 'tɛ̰', // relative; reported
  သော: 'θɔ́', // relative (literary)
  '၍': 'jwḛ', // and, because (literary)
  ပြီး: 'pjí', // after, and then
  ရင်: 'jɪ̀ɴ', // if
  လို့: 'lo̰', // because; quotation
  တော့: 'tɔ̰', // then, as for
  ပေါ့: 'pɔ̰', // of course
  နော်: 'nɔ̀', // isn't it
  လား: 'lá', // yes-no question
  လဲ: 'lɛ́', // wh-question
  သလား: 'θə lá', // yes-no question
  သလဲ: 'θə lɛ́', // wh-question
  မလား: 'mə lá', // future question
  မလဲ: 'mə lɛ́', // future wh-question
  ပေမဲ့: 'pè mɛ̰', // but
  ပေမယ့်: 'pè mɛ̰', // but
  ပြီးတော့: 'pjí dɔ̰', // and then
  သော်လည်း: 'θɔ̀ lɛ́', // although (literary)
};

/**
 * Particles that are particles only when another particle follows them: the auxiliary ရ "must, get
 * to" (သွားရမယ်), which is also the first syllable of many words (ရထား).
 */
const PARTICLES_BEFORE_PARTICLE: Readonly<Record<string, string>> = {
  ရ: 'ja̰',
};

/**
 * Sentence-final particles: split off only at the end of a run or before another particle (ပုလဲ
 * "pearl" and ကုလား are words, not questions).
 */
export const FINAL_ONLY = new Set(
  ['လား', 'လဲ', 'သလား', 'သလဲ', 'မလား', 'မလဲ', 'နော်',
    // relational nouns: a postposition or the end follows them (စားပွဲပေါ်မှာ); before more they
    // are mostly inside a compound (တောင်ပေါ်သား)
    'ပေါ်', 'ထဲ', 'ဆီ'].map((w) => spellOut(normalizeBurmese(w))),
);

/**
 * Words that stand alone at the start of a phrase: pronouns, demonstratives, question words, time
 * words, sentence connectives. A one-syllable one is taken only where a phrase starts (first, or right
 * after a particle), so that it does not cut a compound (ကျောင်းသူ).
 */
const PHRASE_WORDS: readonly string[] = [
  'ကျွန်တော်', 'ကျွန်မ', 'ကျွန်ုပ်', 'ငါ', 'နင်', 'မင်း', 'သူ', 'သူမ', 'ခင်ဗျား', 'ရှင်', 'သူတို့',
  'သူ့', 'ငါ့', 'ကျွန်တော့်', 'ကျွန်မ၏',
  'ဒီ', 'ဒါ', 'ဟို', 'အဲဒီ', 'အဲဒါ', 'ဘာ', 'ဘယ်', 'ဘယ်သူ', 'ဘယ်လို', 'ဘယ်လောက်', 'ဘာကြောင့်', 'ဘယ်တော့',
  'ဘယ်နှစ်', 'ဒီလို', 'ဒါကြောင့်', 'ဒါပေမဲ့', 'ဒါပေမယ့်', 'ဒါဆို', 'ဒါမှမဟုတ်',
  'ဒီနေ့', 'မနေ့', 'မနက်ဖြန်', 'မနက်', 'ညနေ', 'ညနေခင်း', 'နေ့လည်', 'အခု', 'အရင်', 'အမြဲ', 'ည', 'ဒီည',
  'ဒီလ', 'ဒီနှစ်', 'နောက်နှစ်', 'မနှစ်က',
];

/**
 * Common words that contain a syllable spelt like a particle (ကလေး, ကစား, အများ) or that often stand
 * before one: kept whole, but read together with the words next to them (a compound goes on across
 * them: ဆရာဝန်ကြီး).
 */
const KNOWN_WORDS: readonly string[] = [
  'လူ', 'လူကြီး', 'ကလေး', 'ဆရာ', 'ဆရာမ', 'ဆရာဝန်', 'ကျောင်းသား', 'ကျောင်းသူ', 'သူငယ်ချင်း',
  'အမေ', 'အဖေ', 'မေမေ', 'ဖေဖေ', 'အစ်ကို', 'အစ်မ', 'ညီမ', 'မောင်', 'သမီး', 'မိဘ', 'မိသားစု',
  'မိန်းမ', 'ယောက်ျား', 'မိန်းကလေး', 'ယောက်ျားလေး', 'ဘုန်းကြီး',
  'မြန်မာ', 'မြန်မာနိုင်ငံ', 'နိုင်ငံ', 'ရန်ကုန်', 'မန္တလေး', 'နေပြည်တော်', 'ပုဂံ', 'မော်လမြိုင်', 'အိမ်',
  'ကျောင်း', 'ဈေး', 'ဆေးရုံ', 'ရုံး', 'မြို့', 'ရွာ', 'လမ်း', 'ဘုရား', 'တက္ကသိုလ်', 'ဘဏ်', 'စားသောက်ဆိုင်',
  'ထမင်း', 'ဟင်း', 'ရေ', 'လက်ဖက်ရည်', 'ကော်ဖီ', 'စာ', 'စာအုပ်', 'ကား', 'ရထား', 'လေယာဉ်', 'ဖုန်း',
  'ပိုက်ဆံ', 'အလုပ်', 'စကား', 'ကုမ္ပဏီ', 'အစိုးရ', 'ရာသီဥတု', 'မိုး', 'အများ', 'အများကြီး', 'ကစား',
  'ကိစ္စ', 'ပြဿနာ', 'သတင်း', 'ဘာသာ', 'ဘာသာစကား', 'အင်္ဂလိပ်', 'ကျန်းမာရေး', 'ပညာရေး', 'စီးပွားရေး',
  'အရမ်း', 'နည်းနည်း', 'သိပ်', 'တကယ်', 'အတူတူ', 'အတူ', 'မင်္ဂလာ', 'ကျေးဇူး', 'ကလေးတွေ', 'အချိန်',
  'နာရီ', 'မိနစ်', 'ခဏ', 'ကဗျာ', 'ကမ္ဘာ', 'ကရင်', 'ကချင်',
  // agent nouns in -သည် ðɛ̀ (not the particle သည် ðì)
  'ကုန်သည်', 'ဈေးသည်', 'ငါးသည်', 'ကချေသည်', 'အဓိက',
];

const spelled = (w: string): string => spellOut(normalizeBurmese(w));

export const PARTICLE_IPA: ReadonlyMap<string, string> = new Map(
  Object.entries(PARTICLE_READINGS).map(([w, ipa]) => [spelled(w), ipa]),
);
export const PARTICLE_BEFORE_PARTICLE_IPA: ReadonlyMap<string, string> = new Map(
  Object.entries(PARTICLES_BEFORE_PARTICLE).map(([w, ipa]) => [spelled(w), ipa]),
);
export const PHRASE_WORD_SET: ReadonlySet<string> = new Set(PHRASE_WORDS.map(spelled));
export const KNOWN_WORD_SET: ReadonlySet<string> = new Set(KNOWN_WORDS.map(spelled));

/**
 * The subject and source marker က is a bare consonant like the minor syllable of countless words
 * (ကတုံး, ကဗျာ): it is split off only before the end of the run, another particle, a known word or
 * verb, or the prefixes အ- and မ- that start a new word (သူကမသွားဘူး). So are ပါ (polite; "also") and
 * the causative စေ, which end many words (ဝင်္ကပါ).
 */
export const NEEDS_WORD_AFTER: ReadonlySet<string> = new Set(['က', 'ပါ', 'စေ'].map((w) => spellOut(normalizeBurmese(w))));

/**
 * Everyday verbs: they tell where a word starts after the subject marker က (ဘယ်ကလာသလဲ) or after a
 * one-syllable pronoun (သူပြောတယ်).
 */
export const COMMON_VERBS: ReadonlySet<string> = new Set(
  ['လာ', 'သွား', 'ရှိ', 'ဖြစ်', 'လုပ်', 'ပြော', 'ဆို', 'စား', 'သောက်', 'ကြည့်', 'မြင်', 'ကြား', 'သိ', 'ပေး', 'ယူ',
    'ဝယ်', 'ရောင်း', 'ရေး', 'ဖတ်', 'အိပ်', 'ထိုင်', 'ပြန်', 'ရောက်', 'ထွက်', 'ဝင်', 'နေ', 'ချစ်', 'ကြိုက်',
    'တွေ့', 'ခေါ်', 'အော်', 'ငို', 'ရယ်', 'မေး', 'ဖြေ', 'သင်', 'ကူ', 'ရ'].map(spelled),
);

/**
 * Noun-phrase markers, the only particles taken after a word that ends in a bare consonant syllable
 * (ဆရာမက); other particle spellings there are more often the end of the word (ဝင်္ကပါ, ခွေးဂရင်).
 */
export const NOUN_MARKERS: ReadonlySet<string> = new Set(
  ['က', 'ကို', 'မှာ', 'မှ', 'နဲ့', 'နှင့်', 'တွင်', 'ရဲ့', 'သည်', 'တို့', 'တွေ', 'များ', 'လည်း', 'ပဲ', 'ဟာ', '၏'].map(spelled),
);
