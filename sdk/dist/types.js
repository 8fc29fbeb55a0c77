// Types the generated operation table (operations.ts) is written in: how an operation's query, body and
// success response are read out of openapi-typescript's `operations`, and the options every call takes.
export {};
