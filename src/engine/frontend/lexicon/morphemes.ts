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

# added from the unclassified list: places, land and water
ပြည်	# တိုင်းပြည် táɪɴ bjì country, ရှမ်းပြည် ʃáɴ bjì Shan State
ကမ်း	# ပင်လယ်ကမ်း pɪ̀ɴ lɛ̀ ɡáɴ seashore
စပ်	# နယ်စပ် nɛ̀ zaʔ border, ကမ်းစပ် káɴ zaʔ water's edge
စင်	# ဘုရားစင် pʰə já zɪ̀ɴ shrine shelf, ရေစင် jè zɪ̀ɴ water-pot stand
ကျင်း	# မြေကျင်း mjè dʑɪ́ɴ pit
ကြည်း	# ရေကြည်း jè dʑí water and land
သောင်	# ကမ်းသောင် káɴ ðàʊɴ sandbank
ဆည်	# ရေဆည် jè zɛ̀ dam
ကွေ	# လမ်းကွေ láɴ ɡwè bend (like the listed ကွေ့)
စောင်း	# တောင်စောင်း tàʊɴ záʊɴ hillside; harp
ဆွယ်	# ကျွန်းဆွယ် tɕʊ́ɴ zwɛ̀ peninsula
ပြန့်	# မြေပြန့် mjè bja̰ɴ plains

# added from the unclassified list: body
ကျော	# မြင်းကျော mjɪ́ɴ dʑɔ́ horseback, ဆင်ကျော sʰɪ̀ɴ dʑɔ́
ကြော	# သွေးကြော θwé dʑɔ́ blood vessel, ခါးကြော kʰá dʑɔ́
ဆစ်	# ဒူးဆစ် dú zɪʔ knee joint, ခြေဆစ် tɕʰè zɪʔ ankle, ဝါးဆစ် bamboo node
ကုပ်	# လည်ကုပ် lɛ̀ ɡoʊʔ nape of the neck
ပေါင်	# thigh; pound (weight, money): ငါးပေါင် ŋá bàʊɴ
သည်း	# nail: ခြေသည်း tɕʰè ðɛ́ toenail
ဖင်	# bottom: အိုးဖင် ʔó bɪ̀ɴ bottom of a pot
ကျိတ်	# lump, tumour: အသားကျိတ် ʔə θá dʑeɪʔ
ပါး	# cheek; classifier for monks and gods: ရတနာသုံးပါး jə də nà θóʊɴ bá the Three Gems

# added from the unclassified list: animals, plants and produce
ပိုး	# ရောဂါပိုး jɔ̀ ɡà bó germ; silk
ဖျံ	# ရေဖျံ jè bjàɴ otter
ကြူး	# ပိုးစုန်းကြူး pó zóʊɴ dʑú firefly
ပျိုး	# စပါးပျိုး zə bá bjó rice seedlings
ဖီး	# ငှက်ပျောဖီး ŋə pjɔ́ bí hand of bananas
ချီး	# နွားချီး nwá dʑí cow dung
ပုပ်	# ပဲပုပ် pɛ́ boʊʔ fermented soybean, ငါးပုပ်
စေး	# sap, gum: ထမင်းစေး tʰə mɪ́ɴ zé rice paste (glue)
စိန်	# ရွှေစိန် ʃwè zèɪɴ gold and diamonds

# added from the unclassified list: lexicalised quality words after a noun
ချို	# ရေချို jè dʑò fresh water, ကျွဲချို tɕwɛ́ dʑò buffalo horn, မုန့်ချို sweets
ဖြူ	# ဆင်ဖြူ sʰɪ̀ɴ bjù white elephant
စိမ်း	# ပဲစိမ်း pɛ́ zéɪɴ mung bean, လူစိမ်း lù zéɪɴ stranger
ပျို	# လူပျို lù bjò bachelor
ကြမ်း	# ကုန်ကြမ်း kòʊɴ dʑáɴ raw materials, မူကြမ်း mù dʑáɴ draft, ရေနွေးကြမ်း plain tea
ပြင်း	# လေပြင်း lè bjɪ́ɴ strong wind, ဆေးပြင်း sʰé bjɪ́ɴ strong tobacco
တို	# ဘောင်းဘီတို báʊɴ bì dò shorts, ဝတ္ထုတို wʊʔ tʰṵ dò short story
ကျင်	# ခြေကျင် tɕʰè dʑɪ̀ɴ on foot, ကျွမ်းကျင် tɕʊ́ɴ dʑɪ̀ɴ skilled
ခြား	# နိုင်ငံခြား nàɪɴ ŋàɴ dʑá foreign, ထူးခြား tʰú dʑá special, လူမျိုးခြား
ချမ်း	# ငြိမ်းချမ်း ɲéɪɴ dʑáɴ peaceful, အေးချမ်း ʔé dʑáɴ calm
ထူး	# ဂုဏ်ထူး ɡòʊɴ dú distinction, ဆုထူး sʰṵ dú special prize
ထွေး	# youngest: သမီးထွေး θə mí dwé, သားထွေး θá dwé
ကျိုး	# ကောင်းကျိုး káʊɴ dʑó benefit, ဆိုးကျိုး sʰó dʑó harm
ပြိုင်	# မြင်းပြိုင် mjɪ́ɴ bjàɪɴ horse race, လှေပြိုင် ɬè bjàɪɴ boat race

# added from the unclassified list: things, materials, money
ကား	# လှေကား ɬè ɡá stairs, ကုန်တင်ကား kòʊɴ tɪ̀ɴ ɡá lorry
ကာ	# မိုးကာ mó ɡà raincoat, နေကာ nè ɡà sunshade, လေကာ lè ɡà windscreen
ကော်	# glue, plastic: ရော်ဘာကော် jɔ̀ bà ɡɔ̀ rubber glue
ကုံး	# ပန်းကုံး páɴ ɡóʊɴ garland
စည်	# ကြေးစည် tɕé zì gong, ဆီစည် sʰì zì oil drum
ပျဉ်	# ကျွန်းပျဉ် tɕʊ́ɴ bjɪ̀ɴ teak plank
တောင့်	# ပဲတောင့် pɛ́ daʊ̰ɴ bean pod, ကြံတောင့် tɕàɴ daʊ̰ɴ length of sugarcane
တန်	# denomination: ဆယ်တန် sʰɛ̀ dàɴ ten-kyat note, ထောင်တန်
ကြွေး	# ငွေကြွေး ŋwè dʑwé debt, ဘဏ်ကြွေး bàɴ dʑwé
ကိန်း	# number: ပကတိကိန်း pə ka̰ tḭ ɡéɪɴ natural number
ပိုဒ်	# paragraph: စာပိုဒ် sà baɪʔ
တမ်း	# စာတမ်း sà dáɴ paper, thesis, ကြေညာတမ်း tɕè ɲà dáɴ declaration
တေး	# ခေတ်ပေါ်တေး kʰɪʔ pɔ̀ dé modern song
စိတ်	# section; mind: အမျိုးသားစိတ် ʔə mjó ðá zeɪʔ national spirit
စံ	# ထုံးစံ tʰóʊɴ zàɴ custom, ကမ္ဘာ့စံ ɡə ba̰ zàɴ world standard
တု	# image: ဥတု ʔṵ dṵ season, ပုံတု pòʊɴ dṵ copy
ကြယ်	# star: ငါးကြယ် ŋá dʑɛ̀ five stars
စော်	# smell: ဆီစော် sʰì zɔ̀ smell of oil

# added from the unclassified list: people and groups
တပ်	# ရေတပ် jè daʔ navy, လေတပ် lè daʔ air force, ကြည်းတပ် tɕí daʔ army
ကျွန်	# အိမ်ကျွန် ʔèɪɴ dʑʊ̀ɴ house slave
ထိမ်	# ပန်းထိမ် páɴ dèɪɴ goldsmith (the usual spelling of ပန်းတိမ်)
တော့်	# possessive of the listed တော်: ကိုယ်တော့် kò dɔ̰

# added from the unclassified list: particles and bound words after a verb or noun
ဖြင့်	# literary with, by: ငွေဖြင့် ŋwè bjɪ̰ɴ
တွင်	# literary at, in: အိမ်တွင် ʔèɪɴ dwɪ̀ɴ
တည်း	# only, same: တစ်ခုတည်း tə kʰṵ dɛ́, တစ်ခါတည်း tə kʰà dɛ́
စို့	# let's: သွားစို့ θwá zo̰
ကွ	# familiar final: လာကွ là ɡwa̰
ပါ့	# like the particle ပါ: လာပါ့မယ် là ba̰ mɛ̀

# further noun heads: body, animals, plants
ချွေး	# sweat: အေးချွေး ʔé dʑwé cold sweat, ခြေချွေး tɕʰè dʑwé
ပျား	# bee: တောပျား tɔ́ bjá wild bee
ထံ	# presence, to (a person): ဆရာ့ထံ sʰə ja̰ dàɴ, မိဘထံ mḭ ba̰ dàɴ

# further noun heads written with a stack (Pali loans that are ordinary nouns)
သေတ္တာ	# box: ရေခဲသေတ္တာ jè ɡɛ́ ðɪʔ tà refrigerator, ငွေသေတ္တာ ŋwè ðɪʔ tà safe
ကိစ္စ	# matter: အိမ်ကိစ္စ ʔèɪɴ ɡeɪʔ sa̰ household matter
ကဏ္ဍ	# sector: ပညာရေးကဏ္ဍ pjɪ̀ɴ ɲà jé ɡàɴ da̰
ပစ္စည်း	# goods: အိမ်သုံးပစ္စည်း ʔèɪɴ θóʊɴ bjɪʔ sì household goods
ပိဿာ	# viss: ငါးပိဿာ ŋá beɪʔ θà
ပညာ	# knowledge, science: ဆေးပညာ sʰé bjɪ̀ɴ ɲà medicine
စွပ်ပြုတ်	# soup: ငါးစွပ်ပြုတ် ŋə zʊʔ pjoʊʔ fish soup

# further literary particles and clause endings with θ (voiceless unless listed)
သို့	# to, thus: ရန်ကုန်သို့ jàɴ ɡòʊɴ ðo̰, ဤသို့ ʔì ðo̰
ကဲ့သို့	# like: ယင်းကဲ့သို့ jɪ́ɴ ɡɛ̰ ðo̰
သဖြင့်	# because: ရှိသဖြင့် ʃḭ ðə bjɪ̰ɴ
သလောက်	# as much as: ပြောသလောက် pjɔ́ ðə laʊʔ
သနည်း	# literary question: ရှိသနည်း ʃḭ ðə ní
သဖွယ်	# literary like: ရွှေသဖွယ် ʃwè ðə bwɛ̀
သမျှ	# all that: ရှိသမျှ ʃḭ ðə m̥ja̰
သရွေ့	# as long as: ရှိသရွေ့ ʃḭ ðə jwḛ
သတဲ့	# hearsay: သွားသတဲ့ θwá ðə dɛ̰
ချည်း	# only, nothing but: သူချည်း θù dʑí, ရေချည်း jè dʑí
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

# added from the unclassified list: quality verbs that stay voiceless after their subject
ကောင်း	# ကံကောင်း kàɴ káʊɴ be lucky, နေကောင်း nè káʊɴ be well, စားကောင်း sá káʊɴ tasty
ကျယ်	# အသံကျယ် ʔə θàɴ tɕɛ̀ be loud
ကြာ	# အချိန်ကြာ ʔə tɕʰèɪɴ tɕà take long
ပြေ	# ကြွေးပြေ tɕwé pjè the debt is settled, အဆင်ပြေ ʔə sʰɪ̀ɴ pjè
ပျော်	# ရေခဲပျော် jè ɡɛ́ pjɔ̀ ice melts; be happy
တည့်	# သင့်တည့် θɪ̰ɴ tɛ̰ get along
စို	# ချွေးစို tɕʰwé sò sweaty, ရေစို jè sò wet
ကဲ	# လွန်ကဲ lʊ̀ɴ kɛ́ be excessive
ကြွယ်	# rich: ဥစ္စာကြွယ် ʔoʊʔ sà tɕwɛ̀
ကြိုင်	# မွှေးကြိုင် m̥wé tɕàɪɴ be fragrant
ပွ	# ဖောင်းပွ pʰáʊɴ pwa̰ swell up, ဆံပင်ပွ
ပျောင်း	# ပျော့ပျောင်း pjɔ̰ pjáʊɴ be soft, pliant
ဖြိုး	# ဖွံ့ဖြိုး pʰʊ̰ɴ pʰjó develop
ဖွေး	# ဖြူဖွေး pʰjù pʰwé snow-white
ဖြောင့်	# ရိုးဖြောင့် jó pʰjaʊ̰ɴ honest
ဖျော့	# ဖြူဖျော့ pʰjù pʰjɔ̰ pale
ဖျင်း	# ညံ့ဖျင်း ɲa̰ɴ pʰjɪ́ɴ poor (in quality)
ခံ့	# ခိုင်ခံ့ kʰàɪɴ kʰa̰ɴ sturdy
ထူ	# ဆံပင်ထူ sʰə bɪ̀ɴ tʰù thick hair
ထန်	# ပြင်းထန် pjɪ́ɴ tʰàɴ severe
ထုံ	# ခြေထုံ tɕʰè tʰòʊɴ the foot is numb
သန်	# အားသန် ʔá θàɴ strong
သွက်	# ခြေသွက် tɕʰè θwɛʔ nimble-footed
ဆန်း	# ထူးဆန်း tʰú sʰáɴ strange
ဆံ့	# fit in: မဆံ့ mə sʰa̰ɴ

# added from the unclassified list: action verbs
ကယ်	# rescue: ဘုရားကယ် pʰə já kɛ̀
ကွယ်	# ကာကွယ် kà kwɛ̀ protect, ကိုးကွယ် kó kwɛ̀ worship, နေကွယ် the sun is hidden
ကျွတ်	# ကြယ်သီးကျွတ် tɕɛ̀ ðí tɕʊʔ a button comes off
ကျွံ	# လွန်ကျွံ lʊ̀ɴ tɕʊ̀ɴ overstep
ကြွင်း	# remain: ကျန်ကြွင်း tɕàɴ tɕwɪ́ɴ
စွက်	# ဖြည့်စွက် pʰjḛ swɛʔ supplement
စွတ်	# စိုစွတ် sò sʊʔ damp
စိပ်	# ပုတီးစိပ် bə dí seɪʔ tell one's beads
ပွန်း	# ဒူးပွန်း dú pʊ́ɴ graze one's knee
ဆောက်	# အိမ်ဆောက် ʔèɪɴ sʰaʊʔ build a house
ဆိုက်	# သင်္ဘောဆိုက် θɪ́ɴ bɔ́ sʰaɪʔ a ship arrives
ဆော်	# နှိုးဆော် n̥ó sʰɔ̀ urge
ထွန်း	# မီးထွန်း mí tʰʊ́ɴ light a lamp
ထွင်	# တီထွင် tì tʰwɪ̀ɴ invent
ထွား	# ကြီးထွား tɕí tʰwá grow
ဖွေ	# ရှာဖွေ ʃà pʰwè search
ဖြာ	# ဝေဖြာ wè pʰjà radiate
ချယ်	# ရွေးချယ် jwé tɕʰɛ̀ choose
ချိန်း	# appoint (a time): ဆရာဝန်ချိန်း
သွေ	# ဓားသွေ dá θwè sharpen a knife
သိမ့်	# တုန်သိမ့် tòʊɴ θeɪ̰ɴ tremble; console
သုဉ်း	# ပျောက်သုဉ်း pjaʊʔ θóʊɴ vanish

# further verbs with plain onsets (the verb rule matters for them)
ပွက်	# ဆီပွက် sʰì pwɛʔ the oil bubbles (but the noun ရေပွက် jè bwɛʔ bubble)
စူး	# ဆူးစူး sʰú sú a thorn pricks, အသံစူး shrill voice
စူ	# နှုတ်ခမ်းစူ n̥ə kʰáɴ sù pout
စိမ့်	# ရေစိမ့် jè seɪ̰ɴ water seeps
ကြော့	# ဝတ်ကြော့ be smartly dressed
စဉ်း	# အသားစဉ်း ʔə θá sɪ́ɴ mince meat
`;
