/**
 * The official voices, in one place. Each voice pairs a tonal Burmese espeak-ng voice with an English one;
 * both halves share one espeak "variant" file (pitch, formants), so a speaker sounds like one person
 * across a script switch. The espeak-ng data files are generated from these definitions and written into
 * the synthesizer's virtual filesystem.
 */

/** The spec's `source` value for the service's own voices. */
export const OFFICIAL_VOICE_SOURCE = 'zaga';

export interface EspeakVoiceHalf {
  /** Name given to espeak-ng's voice selection: `<voice file>+<variant file>`. */
  espeakName: string;
  /** Speaking rate in espeak words per minute. */
  rate: number;
}

export interface Voice {
  id: string;
  name: string;
  /** The display name in Burmese script, spoken in the preview. */
  burmeseName: string;
  category: 'standard';
  source: typeof OFFICIAL_VOICE_SOURCE;
  isDefault: boolean;
  gender: 'male' | 'female';
  my: EspeakVoiceHalf;
  en: EspeakVoiceHalf;
}

/** A file to place under espeak-ng-data/voices/. */
export interface EspeakDataFile {
  path: string;
  content: string;
}

/**
 * The tonal Burmese base voice: a `vi` first language line makes espeak apply tone contours, while
 * `phonemes my` / `dictionary my` keep the Burmese sounds (see shared/notes/burmese.md).
 */
const BURMESE_BASE = 'zaga-my';
const BURMESE_BASE_FILE = ['name zaga-my', 'language vi', 'phonemes my', 'dictionary my'].join('\n');

interface VariantSpec {
  gender: 'male' | 'female';
  pitch: [base: number, range: number];
  /** espeak `formant N freq height width` lines. */
  formants: [number, number, number, number][];
  extra: string[];
}

const VARIANTS: Record<string, VariantSpec> = {
  'zaga-thiha': {
    gender: 'male',
    pitch: [72, 112],
    formants: [
      [0, 100, 100, 100],
      [1, 95, 97, 100],
      [2, 95, 97, 100],
      [3, 96, 103, 100],
      [4, 95, 103, 100],
      [5, 95, 103, 100],
    ],
    extra: ['consonants 100'],
  },
  'zaga-nilar': {
    gender: 'female',
    pitch: [160, 245],
    formants: [
      [0, 105, 80, 150],
      [1, 112, 80, 160],
      [2, 115, 70, 150],
      [3, 112, 70, 150],
      [4, 115, 80, 150],
      [5, 115, 80, 150],
    ],
    extra: ['breath 0 2 3 3 3 3 3 2', 'consonants 120 120'],
  },
};

function variantFile(name: string, spec: VariantSpec): string {
  return [
    'language variant',
    `name ${name}`,
    `gender ${spec.gender}`,
    `pitch ${spec.pitch[0]} ${spec.pitch[1]}`,
    ...spec.formants.map((f) => `formant ${f.join(' ')}`),
    ...spec.extra,
  ].join('\n');
}

function officialVoice(
  id: string,
  [name, burmeseName]: [string, string],
  variant: string,
  rates: { my: number; en: number },
  isDefault: boolean,
): Voice {
  const spec = VARIANTS[variant];
  if (!spec) throw new Error(`unknown espeak variant ${variant}`);
  return {
    id,
    name,
    burmeseName,
    category: 'standard',
    source: OFFICIAL_VOICE_SOURCE,
    isDefault,
    gender: spec.gender,
    my: { espeakName: `${BURMESE_BASE}+${variant}`, rate: rates.my },
    en: { espeakName: `en-us+${variant}`, rate: rates.en },
  };
}

/** Official voices, default first. */
export const VOICES: readonly Voice[] = [
  officialVoice('my-thiha', ['Thiha', 'သီဟ'], 'zaga-thiha', { my: 150, en: 155 }, true),
  officialVoice('my-nilar', ['Nilar', 'နီလာ'], 'zaga-nilar', { my: 180, en: 180 }, false),
];

export const DEFAULT_VOICE_ID = 'my-thiha';

export function findVoice(id: string): Voice | undefined {
  return VOICES.find((voice) => voice.id === id);
}

export function defaultVoice(): Voice {
  const voice = findVoice(DEFAULT_VOICE_ID);
  if (!voice) throw new Error(`default voice ${DEFAULT_VOICE_ID} is not defined`);
  return voice;
}

/** The files the synthesizer writes under espeak-ng-data/voices/ before speaking. */
export function espeakVoiceFiles(): EspeakDataFile[] {
  return [
    { path: BURMESE_BASE, content: BURMESE_BASE_FILE + '\n' },
    ...Object.entries(VARIANTS).map(([name, spec]) => ({ path: `!v/${name}`, content: variantFile(name, spec) + '\n' })),
  ];
}

/** A short sample sentence for a voice preview: a greeting, the voice's name and a little English. */
export function previewText(voice: Voice): string {
  const intro = voice.gender === 'male' ? 'ကျွန်တော်' : 'ကျွန်မ';
  return `မင်္ဂလာပါ။ ${intro}ရဲ့ နာမည်က ${voice.burmeseName} ပါ။ Zaga နဲ့ မြန်မာစာကို အသံထွက်ဖတ်ပေးပါတယ်။`;
}
