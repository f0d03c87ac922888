/** The parts of myanmar-tools (Apache-2.0, CommonJS, no bundled types) that the front end uses. */
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    /** ~1 for Zawgyi, <= 1e-4 for Unicode, -Infinity for text with no Burmese. */
    getZawgyiProbability(input: string): number;
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(input: string): string;
  }
}
