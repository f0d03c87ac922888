import { errorResponses, headerObjects } from './openapi';

const AUTH_HEADERS = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;

/** OpenAPI operations for the routes served outside tRPC (./plain-routes.ts). */
export function PLAIN_ROUTE_DOCS(common: Parameters<typeof errorResponses>[0]): Record<string, Record<string, Record<string, unknown>>> {
  const parameters = [
    { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
    { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['mp3', 'wav'] }, description: "Download this format instead of the job's output_format." },
    { name: 'Range', in: 'header', required: false, schema: { type: 'string' }, description: 'One byte range, e.g. `bytes=0-`.' },
    { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
  ];
  const errors = errorResponses([...common, 'validation_error', 'not_found', 'job_not_finished', 'job_failed', 'audio_expired', 'server_busy']);
  const ok = (body: boolean) => ({
    description: 'The audio, as an attachment named zaga-speech-{id}.mp3 or .wav. Until the MP3 of a WAV job has been encoded, HEAD omits Content-Length and ETag.',
    headers: headerObjects([...AUTH_HEADERS, 'Content-Disposition', 'Content-Length', 'ETag']),
    ...(body ? { content: { 'audio/mpeg': { schema: { type: 'string', format: 'binary' } }, 'audio/wav': { schema: { type: 'string', format: 'binary' } } } } : {}),
  });
  const operation = (method: 'get' | 'head') => ({
    operationId: `speech-audio-${method}`,
    summary: method === 'get' ? 'Download audio' : 'Audio headers',
    description: 'The API key must be sent with the download. MP3 is encoded on first request, so the first WAV-to-MP3 download of a job can take a few seconds.',
    tags: ['Speech'],
    security: [{ ApiKeyHeader: [] }, { BearerAuth: [] }],
    parameters,
    responses: {
      '200': ok(method === 'get'),
      '206': { description: 'One byte range of the audio.', headers: headerObjects([...AUTH_HEADERS, 'Content-Length', 'ETag']) },
      '304': { description: 'Not modified (If-None-Match).', headers: headerObjects(['X-Request-Id', 'ETag']) },
      '416': { description: 'The range cannot be satisfied.', headers: headerObjects(['X-Request-Id']) },
      ...errors,
    },
  });
  return { '/speech/{id}/audio': { get: operation('get'), head: operation('head') } };
}
