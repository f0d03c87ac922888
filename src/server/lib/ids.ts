import { randomBytes } from 'node:crypto';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export const newAccountId = () => `acct_${hex(12)}`;
export const newUserId = () => `user_${hex(12)}`;
export const newKeyId = () => `key_${hex(12)}`;
export const newVoiceId = () => `voice_${hex(12)}`;
/** Jobs and deliveries: 32 lowercase hex characters, as the spec requires. */
export const newResourceId = () => hex(16);

/** Request ids are made on every request: drawn from a pooled random buffer instead of a syscall each. */
let pool = Buffer.alloc(0);
let offset = 0;
export function newRequestId(): string {
  if (offset + 12 > pool.length) {
    pool = randomBytes(12 * 512);
    offset = 0;
  }
  offset += 12;
  return `req_${pool.toString('hex', offset - 12, offset)}`;
}
