/**
 * Engine benchmark: a 5,000-character Burmese text (with numbers and English words) through the whole
 * pipeline (front end, WASM synthesis on all cores, MP3), against the Debian `espeak-ng` binary speaking
 * the same phoneme input piece by piece, with the same voice files and parallelism, to WAV.
 *
 *   npm run bench:engine
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeAudio, planSpeech, SpeechSynthesizer, synthesize, type SpeechPlan, type Voice } from '../src/engine';
import { defaultVoice, espeakVoiceFiles } from '../src/engine/voices';
import { benchText } from './support/burmese-text';
import { ensureCommand } from './support/processes';

/** Round 1 warms the JIT and page cache; the best of the later rounds is reported. */
const ROUNDS = 4;
const VOICE = defaultVoice();

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

/** The Debian binary, installed non-interactively when missing; returns its espeak-ng-data folder. */
function debianEspeakData(): string {
  if (!ensureCommand('espeak-ng', 'espeak-ng')) throw new Error('espeak-ng is not installed and apt-get could not install it');
  const probe = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  const dataDir = /Data at:\s*(\S+)/.exec(probe.stdout)?.[1];
  if (!dataDir) throw new Error(`cannot read the data folder from: ${probe.stdout}`);
  return dataDir;
}

/** A temp espeak-ng-data copy with the project's voice files, for `--path`. */
function espeakPathWithVoices(dataDir: string): string {
  const root = mkdtempSync(join(tmpdir(), 'zaga-espeak-'));
  cpSync(dataDir, join(root, 'espeak-ng-data'), { recursive: true });
  for (const file of espeakVoiceFiles()) {
    const path = join(root, 'espeak-ng-data', 'voices', file.path);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, file.content);
  }
  return root;
}

/** Every piece through the binary, `parallel` at a time, each to its own WAV file. */
async function runBinary(plan: SpeechPlan, voice: Voice, espeakPath: string, parallel: number): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'zaga-espeak-out-'));
  const speakOne = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const piece = plan.pieces[index]!;
      const half = voice[piece.lang];
      const args = ['--path', espeakPath, '-v', half.espeakName, '-s', String(half.rate), '-w', join(outDir, `${index}.wav`), '--', piece.input];
      const child = spawn('espeak-ng', args, { stdio: ['ignore', 'ignore', 'ignore'] });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`espeak-ng exited with ${code} on piece ${index}`))));
    });
  let next = 0;
  const lane = async () => {
    while (next < plan.pieces.length) await speakOne(next++);
  };
  const [, ms] = await timed(() => Promise.all(Array.from({ length: parallel }, lane)));
  rmSync(outDir, { recursive: true, force: true });
  return ms;
}

async function runPipeline(text: string, synthesizer: SpeechSynthesizer) {
  const [plan, frontMs] = await timed(() => planSpeech(text, { numberMode: 'smart' }));
  const [pcm, synthMs] = await timed(() => synthesize(plan, VOICE.id, { synthesizer }));
  const [mp3, mp3Ms] = await timed(() => encodeAudio(pcm, 'mp3', { synthesizer }));
  return { plan, audioSeconds: pcm.samples.length / pcm.sampleRate, mp3Bytes: mp3.length, frontMs, synthMs, mp3Ms, totalMs: frontMs + synthMs + mp3Ms };
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  const text = benchText();
  console.log(`engine bench: ${text.length} characters of Burmese (numbers, some English), voice ${VOICE.id}, ${cores} cores\n`);

  const synthesizer = new SpeechSynthesizer({ workers: cores });
  const [, startMs] = await timed(() =>
    Promise.all(Array.from({ length: cores }, () => synthesize(planSpeech('မင်္ဂလာပါ။', { numberMode: 'smart' }), VOICE.id, { synthesizer }))),
  );
  const espeakPath = espeakPathWithVoices(debianEspeakData());

  // Alternate the two contenders and keep each one's best round: the minimum is the figure least
  // disturbed by other load on the machine.
  const pipelines: Awaited<ReturnType<typeof runPipeline>>[] = [];
  const binaries: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    pipelines.push(await runPipeline(text, synthesizer));
    binaries.push(await runBinary(pipelines[0]!.plan, VOICE, espeakPath, cores));
  }
  await synthesizer.close();
  rmSync(espeakPath, { recursive: true, force: true });
  const cold = pipelines[0]!;
  const warm = pipelines.slice(1).reduce((best, run) => (run.totalMs < best.totalMs ? run : best));
  const binaryMs = Math.min(...binaries.slice(1));

  const share = (ms: number) => `${((ms / warm.totalMs) * 100).toFixed(1)}%`;
  const rows: [string, string][] = [
    ['pieces', String(warm.plan.pieces.length)],
    ['audio', `${warm.audioSeconds.toFixed(1)} s, MP3 ${(warm.mp3Bytes / 1024).toFixed(0)} KiB`],
    ['worker pool start', seconds(startMs)],
    ['pipeline, first run', seconds(cold.totalMs)],
    // later rounds read the same text, so the front end's word caches are warm there
    ['  front end, first run (caches empty)', seconds(cold.frontMs)],
    [`pipeline (front end + synthesis + MP3), best of ${ROUNDS - 1}`, seconds(warm.totalMs)],
    ['  front end', `${seconds(warm.frontMs)} (${share(warm.frontMs)})`],
    ['  synthesis (WASM espeak-ng)', `${seconds(warm.synthMs)} (${share(warm.synthMs)})`],
    ['  MP3 encoding (LAME, WebAssembly)', `${seconds(warm.mp3Ms)} (${share(warm.mp3Ms)})`],
    ['characters / second', (text.length / (warm.totalMs / 1000)).toFixed(0)],
    ['real-time factor', `${(warm.totalMs / 1000 / warm.audioSeconds).toFixed(4)} (${(warm.audioSeconds / (warm.totalMs / 1000)).toFixed(0)}x faster than real time)`],
    [`Debian espeak-ng binary, same pieces, ${cores} at a time, to WAV, best of ${ROUNDS - 1}`, seconds(binaryMs)],
    ['ratio pipeline / binary', `${(warm.totalMs / binaryMs).toFixed(2)}x (target <= 1.5x)`],
    ['ratio without MP3 (front end + synthesis) / binary', `${((warm.frontMs + warm.synthMs) / binaryMs).toFixed(2)}x`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}

await main();
