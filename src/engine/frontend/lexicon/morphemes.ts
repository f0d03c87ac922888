/** Compound morphemes and their voicing sandhi, written by the project from knowledge of Burmese. */

/**
 * Morphemes that voice as the second or later part of a close compound after an open or nasal syllable.
 * One morpheme a line (one or two written syllables), then optionally a tab and a `#` comment with an
 * example and its reading. Two-syllable entries spelt with a stack (ကမ္ဘာ, ပလ္လင်) are written in the
 * usual spelling: match them after spellOut, the way the syllable splitter sees them (ကမ်ဘာ).
 */
export const MORE_VOICING_MORPHEMES = `
# noun heads: places, land and buildings
တဲ	# လယ်တဲ lɛ̀ dɛ́ field hut
ကျုံး	# မြို့ကျုံး mjo̰ dʑóʊɴ city moat
ကွေ့	# လမ်းကွေ့ láɴ ɡwḛ bend in the road
ခွ	# လမ်းခွ láɴ ɡwa̰ fork in the road
ထိပ်	# တောင်ထိပ် tàʊɴ deɪʔ mountain top, လမ်းထိပ် láɴ deɪʔ end of the street
ချောက်	# တောင်ချောက် tàʊɴ dʑaʊʔ ravine, ထောင်ချောက် tʰàʊɴ dʑaʊʔ trap
ချိုင့်	# မြေချိုင့် mjè dʑa̰ɪɴ hollow, ထမင်းချိုင့် tʰə mɪ́ɴ dʑa̰ɪɴ tiffin carrier
ချုံ	# တောချုံ tɔ́ dʑòʊɴ thicket
တိုင်	# မီးတိုင် mí daɪ̀ɴ lamp post
ကျီ	# စပါးကျီ zə bá dʑì granary
ကမ္ဘာ	# လူ့ကမ္ဘာ lṵ ɡə bà the world of men
စေတီ	# ရွှေစေတီ ʃwè zè dì golden stupa
ပလ္လင်	# ရွှေပလ္လင် ʃwè bə lɪ̀ɴ golden throne

# noun heads: animals and animal parts
ကျား	# မြင်းကျား mjɪ́ɴ dʑá zebra
ကြောင်	# တောကြောင် tɔ́ dʑàʊɴ wild cat
ကြွက်	# တောကြွက် tɔ́ dʑwɛʔ field rat, အိမ်ကြွက် ʔèɪɴ dʑwɛʔ house mouse
ကျီး	# တောကျီး tɔ́ dʑí jungle crow, မီးကျီး mí dʑí ember
ကျွဲ	# တောကျွဲ tɔ́ dʑwɛ́ wild buffalo
စွန်	# လေစွန် lè zʊ̀ɴ paper kite
စုန်း	# ပိုးစုန်းကြူး pó zóʊɴ dʑú firefly
ပုစွန်	# prawn: the usual spelling of the listed ပုဇွန်
စွယ်	# ဆင်စွယ် sʰɪ̀ɴ zwɛ̀ ivory, တောင်စွယ် tàʊɴ zwɛ̀ spur of a hill

# noun heads: tools, household things, clothes
သော့	# တံခါးသော့ də ɡá ðɔ̰ door key, ကားသော့ ká ðɔ̰ car key
ပုံး	# ရေပုံး jè bóʊɴ bucket, ဆီပုံး sʰì bóʊɴ oil tin, မီးပုံး mí bóʊɴ lantern
ပြွန်	# မီးပြွန် mí bjʊ̀ɴ fluorescent tube
တုတ်	# ဝါးတုတ် wá doʊʔ bamboo stick
တုံး	# ရေခဲတုံး jè ɡɛ́ dóʊɴ ice block (also a classifier: ဆပ်ပြာတုံး)
ကုတင်	# သံကုတင် θàɴ ɡə dɪ̀ɴ iron bedstead
စားပွဲ	# ရုံးစားပွဲ jóʊɴ zə bwɛ́ office desk
သေနတ်	# လေသေနတ် lè ðə naʔ air gun, ရေသေနတ် jè ðə naʔ water pistol
ထဘီ	# ပိုးထဘီ pó də mèɪɴ silk sarong (ထဘီ is read tʰə mèɪɴ)
ထမီ	# ချည်ထမီ tɕʰì də mèɪɴ cotton sarong
ထရံ	# ဝါးထရံ wá də jàɴ bamboo wall panel
ပုလွေ	# ဝါးပုလွေ wá bə lwè bamboo flute
ဆွဲကြိုး	# ရွှေဆွဲကြိုး ʃwè zwɛ́ dʑó gold necklace
ကော်ဇော	# ပိုးကော်ဇော pó ɡɔ̀ zɔ́ silk carpet

# noun heads: materials, food and drink
ကျောက်	# သလင်းကျောက် θə lɪ́ɴ dʑaʊʔ quartz
ပြာ	# မီးပြာ mí bjà ash
သုပ်	# ထမင်းသုပ် tʰə mɪ́ɴ ðoʊʔ rice salad, ခေါက်ဆွဲသုပ် kʰaʊʔ sʰwɛ́ ðoʊʔ noodle salad
ထမင်း	# ဆီထမင်း sʰì də mɪ́ɴ oil rice, အုန်းထမင်း ʔóʊɴ də mɪ́ɴ coconut rice

# noun heads: money and trade
ကြေး	# ဝင်ကြေး wɪ̀ɴ dʑé entrance fee, ဒဏ်ကြေး dàɴ dʑé fine; copper: ငွေကြေး ŋwè dʑé money
စရိတ်	# ခရီးစရိတ် kʰə jí zə jeɪʔ travel expenses

# noun heads: people and roles
တပည့်	# ဆရာ့တပည့် sʰə ja̰ də bɛ̰ the teacher's pupil

# noun heads: religion, learning, arts
ကျမ်း	# ဆေးကျမ်း sʰé dʑáɴ medical treatise, ဗေဒင်ကျမ်း
ကံ	# ဘုန်းကံ pʰóʊɴ ɡàɴ fortune
ဆင်းတု	# ရွှေဆင်းတု ʃwè zɪ́ɴ dṵ golden Buddha image
ကဗျာ	# ကလေးကဗျာ kʰə lé ɡə bjà nursery rhyme
သင်တန်း	# ညသင်တန်း ɲa̰ ðɪ̀ɴ dáɴ evening class

# noun heads: time, nature, abstract nouns
ကာလ	# ဆောင်းကာလ sʰáʊɴ ɡà la̰ winter season, မိုးကာလ mó ɡà la̰ rainy season
တိမ်	# မိုးတိမ် mó dèɪɴ rain cloud; ပန်းတိမ် páɴ dèɪɴ goldsmith's craft
သိုက်	# ရွှေသိုက် ʃwè ðaɪʔ treasure trove

# classifiers and number places
ဆယ့်	# before a following digit: သုံးဆယ့်ငါး θóʊɴ zɛ̰ ŋá thirty-five (like the listed ဆယ်)
ကုဋေ	# ten million: ငါးကုဋေ ŋá ɡə dè (like the listed သိန်း, သန်း)

# bound suffixes, auxiliaries and clause markers after a verb or noun
စွာ	# adverbs: များစွာ mjá zwà many, ကောင်းစွာ káʊɴ zwà well
ဖွယ်	# worthy of: လေးစားဖွယ် lé zá bwɛ̀ admirable, အံ့ဩဖွယ် ʔa̰ɴ ʔɔ́ bwɛ̀ amazing
ပြီး	# having done: စားပြီး sá bí, သွားပြီး θwá bí
သည့်	# literary relative: ရှိသည့် ʃḭ ðḭ which is
သော်	# literary: သွားသော်လည်း θwá ðɔ̀ lɛ́ although (he) went
သလို	# as, like: ပြောသလို pjɔ́ ðə lò as (he) said
သကဲ့	# literary like: ထိုသကဲ့သို့ tʰò ðə ɡɛ̰ ðo̰ in that way
ကော	# and what about: မင်းကော mɪ́ɴ ɡɔ́
`;

/** Action verbs that keep a voiceless onset when they end an object/subject + verb compound. */
export const MORE_PREDICATE_VERBS = `
# unaspirated onsets, where the verb rule matters most
ကု	# ဆေးကု sʰé kṵ treat medically
ကြေ	# အစာကြေ ʔə sà tɕè food is digested
ကျေ	# ကြွေးကျေ tɕwé tɕè debt is cleared
ကြုံ	# ဒုက္ခကြုံ meet with trouble
ကြိမ်း	# scold, threaten
ကြွား	# ဂုဏ်ကြွား ɡòʊɴ tɕwá boast
ကြဉ်	# အသားကြဉ် ʔə θá tɕɪ̀ɴ abstain from meat
ကျိန်	# သစ္စာကျိန် θɪʔ sà tɕèɪɴ swear an oath
ကျိန်း	# မျက်စိကျိန်း mjɛʔ sḭ tɕéɪɴ eyes smart
ကျုံ့	# အဝတ်ကျုံ့ clothes shrink
ကျွမ်း	# မီးကျွမ်း mí tɕʊ́ɴ be burnt
ကျို	# ဆေးကျို sʰé tɕò brew medicine
ကော့	# curl up, bend back
ကြွ	# (of a monk, a king) come, go
စဲ	# မိုးစဲ mó sɛ́ the rain stops
တိတ်	# မိုးတိတ် mó teɪʔ the rain stops, အသံတိတ် fall silent
တွန့်	# မျက်ခုံးတွန့် frown
တွေး	# think, reflect
တိမ်း	# sway, swerve aside
တန့်	# stop short
တွား	# မြွေတွား mwè twá a snake crawls
တုပ်	# မြွေတုပ် mwè toʊʔ a snake bites
တွန်	# (of a cock) crow
ပက်	# ရေပက် jè pɛʔ splash water
ပင့်	# ဘုန်းကြီးပင့် invite a monk
ပူး	# join, stick together
ပြဲ	# အင်္ကျီပြဲ ʔɪ́ɴ dʑì pjɛ́ the shirt tears
ပြက်	# flash (of lightning), joke
ပျံ့	# (of a smell, news) spread
ပြူး	# (of the eyes) bulge
ပြုံး	# smile

# aspirated and θ onsets (voiceless there anyway; listed so that no noun list voices them)
ခပ်	# ရေခပ် jè kʰaʔ draw water
ခူး	# ပန်းခူး páɴ kʰú pick flowers
ခို	# မိုးခို mó kʰò shelter from the rain
ခိုင်း	# order someone to do
ခိုက်	# knock against
ခမ်း	# ရေခမ်း jè kʰáɴ water dries up
ခွပ်	# peck, (of cocks) fight
ခန့်	# appoint
ခြုံ	# စောင်ခြုံ sàʊɴ tɕʰòʊɴ wrap oneself in a blanket
ခြယ်	# paint, decorate
ခြိမ်း	# threaten
ချေ	# နှာချေ n̥à tɕʰè sneeze, ကြွေးချေ pay off a debt
ချော်	# ခြေချော် tɕʰè tɕʰɔ̀ slip
ချော့	# coax, lull
ချန်	# leave behind
ချုံ့	# shrink, reduce
ချွတ်	# ဖိနပ်ချွတ် pʰə naʔ tɕʰʊʔ take off one's shoes
ချွေ	# save, economise
ချဉ်း	# approach
ဆဲ	# curse, swear at
ဆွ	# stir up, provoke
ဆွတ်	# pluck
ဆွေး	# rot, decay
ဆာ	# ဗိုက်ဆာ baɪʔ sʰà be hungry
ဆီး	# ဖမ်းဆီး pʰáɴ sʰí arrest, တားဆီး tá sʰí prevent
ထ	# အိပ်ရာထ ʔeɪʔ jà tʰa̰ get up
ထည့်	# ရေထည့် jè tʰɛ̰ put water in
ထောင်း	# ဆန်ထောင်း sʰàɴ tʰáʊɴ pound rice
ထွန်	# လယ်ထွန် lɛ̀ tʰʊ̀ɴ plough a field
ဖာ	# ဘီးဖာ bí pʰà patch a tyre
ဖိတ်	# invite
ဖြီး	# ဆံပင်ဖြီး sʰə bɪ̀ɴ pʰjí comb one's hair
ဖြို	# အိမ်ဖြို ʔèɪɴ pʰjò pull down a house
ဖြည်	# untie; dilute
ဖြုန်း	# ငွေဖြုန်း ŋwè pʰjóʊɴ squander money
ဖြန်း	# ရေဖြန်း jè pʰjáɴ sprinkle water
ဖျစ်	# squeeze
ဖွား	# give birth
ဖွဲ့	# form, compose: ကဗျာဖွဲ့
ဖွပ်	# အဝတ်ဖွပ် ʔə wʊʔ pʰʊʔ wash clothes
ဖောင်း	# ဗိုက်ဖောင်း baɪʔ pʰáʊɴ be bloated
ဖျား	# run a fever
ဖုတ်	# မုန့်ဖုတ် mo̰ʊɴ pʰoʊʔ bake cakes
ဖဲ့	# break off a piece
သီ	# ပန်းသီ páɴ θì string flowers
သေ	# die
သပ်	# stroke, smooth
သိပ်	# ကလေးသိပ် kʰə lé θeɪʔ put a child to sleep
သမ်း	# yawn
သွင်း	# ငွေသွင်း ŋwè θwɪ́ɴ pay in money
သွယ်	# မီးသွယ် mí θwɛ̀ run a power line
`;
