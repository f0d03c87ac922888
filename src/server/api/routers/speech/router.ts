import { router } from '../../trpc';
import { cancelSpeechProcedure } from './cancel-speech';
import { createSpeechProcedure } from './create-speech';
import { getSpeechProcedure } from './get-speech';
import { listSpeechProcedure } from './list-speech';

export const speechRouter = router({
  create: createSpeechProcedure,
  list: listSpeechProcedure,
  get: getSpeechProcedure,
  cancel: cancelSpeechProcedure,
});
