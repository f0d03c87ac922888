import type { Meta } from '~/server/api/trpc';
import type { PlainRouteHandler } from './handler';
import { speechAudioHandler } from './speech-audio-route';

/** Routes served outside tRPC (binary bodies), with the scope each needs. Documented in plain-route-docs.ts. */
export const PLAIN_ROUTES: { method: string; template: string; meta: Meta; handler: PlainRouteHandler }[] = [
  { method: 'GET', template: '/speech/{id}/audio', meta: { scope: 'speech:read' }, handler: speechAudioHandler },
];
