export { Posture, SDK_VERSION, type ClientOptions } from './client.ts';
export { PostureConnectionError, PostureError, type ErrorCode } from './errors.ts';
export { PagePromise, type ListPage } from './pagination.ts';
export { OPERATIONS, type Namespaces, type OperationMethods } from './operations.ts';
export type { BodyOf, JsonOf, OperationSpec, PageOf, QueryOf, RequestOptions } from './types.ts';
export type { components, operations, paths, webhooks } from './openapi.ts';
export { constructEvent, safeVerifyWebhook, verifyWebhook, WebhookVerificationError, type EventOf, type EventType, type PostureEvent, type WebhookEvent, } from './webhooks.ts';
