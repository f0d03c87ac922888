/** Pali and Sanskrit loans used in everyday and formal Burmese, with and without stacked consonants (ဝိညာဉ်, ကရုဏာ, ပုဂ္ဂိုလ်, သမ္မတ style), names of virtues, sciences, abstract ideas, time and astrology terms, place and person titles of Pali origin: Burmese words and their spoken pronunciation, written by the project from knowledge of the language. */
export const WORDS = `
# virtues and moral qualities: compounds
မုဒိတာပွား	mṵ dḭ tà pwà
ဝီရိယရှိ	wì jḭ ja̰ ʃḭ
ဝီရိယစိုက်	wì jḭ ja̰ saɪʔ
ဝီရိယကောင်း	wì jḭ ja̰ káʊɴ
ဝီရိယလျှော့	wì jḭ ja̰ ʃɔ̰
ဒါနမြောက်	dà na̰ mjaʊʔ
ဟိရီ	hḭ jì
သမာဓိမြဲ	θə mà dḭ mjɛ́
ပါရမီထူ	pà jə mì tʰù
ကုသိုလ်ပွား	kṵ θò pwà
ဝိနည်းရှိ	wḭ ní ʃḭ
ဝိနည်းပျက်	wḭ ní pjɛʔ
ဝိနည်းကောင်း	wḭ ní káʊɴ
ဝိနည်းဖောက်	wḭ ní pʰaʊʔ
တေဇာ	tè zà
တေဇာကြီး	tè zà dʑí
တန်ခိုးတော်	tə ɡó dɔ̀
အာနုဘော်ကြီး	ʔà nṵ bɔ̀ dʑí
ဘုန်းတန်ခိုး	pʰóʊɴ tə ɡó
စေတနာဆိုး	sè tə nà sʰó
ဥတ္တမ	ʔoʊʔ tə ma̰
ဥတ္တမပုရိသ	ʔoʊʔ tə ma̰ pṵ jḭ θa̰
# figures of speech, rhetoric and learned usage
ဥပစာစကား	ʔṵ pə sà zə ɡá
ဥပမေယျ	ʔṵ pə mè ja̰
ဥပမာဥပမေယျ	ʔṵ pə mà ʔṵ pə mè ja̰
ဥပမာပြု	ʔṵ pə mà pjṵ
ဥပမာဆောင်	ʔṵ pə mà sʰàʊɴ
ဥဒါန်းတွင်	ʔṵ dáɴ twɪ̀ɴ
ပရိယာယ်ကြွယ်	pə jḭ jɛ̀ tɕwɛ̀
ပရိယာယ်သုံး	pə jḭ jɛ̀ θóʊɴ
ပရိယာယ်များ	pə jḭ jɛ̀ mjá
အလင်္ကာဆရာ	ʔə lɪ̀ɴ kà sʰə jà
အလင်္ကာကျမ်း	ʔə lɪ̀ɴ kà tɕáɴ
ဝေါဟာရကြွယ်	wɔ́ hà ja̰ tɕwɛ̀
ဝေါဟာရသစ်	wɔ́ hà ja̰ θɪʔ
ဝေါဟာရပြု	wɔ́ hà ja̰ pjṵ
ပုစ္ဆာဝိသဇ္ဇနာ	poʊʔ sʰà wḭ θɪʔ zə nà
ဝိဘာဂ	wḭ bà ɡa̰
ဝိဝါဒကွဲ	wḭ wà da̰ kwɛ́
ဝိဝါဒဖြစ်	wḭ wà da̰ pʰjɪʔ
ဝိရောဓိ	wḭ jɔ́ dḭ
ဝိရောဓိဖြစ်	wḭ jɔ́ dḭ pʰjɪʔ
ဝိပလ္လာသ	wḭ paʔ là θa̰
ဝိပလ္လာသဖြစ်	wḭ paʔ là θa̰ pʰjɪʔ
ဝိပါက်ကံ	wḭ paɪʔ kàɴ
# wealth, offerings and gifts
ပဏ္ဏာဆက်သ	pàɴ nà sʰɛʔ θa̰
ပူဇော်သက္ကာ	pù zɔ̀ θɛʔ kà
ပူဇနီယ	pù zə nì ja̰
ဓနအင်အား	də na̰ ʔɪ̀ɴ ʔá
# weather, seasons and the body's cycles: ဥတု
ဥတုမှန်	ʔṵ tṵ m̥àɴ
ဥတုလာ	ʔṵ tṵ là
ဥတုသွေး	ʔṵ tṵ θwé
ဥတုဖောက်ပြန်	ʔṵ tṵ pʰaʊʔ pjàɴ
ဥတုဇ	ʔṵ tṵ za̰
# meteors and sky omens
ဥက္ကာ	ʔoʊʔ kà
# gardens, tunnels and crowns
ဥယျာဉ်ခြံမြေ	ʔṵ jɪ̀ɴ dʑàɴ mjè
ဥဿုံပြည့်	ʔoʊʔ θòʊɴ pjḛ
# the audience, furniture and protection chants
ပရိသတ်ရှေ့	pə jḭ θaʔ ʃḛ
ပရိသတ်အလယ်	pə jḭ θaʔ ʔə lɛ̀
ပရိတ်သဲ	pə jeɪʔ θɛ́
ပရိတ်တရား	pə jeɪʔ tə já
ပရိတ်အိုး	pə jeɪʔ ʔó
ပရိတ်ကြီးဆယ့်တစ်သုတ်	pə jeɪʔ tɕí sʰɛ̰ tə θoʊʔ
# ultimate and conventional truth, altruism
ပရဟိတဂေဟာ	pə jə hḭ ta̰ ɡè hà
အတ္တဟိတ	ʔaʔ ta̰ hḭ ta̰
# conception, eloquence and promises
ပဋိညာဉ်ခံ	pə dḭ ɲɪ̀ɴ kʰàɴ
ပဋိဘာန်	pə dḭ bàɴ
ပဋိဘာန်ဉာဏ်	pə dḭ bàɴ ɲàɴ
ပဋိသန္ထာရပြု	pə dḭ θàɴ tʰà ja̰ pjṵ
ပစ္စက္ခဉာဏ်	pjɪʔ sɛʔ kʰa̰ ɲàɴ
# wish-fulfilling tree, lotus and Brahmins
ပုဏ္ဏားဆရာ	pòʊɴ ná sʰə jà
ပုဏ္ဏားမ	pòʊɴ ná ma̰
ပုဏ္ဏေး	pòʊɴ né
ပုရောဟိတ်ပုဏ္ဏား	pṵ jɔ́ heɪʔ pòʊɴ ná
ပုထုဇဉ်ပီပီ	pṵ tʰṵ zɪ̀ɴ pì bì
ပီတိဖြစ်ဖွယ်	pì tḭ pʰjɪʔ pʰwɛ̀
ပီတိဝမ်းမြောက်	pì tḭ wʊ́ɴ mjaʊʔ
ပရမ္ပရာ	pə jàɴ bə jà
ပရမ္ပရာဇာတ်လမ်း	pə jàɴ bə jà zaʔ láɴ
# monastic names of Pali origin
ဝိမလ	wḭ mə la̰
ဇောတိက	zɔ́ tḭ ka̰
သုမန	θṵ mə na̰
နန္ဒိယ	nàɴ dḭ ja̰
ကုမာရ	kṵ mà ja̰
တေဇောသာရ	tè zɔ́ θà ja̰
သောဘိတ	θɔ́ bḭ ta̰
ဣန္ဒက	ʔèɪɴ də ka̰
ကေလာသ	kè là θa̰
ပညာဝံသ	pjɪ̀ɴ ɲà wʊ̀ɴ θa̰
ဝိသုဒ္ဓ	wḭ θoʊʔ da̰
ဇဝန	zə wə na̰
သုမင်္ဂလ	θṵ mɪ̀ɴ ɡə la̰
ကောဝိဒ	kɔ́ wḭ da̰
တိလောက	tḭ lɔ́ ka̰
ဥတ္တရ	ʔoʊʔ tə ja̰
ရေဝတ	jè wə ta̰
သီလာနန္ဒ	θì là nàɴ da̰
ဝါသဝ	wà θə wa̰
# personal names of Pali origin
ဇေယျ	zè ja̰
သီတာ	θì tà
ကေသရီ	kè θə jì
စန္ဒမာ	sàɴ də mà
စန္ဒ	sàɴ da̰
ဥမ္မာ	ʔòʊɴ mà
# astrology: planets, days and the nine
နဝဂြိုဟ်	nə wa̰ dʑò
ရာဟုဂြိုဟ်	jà hṵ dʑò
ကိတ်ဂြိုဟ်	keɪʔ dʑò
တနင်္လာဂြိုဟ်	tə nɪ̀ɴ là dʑò
တနင်္ဂနွေဂြိုဟ်	tə nɪ̀ɴ ɡə nwè dʑò
ဂြိုဟ်ကောင်း	dʑò káʊɴ
ဂြိုဟ်ဆိုး	dʑò sʰó
ဂြိုဟ်ဝင်	dʑò wɪ̀ɴ
ဂြိုဟ်ပြောင်း	dʑò pjáʊɴ
ဂြိုဟ်နံ	dʑò nàɴ
ဥစ္စ	ʔoʊʔ sa̰
ဥစ္စဂြိုဟ်	ʔoʊʔ sa̰ dʑò
နိစ်	neɪʔ
လဂ်	lɛʔ
# astrology: days, names and fortune
တနင်္ဂနွေနံ	tə nɪ̀ɴ ɡə nwè nàɴ
တနင်္လာနံ	tə nɪ̀ɴ là nàɴ
ဗုဒ္ဓဟူးနံ	boʊʔ də hú nàɴ
ကြာသပတေးနံ	tɕà θə bə dé nàɴ
သောကြာနံ	θaʊʔ tɕà nàɴ
ရာဟုနံ	jà hṵ nàɴ
ရက်ရာဇာ	jɛʔ jà zà
ရက်ပုပ်	jɛʔ poʊʔ
နေ့ရာဇာ	nḛ jà zà
ဇာတာရှင်	zà tà ʃɪ̀ɴ
ဇာတာကြည့်	zà tà tɕḭ
ဇာတာဟော	zà tà hɔ́
ဇာတာပျောက်	zà tà pjaʊʔ
ဗေဒင်တွက်	bè dɪ̀ɴ twɛʔ
ဗေဒင်ယုံ	bè dɪ̀ɴ jòʊɴ
မင်္ဂလာအချိန်	mɪ̀ɴ ɡə là ʔə tɕʰèɪɴ
မဟာဒသာ	mə hà də θà
ဒသာ	də θà
ဒသာကျ	də θà tɕa̰
ဒသာကောင်း	də θà káʊɴ
ဒသာဆိုး	də θà sʰó
ကံသီ	kàɴ θì
အထွန်း	ʔə tʰʊ́ɴ
ရာဇ	jà za̰
ပုတိ	pṵ tḭ
# the zodiac signs
သိဟ်	θeɪʔ
သိဟ်ရာသီ	θeɪʔ jà ðì
ကန်ရာသီ	kàɴ jà ðì
တူရာသီ	tù jà ðì
ဓနုရာသီ	də nṵ jà ðì
မကာရ	mə kà ja̰
မကာရရာသီ	mə kà ja̰ jà ðì
ကုံရာသီ	kòʊɴ jà ðì
မိန်ရာသီ	mèɪɴ jà ðì
မေထုန်ရာသီ	mè tʰòʊɴ jà ðì
# gods and mythical beings
ပရမေသွာ	pə jə mè θwà
မဟာပိန္နဲ	mə hà pèɪɴ nɛ́
ဂဠုန်ငှက်	ɡə lòʊɴ ŋ̊ɛʔ
ဒေဝတာနတ်	dè wə tà naʔ
# old kingdoms and classical place names
ရာမညဒေသ	jà mɪ̀ɴ ɲa̰ dè θa̰
ရာမည	jà mɪ̀ɴ ɲa̰
ရမ္မာဝတီ	jàɴ mà wə dì
မေဃဝတီ	mè ɡa̰ wə dì
သုဓမ္မဝတီ	θṵ dàɴ ma̰ wə dì
အရိမဒ္ဒနာ	ʔə jḭ maʔ də nà
အရိမဒ္ဒနာပူရ	ʔə jḭ maʔ də nà pù ja̰
တမ္ပဒီပ	tàɴ bə dì pa̰
သုနာပရန္တ	θṵ nà pə jàɴ ta̰
ကေတုမတီ	kè tṵ mə dì
ရတနာပုံနေပြည်တော်	jə də nà bòʊɴ nè pjì dɔ̀
ဟံသာဝတီပြည်	hàɴ θà wə dì pjì
ဒဂုံမြို့	də ɡòʊɴ mjo̰
သံလျင်	θàɴ ljɪ̀ɴ
ပျူ	pjù
မဟာဒွါရ	mə hà dwà ja̰
ဒွါရဂိုဏ်း	dwà ja̰ ɡáɪɴ
သုဓမ္မာသဘင်	θṵ dàɴ mà θə bɪ̀ɴ
# India of the scriptures
ပဉ္စာလ	pɪ̀ɴ sà la̰
ဗောဓိဂယာ	bɔ́ dḭ ɡə jà
ဥရုဝေလ	ʔṵ jṵ wè la̰
မဇ္ဈိမဒေသ	mjɪʔ zḭ ma̰ dè θa̰
ဇမ္ဗူဒီပ	zàɴ bù dì pa̰
အနော်မာ	ʔə nɔ̀ mà
အနော်မာမြစ်	ʔə nɔ̀ mà mjɪʔ
ယမုနာ	jə mṵ nà
သိန္ဓု	θèɪɴ dṵ
ကာသိ	kà θḭ
အင်္ဂ	ʔɪ̀ɴ ɡa̰
# sciences and treatises
ကာယဗေဒ	kà ja̰ bè da̰
ဗီဇဗေဒ	bì za̰ bè da̰
ဥတုဗေဒ	ʔṵ tṵ bè da̰
အာယုဗေဒ	ʔà jṵ bè da̰
ဘေသဇ္ဇ	bè θɪʔ za̰
ဘေသဇ္ဇဗေဒ	bè θɪʔ za̰ bè da̰
ဓနုဗေဒ	də nṵ bè da̰
ဗေဒကျမ်း	bè da̰ dʑáɴ
ဗေဒသုံးပုံ	bè da̰ θóʊɴ bòʊɴ
ဗေဒင်ကျမ်း	bè dɪ̀ɴ dʑáɴ
နီတိကျမ်း	nì tḭ dʑáɴ
စာဏက္ကနီတိ	sà nɛʔ ka̰ nì tḭ
ကဗျာစာပေ	kə bjà sà pè
ဂန္ဓဗ္ဗဝိဇ္ဇာ	ɡàɴ daʔ ba̰ weɪʔ zà
ဗိသုကာဆရာ	bḭ θṵ kà sʰə jà
ဇောတိသ	zɔ́ tḭ θa̰
ဇောတိသကျမ်း	zɔ́ tḭ θa̰ dʑáɴ
ဂဏိတ	ɡə nḭ ta̰
ဂဏိတကျမ်း	ɡə nḭ ta̰ dʑáɴ
သင်္ချာပညာ	θɪ̀ɴ dʑà pjɪ̀ɴ ɲà
ဝဏ္ဏဗေဒ	wʊ̀ɴ na̰ bè da̰
ဝဏ္ဏနာကျမ်း	wʊ̀ɴ nə nà dʑáɴ
ဆေးကျမ်းစာ	sʰé dʑáɴ zà
ဓာတ်ပညာ	daʔ pjɪ̀ɴ ɲà
ပြဒါးလုံး	bə dá lóʊɴ
ဝိဇ္ဇာဓိုရ်ဆရာ	weɪʔ zà dò sʰə jà
ယန္တရားပုံ	jàɴ də já bòʊɴ
ဂါထာစီ	ɡà tʰà sì
# honorific titles conferred by the state
မဟာသရေစည်သူ	mə hà θə jè sì θù
သီရိပျံချီ	θì jḭ pjàɴ tɕʰì
ဝဏ္ဏကျော်ထင်	wʊ̀ɴ na̰ tɕɔ̀ tʰɪ̀ɴ
အလင်္ကာကျော်စွာ	ʔə lɪ̀ɴ kà tɕɔ̀ zwà
သတိုးမင်းကြီး	θə dó mɪ́ɴ dʑí
သတိုးသီရိသုဓမ္မ	θə dó θì jḭ θṵ dàɴ ma̰
ဇေယျကျော်ထင်	zè ja̰ tɕɔ̀ tʰɪ̀ɴ
သူရ	θù ja̰
သူရဘွဲ့	θù ja̰ bwɛ̰
သီဟသူရ	θì ha̰ θù ja̰
မဟာသီဟသူရ	mə hà θì ha̰ θù ja̰
အဂ္ဂမဟာသီရိသုဓမ္မ	ʔɛʔ ɡa̰ mə hà θì jḭ θṵ dàɴ ma̰
သီရိသုဓမ္မ	θì jḭ θṵ dàɴ ma̰
# religious titles of monks and donors
မဟာဂန္ထဝါစကပဏ္ဍိတ	mə hà ɡàɴ tʰa̰ wà sə ka̰ pàɴ dḭ ta̰
အဘိဓဇ	ʔə bḭ də za̰
မဟာရဋ္ဌဂုရု	mə hà jaʔ tʰa̰ ɡṵ jṵ
ဘုရားတကာ	pʰə já də ɡà
# kings and royal titles
ရာဇပုတ္တ	jà za̰ poʊʔ ta̰
ဥပရာဇ	ʔṵ pə jà za̰
စကြာဝတေးမင်း	sɛʔ tɕà wə té mɪ́ɴ
ဓမ္မရာဇ်	dàɴ ma̰ jɪʔ
နရပတိ	nə ja̰ pə tḭ
နရာဓိပတိ	nə jà dḭ pə tḭ
မင်းကြီးကျော်စွာ	mɪ́ɴ dʑí tɕɔ̀ zwà
သီရိမဟာ	θì jḭ mə hà
သီရိဓမ္မာသောက	θì jḭ dàɴ mà θɔ́ ka̰
အသောက	ʔə θɔ́ ka̰
ဓမ္မာသောက	dàɴ mà θɔ́ ka̰
# watches of the night, fortnights and aeons
ယာမ	jà ma̰
ပဌမယာမ	pə tʰə ma̰ jà ma̰
မဇ္ဈိမယာမ	mjɪʔ zḭ ma̰ jà ma̰
ပစ္ဆိမယာမ	pjɪʔ sʰḭ ma̰ jà ma̰
ပက္ခ	pɛʔ kʰa̰
ကာလရေစီး	kà la̰ jè zí
ကာလအတန်ကြာ	kà la̰ ʔə tàɴ tɕà
မဟာကပ်	mə hà kaʔ
သုညကပ်	θòʊɴ ɲa̰ kaʔ
# Pali numerals and ordinals
ဒွိ	dwḭ
စတု	sə tṵ
ပဉ္စ	pɪ̀ɴ sa̰
အဋ္ဌ	ʔaʔ tʰa̰
နဝ	nə wa̰
ဒသ	də θa̰
ပဌမ	pə tʰə ma̰
နဝမမြောက်	nə wə ma̰ mjaʊʔ
ဒသမမြောက်	də θə ma̰ mjaʊʔ
တတိယမြောက်	tə tḭ ja̰ mjaʊʔ
ဗဟု	bə hṵ
ဗဟုသုတရှိ	bə hṵ θṵ ta̰ ʃḭ
# more names of monks and laymen from Pali
ခေမာ	kʰè mà
ဂုဏဝံသ	ɡṵ na̰ wʊ̀ɴ θa̰
စန္ဒိမာ	sàɴ dḭ mà
ဇိနဝံသ	zḭ na̰ wʊ̀ɴ θa̰
ဉာဏ	ɲà na̰
ဉာဏိဿရ	ɲà neɪʔ θə ja̰
ဉာဏဝံသ	ɲà na̰ wʊ̀ɴ θa̰
ဓမ္မဒီပ	dàɴ ma̰ dì pa̰
ဓမ္မဝံသ	dàɴ ma̰ wʊ̀ɴ θa̰
ဓမ္မပါလ	dàɴ ma̰ pà la̰
ဓမ္မိက	dàɴ mḭ ka̰
နန္ဒ	nàɴ da̰
နာဂသေန	nà ɡa̰ θè na̰
ပညာသာမိ	pjɪ̀ɴ ɲà θà mḭ
ပညာသီဟ	pjɪ̀ɴ ɲà θì ha̰
ပေမ	pè ma̰
ဘဒ္ဒ	baʔ da̰
မေဓာဝီ	mè dà wì
ရာဟုလ	jà hṵ la̰
ဝရ	wə ja̰
ဝိဇယ	wḭ zə ja̰
ဝိပုလ	wḭ pṵ la̰
သုဇာတ	θṵ zà ta̰
သုနန္ဒ	θṵ nàɴ da̰
သုမေဓ	θṵ mè da̰
သောဏ	θɔ́ na̰
ဥက္ကံသ	ʔoʊʔ kàɴ θa̰
ဥပတိဿ	ʔṵ pə teɪʔ θa̰
ဣန္ဒဝံသ	ʔèɪɴ da̰ wʊ̀ɴ θa̰
# royal cities by their Pali names
ဇေယျပူရ	zè ja̰ pù ja̰
ကုသိမ	kṵ θḭ ma̰
# merit and approval
သာဓုအနုမောဒနာ	θà dṵ ʔə nṵ mɔ́ də nà
ဝေယျာဝစ္စကုသိုလ်	wè jà wɪʔ sa̰ kṵ θò
# birth, pride and views
ဇာတိချင်း	zà tḭ tɕʰɪ́ɴ
မာန်	màɴ
မာန်ကြီး	màɴ tɕí
မာန်ချ	màɴ tɕʰa̰
မာန်ထား	màɴ tʰá
ဒိဋ္ဌိခိုင်	deɪʔ tʰḭ kʰàɪɴ
ဒိဋ္ဌိပြင်း	deɪʔ tʰḭ pjɪ́ɴ
လောဘတက်	lɔ́ ba̰ tɛʔ
လောဘဇော	lɔ́ ba̰ zɔ́
ဒေါသူပုန်ထ	dɔ́ θù bòʊɴ tʰa̰
မောဟဖုံး	mɔ́ ha̰ pʰóʊɴ
မောဟကြီး	mɔ́ ha̰ tɕí
ဣဿာဖြစ်	ʔeɪʔ θà pʰjɪʔ
သံဝေဂဖြစ်	θàɴ wè ɡa̰ pʰjɪʔ
# the world and its ways
ဓမ္မတာပင်	dàɴ mə tà pɪ̀ɴ
လောကီစည်းစိမ်	lɔ́ kì sí zèɪɴ
လောကုတ္တရာတရား	lɔ́ koʊʔ tə jà tə já
လောကအလယ်	lɔ́ ka̰ ʔə lɛ̀
လောကပါလ	lɔ́ ka̰ pà la̰
လောကဝတ်	lɔ́ ka̰ wʊʔ
လောကဝတ်ကျေ	lɔ́ ka̰ wʊʔ tɕè
ဩဇာညောင်း	ʔɔ́ zà ɲáʊɴ
ဩဘာသ	ʔɔ́ bà θa̰
ဩဝါဒစာ	ʔɔ́ wà da̰ sà
# happiness, suffering, good and evil deeds
သုခဘုံ	θṵ kʰa̰ bòʊɴ
သုခဝိဟာရ	θṵ kʰa̰ wḭ hà ja̰
ဒုက္ခိတဂေဟာ	doʊʔ kʰḭ ta̰ ɡè hà
ဒုစရိုက်မှု	dṵ sə jaɪʔ m̥ṵ
သုစရိုက်မှု	θṵ sə jaɪʔ m̥ṵ
ဒုဋ္ဌ	doʊʔ tʰa̰
ဒုဋ္ဌဂါမဏိ	doʊʔ tʰa̰ ɡà mə nḭ
ပါပကမ္မ	pà pa̰ kàɴ ma̰
ပါပဂြိုဟ်	pà pa̰ dʑò
ပုည	pòʊɴ ɲa̰
ပုညကြိယာ	pòʊɴ ɲa̰ tɕḭ jà
ပုညကြိယာဝတ္ထု	pòʊɴ ɲa̰ tɕḭ jà wʊʔ tʰṵ
အပုည	ʔə pòʊɴ ɲa̰
# hermits, ascetics and Brahmins
ဇဋာ	zə tà
တာပသ	tà pə θa̰
ပရိဗိုဇ်	pə jḭ bò
ပရိဗိုဇ်ကြီး	pə jḭ bò dʑí
သမဏ	θə mə na̰
သမဏဗြာဟ္မဏ	θə mə na̰ bjà mə na̰
ဗြာဟ္မဏ	bjà mə na̰
ဗြာဟ္မဏဘာသာ	bjà mə na̰ bà θà
# devas, Brahmās, asuras and guardians of the world
ဗြဟ္မာ့မျက်နှာ	bjə mà mjɛʔ n̥à
သဟမ္ပတိဗြဟ္မာ	θə hàɴ pə tḭ bjə mà
သုဇာ	θṵ zà
သုဇာမင်းသမီး	θṵ zà mɪ́ɴ θə mí
အသူရိန်	ʔə θù jèɪɴ
အသူရာမင်း	ʔə θù jà mɪ́ɴ
ဝေပစိတ္တိ	wè pə seɪʔ tḭ
ယမ	jə ma̰
ယမမင်း	jə ma̰ mɪ́ɴ
ယမမင်းကြီး	jə ma̰ mɪ́ɴ dʑí
ငရဲမင်း	ŋə jɛ́ mɪ́ɴ
ကုဝေရ	kṵ wè ja̰
ဓတရဋ္ဌ	də tə jaʔ tʰa̰
စတုလောကပါလ	sə tṵ lɔ́ ka̰ pà la̰
လောကပါလနတ်	lɔ́ ka̰ pà la̰ naʔ
# calamities and dangers
ဥပဒ္ဒဝေါ	ʔṵ paʔ də wɔ́
ဥပဒ်ဆိုး	ʔṵ paʔ sʰó
ဥပဒ်ဘေး	ʔṵ paʔ bé
ဥပဒ်ကင်း	ʔṵ paʔ kɪ́ɴ
ဥပစ္ဆေဒက	ʔṵ pjɪʔ sʰè də ka̰
# ordination and meditation
ကမ္မဝါစာဖတ်	kàɴ mə wà sà pʰaʔ
ကမ္မဋ္ဌာန်းစီးဖြန်း	kə maʔ tʰáɴ sí pʰjáɴ
ကမ္မဋ္ဌာန်းကျောင်း	kə maʔ tʰáɴ tɕáʊɴ
# presidents, persons and souls
သမ္မတဇနီး	θàɴ mə da̰ zə ní
သမ္မတမင်းကြီး	θàɴ mə da̰ mɪ́ɴ dʑí
ပုဂ္ဂိုလ်စွဲ	poʊʔ ɡò swɛ́
ပုဂ္ဂိုလ်ဗဟို	poʊʔ ɡò bə hò
ပုဂ္ဂိုလ်ကိုးကွယ်ရေး	poʊʔ ɡò kó kwɛ̀ jé
ဝိညာဉ်ဆိုင်ရာ	wḭ ɲɪ̀ɴ sʰàɪɴ jà
ဝိညာဉ်ပျောက်	wḭ ɲɪ̀ɴ pjaʊʔ
ဝိညာဉ်ထွက်	wḭ ɲɪ̀ɴ tʰwɛʔ
ဝိညာဉ်ကင်း	wḭ ɲɪ̀ɴ kɪ́ɴ
ဝိညာဉ်လိပ်ပြာ	wḭ ɲɪ̀ɴ leɪʔ pjà
ဝိညာဉ်ခန္ဓာ	wḭ ɲɪ̀ɴ kʰàɴ dà
ကရုဏာရိပ်	kə jṵ nà jeɪʔ
ကရုဏာဉာဏ်	kə jṵ nà ɲàɴ
ကရုဏာရှေ့ထား	kə jṵ nà ʃḛ tʰá
# chairmen, offices and authority
သမဂ္ဂအဖွဲ့	θə mɛʔ ɡa̰ ʔə pʰwɛ̰
တွဲဖက်ဥက္ကဋ္ဌ	twɛ́ bɛʔ ʔoʊʔ kaʔ tʰa̰
သဘာပတိ	θə bà pə tḭ
သဘာပတိအဖွဲ့	θə bà pə tḭ ʔə pʰwɛ̰
ဌာနကြီး	tʰà na̰ dʑí
ဌာနတော်	tʰà na̰ dɔ̀
ဌာနန္တရ	tʰà nàɴ tə ja̰
အာဏာပါဝါ	ʔà nà pà wà
အာဏာလုပိုင်	ʔà nà lṵ pàɪɴ
အာဏာရအစိုးရ	ʔà nà ja̰ ʔə só ja̰
အာဏာခံ	ʔà nà kʰàɴ
# royal law, treasury and chronicles
ရာဇဝတ်ဝန်	jà zə wʊʔ wʊ̀ɴ
ရာဇဝင်ထင်ရှား	jà zə wɪ̀ɴ tʰɪ̀ɴ ʃá
ရာဇဂုဏ်	jà za̰ ɡòʊɴ
ရာဇဘဏ္ဍာ	jà za̰ bàɴ dà
ရာဇအာဏာ	jà za̰ ʔà nà
ရာဇဒဏ်	jà za̰ dàɴ
ရာဇဓာနီ	jà zə dà nì
ရာဇသင်္ဂဟ	jà za̰ θɪ̀ɴ ɡə ha̰
ရာဇဝံသ	jà za̰ wʊ̀ɴ θa̰
ရာဇဂြိုဟ်ပြည်	jà zə dʑò pjì
# existence, lives and the life-continuum
ဘဝပေါင်းများစွာ	bə wa̰ páʊɴ mjá zwà
ဘဝအဆက်ဆက်	bə wa̰ ʔə sʰɛʔ sʰɛʔ
ဘဝမြင့်	bə wa̰ mjɪ̰ɴ
ဘဝနိမ့်	bə wa̰ neɪ̰ɴ
ဘဝကံ	bə wa̰ kàɴ
ဘဝတက္ကသိုလ်	bə wa̰ tɛʔ kə θò
ဝါသနာအိုး	wà θə nà ʔó
ဝါသနာထုံ	wà θə nà tʰòʊɴ
ဝါသနာကြီး	wà θə nà tɕí
ဝါသနာတူ	wà θə nà tù
ဇောကြီး	zɔ́ tɕí
ဇောတက်	zɔ́ tɛʔ
ဒေသန္တရဗဟုသုတ	dè θàɴ tə ja̰ bə hṵ θṵ ta̰
ဒေသန္တရခရီး	dè θàɴ tə ja̰ kʰə jí
# lunar mansions and Pali month names
မိဂသီ	mḭ ɡə θì
ရေဝတီ	jè wə tì
အနုရာဓ	ʔə nṵ jà da̰
ဇေဋ္ဌ	zeɪʔ tʰa̰
ဟဿ	haʔ θa̰
ဘရဏီ	bə jə nì
ဖုဿ	pʰoʊʔ θa̰
မာဃ	mà ɡa̰
ကတ္တိက	kaʔ tḭ ka̰
သာဝဏ	θà wə na̰
ဝိသာခ	wḭ θà kʰa̰
နက္ခတ်နှစ်ဆယ့်ခုနစ်လုံး	nɛʔ kʰaʔ n̥ə sʰɛ̰ kʰṵ n̥ə lóʊɴ
ဂြိုဟ်ကိုးလုံး	dʑò kó lóʊɴ
ဂြိုဟ်ရှစ်လုံး	dʑò ʃɪʔ lóʊɴ
မွေးနေ့နံ	mwé nḛ nàɴ
# doctrines and isms: -ဝါဒ
ဇာတိဝါဒ	zà tḭ wà da̰
လူမျိုးရေးဝါဒ	lù mjó jé wà da̰
အမျိုးသားဝါဒ	ʔə mjó ðá wà da̰
ဒေသဝါဒ	dè θa̰ wà da̰
သုခဝါဒ	θṵ kʰa̰ wà da̰
သံသယဝါဒ	θàɴ θə ja̰ wà da̰
ယုတ္တိဝါဒ	joʊʔ tḭ wà da̰
ပုဂ္ဂလဝါဒ	poʊʔ ɡə la̰ wà da̰
ဗဟုဝါဒ	bə hṵ wà da̰
ဥစ္ဆေဒဝါဒ	ʔoʊʔ sʰè da̰ wà da̰
သဿတဝါဒ	θaʔ θə ta̰ wà da̰
ကံဝါဒ	kàɴ wà da̰
ဝါဒရေး	wà da̰ jé
ဝါဒစွဲ	wà da̰ swɛ́
ဝါဒသမား	wà da̰ θə má
ဝါဒလမ်းစဉ်	wà da̰ láɴ zɪ̀ɴ
ဝါဒဆိုင်ရာ	wà da̰ sʰàɪɴ jà
# Sangha offices, donors and monastery helpers
အနုနာယက	ʔə nṵ nà jə ka̰
ပဓာနနာယက	pə dà na̰ nà jə ka̰
ဂိုဏ်းအုပ်	ɡáɪɴ ʔoʊʔ
ဂိုဏ်းအုပ်ဆရာတော်	ɡáɪɴ ʔoʊʔ sʰə jà dɔ̀
မန္တရီ	màɴ tə jì
မဟာမန္တရီ	mə hà màɴ tə jì
ဂေါပကလူကြီး	ɡɔ́ pə ka̰ lù dʑí
ဒါယကာအဖွဲ့	dà jə ɡà ʔə pʰwɛ̰
ကျောင်းဒါယကာ	tɕáʊɴ dà jə ɡà
ကပ္ပိယဒကာ	kaʔ pḭ ja̰ də ɡà
ဝေယျာဝစ္စကရ	wè jà wɪʔ sa̰ kə ja̰
အာရာမိက	ʔà jà mḭ ka̰
# monastic learning, degrees and the dispensation
ဓမ္မာစရိယဘွဲ့	dàɴ mà sə jḭ ja̰ bwɛ̰
သာသနဓဇဘွဲ့	θà θə na̰ də za̰ bwɛ̰
စာချဆရာ	sà tɕʰa̰ sʰə jà
စာဝါတိုက်	sà wà taɪʔ
ပထမကျော်	pə tʰə ma̰ dʑɔ̀
ပရိယတ္တိစာမေးပွဲ	pə jḭ jaʔ tḭ sà mé bwɛ́
သာသနာပြုဆရာ	θà θə nà pjṵ sʰə jà
သာသနာ့အမွေ	θà θə na̰ ʔə mwè
သာသနာ့ဝင်	θà θə na̰ wɪ̀ɴ
သာသနာ့ဥယျာဉ်	θà θə na̰ ʔṵ jɪ̀ɴ
သာသနာ့ရိပ်မြုံ	θà θə na̰ jeɪʔ mjòʊɴ
# logic, occasions and plagues
ယုတ္တိဗေဒကျမ်း	joʊʔ tḭ bè da̰ dʑáɴ
ကာလနာရောဂါ	kà la̰ nà jɔ́ ɡà
သမယ	θə mə ja̰
# music and drama
ဂီတဝိဇ္ဇာ	ɡì ta̰ weɪʔ zà
ဂီတစာဆို	ɡì ta̰ sà sʰò
နာဋက	nà də ka̰
# spires, halls and relics
ပြာသာဒ်ဦး	pjaʔ θaʔ ʔú
ပြာသာဒ်ခုနစ်ဆင့်	pjaʔ θaʔ kʰṵ n̥ə sʰɪ̰ɴ
ဓမ္မာရုံကြီး	dàɴ mà jòʊɴ dʑí
ဓာတ်တော်ပူဇော်ပွဲ	daʔ tɔ̀ pù zɔ̀ bwɛ́
ပဋိမာ	pə dḭ mà
ဗုဒ္ဓပဋိမာ	boʊʔ da̰ pə dḭ mà
# the Buddha and his teaching: compounds
ဗုဒ္ဓဝင်ကျမ်း	boʊʔ da̰ wɪ̀ɴ dʑáɴ
ဗုဒ္ဓအဆုံးအမ	boʊʔ da̰ ʔə sʰóʊɴ ʔə ma̰
ဗုဒ္ဓဓမ္မ	boʊʔ da̰ dàɴ ma̰
ဗုဒ္ဓပူဇနီယ	boʊʔ da̰ pù zə nì ja̰
ဗုဒ္ဓပူဇနီယပွဲ	boʊʔ da̰ pù zə nì ja̰ pwɛ́
ဗုဒ္ဓနှစ်	boʊʔ da̰ n̥ɪʔ
ဗုဒ္ဓပါရမီ	boʊʔ da̰ pà jə mì
ဗုဒ္ဓယဉ်ကျေးမှု	boʊʔ da̰ jɪ̀ɴ tɕé m̥ṵ
ဗုဒ္ဓဂေါတမ	boʊʔ da̰ ɡɔ́ tə ma̰
ဂေါတမမြတ်စွာ	ɡɔ́ tə ma̰ mjaʔ swà
ဘုရားဖူးဧည့်သည်	pʰə já bú ʔɛ̰ ðɛ̀
# arts, atoms and the fine: အနု-
အနုပညာဆန်	ʔə nṵ pjɪ̀ɴ ɲà sʰàɴ
အနုပညာဖန်တီး	ʔə nṵ pjɪ̀ɴ ɲà pʰàɴ tí
အနုပညာဂုဏ်	ʔə nṵ pjɪ̀ɴ ɲà ɡòʊɴ
အနုမြူ	ʔə nṵ mjù
အနုမြူဗုံး	ʔə nṵ mjù bóʊɴ
အနုမြူလက်နက်	ʔə nṵ mjù lɛʔ nɛʔ
အနုမြူဓာတ်	ʔə nṵ mjù daʔ
အနုမြူစွမ်းအင်	ʔə nṵ mjù swáɴ ʔɪ̀ɴ
အနုနည်း	ʔə nṵ ní
အနုဂ္ဂဟ	ʔə noʊʔ ɡə ha̰
အနုဂ္ဂဟပြု	ʔə noʊʔ ɡə ha̰ pjṵ
အနုပုဗ္ဗ	ʔə nṵ poʊʔ ba̰
ပဋိလုံ	pə dḭ lòʊɴ
# higher teaching, consecration and restraint
အဘိ	ʔə bḭ
အဘိဓမ္မာပို့ချ	ʔə bḭ dàɴ mà po̰ tɕʰa̰
အဘိသမယ	ʔə bḭ θə mə ja̰
အဘိသေက	ʔə bḭ θè ka̰
အဘိသေကခံ	ʔə bḭ θè ka̰ kʰàɴ
ဥပ္ပါဒ်	ʔoʊʔ paʔ
ဥပ္ပါဒ်ဌီဘင်	ʔoʊʔ paʔ tʰì bɪ̀ɴ
ဌီ	tʰì
သံဝရ	θàɴ wə ja̰
သံဝရရှိ	θàɴ wə ja̰ ʃḭ
သံဝရစောင့်	θàɴ wə ja̰ sáʊɴ
သင်္ကေတစာလုံး	θɪ̀ɴ kè ta̰ sà lóʊɴ
# the water festival and the new year
သင်္ကြန်သမီး	θɪ́ɴ dʑàɴ θə mí
သင်္ကြန်စာဖတ်	θɪ́ɴ dʑàɴ zà pʰaʔ
အတာ	ʔə tà
အတာနှစ်	ʔə tà n̥ɪʔ
အတာသင်္ကြန်	ʔə tà θɪ́ɴ dʑàɴ
အတာရေ	ʔə tà jè
ဂင်္ဂါရေ	ɡɪ̀ɴ ɡà jè
# lands, seas, towns and villages
ဇနပုဒ်နယ်	zə nə poʊʔ nɛ̀
သမုဒ္ဒရာကမ်း	θə moʊʔ də jà ɡàɴ
သမုဒ္ဒရာအောက်	θə moʊʔ də jà ʔaʊʔ
ဒီပ	dì pa̰
နဂရ	nə ɡə ja̰
ပုရ	pṵ ja̰
ဂါမ	ɡà ma̰
ဂါမဏီ	ɡà mə nì
# beginnings, endings and omens
နိဂုံးချုပ်ချက်	nḭ ɡóʊɴ dʑoʊʔ tɕʰɛʔ
နိဒါန်းစကား	nḭ dáɴ zə ɡá
နိဗ္ဗာန်ဆော်	neɪʔ bàɴ sʰɔ̀
နိဗ္ဗာန်ဆု	neɪʔ bàɴ sʰṵ
နိဗ္ဗာန်ပြည်	neɪʔ bàɴ pjì
နိဗ္ဗာန်မြို့	neɪʔ bàɴ mjo̰
နိမိတ်ပုံ	nḭ meɪʔ pòʊɴ
နိမိတ်ပြ	nḭ meɪʔ pja̰
နိမိတ်လက္ခဏာ	nḭ meɪʔ lɛʔ kʰə nà
ဗျာဒိတ်ရ	bjà deɪʔ ja̰
တဘောင်ဟောင်း	də bàʊɴ háʊɴ
ဒေဝဒူတ	dè wa̰ dù ta̰
သတ္တမနေ့	θaʔ tə ma̰ nḛ
သတ္တုပစ္စည်း	θaʔ tṵ pjɪʔ sí
သတ္တုကျောက်	θaʔ tṵ tɕaʊʔ
# lecturers, maidens and good friends
ကထိကဆရာ	kə tʰḭ ka̰ sʰə jà
ကထိကဟောင်း	kə tʰḭ ka̰ háʊɴ
တွဲဖက်ကထိက	twɛ́ bɛʔ kə tʰḭ ka̰
ကလျာ	kə ljà
ကလျာဏမိတ်	kə ljà na̰ meɪʔ
ကာမစိတ်	kà ma̰ seɪʔ
ကောဋိ	kɔ́ dḭ
ဂဂန	ɡə ɡə na̰
# vows, depth and range
ဂတိပေး	ɡə tḭ pé
ဂတိတည်	ɡə tḭ tì
ဂတိပျက်	ɡə tḭ pjɛʔ
ဂတိလိုက်	ɡə tḭ laɪʔ
ဂတိသစ္စာ	ɡə tḭ θɪʔ sà
ဂမ္ဘီရဆန်	ɡàɴ bì ja̰ sʰàɴ
ဂေါစရ	ɡɔ́ sə ja̰
ဂေါစရဂါမ	ɡɔ́ sə ja̰ ɡà ma̰
စတုရင်္ဂ	sə tṵ jɪ̀ɴ ɡa̰
# life, permanence and legend
ဇီဝစနစ်	zì wa̰ sə nɪʔ
ဇီဝဗဟုမျိုးကွဲ	zì wa̰ bə hṵ mjó ɡwɛ́
ဇီဝလက်နက်	zì wa̰ lɛʔ nɛʔ
ထာဝရငြိမ်းချမ်းရေး	tʰà wə ja̰ ɲèɪɴ tɕʰáɴ jé
ထာဝရတည်မြဲ	tʰà wə ja̰ tì mjɛ́
ဒဏ္ဍာရီဇာတ်လမ်း	dàɴ dà jì zaʔ láɴ
ဒဏ္ဍာရီသူရဲကောင်း	dàɴ dà jì θù jɛ́ ɡáʊɴ
ဒီဃာယု	dì ɡà jṵ
# priority and strategy
ပဓာနထား	pə dà na̰ tʰá
ပဓာနအချက်	pə dà na̰ ʔə tɕʰɛʔ
ဗျူဟာမြောက်မိတ်ဖက်	bjù hà mjaʊʔ meɪʔ pʰɛʔ
ဗျူဟာရေး	bjù hà jé
ဗျူဟာဆိုင်ရာ	bjù hà sʰàɪɴ jà
ဗျူဟာခင်း	bjù hà kʰɪ́ɴ
ဗျူဟာသစ်	bjù hà θɪʔ
ဗျူဟာမှူး	bjù hà m̥ú
ယုဂ	jṵ ɡa̰
# flavour in writing: ရသ
ရသပါ	jə θa̰ pà
ရသဆောင်းပါး	jə θa̰ sʰáʊɴ bá
ရသဇာတ်လမ်း	jə θa̰ zaʔ láɴ
ရသစုံ	jə θa̰ sòʊɴ
# the infinite, nectar, guests and guardians
အနန္တော	ʔə nàɴ tɔ́
အနန္တောအနန္တ	ʔə nàɴ tɔ́ ʔə nàɴ ta̰
အပ္ပမာဏ	ʔaʔ pə mà na̰
အမြိတ်	ʔə mjeɪʔ
အမြိတ်ဆေး	ʔə mjeɪʔ sʰé
အမြိတ်ရေ	ʔə mjeɪʔ jè
အာဂန္တုက	ʔà ɡàɴ tṵ ka̰
အာနိသင်ကြီး	ʔà nḭ θɪ̀ɴ tɕí
အာနိသင်ရ	ʔà nḭ θɪ̀ɴ ja̰
အာယုရှည်	ʔà jṵ ʃè
အာရက္ခ	ʔà jɛʔ kʰa̰
အာရက္ခနတ်	ʔà jɛʔ kʰa̰ naʔ
# the great: မဟာ- compounds
မဟိမာ	mə hḭ mà
မဟိဒ္ဓိကြီး	mə heɪʔ dḭ tɕí
မဟာဓာတ်	mə hà daʔ
မဟာဂီတကျမ်း	mə hà ɡì ta̰ dʑáɴ
မဟာပုရိသ	mə hà pṵ jḭ θa̰
မဟာပုရိသလက္ခဏာ	mə hà pṵ jḭ θa̰ lɛʔ kʰə nà
မဟာထေရ	mə hà tʰè ja̰
မဟာမုနိဘုရား	mə hà mṵ nḭ pʰə já
မဟာဗောဓိပင်	mə hà bɔ́ dḭ bɪ̀ɴ
မဟာစေတီ	mə hà zè dì
မဟာဝိဇယ	mə hà wḭ zə ja̰
မဟာဝိဇယစေတီ	mə hà wḭ zə ja̰ zè dì
မဟာသမယ	mə hà θə mə ja̰
မဟာသမယသုတ်	mə hà θə mə ja̰ θoʊʔ
မဟာမင်္ဂလာသုတ်	mə hà mɪ̀ɴ ɡə là θoʊʔ
မဟာဓမ္မ	mə hà dàɴ ma̰
မဟာဂုဏ်	mə hà ɡòʊɴ
မဟာဉာဏ်	mə hà ɲàɴ
မဟာကုသိုလ်	mə hà kṵ θò
မဟာဒါန	mə hà dà na̰
မဟာသီလ	mə hà θì la̰
မဟာသုခ	mə hà θṵ kʰa̰
မဟာဂန္ဓာရုံ	mə hà ɡàɴ dà jòʊɴ
မဟာပထဝီ	mə hà pə tʰə wì
မဟာဘူတ	mə hà bù ta̰
မဟာဘူတရုပ်	mə hà bù ta̰ joʊʔ
ဝဇိရ	wə zḭ ja̰
ဝဇိရယာန	wə zḭ ja̰ jà na̰
မဟာဆရာတော်	mə hà sʰə jà dɔ̀
မဟာဒေဝ	mə hà dè wa̰
# the Jātaka: the great ten and the five hundred and fifty
မဟာဇနကဇာတ်	mə hà zə nə ka̰ zaʔ
မဟာဝေဿန္တရာ	mə hà wè θàɴ də jà
မဟာဇာတ်တော်ကြီး	mə hà zaʔ tɔ̀ dʑí
မဟာနိပါတ်	mə hà nḭ paʔ
ဆယ်ဘွဲ့	sʰɛ̀ bwɛ̰
ငါးရာ့ငါးဆယ်ဇာတ်တော်	ŋá ja̰ ŋá zɛ̀ zaʔ tɔ̀
မဟောသဓ	mə hɔ́ θə da̰
စန္ဒကုမာရဇာတ်	sàɴ da̰ kṵ mà ja̰ zaʔ
နာရဒဇာတ်	nà jə da̰ zaʔ
# emblems and classics
ဟင်္သာတံဆိပ်	hɪ̀ɴ θà də zeɪʔ
ဟင်္သာအလံ	hɪ̀ɴ θà ʔə làɴ
ကဝိမျက်မှန်	kə wḭ mjɛʔ m̥àɴ
# the world-system: mountains, lakes and the rose-apple
မြင်းမိုရ်တောင်ထိပ်	mjɪ́ɴ mò dàʊɴ deɪʔ
စကြဝဠာတိုက်	sɛʔ tɕə wə là taɪʔ
ဟိမဝန္တာတောင်	hḭ mə wʊ̀ɴ tà dàʊɴ
အနဝတတ်	ʔə nə wə taʔ
အနဝတတ်အိုင်	ʔə nə wə taʔ ʔàɪɴ
ဇမ္ဗူသပြေ	zàɴ bù θə bjè
# sun, moon and stars as lords
တာရာမင်း	tà jà mɪ́ɴ
စန္ဒာမင်း	sàɴ dà mɪ́ɴ
သူရိယမင်း	θù jḭ ja̰ mɪ́ɴ
သူရိယနတ်	θù jḭ ja̰ naʔ
ရာဟုဖမ်း	jà hṵ pʰáɴ
# world ages and their ends
ကမ္ဘာဦးလူ	ɡə bà ʔú lù
ကမ္ဘာတည်ကမ္ဘာပျက်	ɡə bà tì ɡə bà pjɛʔ
ကမ္ဘာကုန်	ɡə bà kòʊɴ
ကမ္ဘာဆုံး	ɡə bà sʰóʊɴ
မီးကပ်	mí kaʔ
ရေကပ်	jè kaʔ
လေကပ်	lè kaʔ
ကာလမ	kà la̰ ma̰
ကာလမသုတ်	kà la̰ ma̰ θoʊʔ
# Pali, Sanskrit and their scripts
သက္ကတစာ	θɛʔ kə ta̰ sà
ပါဠိအက္ခရာ	pà lḭ ʔɛʔ kʰə jà
ပါဠိပါမောက္ခ	pà lḭ pà maʊʔ kʰa̰
ပါဠိမြန်မာအဘိဓာန်	pà lḭ mjə mà ʔə bḭ dàɴ
ပါဠိဝါကျ	pà lḭ wɛʔ tɕa̰
ပါဠိဂါထာ	pà lḭ ɡà tʰà
ပါဠိပုဒ်	pà lḭ poʊʔ
မာဂဓ	mà ɡə da̰
မာဂဓဘာသာ	mà ɡə da̰ bà θà
မာဂဓီ	mà ɡə dì
ဗြာဟ္မီ	bjà mì
ဗြာဟ္မီအက္ခရာ	bjà mì ʔɛʔ kʰə jà
ဒေဝနာဂရီ	dè wa̰ nà ɡə jì
သီဟိုဠ်ရှင်ဘုရင်	θì hò ʃɪ̀ɴ bə jɪ̀ɴ
သီဟိုဠ်စာ	θì hò sà
# kingdoms and eras
ဒွါရဝတီပြည်	dwà jə wə dì pjì
မဏိပူရပြည်	mə nḭ pù ja̰ pjì
ဝေဠုဝတီ	wè lṵ wə dì
ဇေယျဝတီ	zè ja̰ wə dì
မုဆိုးဘို	mṵ sʰó bò
အမရပူရခေတ်	ʔə mə ja̰ pù ja̰ kʰɪʔ
သရေခေတ္တရာခေတ်	θə jè kʰɪʔ tə jà kʰɪʔ
ဝေသာလီခေတ်	wè θà lì kʰɪʔ
လေးမြို့ခေတ်	lé mjo̰ kʰɪʔ
# honour, glory and blessings
ဂုဏ်မဲ့	ɡòʊɴ mɛ̰
ပကာသ	pə kà θa̰
ဂုဏ်ပကာသနပြု	ɡòʊɴ pə kà θə na̰ pjṵ
ဂုဏ်ဖော်ပွဲ	ɡòʊɴ pʰɔ̀ bwɛ́
ဂုဏ်သရေဆောင်	ɡòʊɴ θə jè sʰàʊɴ
ဂုဏ်သရေဖျက်	ɡòʊɴ θə jè pʰjɛʔ
ဂုဏ်သရေညှိုး	ɡòʊɴ θə jè ɲ̥ó
သရေဆောင်	θə jè sʰàʊɴ
သရေပျက်	θə jè pjɛʔ
သီရိမင်္ဂလာ	θì jḭ mɪ̀ɴ ɡə là
သီရိလက္ခဏာ	θì jḭ lɛʔ kʰə nà
မင်္ဂလာစာ	mɪ̀ɴ ɡə là zà
မင်္ဂလာတော်	mɪ̀ɴ ɡə là dɔ̀
မင်္ဂလာရေ	mɪ̀ɴ ɡə là jè
မင်္ဂလာအုတ်မြစ်	mɪ̀ɴ ɡə là ʔoʊʔ mjɪʔ
မင်္ဂလာကောင်း	mɪ̀ɴ ɡə là káʊɴ
အမင်္ဂလာရှိ	ʔə mɪ̀ɴ ɡə là ʃḭ
အမင်္ဂလာသတင်း	ʔə mɪ̀ɴ ɡə là θə dɪ́ɴ
# temples and caves with Pali names
လောကနန္ဒာဘုရား	lɔ́ ka̰ nàɴ dà pʰə já
အာနန္ဒာဘုရား	ʔà nàɴ dà pʰə já
သဗ္ဗညုဘုရား	θaʔ bjɪ̀ɴ ɲṵ pʰə já
လောကမာရဇိန	lɔ́ ka̰ mà jə zḭ na̰
မဟာပါသာဏ	mə hà pà θà na̰
ကမ္ဘာအေးစေတီ	ɡə bà ʔé zè dì
ဥပ္ပါတ	ʔoʊʔ pà ta̰
ဓမ္မဒူတဆရာတော်	dàɴ ma̰ dù ta̰ sʰə jà dɔ̀
# pain, illness and relief
ဝေဒနာခံ	wè də nà kʰàɴ
ဝေဒနာပြင်း	wè də nà pjɪ́ɴ
ဝေဒနာဖြစ်	wè də nà pʰjɪʔ
ဝေဒနာငြိမ်း	wè də nà ɲèɪɴ
ဝေဒနာသက်သာ	wè də nà θɛʔ θà
အာဗာဓ	ʔà bà da̰
# homage, prayer and permission
ဩကာသကန်တော့	ʔɔ́ kà θa̰ ɡə dɔ̰
ပဉ္စပတိဋ္ဌိတ	pɪ̀ɴ sa̰ pə teɪʔ tʰḭ ta̰
ဆုတောင်းမေတ္တာ	sʰṵ dáʊɴ mjɪʔ tà
# preliminaries and prior duties
ပဏာမစကား	pə nà ma̰ zə ɡá
ပဏာမဆွေးနွေး	pə nà ma̰ sʰwé nwé
ပဏာမအဆင့်	pə nà ma̰ ʔə sʰɪ̰ɴ
ပဏာမပြင်ဆင်	pə nà ma̰ pjɪ̀ɴ sʰɪ̀ɴ
ပဏာမကျင်းပ	pə nà ma̰ tɕɪ́ɴ pa̰
ပုဗ္ဗကိစ္စ	poʊʔ ba̰ keɪʔ sa̰
# the quarters in Pali
ပုဗ္ဗာရုံဘက်	poʊʔ bà jòʊɴ bɛʔ
ပစ္ဆိမ	pjɪʔ sʰḭ ma̰
ပစ္ဆိမဒိသာ	pjɪʔ sʰḭ ma̰ dḭ θà
ဥတ္တရဒိသာ	ʔoʊʔ tə ja̰ dḭ θà
ဒက္ခိဏဒိသာ	dɛʔ kʰḭ na̰ dḭ θà
ပုဗ္ဗဒိသာ	poʊʔ ba̰ dḭ θà
ဒိသာမုခ်	dḭ θà moʊʔ
ဒိသာဆယ်မျက်နှာ	dḭ θà sʰɛ̀ mjɛʔ n̥à
# parents, teachers and disciples
မာတာ	mà tà
ပိတာ	pḭ tà
အာစရိယဂုဏ်	ʔà sə jḭ ja̰ ɡòʊɴ
သာဝကဘုရား	θà wə ka̰ pʰə já
သာဝကဉာဏ်	θà wə ka̰ ɲàɴ
# feudalism
ပဒေသရာဇ်ခေတ်	pə dè θə jɪʔ kʰɪʔ
ပဒေသရာဇ်ဝါဒ	pə dè θə jɪʔ wà da̰
ပဒေသရာဇ်မင်း	pə dè θə jɪʔ mɪ́ɴ
# festivals and the stage: သဘင်
ကဗျာသဘင်	kə bjà θə bɪ̀ɴ
စာပေသဘင်	sà pè θə bɪ̀ɴ
သဘင်ဆရာ	θə bɪ̀ɴ sʰə jà
သဘင်အနုပညာ	θə bɪ̀ɴ ʔə nṵ pjɪ̀ɴ ɲà
မင်္ဂလာသဘင်	mɪ̀ɴ ɡə là θə bɪ̀ɴ
ရုပ်ရှင်သဘင်	joʊʔ ʃɪ̀ɴ θə bɪ̀ɴ
အလှူသဘင်	ʔə ɬù θə bɪ̀ɴ
ဆုပေးသဘင်	sʰṵ pé θə bɪ̀ɴ
# funds and treasuries
အလှူဘဏ္ဍာ	ʔə ɬù bàɴ dà
ဘဏ္ဍာစာရင်း	bàɴ dà sə jɪ́ɴ
ဘဏ္ဍာအလွဲသုံး	bàɴ dà ʔə lwɛ́ θóʊɴ
# merit, fortune and the round of rebirth
ကုသိုလ်ကံကောင်း	kṵ θò kàɴ káʊɴ
ဘုန်းကံကြီး	pʰóʊɴ kàɴ tɕí
ဘုန်းကံရှင်	pʰóʊɴ kàɴ ʃɪ̀ɴ
ပါရမီရင့်	pà jə mì jɪ̰ɴ
ပါရမီကုန်	pà jə mì kòʊɴ
သံသရာအဆက်ဆက်	θàɴ θə jà ʔə sʰɛʔ sʰɛʔ
သံသရာတစ်လျှောက်	θàɴ θə jà tə ʃaʊʔ
သံသရာဘေး	θàɴ θə jà bé
သံသရာကျွတ်	θàɴ θə jà tɕʊʔ
အနိစ္စဖြစ်	ʔə neɪʔ sa̰ pʰjɪʔ
အနိစ္စသဘော	ʔə neɪʔ sa̰ θə bɔ́
အနိစ္စမြင်	ʔə neɪʔ sa̰ mjɪ̀ɴ
ကံစီမံ	kàɴ sì màɴ
အဓိဋ္ဌာန်ခိုင်	ʔə deɪʔ tʰàɴ kʰàɪɴ
အဓိဋ္ဌာန်ပြည့်	ʔə deɪʔ tʰàɴ pjḛ
သစ္စာပျက်	θɪʔ sà pjɛʔ
သစ္စာကတိ	θɪʔ sà ɡə dḭ
ဒေသနာဟော	dè θə nà hɔ́
ဒေသနာတော်ချီ	dè θə nà dɔ̀ tɕʰì
ဝစီကံရှင်	wə sì kàɴ ʃɪ̀ɴ
# strength of body and mind
မနောရထ	mə nɔ́ jə tʰa̰
မနောမယ	mə nɔ́ mə ja̰
မနောဗလ	mə nɔ́ bə la̰
ဉာဏဗလ	ɲà na̰ bə la̰
ဗလကာယ	bə la̰ kà ja̰
# arts and sciences in the universities
ဝိဇ္ဇာပညာရှင်	weɪʔ zà pjɪ̀ɴ ɲà ʃɪ̀ɴ
ဝိဇ္ဇာသိပ္ပံ	weɪʔ zà θeɪʔ pàɴ
ဝိဇ္ဇာတက္ကသိုလ်	weɪʔ zà tɛʔ kə θò
ဝိဇ္ဇာဌာန	weɪʔ zà tʰà na̰
သိပ္ပံဆန်	θeɪʔ pàɴ sʰàɴ
သိပ္ပံတက္ကသိုလ်	θeɪʔ pàɴ tɛʔ kə θò
သိပ္ပံမဂ္ဂဇင်း	θeɪʔ pàɴ mɛʔ ɡə zɪ́ɴ
သိပ္ပံစာပေ	θeɪʔ pàɴ sà pè
သိပ္ပံသုတေသန	θeɪʔ pàɴ θṵ tè θə na̰
သုတေသနပညာရှင်	θṵ tè θə na̰ pjɪ̀ɴ ɲà ʃɪ̀ɴ
ပါရဂူကျမ်း	pà jə ɡù dʑáɴ
ပါရဂူဘွဲ့ရ	pà jə ɡù bwɛ̰ ja̰
ဂုဏ်ထူးဆောင်ပါရဂူ	ɡòʊɴ dú zàʊɴ pà jə ɡù
ပညာဒါနကျောင်း	pjɪ̀ɴ ɲà dà na̰ tɕáʊɴ
ပညာဂုဏ်ထူး	pjɪ̀ɴ ɲà ɡòʊɴ dú
ပညာကြီး	pjɪ̀ɴ ɲà tɕí
ပညာပေးဟောပြော	pjɪ̀ɴ ɲà pé hɔ́ pjɔ́
# meditation: preparation, signs and kasiṇa
ဥပါဒါန်စွဲ	ʔṵ pà dàɴ swɛ́
ဥဂ္ဂဟ	ʔoʊʔ ɡə ha̰
ပရိကံ	pə jḭ kàɴ
ပရိကံမှန်	pə jḭ kàɴ m̥àɴ
ပရိကံသမာဓိ	pə jḭ kàɴ θə mà dḭ
ကသိုဏ်းဝန်း	kə θáɪɴ wʊ́ɴ
ဓာတုမနသိကာရ	dà tṵ mə na̰ θḭ kà ja̰
# Brahmās and the holy life
ဗြဟ္မစရိယဝါသ	bjə mə sə jḭ ja̰ wà θa̰
ဗြဟ္မစာရီ	bjə mə sà jì
ဗြဟ္မာ့အသံ	bjə ma̰ ʔə θàɴ
ဗြဟ္မဇာလ	bjə mə zà la̰
ဗြဟ္မာလောက	bjə mà lɔ́ ka̰
အရူပ	ʔə jù pa̰
အရူပဗြဟ္မာ	ʔə jù pa̰ bjə mà
ဒိဗ္ဗ	deɪʔ ba̰
# treasures of a universal monarch
စကြာရတနာ	sɛʔ tɕà jə də nà
ရတနာမြေ	jə də nà mjè
ရတနာတိုက်	jə də nà taɪʔ
ရတနာခုနစ်ပါး	jə də nà kʰṵ n̥ə pá
ကုမာရီ	kṵ mà jì
ကုမာရိကာ	kṵ mà jḭ kà
စစ်သေနင်္ဂ	sɪʔ θè nɪ̀ɴ ɡa̰
# thrones of the palace
ပလ္လင်တက်	pə lɪ̀ɴ tɛʔ
ပလ္လင်ခွင်	pə lɪ̀ɴ ɡwɪ̀ɴ
ဟံသာသန	hàɴ θà θə na̰
မိဂါသန	mḭ ɡà θə na̰
မယူရာသန	mə jù jà θə na̰
ပဒုမာသန	pə dṵ mà θə na̰
ဘမရာသန	bə mə jà θə na̰
သင်္ခါသန	θɪ̀ɴ kʰà θə na̰
# victory
ဇယ	zə ja̰
ဇယဘူမိ	zə ja̰ bù mḭ
ဇယမင်္ဂလာ	zə ja̰ mɪ̀ɴ ɡə là
အောင်ဇေယျ	ʔàʊɴ zè ja̰
ဇေယျာမင်္ဂလာ	zè jà mɪ̀ɴ ɡə là
ဇေယျာဘူမိ	zè jà bù mḭ
# the natural state, advice and the fixed orders
ဝိသမ	wḭ θə ma̰
ဝိသမလောဘ	wḭ θə ma̰ lɔ́ ba̰
ပကတိဖြစ်	pə ka̰ tḭ pʰjɪʔ
ပကတိမျက်စိ	pə ka̰ tḭ mjɛʔ sḭ
ပကတိသဘော	pə ka̰ tḭ θə bɔ́
ဥပဒေသပေး	ʔṵ bə dè θa̰ pé
သဒ္ဓမ္မဇောတိက	θaʔ dàɴ ma̰ zɔ́ tḭ ka̰
ဓမ္မနိယာမ	dàɴ ma̰ nḭ jà ma̰
ကမ္မနိယာမ	kàɴ ma̰ nḭ jà ma̰
ဥတုနိယာမ	ʔṵ tṵ nḭ jà ma̰
ဗီဇနိယာမ	bì za̰ nḭ jà ma̰
စိတ္တနိယာမ	seɪʔ ta̰ nḭ jà ma̰
နိယာမငါးပါး	nḭ jà ma̰ ŋá bá
ဣရိယာပုထ်လေးပါး	ʔḭ jḭ jà poʊʔ lé bá
ဣရိယာပုထ်ပြောင်း	ʔḭ jḭ jà poʊʔ pjáʊɴ
ဣရိယာပုထ်ကောင်း	ʔḭ jḭ jà poʊʔ káʊɴ
အင်္ဂါစုံ	ʔɪ̀ɴ ɡà zòʊɴ
အင်္ဂါရပ်စုံ	ʔɪ̀ɴ ɡà jaʔ sòʊɴ
ပုဗ္ဗေကတပုည	poʊʔ bè ka̰ ta̰ pòʊɴ ɲa̰
အနုမာနဉာဏ်	ʔə nṵ mà na̰ ɲàɴ
အနုမာနပြု	ʔə nṵ mà na̰ pjṵ
ယထာဘူတ	jə tʰà bù ta̰
ယထာဘူတဉာဏ်	jə tʰà bù ta̰ ɲàɴ
ယထာဘာဝ	jə tʰà bà wa̰
သဘာဝဓမ္မ	θə bà wa̰ dàɴ ma̰
ပရမတ္ထဓမ္မ	pə jə maʔ tʰa̰ dàɴ ma̰
ပညတ်ချက်	pjɪ̀ɴ ɲaʔ tɕʰɛʔ
ပညတ်ပုဒ်	pjɪ̀ɴ ɲaʔ poʊʔ
ဝိနည်းပညတ်	wḭ ní pjɪ̀ɴ ɲaʔ
ပညတ္တိ	pjɪ̀ɴ ɲaʔ tḭ
သမုတ်ချက်	θə moʊʔ tɕʰɛʔ
# grammar of the Pali tradition
နာမ်ပုဒ်	nàɴ boʊʔ
ဝိဘတ်ပုဒ်	wḭ baʔ poʊʔ
ပစ္စည်းပုဒ်	pjɪʔ sí boʊʔ
နိပါတ်	nḭ paʔ
နိပါတ်ပုဒ်	nḭ paʔ poʊʔ
ဥပသဂ်	ʔṵ pə θɛʔ
ဥပသဂ်ပုဒ်	ʔṵ pə θɛʔ poʊʔ
သမာသ်	θə maʔ
သမာသ်ပုဒ်	θə maʔ poʊʔ
တဒ္ဓိတ်	taʔ deɪʔ
သန္ဓိဖြတ်	θàɴ dḭ pʰjaʔ
ဝါစာ	wà sà
ဝါစက	wà sə ka̰
ကာရက	kà jə ka̰
ကာရကငါးပါး	kà jə ka̰ ŋá bá
# learning by heart, recitation and textual study
အာဂုံရ	ʔà ɡòʊɴ ja̰
အာဂုံဆောင်ပွဲ	ʔà ɡòʊɴ sʰàʊɴ bwɛ́
ပါဌ်	paʔ
ပါဌ်ချ	paʔ tɕʰa̰
သဇ္ဈာယ်	θɪʔ zɛ̀
သဇ္ဈာယ်ပွဲ	θɪʔ zɛ̀ bwɛ́
ပိဋကတ်အာဂုံ	pḭ də kaʔ ʔà ɡòʊɴ
ဓမ္မဘဏ္ဍာ	dàɴ ma̰ bàɴ dà
ပိဋကဓရ	pḭ ta̰ ka̰ də ja̰
ဝိနယဓရ	wḭ nə ja̰ də ja̰
ဂဏ္ဌိ	ɡàɴ tʰḭ
ယောဇနာ	jɔ́ zə nà
ပကရဏ	pə kə jə na̰
ဝိသုဒ္ဓိမဂ္ဂ	wḭ θoʊʔ dḭ mɛʔ ɡa̰
မိလိန္ဒ	mḭ lèɪɴ da̰
မိလိန္ဒမင်း	mḭ lèɪɴ da̰ mɪ́ɴ
အပဒါန်	ʔə pə dàɴ
နေတ္တိ	neɪʔ tḭ
# chronicles: -ဝံသ
မဟာဝံသ	mə hà wʊ̀ɴ θa̰
စူဠဝံသ	sù la̰ wʊ̀ɴ θa̰
ဒီပဝံသ	dì pa̰ wʊ̀ɴ θa̰
သာသနဝံသ	θà θə na̰ wʊ̀ɴ θa̰
# the foremost, fire and the inner and outer
အဂ္ဂ	ʔɛʔ ɡa̰
အဂ္ဂမဟေသီမိဖုရား	ʔɛʔ ɡa̰ mə hè θì mḭ bə já
အဂ္ဂသာဝိကာ	ʔɛʔ ɡa̰ θà wḭ kà
အဂ္ဂိ	ʔɛʔ ɡḭ
အဂ္ဂိဓာတ်	ʔɛʔ ɡḭ daʔ
အဂ္ဂိရတ်ပညာ	ʔɛʔ ɡḭ jaʔ pjɪ̀ɴ ɲà
ဗဟိဒ္ဓသန္တာန်	bə heɪʔ da̰ θàɴ dàɴ
အတိသယ	ʔə tḭ θə ja̰
အတိသယကြီး	ʔə tḭ θə ja̰ tɕí
အတိသယရှိ	ʔə tḭ θə ja̰ ʃḭ
# disputes, instruction and birth
အဓိပတိဝါဒ	ʔə dḭ pə tḭ wà da̰
အဓိကရုဏ်းဖြေရှင်း	ʔə dḭ kə jóʊɴ pʰjè ʃɪ́ɴ
ဝိဝါဒါဓိကရုဏ်း	wḭ wà dà dḭ kə jóʊɴ
အနုဝါဒ	ʔə nṵ wà da̰
အနုသာသနာ	ʔə nṵ θà θə nà
အနုသာသနီတော်	ʔə nṵ θà θə nì dɔ̀
အနုဇာတ	ʔə nṵ zà ta̰
အနုဇာတပုတ္တ	ʔə nṵ zà ta̰ poʊʔ ta̰
အဝဇာတ	ʔə wə zà ta̰
အဘိဇာတ	ʔə bḭ zà ta̰
အဘိဇာတပုတ္တ	ʔə bḭ zà ta̰ poʊʔ ta̰
အဘိရုစိ	ʔə bḭ jṵ sḭ
အာရုံညှိ	ʔà jòʊɴ ɲ̥ḭ
အာရုံဝင်	ʔà jòʊɴ wɪ̀ɴ
# the Sangha: its property, offices and titles
ရာဇဂုရုဘွဲ့	jà zə ɡṵ jṵ bwɛ̰
နိုင်ငံတော်ဆရာ	nàɪɴ ŋàɴ dɔ̀ sʰə jà
သုဓမ္မာဆရာတော်	θṵ dàɴ mà sʰə jà dɔ̀
သံဃ	θàɴ ɡa̰
သံဃရာဇ်	θàɴ ɡa̰ jɪʔ
သံဃာ့ဝန်	θàɴ ɡa̰ wʊ̀ɴ
သံဃာ့ဥပုသ်	θàɴ ɡa̰ ʔṵ boʊʔ
သံဃာ့အလယ်	θàɴ ɡa̰ ʔə lɛ̀
သံဃာ့ဂုဏ်	θàɴ ɡa̰ ɡòʊɴ
သံဃာ့နာယက	θàɴ ɡa̰ nà jə ka̰
သံဃာ့ပိုင်	θàɴ ɡa̰ pàɪɴ
သံဃိကမြေ	θàɴ ɡḭ ka̰ mjè
ပုဂ္ဂလိကဒါန	poʊʔ ɡə lḭ ka̰ dà na̰
ပုဂ္ဂလိကပစ္စည်း	poʊʔ ɡə lḭ ka̰ pjɪʔ sí
ဝိဟာရဒါန	wḭ hà ja̰ dà na̰
ဝိဟာရဝါသီ	wḭ hà ja̰ wà θì
# alms rounds, bowls, robes and the rains
ပိဏ္ဍပါတ်ဆွမ်း	pèɪɴ də baʔ sʰwáɴ
ပိဏ္ဍပါတ်လှည့်	pèɪɴ də baʔ ɬɛ̰
သပိတ်ကိုင်	θə beɪʔ kàɪɴ
သပိတ်ကပ်	θə beɪʔ kaʔ
သင်္ကန်းကြီး	θɪ́ɴ ɡáɴ dʑí
ကထိန်ဒါယကာ	kə tʰèɪɴ dà jə ɡà
ကထိန်ခင်းပွဲ	kə tʰèɪɴ kʰɪ́ɴ bwɛ́
ကထိန်အလှူ	kə tʰèɪɴ ʔə ɬù
မတိုးသင်္ကန်း	mə tó θɪ́ɴ ɡáɴ
ဝါကျွတ်ပွဲ	wà dʑʊʔ pwɛ́
ဝါဝင်ပွဲ	wà wɪ̀ɴ bwɛ́
ဝါထွက်ပွဲ	wà tʰwɛʔ pwɛ́
ဝါဆိုပန်းခူး	wà sʰò báɴ kʰú
# kinds of fortune-telling
မဟာဘုတ်ဗေဒင်	mə hà boʊʔ bè dɪ̀ɴ
အင်္ဂဝိဇ္ဇာ	ʔɪ̀ɴ ɡa̰ weɪʔ zà
လက္ခဏာဗေဒင်	lɛʔ kʰə nà bè dɪ̀ɴ
လက်ဖဝါးဗေဒင်	lɛʔ pʰə wá bè dɪ̀ɴ
နက္ခတ်ဟော	nɛʔ kʰaʔ hɔ́
ဗေဒင်ဟောစာတမ်း	bè dɪ̀ɴ hɔ́ sà dáɴ
ရာသီခွင်ဆယ့်နှစ်ခွင်	jà ðì ɡwɪ̀ɴ sʰɛ̰ n̥ə kʰwɪ̀ɴ
# seasons by their Pali names
ဂိမှာန်ရာသီ	ɡḭ m̥àɴ jà ðì
ဝသန္တ	wə θàɴ ta̰
ဝသန္တရာသီ	wə θàɴ ta̰ jà ðì
ဥတုခြောက်ပါး	ʔṵ tṵ tɕʰaʊʔ pá
# auspicious days and times
ရက်မြတ်	jɛʔ mjaʔ
မင်္ဂလာရက်မြတ်	mɪ̀ɴ ɡə là jɛʔ mjaʔ
အချိန်ကောင်းရွေး	ʔə tɕʰèɪɴ ɡáʊɴ jwé
နေ့ကောင်းရွေး	nḛ ɡáʊɴ jwé
ကာလတော်	kà la̰ dɔ̀
# Buddhas past and future
ပဉ္စမဗုဒ္ဓ	pɪ̀ɴ sə ma̰ boʊʔ da̰
အရိမေတ္တေယျဘုရား	ʔə jḭ mjɪʔ tè ja̰ pʰə já
ဂေါတမဘုရားရှင်	ɡɔ́ tə ma̰ pʰə já ʃɪ̀ɴ
ဘဒ္ဒကမ္ဘာဘုရားငါးဆူ	baʔ da̰ ɡə bà pʰə já ŋá zù
ဒီပင်္ကရာဘုရား	dì pɪ̀ɴ kə jà pʰə já
ဘုရားနှစ်ဆယ့်ရှစ်ဆူ	pʰə já n̥ə sʰɛ̰ ʃɪʔ sʰù
သုမေဓာရှင်ရသေ့	θṵ mè dà ʃɪ̀ɴ jə θḛ
# faith, energy, morality and patience in use
သဒ္ဓါစိတ်	θaʔ dà seɪʔ
သဒ္ဓါပေါက်	θaʔ dà paʊʔ
ဝီရိယလွန်	wì jḭ ja̰ lʊ̀ɴ
ဝီရိယဓာတ်	wì jḭ ja̰ daʔ
သီလကောင်း	θì la̰ káʊɴ
သီလကျိုး	θì la̰ tɕó
သီလပေး	θì la̰ pé
သီလဂုဏ်	θì la̰ ɡòʊɴ
ခန္တီရှိ	kʰàɴ tì ʃḭ
ခန္တီကြီး	kʰàɴ tì tɕí
ခန္တီထား	kʰàɴ tì tʰá
# loving-kindness, compassion, joy and respect in use
မေတ္တာကြီး	mjɪʔ tà tɕí
မေတ္တာဖွဲ့	mjɪʔ tà pʰwɛ̰
မေတ္တာဓာတ်ပို့	mjɪʔ tà daʔ po̰
မေတ္တာစိတ်ထား	mjɪʔ tà seɪʔ tʰá
ကရုဏာသက်ဝင်	kə jṵ nà θɛʔ wɪ̀ɴ
မုဒိတာစိတ်	mṵ dḭ tà seɪʔ
ဂါရဝစိတ်	ɡà jə wa̰ seɪʔ
ဂါရဝထား	ɡà jə wa̰ tʰá
သစ္စာစောင့်သိ	θɪʔ sà sa̰ʊɴ θḭ
အဓိဋ္ဌာန်တရား	ʔə deɪʔ tʰàɴ tə já
ဒါနစိတ်	dà na̰ seɪʔ
ဒါနပြုမှု	dà na̰ pjṵ m̥ṵ
စေတနာကုသိုလ်	sè tə nà kṵ θò
စေတနာရှေ့ထား	sè tə nà ʃḛ tʰá
# epithets of the Buddha and kinds of Buddhas
မုနိန္ဒ	mṵ nèɪɴ da̰
ဇိနပုတ္တ	zḭ na̰ poʊʔ ta̰
ဇိနရာဇာ	zḭ na̰ jà zà
ဇိနသာသနာ	zḭ na̰ θà θə nà
နာထ	nà tʰa̰
ရှင်တော်မြတ်	ʃɪ̀ɴ dɔ̀ mjaʔ
မဟာမုနိရုပ်ရှင်တော်	mə hà mṵ nḭ joʊʔ ʃɪ̀ɴ dɔ̀
သဗ္ဗညုတဉာဏ်တော်	θaʔ bjɪ̀ɴ ɲṵ ta̰ ɲàɴ dɔ̀
ပစ္စေကဗုဒ္ဓဘုရား	pjɪʔ sè ka̰ boʊʔ da̰ pʰə já
ဘုရားသုံးမျိုး	pʰə já θóʊɴ mjó
သာဝကဗုဒ္ဓ	θà wə ka̰ boʊʔ da̰
`;
