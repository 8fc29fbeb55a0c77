// @posture/sdk: a typed client for the Posture API. Types and the operation table are generated from the
// service's OpenAPI document (sdk/scripts/generate.ts); the rest is written by hand, here and beside it.
export { Posture, SDK_VERSION } from './client.js';
export { PostureConnectionError, PostureError } from './errors.js';
export { PagePromise } from './pagination.js';
export { OPERATIONS } from './operations.js';
export { constructEvent, safeVerifyWebhook, verifyWebhook, WebhookVerificationError, } from './webhooks.js';
