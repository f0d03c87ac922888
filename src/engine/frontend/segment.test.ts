import { describe, expect, it } from 'vitest';
import { phonemize, phonemizeWords } from './phonemize';
import { sylToIpa } from './ipa';
import { planSpeech } from './plan';

/**
 * Running text, written without spaces, with readings checked by hand: particles are split off and
 * voiced after an open or nasal syllable (ကို ɡò, တယ် dɛ̀, က ɡa̰), stay voiceless after a checked one
 * (စာအုပ်ကို kò, ဖြစ်တယ် tɛ̀) and never reduce; the content words get the word rules on their own.
 */
const SENTENCES: ReadonlyArray<readonly [string, string]> = [
  ['သူကဆရာဝန်ဖြစ်တယ်။', 'θù ɡa̰ sʰə jà wʊ̀ɴ pʰjɪʔ tὲ'],
  ['ကျွန်တော်တို့မနက်ဖြန်ရန်ကုန်ကိုသွားမယ်။', 'tɕə nɔ̀ do̰ mə nɛʔ pʰjàɴ jàɴ ɡòʊɴ ɡò θwá mὲ'],
  ['ကျေးဇူးတင်ပါတယ်။', 'tɕé zú tɪ̀ɴ bà dὲ'],
  ['နေကောင်းလား။', 'nè ɡáʊɴ lá'],
  ['ကလေးတွေကကျောင်းကိုသွားကြတယ်။', 'kʰə lé dwè ɡa̰ tɕáʊɴ ɡò θwá dʑa̰ dὲ'],
  ['ကျွန်မစာအုပ်ကိုဖတ်ပြီးပြီ။', 'tɕə ma̰ sà ʔoʊʔ kò pʰaʔ pjí bjì'],
  ['ဘာစားချင်လဲ။', 'bà sá dʑɪ̀ɴ lɛ́'],
  // negative circumfix မ ... ဘူး: သူ + မသွားဘူး, not သူမ "she"
  ['သူမသွားဘူး။', 'θù mə θwá bú'],
  // literary register: သည် ðì as subject marker and sentence end, θì after a checked syllable
  ['မြန်မာနိုင်ငံသည်အာရှတွင်ရှိသည်။', 'mjə mà nàɪɴ ŋàɴ ðì ʔà ʃa̰ dwɪ̀ɴ ʃḭ ðì'],
  ['သူသည်ဆရာဖြစ်သည်။', 'θù ðì sʰə jà pʰjɪʔ θì'],
  ['ခင်ဗျားဘယ်ကလာသလဲ။', 'kʰə mjá bὲ ɡa̰ là ðə lɛ́'],
  ['မနေ့ကမိုးရွာတယ်။', 'mə nḛ ɡa̰ mó jwà dὲ'],
  ['ကျွန်တော်လည်းသွားချင်တယ်။', 'tɕə nɔ̀ lɛ́ θwá dʑɪ̀ɴ dὲ'],
  ['ဒါဘယ်လောက်လဲ။', 'dà bὲ laʊʔ lɛ́'],
  ['အိမ်မှာဘယ်သူရှိလဲ။', 'ʔèɪɴ m̥à bὲ ðù ʃḭ lɛ́'],
  // ကလေး is a known word: its က is no subject marker
  ['သူ့ကလေးကိုချစ်တယ်။', 'θṵ kʰə lé ɡò tɕʰɪʔ tὲ'],
  ['ဆရာမကကလေးတွေကိုစာသင်တယ်။', 'sʰə jà ma̰ ɡa̰ kʰə lé dwè ɡò sà θɪ̀ɴ dὲ'],
  ['ရုံးကနေအိမ်ကိုပြန်လာတယ်။', 'jóʊɴ ɡa̰ nè ʔèɪɴ ɡò pjàɴ là dὲ'],
  // after a checked syllable particles keep their voiceless onset
  ['စာအုပ်ကိုအိတ်ထဲမှာထားပါ။', 'sà ʔoʊʔ kò ʔeɪʔ tʰɛ́ m̥à tʰá bà'],
  ['အလုပ်ကပြန်လာတယ်။', 'ʔə loʊʔ ka̰ pjàɴ là dὲ'],
  // spaces and punctuation end a run; a particle needs a host in its run
  ['မင်္ဂလာပါ။ နေကောင်းလား။', 'mɪ̀ɴ ɡə là bà nè ɡáʊɴ lá'],
];

describe('running text', () => {
  it.each(SENTENCES)('%s -> %s', (text, ipa) => {
    expect(phonemize(text)).toBe(ipa.normalize('NFC'));
  });

  it('groups each content word with the particles after it', () => {
    const words = phonemizeWords('ကျွန်တော်တို့မနက်ဖြန်ရန်ကုန်ကိုသွားမယ်။').map((w) => w.map(sylToIpa).join(' '));
    expect(words).toEqual(['tɕə nɔ̀ do̰', 'mə nɛʔ pʰjàɴ', 'jàɴ ɡòʊɴ ɡò', 'θwá mὲ'].map((w) => w.normalize('NFC')));
  });

  it('keeps words that end in a particle spelling whole', () => {
    // elaborate expressions, doubled syllables, a prefix before its root, ka- words
    expect(phonemize('ကပြောင်းကပြန်')).toBe('ɡə bjáʊɴ ɡə bjàɴ'.normalize('NFC'));
    expect(phonemize('အများ')).toBe('ʔə mjá'.normalize('NFC'));
    expect(phonemize('ပုလဲ')).toBe('pə lɛ́'.normalize('NFC'));
  });

  it('plans 5,000 characters written without spaces in a few milliseconds', () => {
    const text = 'ကျွန်တော်တို့မနက်ဖြန်ရန်ကုန်ကိုသွားမယ်သူကဆရာဝန်ဖြစ်တယ်ကလေးတွေကကျောင်းကိုသွားကြတယ်'.repeat(80).slice(0, 5000);
    planSpeech(text, { numberMode: 'smart' });
    const start = performance.now();
    for (let i = 0; i < 10; i++) planSpeech(text + i, { numberMode: 'smart' });
    expect((performance.now() - start) / 10).toBeLessThan(50);
  });
});
