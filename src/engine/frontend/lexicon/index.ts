/**
 * The pronunciation lexicon's word lists, one module per domain. Each was written by the project from
 * knowledge of the language (see lexicon-words.ts for the format and scripts/lexicon-check.ts to check
 * one); none is taken from a dictionary or from the measurement table.
 */
import { WORDS as abstractNouns } from './abstract-nouns';
import { WORDS as compoundHeads } from './compound-heads';
import { WORDS as dailyLife } from './daily-life';
import { WORDS as elaborateYaA } from './elaborate-ya-a';
import { WORDS as everyday2 } from './everyday-2';
import { WORDS as expressions } from './expressions';
import { WORDS as foodNature } from './food-nature';
import { WORDS as formalPali } from './formal-pali';
import { WORDS as homeThings } from './home-things';
import { WORDS as literary } from './literary';
import { WORDS as longCompounds } from './long-compounds';
import { WORDS as namesLoans } from './names-loans';
import { WORDS as officialLanguage } from './official-language';
import { WORDS as natureScience2 } from './nature-science-2';
import { WORDS as paliDoctrine } from './pali-doctrine';
import { WORDS as peopleBody } from './people-body';
import { WORDS as prefixFunction } from './prefix-function';
import { WORDS as religionCultureTime } from './religion-culture-time';
import { WORDS as society } from './society';
import { WORDS as stackedKaNna } from './stacked-ka-nna';
import { WORDS as stackedTaMa } from './stacked-ta-ma';
import { WORDS as stackedYaA } from './stacked-ya-a';
import { WORDS as technicalTerms } from './technical-terms';
import { WORDS as traditionalLife } from './traditional-life';
import { WORDS as twoTaMa } from './two-ta-ma';
import { WORDS as twoYaA } from './two-ya-a';
import { WORDS as verbCompounds } from './verb-compounds';
import { WORDS as verbsQualities } from './verbs-qualities';
import { WORDS as wordsA } from './words-a';
import { WORDS as wordsKaNga } from './words-ka-nga';
import { WORDS as wordsPaMa } from './words-pa-ma';
import { WORDS as wordsSaNya } from './words-sa-nya';
import { WORDS as wordsTaNa } from './words-ta-na';
import { WORDS as wordsThaHa } from './words-tha-ha';
import { WORDS as wordsYaWa } from './words-ya-wa';

import { WORDS as commerceTransport } from './commerce-transport';
import { WORDS as lawGovernment } from './law-government';
import { WORDS as artsEducation } from './arts-education';
import { WORDS as animalsPlants } from './animals-plants';
import { WORDS as farmingCrafts } from './farming-crafts';
import { WORDS as healthMedicine } from './health-medicine';
import { WORDS as wordsKaNga2 } from './words-ka-nga-2';
import { WORDS as wordsPaWa2 } from './words-pa-wa-2';
import { WORDS as expressions2 } from './expressions-2';
import { WORDS as wordsThaA2 } from './words-tha-a-2';
import { WORDS as paliLoans2 } from './pali-loans-2';
import { WORDS as wordsSaNa2 } from './words-sa-na-2';
import { WORDS as literary2 } from './literary-2';
/** In list order; `ZAGA_NO_LISTS=1` leaves them all out (to measure what they add). */
export const WORD_LISTS: readonly string[] =
  process.env.ZAGA_NO_LISTS === '1'
    ? []
    : [
        peopleBody,
        foodNature,
        homeThings,
        verbsQualities,
        society,
        religionCultureTime,
        prefixFunction,
        namesLoans,
        dailyLife,
        verbCompounds,
        expressions,
        natureScience2,
        compoundHeads,
        formalPali,
        traditionalLife,
        officialLanguage,
        paliDoctrine,
        abstractNouns,
        technicalTerms,
        literary,
        everyday2,
        stackedKaNna,
        stackedTaMa,
        wordsTaNa,
        longCompounds,
        stackedYaA,
        wordsSaNya,
        wordsKaNga,
        wordsPaMa,
        wordsA,
        wordsYaWa,
        wordsThaHa,
        twoYaA,
        twoTaMa,
        elaborateYaA,
        commerceTransport,
        lawGovernment,
        artsEducation,
        farmingCrafts,
        healthMedicine,
        animalsPlants,
        wordsKaNga2,
        wordsPaWa2,
        expressions2,
        wordsThaA2,
        paliLoans2,
        wordsSaNa2,
        literary2,
      ];
