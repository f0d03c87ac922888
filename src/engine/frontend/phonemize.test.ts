import { describe, expect, it } from 'vitest';
import { phonemize } from './phonemize';

/** Hand-checked readings. */
const WORDS: ReadonlyArray<readonly [string, string]> = [
  ['မင်္ဂလာပါ', 'mɪ̀ɴ ɡə là bà'], // kinzi, reduction, voiced particle
  ['မြန်မာ', 'mjə mà'], // irregular word
  ['ကျွန်တော်', 'tɕə nɔ̀'],
  ['ကျောင်းသား', 'tɕáʊɴ ðá'], // θ -> ð after an open syllable
  ['ကစား', 'ɡə zá'], // reduced syllable agrees in voicing
  ['ဗုဒ္ဓ', 'boʊʔ da̰'], // stack: upper consonant is a final
  ['ပြဿနာ', 'pjaʔ θə nà'], // ဿ, no voicing after a checked syllable
  ['ရှင်', 'ʃɪ̀ɴ'],
  ['နှင်း', 'n̥ɪ́ɴ'],
  ['လှ', 'ɬa̰'],
  ['ကြည့်', 'tɕḭ'],
  ['လည်း', 'lɛ́'],
  ['ဝန်ကြီး', 'wʊ̀ɴ dʑí'],
  ['နေကောင်းပါတယ်', 'nè ɡáʊɴ bà dὲ'], // ὲ: the reference list's way of writing low-tone ɛ
  ['စာအုပ်', 'sà ʔoʊʔ'],
  ['မြို့', 'mjo̰'],
  // prefixes: nominaliser အ- and negative မ- block sandhi, တံ- voices even an aspirate
  ['အတွင်း', 'ʔə twɪ́ɴ'],
  ['မကောင်း', 'mə káʊɴ'],
  ['တံခါး', 'də ɡá'],
  ['တံဆိပ်', 'də zeɪʔ'],
  // after the minor syllable of a root sandhi goes on, but θ stays voiceless
  ['စကား', 'zə ɡá'],
  ['ပုသိမ်', 'pə θèɪɴ'],
  // morpheme lexicon: noun heads and suffixes voice (aspirates too), object + verb does not
  ['ဧည့်ခန်း', 'ʔɛ̰ ɡáɴ'],
  ['ဗိုလ်ချုပ်', 'bò dʑoʊʔ'],
  ['ထမင်းစား', 'tʰə mɪ́ɴ sá'],
  ['ဆေးထိုး', 'sʰé tʰó'],
  // repeated syllables voice
  ['ချိုချို', 'tɕʰò dʑò'],
  // a syllable with a medial is a full root, not a minor syllable
  ['ကျကျ', 'tɕa̰ dʑa̰'],
  // free bare morphemes keep their vowel
  ['ညနေ', 'ɲa̰ nè'],
  // minor initials ပု, ငါး "fish", ဓား "knife", ဆံ "hair" (even where the syllable alone is listed);
  // numerals before classifiers
  ['ပုလင်း', 'pə lɪ́ɴ'],
  ['ငါးပိ', 'ŋə pḭ'],
  ['ဓားမြှောင်', 'də m̥jàʊɴ'],
  ['ဆံထုံး', 'zə dóʊɴ'],
  ['ငါးခု', 'ŋá ɡṵ'],
  ['တစ်ခု', 'tə kʰṵ'],
  ['နှစ်ယောက်', 'n̥ə jaʊʔ'],
  ['ခုနစ်', 'kʰʊ̀ɴ n̥ɪʔ'],
  ['ခုနစ်ယောက်', 'kʰʊ̀ɴ nə jaʊʔ'],
  // ည် readings
  ['ရှည်', 'ʃè'],
  ['ထည့်', 'tʰɛ̰'],
  ['နည်းလမ်း', 'ní láɴ'],
  ['နည်းနည်း', 'nɛ́ nɛ́'],
  // syllable readings and whole irregular words
  ['ပစ္စည်း', 'pjɪʔ sí'],
  ['ဘုန်းကြီး', 'pʰóʊɴ dʑí'],
  ['ကျားမြီး', 'tɕá mí'],
  ['လက်သည်း', 'lɛʔ θɛ́'],
  ['ဂျူရီ', 'dʑù ɹì'],
  // a bare ရ between a minor syllable and the rest of a word is a loan's r; last (the verb "get"), it is j
  ['ပရဒေသ', 'pə ɹə dè θa̰'],
  ['မရ', 'mə ja̰'],
  ['အသက်ရှည်', 'ʔə θɛʔ ʃè'],
  ['အထက်တန်း', 'ʔə tʰɛʔ táɴ'],
  ['ဆေးပို့', 'sʰé po̰'], // object + verb (unlisted): the verb keeps its plain onset
  // a listed phrase that starts with a particle leans on the word before it (သည့် ðḭ after an open syllable)
  ['ရှိသည့်အတွက်', 'ʃḭ ðḭ ʔə twɛʔ'],
  // elaborate expressions: the repeated syllable is said as in the first half
  ['ခွေးလေခွေးလွင့်', 'kʰwé lè kʰwé lwɪ̰ɴ'],
  // ... but no onset voices after a checked syllable, so the repeat after one stays voiceless
  ['ခြေပန်းလက်ပန်း', 'tɕʰè báɴ lɛʔ páɴ'],
  // a noun head at the join of a long word stays voiceless, a particle does not
  ['ကျောင်းသားကျောင်းသူ', 'tɕáʊɴ ðá tɕáʊɴ ðù'],
  ['သင်္ဘော', 'θɪ́ɴ bɔ́'],
  // a ္မ stack before a labial reduces, even where a word list writes the full syllable (ဓမ္မ dàɴ ma̰);
  // the Pali prefix saṃ- before ပ ဖ ဗ ဘ does not
  ['ဓမ္မ', 'də ma̰'],
  ['သမ္ဗုဒ္ဓ', 'θàɴ boʊʔ da̰'],
  ['စကားလုံး', 'zə ɡə lóʊɴ'],
  // letter names
  ['ကကြီး', 'ka̰ dʑí'],
  ['ခခွေး', 'kʰa̰ ɡwé'],
  ['ပြုံးစိစိ', 'pjóʊɴ sḭ zḭ'],
  // listed words keep their readings inside a compound (ကရုဏာ, ရသ jə θa̰ from the word lists)
  ['ကရုဏာရသ', 'kə jṵ nà jə θa̰'],
];

describe('phonemize', () => {
  it.each(WORDS)('%s -> %s', (word, ipa) => {
    expect(phonemize(word)).toBe(ipa.normalize('NFC'));
  });
  it('keeps the consonant ဝ of a reduced minor initial, dropping only a medial w', () => {
    expect(phonemize('ဝါးကြမ်း')).toMatch(/^wə /);
    expect(phonemize('နွားကြမ်း')).toMatch(/^nə /);
  });
  it('reads ါ like ာ and joins words with single spaces', () => {
    expect(phonemize('ပါ  ပါ')).toBe('pà pà');
  });
  it('reads numbers as in smart mode', () => {
    expect(phonemize('၁၀၅')).toBe('tə ja̰ ŋá'.normalize('NFC'));
  });
  it('gives an empty string for text with no Burmese', () => {
    expect(phonemize('hello 123')).toBe('');
  });
});
