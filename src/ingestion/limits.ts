// Bounds on what one parse may hold, so a hostile or broken file costs bounded memory and time. They follow
// the resource importer: whole-document problems are errors, one bad entry is a rejection and the rest goes on.

/** An entry with a string longer than this is rejected (a 10 MB message is not a finding, it is an attack). */
export const MAX_STRING_CHARS = 1024 * 1024
/** An entry whose strings, keys and numbers add up to more than this is rejected. */
export const MAX_ENTRY_CHARS = 8 * 1024 * 1024
/** Nesting inside one entry; deeper entries are rejected (the document-level limit of the API is also 64). */
export const MAX_ENTRY_DEPTH = 64
/** Values (strings, numbers, objects...) inside one entry. */
export const MAX_ENTRY_NODES = 200_000
/** Object keys are names, not data. */
export const MAX_KEY_CHARS = 4096
export const MAX_NUMBER_CHARS = 512

/** How much of the file detection reads before deciding (the rest is parsed after, from the same stream). */
export const PEEK_BYTES = 256 * 1024

/** SARIF: results held while a run's `tool` has not been seen yet (real tools write `tool` first). */
export const MAX_PENDING_RESULTS = 10_000
export const MAX_PENDING_CHARS = 32 * 1024 * 1024
/** SARIF: rule texts kept per run; past it rules keep their id and severity only (results fall back to their message). */
export const MAX_RULE_TEXT_CHARS = 32 * 1024 * 1024
export const MAX_RULES = 100_000

/** Lengths of the record's fields; longer texts are cut with an ellipsis. */
export const FIELD_LIMITS = { title: 500, description: 16_000, remediation: 16_000, url: 2048, id: 2048, control: 200 } as const
export const MAX_CONTROLS = 100
/** Rule ids longer than this are rejected: no real tool has one, and check_id must stay short. */
export const MAX_RULE_ID_CHARS = 512
export const MAX_CHECK_ID_CHARS = 128
/** Resources one entry may fan out to (ASFF and OCSF findings list several). */
export const MAX_RESOURCES_PER_ENTRY = 100

export const MAX_REPORTED_REJECTIONS = 100
