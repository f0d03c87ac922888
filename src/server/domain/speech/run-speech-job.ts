import { and, eq, lt, sql } from 'drizzle-orm';
import { audioDurationSeconds, EngineError, encodeAudio, encodeWav, planSpeech, synthesize, SynthesisCancelledError } from '~/engine/index';
import type { Db } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { audioStore } from '~/server/storage/audio-store';
import { resolveUsableVoice } from '../voices/voices';
import { completeSpeechJob, failSpeechJob } from './finish-speech-job';

const PROGRESS_EVERY_MS = 250;

export const speechAudioKey = (id: string, format: 'mp3' | 'wav') => `speech/${id.slice(0, 2)}/${id}.${format}`;

/**
 * The background synthesis of one job, safe to run more than once (graphile-worker delivers at least
 * once): a job that is no longer processing is left alone; the audio goes to a fixed key, so a rerun
 * replaces rather than adds a file; completion only moves a job that is still processing.
 */
export async function runSpeechJob(db: Db, jobId: string, log: (msg: string) => void = () => {}): Promise<void> {
  const [job] = await db.select().from(speechJobs).where(eq(speechJobs.id, jobId));
  if (!job || job.status !== 'processing') return;
  const fail = (code: 'capacity_unavailable' | 'generation_failed' | 'input_rejected', message: string, retryable: boolean) =>
    db.transaction((tx) => failSpeechJob(tx, jobId, { code, message, retryable }));

  if (Date.now() > job.deadlineAt.getTime()) {
    await fail('capacity_unavailable', 'The job could not be finished within 45 minutes.', true);
    return;
  }
  if (job.text === null) {
    await fail('input_rejected', 'The input text is no longer available.', false);
    return;
  }
  await db.update(speechJobs).set({ startedAt: sql`coalesce(${speechJobs.startedAt}, now())` }).where(eq(speechJobs.id, jobId));

  let engineVoiceId: string;
  try {
    engineVoiceId = (await resolveUsableVoice(db, job.accountId, job.voiceId)).engineVoiceId;
  } catch {
    await fail('generation_failed', 'The voice of this job is no longer available.', false);
    return;
  }

  const plan = planSpeech(job.text, { numberMode: job.numberMode });
  const scale = job.characters / Math.max(1, plan.characters);
  let lastProgressAt = 0;
  let lastCheckAt = 0;
  let deadlinePassed = false;
  let progressWrite: Promise<unknown> = Promise.resolve();
  const writeProgress = (done: number) => {
    const processed = Math.min(job.characters - 1, Math.floor(done * scale));
    progressWrite = progressWrite.then(() =>
      db
        .update(speechJobs)
        .set({ processedChars: sql`greatest(${speechJobs.processedChars}, ${processed})` })
        .where(and(eq(speechJobs.id, jobId), eq(speechJobs.status, 'processing'), lt(speechJobs.processedChars, processed))),
    );
  };

  try {
    const pcm = await synthesize(plan, engineVoiceId, {
      onProgress: (done) => {
        if (Date.now() - lastProgressAt < PROGRESS_EVERY_MS) return;
        lastProgressAt = Date.now();
        writeProgress(done);
      },
      isCancelled: async () => {
        if (Date.now() > job.deadlineAt.getTime()) return (deadlinePassed = true);
        if (Date.now() - lastCheckAt < PROGRESS_EVERY_MS) return false;
        lastCheckAt = Date.now();
        const [row] = await db.select({ status: speechJobs.status }).from(speechJobs).where(eq(speechJobs.id, jobId));
        return row?.status !== 'processing';
      },
    });
    await progressWrite;
    // The WAV master is kept for every job; an MP3 job also gets its MP3 now, and states the MP3's length
    // (it is longer than the WAV by the encoder's delay and frame padding, a few tens of milliseconds).
    const wav = encodeWav(pcm);
    const mp3 = job.outputFormat === 'mp3' ? await encodeAudio(pcm, 'mp3') : null;
    const stored = { wav: { key: speechAudioKey(jobId, 'wav'), bytes: wav.length }, mp3: mp3 ? { key: speechAudioKey(jobId, 'mp3'), bytes: mp3.length } : null };
    await audioStore().put(stored.wav.key, wav);
    if (mp3 && stored.mp3) await audioStore().put(stored.mp3.key, mp3);
    const completed = await db.transaction((tx) => completeSpeechJob(tx, jobId, { ...stored, durationSeconds: mp3 ? audioDurationSeconds(mp3, 'mp3') : audioDurationSeconds(wav, 'wav') }));
    if (!completed) {
      await audioStore().delete(stored.wav.key);
      if (stored.mp3) await audioStore().delete(stored.mp3.key);
    }
  } catch (error) {
    await progressWrite.catch(() => {});
    if (error instanceof SynthesisCancelledError) {
      if (deadlinePassed) await fail('capacity_unavailable', 'The job could not be finished within 45 minutes.', true);
      return;
    }
    if (error instanceof EngineError) {
      log(`job ${jobId}: ${error.message}`);
      await fail('generation_failed', 'Speech generation failed.', true);
      return;
    }
    throw error;
  }
}
