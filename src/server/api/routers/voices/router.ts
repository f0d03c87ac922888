import { router } from '../../trpc';
import { listVoicesProcedure } from './list-voices';
import { previewVoiceProcedure } from './preview-voice';

export const voicesRouter = router({ list: listVoicesProcedure, preview: previewVoiceProcedure });
