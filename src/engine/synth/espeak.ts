/**
 * One loaded espeak-ng (Emscripten build) instance. Speaks through the C API with a PCM callback, so
 * audio never goes through the virtual filesystem, and copies each callback's samples straight into one
 * growing buffer.
 */
import createEspeakModule from '@echogarden/espeak-ng-emscripten';
import type { EspeakDataFile } from '../voices';

const DATA_DIR = '/usr/share/espeak-ng-data';

interface EspeakWorkerApi {
  set_voice(name: string): number;
  set_rate(wpm: number): void;
  synth_(text: string, callbackPtr: number): void;
}

interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorkerApi;
  FS: { writeFile(path: string, data: string): void };
  HEAP16: Int16Array;
  addFunction(fn: (...args: number[]) => number, signature: string): number;
}

export interface SpeakRequest {
  input: string;
  espeakName: string;
  rate: number;
}

export class Espeak {
  private buffer = new Int16Array(22_050 * 30);
  private length = 0;
  private selected = '';

  private constructor(
    private readonly module: EspeakModule,
    private readonly api: EspeakWorkerApi,
    private readonly callbackPtr: number,
  ) {}

  static async load(files: EspeakDataFile[]): Promise<Espeak> {
    const module = (await createEspeakModule()) as EspeakModule;
    for (const file of files) module.FS.writeFile(`${DATA_DIR}/voices/${file.path}`, file.content);
    const api = new module.eSpeakNGWorker();
    let self: Espeak | undefined;
    // int callback(short *wav, int numsamples, espeak_EVENT *events); 0 = continue.
    const callbackPtr = module.addFunction((ptr, count) => {
      self?.append(ptr, count);
      return 0;
    }, 'iiii');
    self = new Espeak(module, api, callbackPtr);
    return self;
  }

  /** Speaks one piece; returns its samples in a fresh (transferable) buffer. */
  speak({ input, espeakName, rate }: SpeakRequest): Int16Array {
    if (espeakName !== this.selected) {
      const status = this.api.set_voice(espeakName);
      if (status !== 0) throw new Error(`espeak-ng cannot load voice '${espeakName}' (status ${status})`);
      this.selected = espeakName;
    }
    this.api.set_rate(rate);
    this.length = 0;
    this.api.synth_(input, this.callbackPtr);
    return this.buffer.slice(0, this.length);
  }

  private append(ptr: number, count: number): void {
    if (count <= 0) return;
    if (this.length + count > this.buffer.length) {
      const grown = new Int16Array(Math.max(this.buffer.length * 2, this.length + count));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    const start = ptr >> 1;
    this.buffer.set(this.module.HEAP16.subarray(start, start + count), this.length);
    this.length += count;
  }
}

