/** The parts of myanmar-tools (Apache-2.0, CommonJS, no bundled types) that the front end uses. */
declare module 'myanmar-tools' {
  class ZawgyiDetector {
    /** ~1 for Zawgyi, <= 1e-4 for Unicode, -Infinity for text with no Burmese. */
    getZawgyiProbability(input: string): number;
  }
  class ZawgyiConverter {
    zawgyiToUnicode(input: string): string;
  }
  /** CommonJS `module.exports = { ZawgyiDetector, ZawgyiConverter }`: only a default import works from ESM. */
  const tools: { ZawgyiDetector: typeof ZawgyiDetector; ZawgyiConverter: typeof ZawgyiConverter };
  export default tools;
}
