import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { AUDIO_CONTENT_TYPES } from '~/engine/index';
import { db } from '~/server/db/client';
import { acquireDownloadSlot } from '~/server/domain/speech/download-slots';
import { loadOwnSpeechJob } from '~/server/domain/speech/get-speech-job';
import { assertDownloadable, encodeMp3OnFirstRequest, storedAudio, type DownloadFormat } from '~/server/domain/speech/prepare-download';
import { AppError } from '~/server/errors';
import { audioStore } from '~/server/storage/audio-store';
import type { PlainRouteHandler } from './handler';

function requestedFormat(req: IncomingMessage): DownloadFormat | null {
  const format = new URL(req.url ?? '/', 'http://localhost').searchParams.get('format');
  if (format === null) return null;
  if (format !== 'mp3' && format !== 'wav') throw new AppError('validation_error', { param: 'format', message: "format must be 'mp3' or 'wav'." });
  return format;
}

/** One `bytes=` range, resolved against the size; undefined for no (or a multi-) range, null when unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? null : { start, end };
}

/**
 * GET and HEAD /speech/{id}/audio: the job's audio as an attachment, in its own format or the one
 * asked for (an MP3 of a WAV job is encoded on the first GET and kept), with ETag and byte ranges so
 * players can seek. At most 4 downloads per account at once (503 server_busy).
 */
export const speechAudioHandler: PlainRouteHandler = async (req: IncomingMessage, res: ServerResponse, ctx, params, send) => {
  const asked = requestedFormat(req);
  const { job } = await loadOwnSpeechJob(db(), ctx.principal.accountId, params.id ?? '');
  assertDownloadable(job);
  const format = asked ?? job.outputFormat;
  const headers: Record<string, string | number> = {
    ...send.headers,
    'Content-Type': AUDIO_CONTENT_TYPES[format],
    'Content-Disposition': `attachment; filename="zaga-speech-${job.id}.${format}"`,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-transform',
  };
  let stored = storedAudio(job, format);
  if (req.method === 'HEAD' && !stored) {
    // The MP3 of a WAV job is not made until the first GET: its length and ETag are not known yet.
    res.writeHead(200, headers);
    res.end();
    return;
  }
  const release = req.method === 'HEAD' ? async () => {} : await acquireDownloadSlot(db(), ctx.principal.accountId);
  try {
    stored ??= await encodeMp3OnFirstRequest(db(), job);
    const etag = `"${job.id}.${format}.${stored.bytes}"`;
    headers.ETag = etag;
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      res.writeHead(304, { ...send.headers, ETag: etag });
      res.end();
      return;
    }
    const range = parseRange(req.headers.range, stored.bytes);
    if (range === null) {
      res.writeHead(416, { ...send.headers, 'Content-Range': `bytes */${stored.bytes}` });
      res.end();
      return;
    }
    if (range) {
      res.writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${stored.bytes}`, 'Content-Length': range.end - range.start + 1 });
    } else {
      res.writeHead(200, { ...headers, 'Content-Length': stored.bytes });
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(audioStore().read(stored.key, range ?? undefined), res).catch(() => res.destroy());
  } finally {
    await release();
  }
};
