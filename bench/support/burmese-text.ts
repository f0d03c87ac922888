/** A realistic Burmese benchmark text (with numbers and some English), the same in every benchmark. */
export const BENCH_TEXT_CHARS = 5_000;

const SENTENCES = [
  'မင်္ဂလာပါ၊ ဒီနေ့ ရာသီဥတု သာယာပါတယ်။',
  'ကျွန်တော်တို့ မနက်ဖြန် ရန်ကုန်ကို သွားမယ်။',
  'ဒီစာအုပ်ကို ၂၀၂၄ ခုနှစ်မှာ ထုတ်ဝေခဲ့တယ်။',
  'ဈေးနှုန်းက ကျပ် ၁၂,၅၀၀ ဖြစ်ပါတယ်။',
  'သူမက Facebook မှာ ဓာတ်ပုံတွေ တင်တယ်။',
  'ကျောင်းသားတွေ စာမေးပွဲ အောင်မြင်ကြပါစေ။',
  'မြန်မာနိုင်ငံမှာ လူဦးရေ သန်း ၅၄ ရှိတယ်။',
  'ဆရာဝန်က ဆေးရုံမှာ နေ့တိုင်း အလုပ်လုပ်တယ်။',
  'ကော်ဖီ တစ်ခွက်နဲ့ မုန့် နှစ်ခု ယူမယ်။',
  'ဖုန်းနံပါတ် ၀၉-၁၂၃၄၅၆၇၈၉ ကို ဆက်ပါ။',
  'ဒီ project ကို အဖွဲ့လိုက် လုပ်ဆောင်ကြတယ်။',
  'မိုးရာသီမှာ လမ်းတွေ ရေကြီးတတ်တယ်။',
  'အမေက ထမင်းဟင်း ချက်ပြီး စောင့်နေတယ်။',
  'ရထားက မနက် ၇ နာရီ ၃၀ မိနစ်မှာ ထွက်မယ်။',
  'ဗိုလ်ချုပ်အောင်ဆန်းရဲ့ မွေးနေ့ကို ဂုဏ်ပြုကြတယ်။',
  'ကွန်ပျူတာ သင်တန်းကို online နဲ့ တက်လို့ရတယ်။',
  'စာကြည့်တိုက်မှာ စာအုပ် ၃,၄၅၀ အုပ် ရှိပါတယ်။',
  'ပုဂံမှာ ဘုရားစေတီ အများအပြား ရှိတယ်။',
  'သူငယ်ချင်းတွေနဲ့ ကမ်းခြေကို အပန်းဖြေ သွားတယ်။',
  'ကျန်းမာရေးအတွက် နေ့တိုင်း လမ်းလျှောက်ပါ။',
  'Zaga က မြန်မာစာကို အသံထွက် ဖတ်ပေးနိုင်ပါတယ်။',
  'တောင်သူတွေ စပါး စိုက်ပျိုးရာသီ ရောက်ပြီ။',
];

export function benchText(targetChars = BENCH_TEXT_CHARS): string {
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < targetChars; i++) {
    // A fixed permutation so runs compare, without the text being one sentence repeated in order.
    const sentence = SENTENCES[(i * 7) % SENTENCES.length]!;
    out.push(sentence);
    length += sentence.length + 1;
  }
  return out.join(' ').slice(0, targetChars);
}
