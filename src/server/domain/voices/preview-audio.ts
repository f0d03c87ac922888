import { findVoice, previewText, speak } from '~/engine/index';
import { audioStore } from '~/server/storage/audio-store';

/** A voice's sample, made by the engine on first request and kept in storage. */
export async function previewAudio(engineVoiceId: string): Promise<{ key: string; bytes: number }> {
  const key = `previews/${engineVoiceId}.mp3`;
  const existing = await audioStore().stat(key);
  if (existing) return { key, bytes: existing.size };
  const voice = findVoice(engineVoiceId);
  if (!voice) throw new Error(`no engine voice ${engineVoiceId}`);
  const { audio } = await speak(previewText(voice), { voiceId: voice.id, format: 'mp3' });
  await audioStore().put(key, audio);
  return { key, bytes: audio.length };
}
