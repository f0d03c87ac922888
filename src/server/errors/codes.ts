/**
 * The spec's error table, in one place: every code with its HTTP status, type, retryable flag and
 * meaning. The REST body, the OpenAPI document and the /docs/errors page are all generated from it.
 */
export type ErrorType =
  | 'authentication_error'
  | 'permission_error'
  | 'billing_error'
  | 'rate_limit_error'
  | 'service_unavailable'
  | 'invalid_request_error'
  | 'api_error';

export interface ErrorSpec {
  status: number;
  type: ErrorType;
  retryable: boolean;
  meaning: string;
}

export const ERROR_CODES = {
  missing_api_key: { status: 401, type: 'authentication_error', retryable: false, meaning: 'No key sent.' },
  invalid_api_key: { status: 401, type: 'authentication_error', retryable: false, meaning: 'Key invalid, revoked or expired.' },
  developer_pending: { status: 403, type: 'permission_error', retryable: false, meaning: 'Application under review.' },
  developer_rejected: { status: 403, type: 'permission_error', retryable: false, meaning: 'Application not approved.' },
  developer_suspended: { status: 403, type: 'permission_error', retryable: false, meaning: 'Developer access suspended.' },
  developer_not_approved: { status: 403, type: 'permission_error', retryable: false, meaning: 'No approved application.' },
  account_suspended: { status: 403, type: 'permission_error', retryable: false, meaning: 'Account suspended or scheduled for deletion.' },
  scope_missing: { status: 403, type: 'permission_error', retryable: false, meaning: 'Key lacks the required scope.' },
  plan_required: { status: 402, type: 'billing_error', retryable: false, meaning: 'Creating needs an active Max plan; reads and downloads stay available.' },
  insufficient_characters: { status: 402, type: 'billing_error', retryable: false, meaning: 'Not enough characters; nothing charged.' },
  rate_limited: { status: 429, type: 'rate_limit_error', retryable: true, meaning: 'Too many requests; wait Retry-After seconds.' },
  auth_blocked: { status: 429, type: 'rate_limit_error', retryable: true, meaning: 'Too many failed key checks from the network; wait Retry-After seconds.' },
  concurrency_limit: { status: 429, type: 'rate_limit_error', retryable: true, meaning: 'Account already has the maximum jobs (or unfinished deliveries) running.' },
  key_budget_exceeded: { status: 429, type: 'rate_limit_error', retryable: false, meaning: "Key's monthly budget reached; nothing charged." },
  api_disabled: { status: 503, type: 'service_unavailable', retryable: true, meaning: 'API unavailable.' },
  api_read_only: { status: 503, type: 'service_unavailable', retryable: true, meaning: 'New jobs paused; existing jobs, downloads and usage available.' },
  capacity_unavailable: { status: 503, type: 'service_unavailable', retryable: true, meaning: 'Speech service at capacity; nothing charged; wait Retry-After seconds.' },
  server_restarting: { status: 503, type: 'service_unavailable', retryable: true, meaning: 'Restarting; nothing charged; retry in a few seconds.' },
  server_busy: { status: 503, type: 'service_unavailable', retryable: true, meaning: 'Too many downloads in progress; wait Retry-After seconds.' },
  validation_error: { status: 400, type: 'invalid_request_error', retryable: false, meaning: 'Request invalid (`param` names the field).' },
  invalid_cursor: { status: 400, type: 'invalid_request_error', retryable: false, meaning: 'Cursor invalid.' },
  not_found: { status: 404, type: 'invalid_request_error', retryable: false, meaning: "No such endpoint or resource (including another account's job or delivery)." },
  voice_not_found: { status: 404, type: 'invalid_request_error', retryable: false, meaning: 'No such voice for this account.' },
  idempotency_conflict: { status: 409, type: 'invalid_request_error', retryable: false, meaning: 'Key reused with a different request.' },
  job_not_finished: { status: 409, type: 'invalid_request_error', retryable: true, meaning: 'Audio requested before the job finished.' },
  job_failed: { status: 409, type: 'invalid_request_error', retryable: false, meaning: 'Job failed or was cancelled; no audio.' },
  job_finished: { status: 409, type: 'invalid_request_error', retryable: false, meaning: 'Job already finished; cannot cancel.' },
  endpoint_removed: { status: 410, type: 'invalid_request_error', retryable: false, meaning: 'Endpoint removed.' },
  audio_expired: { status: 410, type: 'invalid_request_error', retryable: false, meaning: 'Audio deleted after retention.' },
  payload_too_large: { status: 413, type: 'invalid_request_error', retryable: false, meaning: 'Body too large.' },
  unsupported_media_type: { status: 415, type: 'invalid_request_error', retryable: false, meaning: 'Body not `application/json`.' },
  unspeakable_text: { status: 422, type: 'invalid_request_error', retryable: false, meaning: 'Text has no speakable content (only emoji, punctuation or whitespace).' },
  text_too_long: { status: 422, type: 'invalid_request_error', retryable: false, meaning: 'Text too long once numbers are written out as words; shorten it or change `number_mode`.' },
  internal_error: { status: 500, type: 'api_error', retryable: true, meaning: 'Server fault.' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
