import { type Namespaces, type OperationMethods } from './operations.ts';
export declare const SDK_VERSION = "0.1.0";
export interface ClientOptions {
    /** A personal access token (`pst_…`) or an OAuth access token (`poa_…`). */
    token: string;
    /** Where the service answers (default http://127.0.0.1:8080). */
    baseUrl?: string;
    /** Retries of a failed attempt (default 3); 0 turns retrying off. */
    maxRetries?: number;
    /** Deadline of each attempt in milliseconds (default 60,000). */
    timeoutMs?: number;
    /** The longest wait before a retry; a Retry-After beyond it ends the call with the error instead (default 60,000). */
    maxRetryDelayMs?: number;
    /** A fetch-compatible function (default: the global fetch). */
    fetch?: typeof fetch;
    /** Headers sent with every request. */
    headers?: Record<string, string>;
}
export interface Posture extends OperationMethods, Namespaces {
}
export declare class Posture {
    #private;
    readonly baseUrl: string;
    constructor(options: ClientOptions);
}
