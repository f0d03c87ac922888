import { randomBytes } from 'node:crypto';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export const newAccountId = () => `acct_${hex(12)}`;
export const newUserId = () => `user_${hex(12)}`;
export const newKeyId = () => `key_${hex(12)}`;
export const newVoiceId = () => `voice_${hex(12)}`;
/** Jobs and deliveries: 32 lowercase hex characters, as the spec requires. */
export const newResourceId = () => hex(16);
export const newRequestId = () => `req_${hex(12)}`;
