declare module '@echogarden/espeak-ng-emscripten' {
  /** The Emscripten module factory; the instance's shape is declared where it is used (espeak.ts). */
  const createModule: (options?: object) => Promise<unknown>;
  export default createModule;
}
