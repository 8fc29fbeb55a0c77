export interface paths {
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this process
         * @description Prometheus text format: request durations by route pattern and status, requests in flight, 429 refusals, the PostgreSQL pool, job queues, webhook deliveries pending and their lag, delivery attempts by outcome, event-loop lag and process figures. No label carries a tenant. Gzipped when the scraper accepts it. Concurrent scrapes share one collection, reused for a second; database figures are at most 15 s old. With `METRICS_TOKEN` set, only `Authorization: Bearer <METRICS_TOKEN>` is answered. Not served here when `METRICS_PORT` gives metrics a port of their own, nor on a public interface without `METRICS_TOKEN`. Never rate-limited.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where things are
         * @description A browser (`Accept` with `text/html`) is redirected (302) to the web application at `/app`; any other client gets this index.
         */
        get: operations["serviceIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count findings by severity, dimension and status
         * @description Counts of the findings matching the same filters as the list: totals per severity, dimension and status, and every non-empty severity × dimension × status cell. Requires `findings:read`.
         */
        get: operations["summarizeFindings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count findings per check, resource, provider, region, kind or tag
         * @description The findings matching the same filters as the list (add `status=open` for what is outstanding), counted per group of `by`, with their counts per severity and the oldest detection. Ordered by risk — most critical findings first, then most high, medium, low and info, then by key in byte order, null last — and keyset-paginated on that order like every list. Requires `findings:read`.
         */
        get: operations["groupFindings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Findings over time: open, new, resolved, reopened per day or week, and the mean time to resolve
         * @description Exact counts per UTC day or ISO week from every stored change of the findings (not sampled): how many were open at the end of each bucket, created, resolved and reopened in it, optionally per severity, dimension or provider; the mean time from first detection to resolution per severity over the range; and how many open findings are overdue now. Ranges span at most 400 days (else 422 `invalid_date_range`, as when `from` is after `to`). Requires `findings:read`.
         */
        get: operations["findingStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export findings as CSV or OCSF
         * @description Streams every finding matching the list filters (no pagination), newest first, without holding them in memory.
         *
         *     `csv`: RFC 4180 with a header row, UTF-8; cells that a spreadsheet would run as a formula are prefixed with `'`.
         *
         *     `ocsf`: JSON Lines of OCSF 1.3 events: Detection Finding (class 2004), or Compliance Finding (class 2003) for compliance findings. Requires `findings:read`.
         */
        get: operations["exportFindings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List findings
         * @description Findings of your tenant. Filter by severity, dimension, status, resource, audit, check, detection time, assignee, SLA state and due date.
         *
         *     Requires the `findings:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listFindings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a finding
         * @description Returns one finding by id. Requires the `findings:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getFinding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Triage a finding: assign it, set its due date, accept its risk, reopen or resolve it
         * @description `{"assignee": "usr_…"}` makes a member of the workspace the finding's owner (another id: 422 `invalid_assignee`); `{"assignee": null}` unassigns it.
         *
         *     `{"due_at": "…"}` sets the due date by hand (severity and SLA policy changes then leave it alone); `{"due_at": null}` lets the SLA policy set it again.
         *
         *     `{"status": "accepted_risk", "reason": "…", "accepted_until": "…"}` accepts a known risk: the finding stays `accepted_risk` across audits (while the problem persists) until `accepted_until`, when it reopens by itself (within a minute: a `reopened` history entry by the system and a `finding.updated` event). Also emits `finding.resolved` with resolution `accepted_risk`. `expires_at` is the deprecated name of `accepted_until`.
         *
         *     `{"status": "open"}` reopens an accepted finding. `{"status": "resolved"}` resolves a finding no check owns (imported findings, `check_id` `ext.…`; also emits `finding.resolved`); the findings of checks and policies are resolved by the audit that no longer sees the problem, and a resolved one cannot change status by hand (both 409 `invalid_status_transition`).
         *
         *     Fields combine (one transaction, the finding locked: concurrent changes apply one after the other); at least one is needed, and unknown or read-only fields are 422. Each change is an entry of the finding's history with who made it, and the whole is one `finding.updated` event with each changed field's `from` and `to` (a request that changes nothing writes neither). Requires `findings:write`.
         */
        patch: operations["updateFinding"];
        trace?: never;
    };
    "/v1/findings/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of a finding
         * @description Every change of the finding, oldest first, append-only: what audits did (`created`, `severity_changed`, `resolved`, `reopened`, with the audit as actor) and what people did (`status_changed`: accepting a risk, reopening, with the member, token or OAuth client as actor). Cursor-paginated like every list. Requires `findings:read`.
         */
        get: operations["listFindingHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the notes of a finding
         * @description The notes of the finding, oldest first (deleted ones leave the list; the history keeps that they existed). Cursor-paginated. Requires `findings:read`.
         */
        get: operations["listFindingNotes"];
        put?: never;
        /**
         * Write a note on a finding
         * @description Plain text, 1 to 10,000 characters (not only white space), shown as written: Posture never renders it as HTML. Notes cannot be edited. The author is who the token acts for (a member, an operator token, an OAuth application). Adds a `note_added` entry to the finding's history. Answers 201 with the note and its Location. Requires `findings:write`.
         */
        post: operations["createFindingNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/{id}/notes/{note_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a note
         * @description By its author, or an admin of the workspace (a member with the admin role, or an operator token made with the CLI); anyone else gets 403 `insufficient_scope`. The note leaves the list; a `note_deleted` entry (with who deleted it) stays in the finding's history. Answers 204. Requires `findings:write`.
         */
        delete: operations["deleteFindingNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sla_policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The SLA policy
         * @description How many days after its first detection a finding of each severity is due (`due_at` on findings; null: never due). A workspace that never set one has the defaults: critical 7, high 30, medium 90, low 180, info null. Requires `findings:read`.
         */
        get: operations["getSlaPolicy"];
        /**
         * Replace the SLA policy
         * @description Replaces the five windows (all required; null: findings of that severity are never due). The open and accepted findings whose due date follows the policy (not set by hand) get their new `due_at`: before the response when there are up to 10,000 of them, otherwise in the background (`due_dates: "updating"` until done). New findings and severity changes use it from now on. The change is recorded in the workspace audit log (`sla_policy.updated`, before and after); it is not an entry of each finding's history. Requires `findings:write`.
         */
        put: operations["putSlaPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/bulk_updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Triage many findings at once
         * @description The set is `ids` (up to 10,000; every one a finding of your tenant) or `filter` (the list's filters; its matches at the instant the request is accepted, however many), fixed when the request is accepted: findings that match later are not included. An empty set, or an unknown id, is 422 `invalid_finding_selection` and changes nothing.
         *
         *     `changes` are those of `PATCH /v1/findings/{id}` — `status` (with `reason`, `accepted_until`), `assignee` (a member, else 422 `invalid_assignee`), `due_at` — plus `note`, added to each finding. They are validated before acceptance.
         *
         *     Answers 202 with the bulk update `pending` and its `Location`; a background job applies it 1,000 findings at a time. Poll `GET /v1/findings/bulk_updates/{id}`: `updated`, `unchanged` (already as asked) and `failed` (with the first 100 reasons, e.g. resolving a check's finding) add up to `matched` once `completed`. Each changed finding gets its history entries and a `finding.updated` event, with the caller as actor.
         *
         *     Send `Idempotency-Key` to retry safely: a replay answers 202 with the original bulk update and `Idempotent-Replayed: true`. Requires `findings:write`.
         */
        post: operations["createFindingBulkUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/bulk_updates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk update and its progress
         * @description Its status and counts so far; another tenant's is a 404. Requires `findings:read`.
         */
        get: operations["getFindingBulkUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List resources
         * @description The cloud inventory of your tenant. Filter by kind, provider, region and source. Removed resources (a complete import of their source no longer contained them) are not listed, and retrieving one is 404.
         *
         *     Requires the `resources:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a resource
         * @description Returns one resource by id. Requires the `resources:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resources/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an inventory snapshot or a Terraform state
         * @description Upserts resources by `(provider, external_id)` and answers with counts and per-item errors.
         *
         *     Bad items are skipped and never stop the good ones, each with its error: not a valid resource, text with a NUL (U+0000) or an unpaired UTF-16 surrogate anywhere in it (tags and attributes included), objects nested more than 64 levels deep, or an `external_id` over 1024 bytes in UTF-8. A body that is not valid JSON or not UTF-8 (400 `invalid_json`), or not the shape `format` names (422 `invalid_import`), changes nothing: the import is one transaction.
         *
         *     The body is parsed as a stream; at most 64 MiB (413 `payload_too_large` above). Requires `resources:write`.
         *
         *     Terraform: AWS, Google and Azure types are mapped to resource kinds and the attributes the checks read; other types are kept as kind `other` and counted in `other_types`; data sources are ignored.
         *
         *     Sources: `source=NAME` makes the document's resources that source's (the resource's `source`). With `complete=true` as well, the document is the whole source: once it committed, the source's resources it did not contain are removed (`removed`; each emits `resource.removed`, is no longer listed, is 404, and the next audit resolves its findings with resolution `resource_removed`), in batches of their own. An item that could not be stored withholds every removal (`removal_withheld`); a complete document without any resource is refused (422 `empty_complete_import`, nothing changed) unless `allow_empty=true`. Without `complete`, nothing is ever removed.
         */
        post: operations["importResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List findings imports
         * @description The tenant's findings imports, newest first, with their counts. Requires `findings:read`. Cursor-paginated.
         */
        get: operations["listFindingImports"];
        put?: never;
        /**
         * Import another scanner's findings
         * @description Takes the output of Prowler (OCSF JSON), Checkov, Trivy, KICS, tfsec or any SARIF 2.1.0 writer, AWS Security Hub (ASFF), Trivy JSON or Checkov JSON as it is, and turns its open problems into findings with `check_id` `ext.<tool>.<rule id>` and a `source`. The format is detected from the file's opening unless `format` is given; a file of no known shape is 422 `invalid_import` with `details.tried`: each format tried and why it did not match. How each format maps (severity, texts, resources, fingerprints): README "Findings imports".
         *
         *     Each finding is matched to an inventory resource by the ARN, cloud id or Terraform address the file gives; a finding that names none of the inventory gets a resource of kind `external` (with `resource.added`). Findings are deduplicated by fingerprint (the tool's own, else tool + rule + resource + location): importing the same file again creates nothing. The findings of the import's scope (the tool, or the tool and `label`) that were open or accepted and that the file no longer reports are resolved. Findings a suppression rule matches are suppressed, as audits do; accepted risks stay accepted while reported. The findings send the same events as an audit's (`finding.created`, `finding.severity_changed`, `finding.resolved`).
         *
         *     The file is received whole and parsed to its end before anything is written: a file that is not JSON (400 `invalid_json`), breaks off, passes a bound, or whose upload is cut off changes nothing; an entry that cannot be mapped is rejected with its reason and never stops the others. At most 256 MiB (413 `payload_too_large`).
         *
         *     It is then written in batches of at most 2,000 findings, each committed on its own (its findings, their history and events), so the service answers other requests between batches; the findings of the scope that the file no longer reports are resolved only after every batch has committed. Meanwhile the import is listed with `status` `running` (and `counts` of the batches written so far); its audit is `running` too, without taking the tenant's audit slot. An import that fails after its first batch (the database unavailable, a statement deadline, the service stopped) is recorded with `status` `failed` and `failure_reason`: what its committed batches changed stands and is counted (their events are sent), nothing absent is resolved, and importing the same file again converges (findings are matched by fingerprint). A failure before the first batch stores nothing.
         *
         *     A statement of the import that passes the database's statement deadline while the database answers (on PostgreSQL, 5 s a statement; every statement is a batch of at most 2,000 rows, well under it) refuses the import with 413 `payload_too_large` saying so (naming the failed import in `details.import_id` when batches had been written): send smaller files; a database that does not answer is 503 `service_unavailable`. Imports of one tenant run one after the other: one sent while another is writing is 409 `import_in_progress` (retry after `Retry-After`); the slot of an import whose process died is free within 30 s. Answers 201 with the import record, `completed` (also `GET /v1/findings/imports/{id}`). Requires `findings:write`.
         */
        post: operations["createFindingImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/findings/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a findings import
         * @description One findings import: its format and tools, its scopes, counts (received, created, updated, unchanged, resolved, rejected…), skipped entries by reason and the first 100 rejected entries with their reasons. Requires `findings:read`. An id of another tenant is `not_found`.
         */
        get: operations["getFindingImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audits
         * @description The 4D audits (forensic passes) of your tenant. Filter by status.
         *
         *     Requires the `audits:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listAudits"];
        put?: never;
        /**
         * Start an audit
         * @description Starts a 4D pass over the current inventory: every built-in check and enabled policy. Answers 202 with the audit `queued`; poll `GET /v1/audits/{id}` until `completed` (or `failed`, with `failure_reason`).
         *
         *     At most one queued or running audit per tenant (409 `audit_in_progress`).
         *
         *     A heavy endpoint: a separate budget per tenant (default 10 per hour, shared with re-analysis); the `X-RateLimit-*` headers of this response describe that budget, and 429 `rate_limit_exceeded` says when it refills. A 409 does not spend it.
         *
         *     Requires `audits:write`.
         */
        post: operations["startAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a audit
         * @description Returns one audit by id. Requires the `audits:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audits/{id}/reanalyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-analyse an audit
         * @description Re-runs the checks and the current policies over the inventory snapshot that a completed audit saw; the new audit has `reanalysis_of` set. Findings follow the usual lifecycle; resources added since that snapshot are left alone. Answers 202 with the audit `queued`; poll `GET /v1/audits/{id}` until `completed` (or `failed`, with `failure_reason`).
         *
         *     At most one queued or running audit per tenant (409 `audit_in_progress`).
         *
         *     A heavy endpoint: a separate budget per tenant (default 10 per hour, shared with re-analysis); the `X-RateLimit-*` headers of this response describe that budget, and 429 `rate_limit_exceeded` says when it refills. A 409 does not spend it.
         *
         *     Requires `audits:write`.
         */
        post: operations["reanalyzeAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audits/{id}/reanalyse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-analyse an audit (deprecated spelling of reanalyze)
         * @deprecated
         * @description **Deprecated** since 2026-11-26; sunset 2027-06-01, after which it may be removed. Use `POST /v1/audits/{id}/reanalyze`, which behaves the same. Its responses carry `Deprecation`, `Sunset` and `Link` headers (see CHANGELOG.md).
         *
         *     Re-runs the checks and the current policies over the inventory snapshot that a completed audit saw; the new audit has `reanalysis_of` set. Findings follow the usual lifecycle; resources added since that snapshot are left alone. Answers 202 with the audit `queued`; poll `GET /v1/audits/{id}` until `completed` (or `failed`, with `failure_reason`).
         *
         *     At most one queued or running audit per tenant (409 `audit_in_progress`).
         *
         *     A heavy endpoint: a separate budget per tenant (default 10 per hour, shared with re-analysis); the `X-RateLimit-*` headers of this response describe that budget, and 429 `rate_limit_exceeded` says when it refills. A 409 does not spend it.
         *
         *     Requires `audits:write`.
         */
        post: operations["reanalyseAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audits/{id}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare an audit with an earlier one
         * @description Findings that are `new` (open now, not at the base), `resolved` (open at the base, resolved now) and `changed` (open at both, another severity), with counts.
         *
         *     The base defaults to the previous completed audit. Each group is cursor-paginated by itself: pass `group` with its `cursor` to get the next page. Requires `audits:read`.
         */
        get: operations["diffAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plan_checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a Terraform plan before applying it
         * @description Send the output of `terraform show -json plan.out`. The built-in checks run on the planned values of every resource (root and child modules; AWS, Google and Azure types mapped as by the Terraform import), compared with your inventory and its findings: planned resources are matched to inventory resources by external id (ARN or cloud id; for a replaced resource, the id in `prior_state`).
         *
         *     For each check and resource: failing after apply and not open now is `introduced`; open (or accepted) now and passing after apply, or the resource deleted, is `resolved`; failing both is counted `unchanged`. A resource the plan leaves as it is (`no-op`) introduces and resolves nothing. A resource the inventory does not hold is compared with its `prior_state` values.
         *
         *     Values known only after apply are unknown, never false: each resource is checked with every unknown value absent, text, true, false and an empty block; a finding whose verdict is not the same under all of them is `undetermined`, listed apart, never counted as introduced and never failing the plan. Ids and names are not varied (a replaced resource keeps its `prior_state` id).
         *
         *     `passed` is false when the plan introduces a finding of severity `fail_on` (default `high`) or above. Nothing is written to the inventory or the findings; the plan check itself is kept 30 days.
         *
         *     Plans of up to 5,000 resource changes are checked during the request (200, status `completed`); larger ones (up to 20,000) answer 202 with status `queued` and a `Location` to poll. A body over 32 MiB is 413 `payload_too_large`; not JSON, 400 `invalid_json`; not a plan (a state, an empty object, an array), 422 `invalid_plan`. A refused plan stores nothing. Requires `audits:write`.
         */
        post: operations["createPlanCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plan_checks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A plan check and its verdicts
         * @description Its status and, once `completed`, the introduced, resolved and undetermined findings, the summary and `passed`. Kept 30 days (`expires_at`), then 404; another tenant's is a 404. Requires `audits:read`.
         */
        get: operations["getPlanCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List policies
         * @description Custom policies of your tenant.
         *
         *     Requires the `policies:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listPolicies"];
        put?: never;
        /**
         * Create a policy
         * @description The next audit (or a re-analysis) applies it. The expression is CEL (https://cel.dev); `matches()` takes RE2 syntax (no backreferences or lookaround). An invalid one, or one over a limit, is refused with 422 `invalid_policy_expression`, `error.details.position` and, for a limit, `error.details.limit` (name and value). Limits: 4096 characters (`max_expression_length`); 1000 nodes (`max_ast_nodes`); nesting 32 deep (`max_depth`); 500 list elements (`max_list_elements`), 100 map entries (`max_map_entries`), 8 call arguments (`max_call_arguments`); comprehensions (all, exists, exists_one, map, filter) nested 2 deep (`max_comprehension_nesting`); an estimated cost of 100000 per evaluation (`max_cost`: about one per operation, times the size of each list iterated, 100 assumed for lists from the data); regular expressions of 512 characters (`max_pattern_length`) and RE2 programs of 1000 instructions for all the literal patterns together (`max_pattern_program_size`). An evaluation error on a given resource (a missing tag, say) counts as no match. Requires `policies:write`.
         */
        post: operations["createPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a policy
         * @description Returns one policy by id. Requires the `policies:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        /**
         * Delete a policy
         * @description Deletes the policy. Findings it raised are resolved by the next audit; severities it raised fall back. Requires `policies:write`.
         */
        delete: operations["deletePolicy"];
        options?: never;
        head?: never;
        /**
         * Update a policy
         * @description Changes the given fields; the next audit applies them. The expression is CEL (https://cel.dev); `matches()` takes RE2 syntax (no backreferences or lookaround). An invalid one, or one over a limit, is refused with 422 `invalid_policy_expression`, `error.details.position` and, for a limit, `error.details.limit` (name and value). Limits: 4096 characters (`max_expression_length`); 1000 nodes (`max_ast_nodes`); nesting 32 deep (`max_depth`); 500 list elements (`max_list_elements`), 100 map entries (`max_map_entries`), 8 call arguments (`max_call_arguments`); comprehensions (all, exists, exists_one, map, filter) nested 2 deep (`max_comprehension_nesting`); an estimated cost of 100000 per evaluation (`max_cost`: about one per operation, times the size of each list iterated, 100 assumed for lists from the data); regular expressions of 512 characters (`max_pattern_length`) and RE2 programs of 1000 instructions for all the literal patterns together (`max_pattern_program_size`). An evaluation error on a given resource (a missing tag, say) counts as no match. Requires `policies:write`.
         */
        patch: operations["updatePolicy"];
        trace?: never;
    };
    "/v1/policies/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an unsaved policy
         * @description Evaluates a policy against the current inventory (target `resource`) or the current open and accepted findings (target `finding`) and returns the first matches and the total. Writes nothing. The expression is CEL (https://cel.dev); `matches()` takes RE2 syntax (no backreferences or lookaround). An invalid one, or one over a limit, is refused with 422 `invalid_policy_expression`, `error.details.position` and, for a limit, `error.details.limit` (name and value). Limits: 4096 characters (`max_expression_length`); 1000 nodes (`max_ast_nodes`); nesting 32 deep (`max_depth`); 500 list elements (`max_list_elements`), 100 map entries (`max_map_entries`), 8 call arguments (`max_call_arguments`); comprehensions (all, exists, exists_one, map, filter) nested 2 deep (`max_comprehension_nesting`); an estimated cost of 100000 per evaluation (`max_cost`: about one per operation, times the size of each list iterated, 100 assumed for lists from the data); regular expressions of 512 characters (`max_pattern_length`) and RE2 programs of 1000 instructions for all the literal patterns together (`max_pattern_program_size`). An evaluation error on a given resource (a missing tag, say) counts as no match. Evaluation runs off the request thread within a deadline of 10 s of evaluation time (and a memory limit); past either, the preview answers 422 `policy_evaluation_limit` (`error.details.reason`: `timeout` or `memory_limit`). Requires `policies:read`.
         */
        post: operations["previewPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppression_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List suppression rules
         * @description Your tenant's suppression rules (at most 100). A finding an active rule matches carries `suppressed_by` (the rule) and keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true|any`); no webhook event is sent for it except `finding.resolved`. Rules apply to the open and accepted findings when created or enabled (or their expression or expiry changes), and to the findings audits create or reopen (the oldest matching rule silences). Disabling, deleting or expiry releases exactly the findings the rule silences, unless another active rule matches them; each change has a history entry (`suppressed`, `unsuppressed`) and a `finding.updated` event. Up to 10,000 findings are updated before the response; beyond, in the background (`matches: "updating"`).
         *
         *     Requires the `findings:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listSuppressionRules"];
        put?: never;
        /**
         * Create a suppression rule
         * @description Silences the findings the expression matches, with a reason and an optional expiry. A finding an active rule matches carries `suppressed_by` (the rule) and keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true|any`); no webhook event is sent for it except `finding.resolved`. Rules apply to the open and accepted findings when created or enabled (or their expression or expiry changes), and to the findings audits create or reopen (the oldest matching rule silences). Disabling, deleting or expiry releases exactly the findings the rule silences, unless another active rule matches them; each change has a history entry (`suppressed`, `unsuppressed`) and a `finding.updated` event. Up to 10,000 findings are updated before the response; beyond, in the background (`matches: "updating"`). The expression is CEL over `finding` and `resource`, the language of finding policies (`matches()` takes RE2 syntax); an invalid one, or one over a limit, is refused with 422 `invalid_suppression_expression`, `error.details.position` and, for a limit, `error.details.limit`. Limits: 4096 characters (`max_expression_length`); 1000 nodes (`max_ast_nodes`); nesting 32 deep (`max_depth`); 500 list elements (`max_list_elements`), 100 map entries (`max_map_entries`), 8 call arguments (`max_call_arguments`); comprehensions (all, exists, exists_one, map, filter) nested 2 deep (`max_comprehension_nesting`); an estimated cost of 100000 per evaluation (`max_cost`: about one per operation, times the size of each list iterated, 100 assumed for lists from the data); regular expressions of 512 characters (`max_pattern_length`) and RE2 programs of 1000 instructions for all the literal patterns together (`max_pattern_program_size`). An evaluation error on a given finding (a missing tag, say) counts as no match. At most 100 rules per tenant (422 `suppression_rule_limit`). Recorded in the workspace audit log. Requires `findings:write`.
         */
        post: operations["createSuppressionRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppression_rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a suppression rule
         * @description Returns one suppression rule by id. Requires the `findings:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getSuppressionRule"];
        put?: never;
        post?: never;
        /**
         * Delete a suppression rule
         * @description Deletes the rule and releases the findings it silences (unless another active rule matches them), each with an `unsuppressed` history entry and a `finding.updated` event; for a large tenant, in the background. Their history keeps the rule's id. Recorded in the workspace audit log. Requires `findings:write`.
         */
        delete: operations["deleteSuppressionRule"];
        options?: never;
        head?: never;
        /**
         * Update a suppression rule
         * @description Changes the given fields. A change of `expression`, `enabled` or `expires_at` is applied to the findings: those the rule no longer matches are released (unless another rule matches them), those it now matches are silenced. The expression is CEL over `finding` and `resource`, the language of finding policies (`matches()` takes RE2 syntax); an invalid one, or one over a limit, is refused with 422 `invalid_suppression_expression`, `error.details.position` and, for a limit, `error.details.limit`. Limits: 4096 characters (`max_expression_length`); 1000 nodes (`max_ast_nodes`); nesting 32 deep (`max_depth`); 500 list elements (`max_list_elements`), 100 map entries (`max_map_entries`), 8 call arguments (`max_call_arguments`); comprehensions (all, exists, exists_one, map, filter) nested 2 deep (`max_comprehension_nesting`); an estimated cost of 100000 per evaluation (`max_cost`: about one per operation, times the size of each list iterated, 100 assumed for lists from the data); regular expressions of 512 characters (`max_pattern_length`) and RE2 programs of 1000 instructions for all the literal patterns together (`max_pattern_program_size`). An evaluation error on a given finding (a missing tag, say) counts as no match. Recorded in the workspace audit log. Requires `findings:write`.
         */
        patch: operations["updateSuppressionRule"];
        trace?: never;
    };
    "/v1/suppression_rules/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an unsaved suppression rule
         * @description How many open and accepted findings no rule silences the expression matches now (exactly what a rule would silence if created), and the first 20. Writes nothing. The expression is CEL over `finding` and `resource`, the language of finding policies (`matches()` takes RE2 syntax); an invalid one, or one over a limit, is refused with 422 `invalid_suppression_expression`, `error.details.position` and, for a limit, `error.details.limit`. Limits: 4096 characters (`max_expression_length`); 1000 nodes (`max_ast_nodes`); nesting 32 deep (`max_depth`); 500 list elements (`max_list_elements`), 100 map entries (`max_map_entries`), 8 call arguments (`max_call_arguments`); comprehensions (all, exists, exists_one, map, filter) nested 2 deep (`max_comprehension_nesting`); an estimated cost of 100000 per evaluation (`max_cost`: about one per operation, times the size of each list iterated, 100 assumed for lists from the data); regular expressions of 512 characters (`max_pattern_length`) and RE2 programs of 1000 instructions for all the literal patterns together (`max_pattern_program_size`). An evaluation error on a given finding (a missing tag, say) counts as no match. Evaluation runs off the request thread within 10 s of evaluation time (and a memory limit); past either, 422 `policy_evaluation_limit`. Requires `findings:read`.
         */
        post: operations["previewSuppressionRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the built-in checks
         * @description The checks audits and plan checks run, with what each reads, how to fix it, the framework requirements it evidences and whether your tenant has it enabled. Filters combine (AND); a comma list within one filter is OR. Ordered by id, cursor-paginated. A disabled check is skipped by your audits and plan checks; the next audit resolves its open and accepted findings (`finding.resolved` with resolution `check_disabled`, a `resolved` history entry). Enabled again, the next audit reopens the findings whose problem is still there. Other tenants are not affected. Requires `policies:read`.
         */
        get: operations["listChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a built-in check
         * @description One check by id (`sec.…`, `cost.…`, `arch.…`, `cmp.…`), with your tenant's setting. Findings of imports (`ext.…`) have no check here: 404. Requires `policies:read`.
         */
        get: operations["getCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enable or disable a check for your tenant
         * @description A disabled check is skipped by your audits and plan checks; the next audit resolves its open and accepted findings (`finding.resolved` with resolution `check_disabled`, a `resolved` history entry). Enabled again, the next audit reopens the findings whose problem is still there. Other tenants are not affected. A change of state is recorded in the workspace audit log (`check.disabled`, `check.enabled`, with the reason). Setting the state the check already has changes nothing (unless a reason is given, which replaces the recorded one). Requires `policies:write`.
         */
        patch: operations["updateCheck"];
        trace?: never;
    };
    "/v1/compliance/frameworks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the compliance frameworks
         * @description The frameworks the built-in checks evidence, with their version, the clouds each judges and how many of their requirements a check evidences. One page (there are few). Requires `audits:read`.
         */
        get: operations["listComplianceFrameworks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compliance/frameworks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compliance status per requirement
         * @description Every requirement of the framework with its status in the latest completed audit (or `audit_id`): `failed` when a check that evidences it has an open finding on a resource of the framework's clouds (CIS AWS never counts a GCP resource), `passed` when at least one such check was evaluated and none has, `not_assessed` otherwise — never passed for lack of evidence. The compliance evidence report (`POST /v1/reports`, type `compliance_evidence`) has the same statuses with the failing resources listed. 409 `no_completed_audit` before the first audit. Requires `audits:read`.
         */
        get: operations["getComplianceFramework"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reports
         * @description Generated deliverables (executive summary, remediation plan, compliance evidence). Filter by status.
         *
         *     Requires the `reports:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listReports"];
        put?: never;
        /**
         * Generate a report
         * @description Answers 202 with the report `pending` and a `Location`; a background job generates it. Poll `GET /v1/reports/{id}` until `ready` (then download `content_url`) or `failed` (with `failure_reason`).
         *
         *     The report describes `audit_id` (default: the latest completed audit) and the findings that match `filters` (open ones unless `filters.status` says otherwise).
         *
         *     A heavy endpoint: a separate budget per tenant (default 20 reports per hour); the `X-RateLimit-*` headers of this response describe that budget, and 429 `rate_limit_exceeded` says when it refills. Refused requests and idempotent replays do not spend it.
         *
         *     Send `Idempotency-Key` to retry safely: a replay answers 202 with the original report and `Idempotent-Replayed: true`. Requires `reports:write`.
         */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a report
         * @description Returns one report by id. Requires the `reports:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a report
         * @description The generated file once the report is `ready`: `application/pdf`, or `application/json` (a `ReportDocument`), with `Content-Disposition: attachment` and a filename naming the type, date and id. 409 `report_not_ready` while pending, 409 `report_failed` after a failure. Requires `reports:read`.
         */
        get: operations["getReportContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The events of your tenant, the same ones delivered to your webhook endpoints, so that a receiver can recover what it missed. Each record is the webhook body with `id` in place of `event_id` (the `X-Service-Event-Id` header); `type` decides the shape of `data`.
         *
         *     Events are kept 30 days, then deleted: an older event is no longer listed and its id is `not_found`.
         *
         *     Filter by `type` (one value or a comma list), `created_after` (inclusive) and `delivery_status=failed` (events that at least one endpoint did not receive). To catch up after an outage, list with `created_after` set to the `created_at` of the last event you processed, follow `next_cursor` to the end, and skip ids you already have.
         *
         *     Requires the `events:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a event
         * @description Returns one event by id. Requires the `events:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow new events
         * @description The events of your tenant as they are written, for a client that follows them (`posture listen` does): call without `cursor` to start now, then call again with each answer's `next_cursor`, at once while `has_more` is true and about every second otherwise. Along one chain of cursors every event comes exactly once, however many share a `created_at` and however long the change that wrote them took to commit.
         *
         *     The order is that of the transactions that wrote the events (close to `created_at`, not equal to it); an event appears once every change begun before it has committed or failed, so a long audit can hold later events back until it ends. Sample events made with `POST /v1/events/samples` are included, with `sample: true`. Events written before this feed existed are not in it: use `GET /v1/events` for the past.
         *
         *     Filter by `type` (one value or a comma list). A cursor that is not one of this feed's is 422 `invalid_cursor`. Requires the `events:read` scope.
         */
        get: operations["followEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a sample event
         * @description Records the sample event of a type (its `data` is the example of the `webhooks` section of this document; its record ids name nothing) with a fresh `id`, for a local receiver that `posture listen` forwards to (`posture trigger` calls this). It is marked `sample: true` in `GET /v1/events/feed`, is never delivered to your webhook endpoints, in sandbox or production, and is not listed by `GET /v1/events`. Requires the `events:write` scope.
         */
        post: operations["createSampleEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The endpoints that receive your tenant's events. Secrets are never listed.
         *
         *     Requires the `webhooks:read` scope. Cursor-paginated, newest first.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers a URL for the chosen event types and returns its signing secret, once: a replay of this request with the same Idempotency-Key (within 24 hours) shows the same secret again, for the client that lost the first answer (`Cache-Control: no-store` on both). At most 16 endpoints per tenant. Deliveries are signed with HMAC-SHA256 of `timestamp + "." + raw body` (see the `webhooks` section of this document and `verifyWebhook` in the package). Requires `webhooks:write`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description Returns one webhook endpoint by id. Requires the `webhooks:read` scope. An id of another tenant is `not_found`.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint at once: it is 404 from then on, gets no further event, and none of its pending deliveries is attempted again. Its deliveries and delivery log are purged in the background within moments. Requires `webhooks:write`.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the given fields. `status: "enabled"` re-enables an endpoint disabled for any reason (by hand, after a 410, or after 24 hours of failures). Requires `webhooks:write`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Returns a new secret, once: a replay of this request with the same Idempotency-Key (within 24 hours) shows the same secret again and rotates nothing. During the overlap (default 24 hours) every delivery carries two signatures, `sha256=<new>,sha256=<previous>`, so receivers verify with either secret while they switch; after it, exactly one. Requires `webhooks:write`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the deliveries of an endpoint
         * @description Every delivery queued for this endpoint, newest first, each with all its attempts (status code, duration, error, the first bytes of the response) and, while pending, when the next attempt is due. A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`. Filter by `status` and `event_id`. Requires `webhooks:read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a delivery
         * @description One delivery with all its attempts. Requires `webhooks:read`.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver
         * @description Queues a new delivery of the same body (same `event_id`, byte-identical) to this endpoint, due at once and with a full attempt schedule of its own; `redelivery_of` names the original. Any delivery can be redelivered, in any status, as long as its body is kept (deliveries are kept as long as their endpoint). Answers 202 with the new delivery; poll it to see the outcome. A disabled endpoint gets 409 `webhook_endpoint_disabled`. Requires `webhooks:write`.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a signed sample event of the chosen type (default `finding.created`) to this endpoint, whatever its `enabled_events`: the same headers, envelope and retries as a real event, with a fresh `event_id` and the sample `data` of the `webhooks` section of this document (its record ids name nothing). A test event is not written to the event log (`GET /v1/events`). Answers 202 with the delivery (`test: true`) and `filter_matched`: whether the endpoint's `filter` would let a real event like the sample through; poll the delivery for the outcome. A disabled endpoint gets 409 `webhook_endpoint_disabled`. Requires `webhooks:write`.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit_log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace audit log
         * @description Who created or revoked tokens, registered or changed webhook endpoints, changed policies, registered OAuth apps and changed the workspace's security settings, newest first. Requires the `audit_log:read` scope on a token of an admin (or an operator token made with the CLI). Cursor-paginated.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange an authorization code, or refresh tokens
         * @description RFC 6749 §4.1.3 and §6. Client authentication: `client_secret_basic` or `client_secret_post`; public clients send `client_id` and the PKCE verifier.
         */
        post: operations["oauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an access or refresh token (RFC 7009) */
        post: operations["oauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorization server metadata (RFC 8414) */
        get: operations["oauthMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "finding.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * finding.created: A new finding was detected.
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookFindingCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "finding.severity_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * finding.severity_changed: A finding's severity was reclassified (for example a finding policy started or stopped matching).
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookFindingSeverityChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "finding.resolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * finding.resolved: A finding was fixed or accepted as a known risk.
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookFindingResolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "finding.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * finding.updated: Someone triaged a finding (status, assignee, due date, a note added or deleted), or an acceptance lapsed and the finding reopened by itself (actor `system`), or a suppression rule started or stopped silencing it (actor `system`; no other event is sent for a suppressed finding except `finding.resolved`). Audits' changes have their own events.
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookFindingUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "audit.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * audit.started: A 4D pass began.
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookAuditStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "audit.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * audit.completed: A 4D pass finished; the summary counts new, reopened, resolved and open findings.
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookAuditCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "resource.added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * resource.added: A new cloud resource entered the inventory (or a removed one came back: same `id`).
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookResourceAdded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "policy.violated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * policy.violated: A custom policy newly matched a resource or finding (sent once per new match, not on every audit).
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookPolicyViolated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "resource.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * resource.removed: A resource left the inventory: a complete import of its source (`POST /v1/resources/imports?source=…&complete=true`) no longer contained it. It is no longer listed (retrieving it is 404); the next audit resolves its findings with resolution `resource_removed`. Seen again later, it comes back with `resource.added` and the same id.
         * @description Sent as a `POST` with `Content-Type: application/json` to every enabled endpoint whose `enabled_events` include this type (or `*`), and whose `min_severity` the finding meets and whose `filter` (an alert rule in CEL over the finding and its resource) matches it.
         *
         *     Answer with a 2xx within 10 s and do the work asynchronously: anything else (3xx — redirects are not followed —, 4xx, 5xx, a timeout, a connection error) is a failed attempt, and `410 Gone` disables the endpoint.
         *
         *     A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.
         *
         *     The body is byte-identical on every attempt; verify the signature over the raw bytes before parsing.
         */
        post: operations["webhookResourceRemoved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Error
         * @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`.
         */
        Error: {
            error: {
                /**
                 * @description Stable machine-readable code; branch on it.
                 * @enum {unknown}
                 */
                code: "invalid_json" | "invalid_request" | "missing_token" | "invalid_token" | "insufficient_scope" | "ip_not_allowed" | "sso_authorization_required" | "not_found" | "route_not_found" | "method_not_allowed" | "audit_in_progress" | "import_in_progress" | "audit_not_completed" | "webhook_endpoint_disabled" | "no_completed_audit" | "report_not_ready" | "report_failed" | "invalid_status_transition" | "invalid_policy_expression" | "policy_evaluation_limit" | "payload_too_large" | "unsupported_media_type" | "headers_too_large" | "request_timeout" | "invalid_limit" | "invalid_date_range" | "invalid_cursor" | "invalid_parameter" | "invalid_finding_selection" | "invalid_assignee" | "invalid_severity_filter" | "invalid_dimension_filter" | "invalid_report_type" | "invalid_report_format" | "invalid_framework" | "invalid_report_filters" | "unknown_audit" | "invalid_idempotency_key" | "idempotency_key_in_use" | "idempotency_key_reused" | "invalid_filter_expression" | "invalid_webhook_url" | "invalid_suppression_expression" | "suppression_rule_limit" | "webhook_endpoint_limit" | "invalid_import" | "empty_complete_import" | "invalid_plan" | "plan_check_limit" | "rate_limit_exceeded" | "internal_error" | "service_unavailable";
                /** @description Human-readable explanation; do not parse it. */
                message: string;
                /** @description Identifier of the request (`req_`), also in the X-Request-Id header. Quote it to support. */
                request_id: string;
                /** @description Specifics for some codes, e.g. `position` {offset, line, column} for `invalid_policy_expression`. */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Identifier of the request (`req_…`, or the one the caller sent); quote it to support. On every response. */
        "X-Request-Id": string;
        /** @description Requests allowed per minute in the budget that binds: the token's, its tenant's across all its tokens (whichever has fewer requests left), or the client address's when anonymous; for the hourly budgets of audits and reports, per hour. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description When the window resets, in Unix seconds. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying: the rate limit or budget resets (429), the dependency or the server should be back (503), the request holding the same Idempotency-Key should have answered (409). */
        "Retry-After": number;
        /** @description `true` when this is the kept response of an earlier request with the same Idempotency-Key, replayed (status and body as they were then). */
        "Idempotent-Replayed": "true";
        /** @description The challenge (RFC 6750): `Bearer` without a token, `Bearer error="invalid_token"` for an unknown, revoked or expired one, `Bearer error="insufficient_scope", scope="…"` for a missing scope (403); `Basic` at the OAuth endpoints for a client that authenticated with Basic. */
        "WWW-Authenticate": string;
        /** @description Where the created record (201) or the queued work (202) can be read; the web application for a browser (302). */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document of this API. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unreachable or did not answer within 1 s (`service_unavailable`, with `Retry-After`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description With `METRICS_TOKEN` set: no bearer token (`missing_token`) or another one (`invalid_token`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    serviceIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        name: "Posture";
                        /** @description The API's base path. */
                        api: string;
                        /** @description The OpenAPI 3.1 document. */
                        openapi: string;
                        /** @description The API reference, in a browser. */
                        docs: string;
                        /** @description The web application. */
                        app: string;
                    };
                };
            };
            /** @description To `/app` (a browser). */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    summarizeFindings: {
        parameters: {
            query?: {
                /** @description Only these severities; one value or a comma list, e.g. `high,critical`. */
                severity?: string;
                /** @description Only these dimensions; one value or a comma list. */
                dimension?: string;
                /** @description Only these statuses; one value or a comma list. */
                status?: string;
                /** @description Only findings on this resource. */
                resource_id?: string;
                /** @description Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw). */
                audit_id?: string;
                /** @description Only findings raised by this check. */
                check_id?: string;
                /** @description Only findings detected at or after this instant (ISO 8601). */
                detected_after?: string;
                /** @description Only findings detected before this instant (ISO 8601). */
                detected_before?: string;
                /** @description Only findings owned by this member (`usr_…`), or `none` for findings nobody owns. */
                assignee?: string;
                /** @description Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`. */
                sla_status?: string;
                /** @description Only findings due before this instant (ISO 8601); findings without a due date never match. */
                due_before?: string;
                /** @description `false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both. */
                suppressed?: "false" | "true" | "any";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Findings matching the filters. */
                        total: number;
                        by_severity: {
                            info: number;
                            low: number;
                            medium: number;
                            high: number;
                            critical: number;
                        };
                        by_dimension: {
                            security: number;
                            cost: number;
                            architecture: number;
                            compliance: number;
                        };
                        by_status: {
                            open: number;
                            resolved: number;
                            accepted_risk: number;
                        };
                        /** @description Every non-empty severity × dimension × status cell. */
                        counts: {
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @enum {unknown} */
                            status: "open" | "resolved" | "accepted_risk";
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    groupFindings: {
        parameters: {
            query: {
                /** @description What to group by: `check_id`, `resource_id`, `provider`, `region`, `kind` (of the resource), or `tag:<key>` (the value of that tag of the resource; findings whose resource lacks it form one group with key null). */
                by: string;
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only these severities; one value or a comma list, e.g. `high,critical`. */
                severity?: string;
                /** @description Only these dimensions; one value or a comma list. */
                dimension?: string;
                /** @description Only these statuses; one value or a comma list. */
                status?: string;
                /** @description Only findings on this resource. */
                resource_id?: string;
                /** @description Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw). */
                audit_id?: string;
                /** @description Only findings raised by this check. */
                check_id?: string;
                /** @description Only findings detected at or after this instant (ISO 8601). */
                detected_after?: string;
                /** @description Only findings detected before this instant (ISO 8601). */
                detected_before?: string;
                /** @description Only findings owned by this member (`usr_…`), or `none` for findings nobody owns. */
                assignee?: string;
                /** @description Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`. */
                sla_status?: string;
                /** @description Only findings due before this instant (ISO 8601); findings without a due date never match. */
                due_before?: string;
                /** @description `false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both. */
                suppressed?: "false" | "true" | "any";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The groups of this page, in risk order: most critical findings first, then most high, medium, low and info, then by key (byte order). */
                        data: {
                            /** @description The group's value of `by` (a check id, a resource id, a provider…); null: findings whose resource lacks the tag, or whose resource left the inventory. */
                            key: string | null;
                            /** @description Findings in the group. */
                            count: number;
                            /** @description The group's findings per severity. */
                            by_severity: {
                                /** @description Its critical findings. */
                                critical: number;
                                /** @description Its high findings. */
                                high: number;
                                /** @description Its medium findings. */
                                medium: number;
                                /** @description Its low findings. */
                                low: number;
                                /** @description Its info findings. */
                                info: number;
                            };
                            /**
                             * Format: date-time
                             * @description When its oldest finding was first detected.
                             */
                            oldest_detected_at: string;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    findingStats: {
        parameters: {
            query?: {
                /** @description The first day counted (UTC, `YYYY-MM-DD`). Default: 29 days before `to` (30 daily buckets). With `interval=week` the first bucket starts on the Monday on or before it. */
                from?: string;
                /** @description The last day counted (UTC, inclusive). Default: today (UTC). */
                to?: string;
                /** @description Bucket length: a UTC day, or an ISO week (Monday to Sunday, UTC). */
                interval?: "day" | "week";
                /** @description Also break each bucket down by severity, dimension or provider (in `groups`). */
                group_by?: "severity" | "dimension" | "provider";
                /** @description Only findings of these severities (at the time of each change); one value or a comma list. */
                severity?: string;
                /** @description Only findings of these dimensions; one value or a comma list. */
                dimension?: string;
                /** @description Only findings on resources of these providers; one value or a comma list. */
                provider?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description The first bucket's start.
                         */
                        from: string;
                        /**
                         * Format: date-time
                         * @description The last bucket's end (exclusive).
                         */
                        to: string;
                        /**
                         * @description The bucket length.
                         * @enum {unknown}
                         */
                        interval: "day" | "week";
                        /** @description How `groups` breaks buckets down; null when it is absent. */
                        group_by: ("severity" | "dimension" | "provider") | null;
                        /** @description Oldest first, one per day or week of the range. */
                        buckets: {
                            /**
                             * Format: date-time
                             * @description The bucket's first instant (UTC midnight).
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @description The instant after its last (exclusive).
                             */
                            end: string;
                            /** @description Findings open at the end of the bucket (status `open`: accepted risks and resolved findings are not open). For a bucket that ends in the future, open now. */
                            open: number;
                            /** @description Findings created in the bucket. */
                            new: number;
                            /** @description Resolutions in the bucket: by audits that no longer see the problem, and imported findings resolved by hand. */
                            resolved: number;
                            /** @description Reopenings in the bucket: a resolved finding seen again, or an acceptance that lapsed or was withdrawn. */
                            reopened: number;
                            /** @description With `group_by`: the same counts per severity, dimension or provider (every known value, zeros included). */
                            groups?: {
                                [key: string]: {
                                    /** @description Findings open at the end of the bucket (status `open`: accepted risks and resolved findings are not open). For a bucket that ends in the future, open now. */
                                    open: number;
                                    /** @description Findings created in the bucket. */
                                    new: number;
                                    /** @description Resolutions in the bucket: by audits that no longer see the problem, and imported findings resolved by hand. */
                                    resolved: number;
                                    /** @description Reopenings in the bucket: a resolved finding seen again, or an acceptance that lapsed or was withdrawn. */
                                    reopened: number;
                                };
                            };
                        }[];
                        /** @description Mean time to resolve per severity, over the resolutions in the range. */
                        mttr_seconds: {
                            /** @description Mean seconds from first detection to resolution of the critical findings resolved in the range; null when none was. */
                            critical: number | null;
                            /** @description Mean seconds from first detection to resolution of the high findings resolved in the range; null when none was. */
                            high: number | null;
                            /** @description Mean seconds from first detection to resolution of the medium findings resolved in the range; null when none was. */
                            medium: number | null;
                            /** @description Mean seconds from first detection to resolution of the low findings resolved in the range; null when none was. */
                            low: number | null;
                            /** @description Mean seconds from first detection to resolution of the info findings resolved in the range; null when none was. */
                            info: number | null;
                        };
                        /** @description Open findings past their due date now (the severity, dimension and provider filters apply). */
                        overdue: number;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportFindings: {
        parameters: {
            query: {
                /** @description `csv` (RFC 4180, one row per finding) or `ocsf` (OCSF 1.3 events as JSON Lines). */
                format: "csv" | "ocsf";
                /** @description Only these severities; one value or a comma list, e.g. `high,critical`. */
                severity?: string;
                /** @description Only these dimensions; one value or a comma list. */
                dimension?: string;
                /** @description Only these statuses; one value or a comma list. */
                status?: string;
                /** @description Only findings on this resource. */
                resource_id?: string;
                /** @description Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw). */
                audit_id?: string;
                /** @description Only findings raised by this check. */
                check_id?: string;
                /** @description Only findings detected at or after this instant (ISO 8601). */
                detected_after?: string;
                /** @description Only findings detected before this instant (ISO 8601). */
                detected_before?: string;
                /** @description Only findings owned by this member (`usr_…`), or `none` for findings nobody owns. */
                assignee?: string;
                /** @description Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`. */
                sla_status?: string;
                /** @description Only findings due before this instant (ISO 8601); findings without a due date never match. */
                due_before?: string;
                /** @description `false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both. */
                suppressed?: "false" | "true" | "any";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, as an attachment. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ndjson": string;
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFindings: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only these severities; one value or a comma list, e.g. `high,critical`. */
                severity?: string;
                /** @description Only these dimensions; one value or a comma list. */
                dimension?: string;
                /** @description Only these statuses; one value or a comma list. */
                status?: string;
                /** @description Only findings on this resource. */
                resource_id?: string;
                /** @description Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw). */
                audit_id?: string;
                /** @description Only findings raised by this check. */
                check_id?: string;
                /** @description Only findings detected at or after this instant (ISO 8601). */
                detected_after?: string;
                /** @description Only findings detected before this instant (ISO 8601). */
                detected_before?: string;
                /** @description Only findings owned by this member (`usr_…`), or `none` for findings nobody owns. */
                assignee?: string;
                /** @description Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`. */
                sla_status?: string;
                /** @description Only findings due before this instant (ISO 8601); findings without a due date never match. */
                due_before?: string;
                /** @description `false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both. */
                suppressed?: "false" | "true" | "any";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The findings of this page, newest first. */
                        data: {
                            /**
                             * @description Opaque identifier with prefix `fnd_`.
                             * @example fnd_4Zq1hJc9dVxR2mN8kL0pWs
                             */
                            id: string;
                            /**
                             * @description How bad the problem is.
                             * @enum {unknown}
                             */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /**
                             * @description The 4D category of the problem.
                             * @enum {unknown}
                             */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description The affected resource (`res_` id). */
                            resource_id: string;
                            /** @description Human-readable title. */
                            title: string;
                            /**
                             * Format: date-time
                             * @description When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.
                             */
                            detected_at: string;
                            /**
                             * @description `open`, `resolved` (no longer present), or `accepted_risk`.
                             * @enum {unknown}
                             */
                            status: "open" | "resolved" | "accepted_risk";
                            /** @description The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`. */
                            check_id: string;
                            /** @description The latest audit (`aud_` id) that saw the problem: the last to evaluate its resource (or, for an imported finding, the import that last reported it). It may be a `failed` audit: the batches a failed audit finished stand (their history entries and events are recorded), its `summary` counts what they changed, and the resources it did not reach keep the audit that saw them before. */
                            audit_id: string;
                            /** @description What is wrong and why it matters. */
                            description: string;
                            /** @description How to fix it. */
                            remediation: string;
                            /**
                             * Format: date-time
                             * @description First audit that saw the problem.
                             */
                            first_seen_at: string;
                            /**
                             * Format: date-time
                             * @description Latest audit that saw the problem.
                             */
                            last_seen_at: string;
                            /** @description When it was resolved; null unless `resolved`. */
                            resolved_at: string | null;
                            /** @description Custom policies (`pol_` ids) that matched this finding. */
                            policy_ids: string[];
                            /** @description Why the risk was accepted; null unless `accepted_risk`. */
                            status_reason: string | null;
                            /**
                             * @deprecated
                             * @description Deprecated: the same value as `accepted_until`, kept for clients written before it.
                             */
                            status_expires_at: string | null;
                            /** @description For `accepted_risk`: the instant the acceptance lapses and the finding reopens by itself (within a minute, with a history entry and a `finding.updated` event); null if never, and for other statuses. */
                            accepted_until: string | null;
                            /** @description The member who owns the finding (`usr_…`), set with `PATCH /v1/findings/{id}`; null when nobody does (also after the member leaves the workspace). */
                            assignee: string | null;
                            /** @description When the finding is due: its first detection plus the window of its severity in the tenant's SLA policy (`GET /v1/sla_policy`), or a date set by hand with `PATCH` (which severity and policy changes then leave alone); null when its severity has no window. */
                            due_at: string | null;
                            /**
                             * @description Where an open finding stands against `due_at`, at the time of the response: `overdue` from `due_at`, `due_soon` in the last 20 % of its window (first detection to `due_at`), else `on_track`; `none` without a due date or when the finding is not open (accepted and resolved findings are off the clock).
                             * @enum {unknown}
                             */
                            sla_status: "none" | "on_track" | "due_soon" | "overdue";
                            /** @description The suppression rule (`sup_…`) that silences this finding, or null. A suppressed finding keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true` or `any`), and webhook events are not sent for it except `finding.resolved`. */
                            suppressed_by: string | null;
                            /** @description For a finding of a findings import (`POST /v1/findings/imports`): the tool and rule that reported it; null for the findings of Posture's own checks and policies. */
                            source: {
                                /** @description The tool as the file names it, e.g. `Checkov`, `Trivy`, `Prowler`, `GuardDuty`. */
                                tool: string;
                                /** @description The tool's version, when the file gives it. */
                                version: string | null;
                                /** @description The tool's own rule id (`CKV_AWS_18`, `AVD-AWS-0086`, `s3_bucket_public_access`). */
                                rule_id: string;
                                /** @description Where in the code, for infrastructure-as-code scanners; null for cloud findings. */
                                location: {
                                    /** @description The scanned file, as the tool wrote its path. */
                                    file: string;
                                    start_line: number | null;
                                } | null;
                                /** @description The import scope that resolves it when a later import no longer reports it: the tool's slug, with `/label`. */
                                scope: string;
                                /** @description The rule's documentation, when the file links it. */
                                url: string | null;
                                /** @description Compliance requirements the tool maps the rule to, e.g. `CIS-1.5 1.20`, `CWE-285`. */
                                controls: string[];
                            } | null;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFinding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `fnd_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Opaque identifier with prefix `fnd_`.
                         * @example fnd_4Zq1hJc9dVxR2mN8kL0pWs
                         */
                        id: string;
                        /**
                         * @description How bad the problem is.
                         * @enum {unknown}
                         */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /**
                         * @description The 4D category of the problem.
                         * @enum {unknown}
                         */
                        dimension: "security" | "cost" | "architecture" | "compliance";
                        /** @description The affected resource (`res_` id). */
                        resource_id: string;
                        /** @description Human-readable title. */
                        title: string;
                        /**
                         * Format: date-time
                         * @description When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.
                         */
                        detected_at: string;
                        /**
                         * @description `open`, `resolved` (no longer present), or `accepted_risk`.
                         * @enum {unknown}
                         */
                        status: "open" | "resolved" | "accepted_risk";
                        /** @description The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`. */
                        check_id: string;
                        /** @description The latest audit (`aud_` id) that saw the problem: the last to evaluate its resource (or, for an imported finding, the import that last reported it). It may be a `failed` audit: the batches a failed audit finished stand (their history entries and events are recorded), its `summary` counts what they changed, and the resources it did not reach keep the audit that saw them before. */
                        audit_id: string;
                        /** @description What is wrong and why it matters. */
                        description: string;
                        /** @description How to fix it. */
                        remediation: string;
                        /**
                         * Format: date-time
                         * @description First audit that saw the problem.
                         */
                        first_seen_at: string;
                        /**
                         * Format: date-time
                         * @description Latest audit that saw the problem.
                         */
                        last_seen_at: string;
                        /** @description When it was resolved; null unless `resolved`. */
                        resolved_at: string | null;
                        /** @description Custom policies (`pol_` ids) that matched this finding. */
                        policy_ids: string[];
                        /** @description Why the risk was accepted; null unless `accepted_risk`. */
                        status_reason: string | null;
                        /**
                         * @deprecated
                         * @description Deprecated: the same value as `accepted_until`, kept for clients written before it.
                         */
                        status_expires_at: string | null;
                        /** @description For `accepted_risk`: the instant the acceptance lapses and the finding reopens by itself (within a minute, with a history entry and a `finding.updated` event); null if never, and for other statuses. */
                        accepted_until: string | null;
                        /** @description The member who owns the finding (`usr_…`), set with `PATCH /v1/findings/{id}`; null when nobody does (also after the member leaves the workspace). */
                        assignee: string | null;
                        /** @description When the finding is due: its first detection plus the window of its severity in the tenant's SLA policy (`GET /v1/sla_policy`), or a date set by hand with `PATCH` (which severity and policy changes then leave alone); null when its severity has no window. */
                        due_at: string | null;
                        /**
                         * @description Where an open finding stands against `due_at`, at the time of the response: `overdue` from `due_at`, `due_soon` in the last 20 % of its window (first detection to `due_at`), else `on_track`; `none` without a due date or when the finding is not open (accepted and resolved findings are off the clock).
                         * @enum {unknown}
                         */
                        sla_status: "none" | "on_track" | "due_soon" | "overdue";
                        /** @description The suppression rule (`sup_…`) that silences this finding, or null. A suppressed finding keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true` or `any`), and webhook events are not sent for it except `finding.resolved`. */
                        suppressed_by: string | null;
                        /** @description For a finding of a findings import (`POST /v1/findings/imports`): the tool and rule that reported it; null for the findings of Posture's own checks and policies. */
                        source: {
                            /** @description The tool as the file names it, e.g. `Checkov`, `Trivy`, `Prowler`, `GuardDuty`. */
                            tool: string;
                            /** @description The tool's version, when the file gives it. */
                            version: string | null;
                            /** @description The tool's own rule id (`CKV_AWS_18`, `AVD-AWS-0086`, `s3_bucket_public_access`). */
                            rule_id: string;
                            /** @description Where in the code, for infrastructure-as-code scanners; null for cloud findings. */
                            location: {
                                /** @description The scanned file, as the tool wrote its path. */
                                file: string;
                                start_line: number | null;
                            } | null;
                            /** @description The import scope that resolves it when a later import no longer reports it: the tool's slug, with `/label`. */
                            scope: string;
                            /** @description The rule's documentation, when the file links it. */
                            url: string | null;
                            /** @description Compliance requirements the tool maps the rule to, e.g. `CIS-1.5 1.20`, `CWE-285`. */
                            controls: string[];
                        } | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateFinding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `fnd_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `accepted_risk` to accept a known risk (needs `reason`), `open` to reopen an accepted or hand-resolved finding, `resolved` for a finding no check owns (imported findings: `check_id` `ext.…`); the findings of checks and policies are resolved by the audit that no longer sees the problem (else 409 `invalid_status_transition`).
                     * @enum {unknown}
                     */
                    status?: "open" | "accepted_risk" | "resolved";
                    /** @description The member who owns the finding (`usr_…`, a member of this workspace, else 422 `invalid_assignee`); null to unassign. */
                    assignee?: string | null;
                    /** @description Required with `accepted_risk`: why the organisation accepts it. */
                    reason?: string;
                    /** @description With `accepted_risk`: when the acceptance lapses and the finding reopens by itself (in the future). Omit or null: never. */
                    accepted_until?: string | null;
                    /**
                     * @deprecated
                     * @description Deprecated alias of `accepted_until` (send one or the other).
                     */
                    expires_at?: string | null;
                    /** @description Sets the due date by hand (any instant; severity and SLA policy changes then leave it alone). null: the due date follows the SLA policy again. */
                    due_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Opaque identifier with prefix `fnd_`.
                         * @example fnd_4Zq1hJc9dVxR2mN8kL0pWs
                         */
                        id: string;
                        /**
                         * @description How bad the problem is.
                         * @enum {unknown}
                         */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /**
                         * @description The 4D category of the problem.
                         * @enum {unknown}
                         */
                        dimension: "security" | "cost" | "architecture" | "compliance";
                        /** @description The affected resource (`res_` id). */
                        resource_id: string;
                        /** @description Human-readable title. */
                        title: string;
                        /**
                         * Format: date-time
                         * @description When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.
                         */
                        detected_at: string;
                        /**
                         * @description `open`, `resolved` (no longer present), or `accepted_risk`.
                         * @enum {unknown}
                         */
                        status: "open" | "resolved" | "accepted_risk";
                        /** @description The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`. */
                        check_id: string;
                        /** @description The latest audit (`aud_` id) that saw the problem: the last to evaluate its resource (or, for an imported finding, the import that last reported it). It may be a `failed` audit: the batches a failed audit finished stand (their history entries and events are recorded), its `summary` counts what they changed, and the resources it did not reach keep the audit that saw them before. */
                        audit_id: string;
                        /** @description What is wrong and why it matters. */
                        description: string;
                        /** @description How to fix it. */
                        remediation: string;
                        /**
                         * Format: date-time
                         * @description First audit that saw the problem.
                         */
                        first_seen_at: string;
                        /**
                         * Format: date-time
                         * @description Latest audit that saw the problem.
                         */
                        last_seen_at: string;
                        /** @description When it was resolved; null unless `resolved`. */
                        resolved_at: string | null;
                        /** @description Custom policies (`pol_` ids) that matched this finding. */
                        policy_ids: string[];
                        /** @description Why the risk was accepted; null unless `accepted_risk`. */
                        status_reason: string | null;
                        /**
                         * @deprecated
                         * @description Deprecated: the same value as `accepted_until`, kept for clients written before it.
                         */
                        status_expires_at: string | null;
                        /** @description For `accepted_risk`: the instant the acceptance lapses and the finding reopens by itself (within a minute, with a history entry and a `finding.updated` event); null if never, and for other statuses. */
                        accepted_until: string | null;
                        /** @description The member who owns the finding (`usr_…`), set with `PATCH /v1/findings/{id}`; null when nobody does (also after the member leaves the workspace). */
                        assignee: string | null;
                        /** @description When the finding is due: its first detection plus the window of its severity in the tenant's SLA policy (`GET /v1/sla_policy`), or a date set by hand with `PATCH` (which severity and policy changes then leave alone); null when its severity has no window. */
                        due_at: string | null;
                        /**
                         * @description Where an open finding stands against `due_at`, at the time of the response: `overdue` from `due_at`, `due_soon` in the last 20 % of its window (first detection to `due_at`), else `on_track`; `none` without a due date or when the finding is not open (accepted and resolved findings are off the clock).
                         * @enum {unknown}
                         */
                        sla_status: "none" | "on_track" | "due_soon" | "overdue";
                        /** @description The suppression rule (`sup_…`) that silences this finding, or null. A suppressed finding keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true` or `any`), and webhook events are not sent for it except `finding.resolved`. */
                        suppressed_by: string | null;
                        /** @description For a finding of a findings import (`POST /v1/findings/imports`): the tool and rule that reported it; null for the findings of Posture's own checks and policies. */
                        source: {
                            /** @description The tool as the file names it, e.g. `Checkov`, `Trivy`, `Prowler`, `GuardDuty`. */
                            tool: string;
                            /** @description The tool's version, when the file gives it. */
                            version: string | null;
                            /** @description The tool's own rule id (`CKV_AWS_18`, `AVD-AWS-0086`, `s3_bucket_public_access`). */
                            rule_id: string;
                            /** @description Where in the code, for infrastructure-as-code scanners; null for cloud findings. */
                            location: {
                                /** @description The scanned file, as the tool wrote its path. */
                                file: string;
                                start_line: number | null;
                            } | null;
                            /** @description The import scope that resolves it when a later import no longer reports it: the tool's slug, with `/label`. */
                            scope: string;
                            /** @description The rule's documentation, when the file links it. */
                            url: string | null;
                            /** @description Compliance requirements the tool maps the rule to, e.g. `CIS-1.5 1.20`, `CWE-285`. */
                            controls: string[];
                        } | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFindingHistory: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Identifier with prefix `fnd_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The history entries of this page, oldest first. */
                        data: {
                            /** @description The entry (`fhe_…`). */
                            id: string;
                            /**
                             * Format: date-time
                             * @description When the change was made.
                             */
                            at: string;
                            actor: {
                                /**
                                 * @description `system`: an audit (its id in `id`); `user`: a member acting through a personal access token or the web application; `token`: a token an operator made with the CLI, acting for no member; `oauth_client`: an OAuth application.
                                 * @enum {unknown}
                                 */
                                type: "system" | "user" | "token" | "oauth_client";
                                /** @description `aud_…`, `usr_…`, `pat_…` or `oac_…`. */
                                id: string | null;
                            };
                            /**
                             * @description `created`, `resolved`, `reopened` and `severity_changed` are made by audits (`reopened` also by the system when an acceptance lapses: from `accepted_risk`); `status_changed` (accepting a risk, reopening an accepted finding, changing an acceptance, resolving an imported finding), `assigned` (from and to: the members, null for nobody), `due_changed` (from and to: the due dates), `note_added` and `note_deleted` by people; `suppressed` (to: the rule) and `unsuppressed` (from: the rule) by the system when a suppression rule starts or stops silencing the finding.
                             * @enum {unknown}
                             */
                            change: "created" | "severity_changed" | "status_changed" | "reopened" | "resolved" | "assigned" | "due_changed" | "note_added" | "note_deleted" | "suppressed" | "unsuppressed";
                            /** @description The status (severity_changed: the severity) before; note_deleted: the note's id; null when there is no before (created) or it was not kept (resolutions by audits before November 2026). */
                            from: string | null;
                            /** @description The status or severity after; note_added: the note's id. */
                            to: string | null;
                            /** @description The audit that made the change; null for a change made by someone. */
                            audit_id: string | null;
                            /** @description For `resolved`: why, as in `finding.resolved` — `fixed` (the problem is gone), `check_disabled` (the tenant disabled the check) or `resource_removed` (the resource left the inventory). Null for other changes and for resolutions recorded before December 2026. */
                            resolution: ("fixed" | "check_disabled" | "resource_removed") | null;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFindingNotes: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Identifier with prefix `fnd_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The notes of this page, oldest first. */
                        data: {
                            /** @description The note (`not_…`). */
                            id: string;
                            /** @description The finding it is about. */
                            finding_id: string;
                            /** @description Plain text, as written (never rendered as HTML by Posture). */
                            body: string;
                            author: {
                                /**
                                 * @description `user`: a member (a personal access token or the web application); `token`: an operator's CLI token; `oauth_client`: an OAuth application.
                                 * @enum {unknown}
                                 */
                                type: "user" | "token" | "oauth_client";
                                /** @description `usr_…`, `pat_…` or `oac_…`. */
                                id: string;
                            };
                            /**
                             * Format: date-time
                             * @description When it was written.
                             */
                            created_at: string;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFindingNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier with prefix `fnd_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Plain text, 1 to 10,000 characters, not only white space. */
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The note (`not_…`). */
                        id: string;
                        /** @description The finding it is about. */
                        finding_id: string;
                        /** @description Plain text, as written (never rendered as HTML by Posture). */
                        body: string;
                        author: {
                            /**
                             * @description `user`: a member (a personal access token or the web application); `token`: an operator's CLI token; `oauth_client`: an OAuth application.
                             * @enum {unknown}
                             */
                            type: "user" | "token" | "oauth_client";
                            /** @description `usr_…`, `pat_…` or `oac_…`. */
                            id: string;
                        };
                        /**
                         * Format: date-time
                         * @description When it was written.
                         */
                        created_at: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFindingNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The finding (`fnd_…`). */
                id: string;
                /** @description The note (`not_…`). */
                note_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSlaPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Days from first detection to the due date of a critical finding (1 to 3,650); null: critical findings are never due. Default: 7. */
                        critical_days: number | null;
                        /** @description Days from first detection to the due date of a high finding (1 to 3,650); null: high findings are never due. Default: 30. */
                        high_days: number | null;
                        /** @description Days from first detection to the due date of a medium finding (1 to 3,650); null: medium findings are never due. Default: 90. */
                        medium_days: number | null;
                        /** @description Days from first detection to the due date of a low finding (1 to 3,650); null: low findings are never due. Default: 180. */
                        low_days: number | null;
                        /** @description Days from first detection to the due date of a info finding (1 to 3,650); null: info findings are never due. Default: null. */
                        info_days: number | null;
                        /** @description When it was last changed; null while the defaults apply. */
                        updated_at: string | null;
                        /** @description Who last changed it (`usr_…`, `pat_…` or `oac_…`); null while the defaults apply. */
                        updated_by: string | null;
                        /**
                         * @description `updating` while the due dates of a large tenant's findings are being recomputed in the background after a change (up to 10,000 open and accepted findings are updated before the response); `current` otherwise.
                         * @enum {unknown}
                         */
                        due_dates: "current" | "updating";
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSlaPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Days from first detection to the due date of a critical finding (1 to 3,650); null: critical findings are never due. Default: 7. */
                    critical_days: number | null;
                    /** @description Days from first detection to the due date of a high finding (1 to 3,650); null: high findings are never due. Default: 30. */
                    high_days: number | null;
                    /** @description Days from first detection to the due date of a medium finding (1 to 3,650); null: medium findings are never due. Default: 90. */
                    medium_days: number | null;
                    /** @description Days from first detection to the due date of a low finding (1 to 3,650); null: low findings are never due. Default: 180. */
                    low_days: number | null;
                    /** @description Days from first detection to the due date of a info finding (1 to 3,650); null: info findings are never due. Default: null. */
                    info_days: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Days from first detection to the due date of a critical finding (1 to 3,650); null: critical findings are never due. Default: 7. */
                        critical_days: number | null;
                        /** @description Days from first detection to the due date of a high finding (1 to 3,650); null: high findings are never due. Default: 30. */
                        high_days: number | null;
                        /** @description Days from first detection to the due date of a medium finding (1 to 3,650); null: medium findings are never due. Default: 90. */
                        medium_days: number | null;
                        /** @description Days from first detection to the due date of a low finding (1 to 3,650); null: low findings are never due. Default: 180. */
                        low_days: number | null;
                        /** @description Days from first detection to the due date of a info finding (1 to 3,650); null: info findings are never due. Default: null. */
                        info_days: number | null;
                        /** @description When it was last changed; null while the defaults apply. */
                        updated_at: string | null;
                        /** @description Who last changed it (`usr_…`, `pat_…` or `oac_…`); null while the defaults apply. */
                        updated_by: string | null;
                        /**
                         * @description `updating` while the due dates of a large tenant's findings are being recomputed in the background after a change (up to 10,000 open and accepted findings are updated before the response); `current` otherwise.
                         * @enum {unknown}
                         */
                        due_dates: "current" | "updating";
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFindingBulkUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same body within 24 hours returns the same bulk update instead of a new one; with another body → 422 `idempotency_key_reused`. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Exactly one of `ids` and `filter`, and `changes`. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 10,000 finding ids (`fnd_…`; duplicates count once). Every one must be a finding of your tenant, else 422 `invalid_finding_selection` with `error.details.unknown_ids`. */
                    ids?: string[];
                    /** @description The findings matching these list filters at the instant the request is accepted (`{}`: every finding of the tenant). */
                    filter?: {
                        /** @description Only these severities; one value or a comma list, e.g. `high,critical`. */
                        severity?: string;
                        /** @description Only these dimensions; one value or a comma list. */
                        dimension?: string;
                        /** @description Only these statuses; one value or a comma list. */
                        status?: string;
                        /** @description Only findings on this resource. */
                        resource_id?: string;
                        /** @description Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw). */
                        audit_id?: string;
                        /** @description Only findings raised by this check. */
                        check_id?: string;
                        /**
                         * Format: date-time
                         * @description Only findings detected at or after this instant (ISO 8601).
                         */
                        detected_after?: string;
                        /**
                         * Format: date-time
                         * @description Only findings detected before this instant (ISO 8601).
                         */
                        detected_before?: string;
                        /** @description Only findings owned by this member (`usr_…`), or `none` for findings nobody owns. */
                        assignee?: string;
                        /** @description Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`. */
                        sla_status?: string;
                        /**
                         * Format: date-time
                         * @description Only findings due before this instant (ISO 8601); findings without a due date never match.
                         */
                        due_before?: string;
                        /**
                         * @description `false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both.
                         * @enum {unknown}
                         */
                        suppressed?: "false" | "true" | "any";
                    };
                    /** @description The changes, as in `PATCH /v1/findings/{id}` (`status` with `reason` and `accepted_until`, `assignee`, `due_at`), plus `note`. At least one. */
                    changes: {
                        /**
                         * @description `accepted_risk` to accept a known risk (needs `reason`), `open` to reopen an accepted or hand-resolved finding, `resolved` for a finding no check owns (imported findings: `check_id` `ext.…`); the findings of checks and policies are resolved by the audit that no longer sees the problem (else 409 `invalid_status_transition`).
                         * @enum {unknown}
                         */
                        status?: "open" | "accepted_risk" | "resolved";
                        /** @description The member who owns the finding (`usr_…`, a member of this workspace, else 422 `invalid_assignee`); null to unassign. */
                        assignee?: string | null;
                        /** @description Required with `accepted_risk`: why the organisation accepts it. */
                        reason?: string;
                        /** @description With `accepted_risk`: when the acceptance lapses and the finding reopens by itself (in the future). Omit or null: never. */
                        accepted_until?: string | null;
                        /** @description Sets the due date by hand (any instant; severity and SLA policy changes then leave it alone). null: the due date follows the SLA policy again. */
                        due_at?: string | null;
                        /** @description A note added to every finding of the set (plain text, 1 to 10,000 characters). */
                        note?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The bulk update (`bup_…`). */
                        id: string;
                        /**
                         * @description `pending` (accepted, queued), `running`, `completed` (every finding of the set was tried: see the counts), `failed` (stopped: `failure_reason`; the findings already changed stay changed).
                         * @enum {unknown}
                         */
                        status: "pending" | "running" | "completed" | "failed";
                        /** @description Findings in the set, fixed when the request was accepted. */
                        matched: number;
                        /** @description Findings changed so far. */
                        updated: number;
                        /** @description Findings that already were as asked (no history entry, no event). */
                        unchanged: number;
                        /** @description Findings that could not take the change (see `failures`). */
                        failed: number;
                        /** @description The first 100 findings that could not take the change, with why. */
                        failures: {
                            finding_id: string;
                            /** @description `invalid_status_transition` (for example resolving a check's finding) or `not_found` (the finding was deleted since). */
                            code: string;
                            message: string;
                        }[];
                        /** @description The filter the set was chosen by; null when it was given as ids. */
                        filter: {
                            /** @description Only these severities; one value or a comma list, e.g. `high,critical`. */
                            severity?: string;
                            /** @description Only these dimensions; one value or a comma list. */
                            dimension?: string;
                            /** @description Only these statuses; one value or a comma list. */
                            status?: string;
                            /** @description Only findings on this resource. */
                            resource_id?: string;
                            /** @description Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw). */
                            audit_id?: string;
                            /** @description Only findings raised by this check. */
                            check_id?: string;
                            /**
                             * Format: date-time
                             * @description Only findings detected at or after this instant (ISO 8601).
                             */
                            detected_after?: string;
                            /**
                             * Format: date-time
                             * @description Only findings detected before this instant (ISO 8601).
                             */
                            detected_before?: string;
                            /** @description Only findings owned by this member (`usr_…`), or `none` for findings nobody owns. */
                            assignee?: string;
                            /** @description Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`. */
                            sla_status?: string;
                            /**
                             * Format: date-time
                             * @description Only findings due before this instant (ISO 8601); findings without a due date never match.
                             */
                            due_before?: string;
                            /**
                             * @description `false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both.
                             * @enum {unknown}
                             */
                            suppressed?: "false" | "true" | "any";
                        } | null;
                        /** @description The changes, as in `PATCH /v1/findings/{id}` (`status` with `reason` and `accepted_until`, `assignee`, `due_at`), plus `note`. At least one. */
                        changes: {
                            /**
                             * @description `accepted_risk` to accept a known risk (needs `reason`), `open` to reopen an accepted or hand-resolved finding, `resolved` for a finding no check owns (imported findings: `check_id` `ext.…`); the findings of checks and policies are resolved by the audit that no longer sees the problem (else 409 `invalid_status_transition`).
                             * @enum {unknown}
                             */
                            status?: "open" | "accepted_risk" | "resolved";
                            /** @description The member who owns the finding (`usr_…`, a member of this workspace, else 422 `invalid_assignee`); null to unassign. */
                            assignee?: string | null;
                            /** @description Required with `accepted_risk`: why the organisation accepts it. */
                            reason?: string;
                            /** @description With `accepted_risk`: when the acceptance lapses and the finding reopens by itself (in the future). Omit or null: never. */
                            accepted_until?: string | null;
                            /** @description Sets the due date by hand (any instant; severity and SLA policy changes then leave it alone). null: the due date follows the SLA policy again. */
                            due_at?: string | null;
                            /** @description A note added to every finding of the set (plain text, 1 to 10,000 characters). */
                            note?: string;
                        };
                        /** @description Who asked; the actor of every history entry and event it writes. */
                        actor: {
                            /** @enum {unknown} */
                            type: "user" | "token" | "oauth_client";
                            id: string;
                        };
                        failure_reason: string | null;
                        /**
                         * Format: date-time
                         * @description When it was accepted.
                         */
                        created_at: string;
                        started_at: string | null;
                        /** @description When it completed or failed; 30 days later it is deleted (then 404). */
                        completed_at: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFindingBulkUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `bup_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The bulk update (`bup_…`). */
                        id: string;
                        /**
                         * @description `pending` (accepted, queued), `running`, `completed` (every finding of the set was tried: see the counts), `failed` (stopped: `failure_reason`; the findings already changed stay changed).
                         * @enum {unknown}
                         */
                        status: "pending" | "running" | "completed" | "failed";
                        /** @description Findings in the set, fixed when the request was accepted. */
                        matched: number;
                        /** @description Findings changed so far. */
                        updated: number;
                        /** @description Findings that already were as asked (no history entry, no event). */
                        unchanged: number;
                        /** @description Findings that could not take the change (see `failures`). */
                        failed: number;
                        /** @description The first 100 findings that could not take the change, with why. */
                        failures: {
                            finding_id: string;
                            /** @description `invalid_status_transition` (for example resolving a check's finding) or `not_found` (the finding was deleted since). */
                            code: string;
                            message: string;
                        }[];
                        /** @description The filter the set was chosen by; null when it was given as ids. */
                        filter: {
                            /** @description Only these severities; one value or a comma list, e.g. `high,critical`. */
                            severity?: string;
                            /** @description Only these dimensions; one value or a comma list. */
                            dimension?: string;
                            /** @description Only these statuses; one value or a comma list. */
                            status?: string;
                            /** @description Only findings on this resource. */
                            resource_id?: string;
                            /** @description Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw). */
                            audit_id?: string;
                            /** @description Only findings raised by this check. */
                            check_id?: string;
                            /**
                             * Format: date-time
                             * @description Only findings detected at or after this instant (ISO 8601).
                             */
                            detected_after?: string;
                            /**
                             * Format: date-time
                             * @description Only findings detected before this instant (ISO 8601).
                             */
                            detected_before?: string;
                            /** @description Only findings owned by this member (`usr_…`), or `none` for findings nobody owns. */
                            assignee?: string;
                            /** @description Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`. */
                            sla_status?: string;
                            /**
                             * Format: date-time
                             * @description Only findings due before this instant (ISO 8601); findings without a due date never match.
                             */
                            due_before?: string;
                            /**
                             * @description `false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both.
                             * @enum {unknown}
                             */
                            suppressed?: "false" | "true" | "any";
                        } | null;
                        /** @description The changes, as in `PATCH /v1/findings/{id}` (`status` with `reason` and `accepted_until`, `assignee`, `due_at`), plus `note`. At least one. */
                        changes: {
                            /**
                             * @description `accepted_risk` to accept a known risk (needs `reason`), `open` to reopen an accepted or hand-resolved finding, `resolved` for a finding no check owns (imported findings: `check_id` `ext.…`); the findings of checks and policies are resolved by the audit that no longer sees the problem (else 409 `invalid_status_transition`).
                             * @enum {unknown}
                             */
                            status?: "open" | "accepted_risk" | "resolved";
                            /** @description The member who owns the finding (`usr_…`, a member of this workspace, else 422 `invalid_assignee`); null to unassign. */
                            assignee?: string | null;
                            /** @description Required with `accepted_risk`: why the organisation accepts it. */
                            reason?: string;
                            /** @description With `accepted_risk`: when the acceptance lapses and the finding reopens by itself (in the future). Omit or null: never. */
                            accepted_until?: string | null;
                            /** @description Sets the due date by hand (any instant; severity and SLA policy changes then leave it alone). null: the due date follows the SLA policy again. */
                            due_at?: string | null;
                            /** @description A note added to every finding of the set (plain text, 1 to 10,000 characters). */
                            note?: string;
                        };
                        /** @description Who asked; the actor of every history entry and event it writes. */
                        actor: {
                            /** @enum {unknown} */
                            type: "user" | "token" | "oauth_client";
                            id: string;
                        };
                        failure_reason: string | null;
                        /**
                         * Format: date-time
                         * @description When it was accepted.
                         */
                        created_at: string;
                        started_at: string | null;
                        /** @description When it completed or failed; 30 days later it is deleted (then 404). */
                        completed_at: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResources: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only these kinds; one value or a comma list. */
                kind?: string;
                /** @description Only these providers; one value or a comma list. */
                provider?: string;
                /** @description Only these regions; one value or a comma list. */
                region?: string;
                /** @description Only the resources of these sources; one name or a comma list. */
                source?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The resources of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `res_`. */
                            id: string;
                            /**
                             * @description What sort of cloud object this is.
                             * @enum {unknown}
                             */
                            kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                            /**
                             * @description Cloud provider.
                             * @enum {unknown}
                             */
                            provider: "aws" | "gcp" | "azure" | "other";
                            /** @description Provider region, e.g. `eu-west-1`, `us-central1`, `westeurope`. */
                            region: string;
                            /** @description Display name of the resource. */
                            name: string;
                            /** @description The provider's identifier: ARN, GCP resource name or Azure resource id. */
                            external_id: string;
                            /** @description Provider tags / labels. */
                            tags: {
                                [key: string]: string;
                            };
                            /** @description The configuration the checks read (kind-specific). */
                            attributes: {
                                [key: string]: unknown;
                            };
                            /**
                             * Format: date-time
                             * @description When the resource entered the inventory. Lists are ordered by it.
                             */
                            discovered_at: string;
                            /**
                             * Format: date-time
                             * @description When an import last included it.
                             */
                            last_seen_at: string;
                            /** @description What brought it in: the `source` named by the last import that contained it (`POST /v1/resources/imports?source=NAME`); null when no import containing it named one. A complete import of a source removes the source's resources it did not contain. */
                            source: string | null;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `res_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `res_`. */
                        id: string;
                        /**
                         * @description What sort of cloud object this is.
                         * @enum {unknown}
                         */
                        kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                        /**
                         * @description Cloud provider.
                         * @enum {unknown}
                         */
                        provider: "aws" | "gcp" | "azure" | "other";
                        /** @description Provider region, e.g. `eu-west-1`, `us-central1`, `westeurope`. */
                        region: string;
                        /** @description Display name of the resource. */
                        name: string;
                        /** @description The provider's identifier: ARN, GCP resource name or Azure resource id. */
                        external_id: string;
                        /** @description Provider tags / labels. */
                        tags: {
                            [key: string]: string;
                        };
                        /** @description The configuration the checks read (kind-specific). */
                        attributes: {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: date-time
                         * @description When the resource entered the inventory. Lists are ordered by it.
                         */
                        discovered_at: string;
                        /**
                         * Format: date-time
                         * @description When an import last included it.
                         */
                        last_seen_at: string;
                        /** @description What brought it in: the `source` named by the last import that contained it (`POST /v1/resources/imports?source=NAME`); null when no import containing it named one. A complete import of a source removes the source's resources it did not contain. */
                        source: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importResources: {
        parameters: {
            query?: {
                /** @description `resources`: `{"resources": [ResourceInput…]}` or a bare array. `terraform`: the output of `terraform show -json`. */
                format?: "resources" | "terraform";
                /** @description The name of what this document describes (`nightly-inventory`, `terraform/prod/network`): its resources now belong to this source (the resource's `source`). 1–128 characters: letters, digits and `. _ : / @ + -`, starting with a letter or digit; names starting with `cac_` are kept for cloud accounts (422 `invalid_parameter`). Without it, new resources have no source and existing ones keep theirs. */
                source?: string;
                /** @description `true`: the document is the whole of `source` (required with it, else 422 `invalid_parameter`). Once the import committed, the source's resources it did not contain are removed: no longer listed, retrieving them is 404, each emits `resource.removed`, and the next audit resolves their findings with resolution `resource_removed`. Nothing is removed when an item could not be stored (`removal_withheld` says so). A complete import with no resource is refused (422 `empty_complete_import`) unless `allow_empty=true`. */
                complete?: boolean;
                /** @description With `complete=true`: a document without any resource removes every resource of the source instead of being refused. */
                allow_empty?: boolean;
            };
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Up to 64 MiB, parsed as a stream. */
        requestBody: {
            content: {
                "application/json": {
                    resources: {
                        /**
                         * @description What sort of cloud object this is; `other` for types the checks do not model.
                         * @enum {unknown}
                         */
                        kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                        /**
                         * @description Cloud provider.
                         * @enum {unknown}
                         */
                        provider: "aws" | "gcp" | "azure" | "other";
                        /** @description Provider region or `global`. */
                        region: string;
                        /** @description Display name. */
                        name: string;
                        /** @description The provider's identifier (ARN, GCP resource name, Azure resource id). With `provider`, the upsert key. */
                        external_id: string;
                        /** @description Provider tags / labels. Replaces the stored tags. */
                        tags?: {
                            [key: string]: string;
                        };
                        /** @description Kind-specific configuration read by the checks. Replaces the stored attributes. */
                        attributes?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    /**
                     * @description What sort of cloud object this is; `other` for types the checks do not model.
                     * @enum {unknown}
                     */
                    kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                    /**
                     * @description Cloud provider.
                     * @enum {unknown}
                     */
                    provider: "aws" | "gcp" | "azure" | "other";
                    /** @description Provider region or `global`. */
                    region: string;
                    /** @description Display name. */
                    name: string;
                    /** @description The provider's identifier (ARN, GCP resource name, Azure resource id). With `provider`, the upsert key. */
                    external_id: string;
                    /** @description Provider tags / labels. Replaces the stored tags. */
                    tags?: {
                        [key: string]: string;
                    };
                    /** @description Kind-specific configuration read by the checks. Replaces the stored attributes. */
                    attributes?: {
                        [key: string]: unknown;
                    };
                }[] | ({
                    format_version: string;
                    values: {
                        root_module: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                });
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        format: "resources" | "terraform";
                        /** @description Items read from the document (Terraform: managed resources after merging companions). */
                        received: number;
                        /** @description New resources (each emits `resource.added`). */
                        added: number;
                        /** @description Existing resources whose kind, region, name, tags or attributes changed. */
                        updated: number;
                        /** @description Existing resources seen again without change (their last_seen_at moves). */
                        unchanged: number;
                        /** @description Invalid or superseded items; nothing of them was written. */
                        skipped: number;
                        /** @description Imported resources of types the checks do not model (kind `other`). */
                        other: number;
                        /** @description Terraform types kept as kind `other`, with counts. */
                        other_types: {
                            [key: string]: number;
                        };
                        /** @description Why items were skipped; at most 100. */
                        errors: {
                            /** @description 0-based position of the item in the document. */
                            index: number;
                            /** @description The item's external_id or Terraform address, when known. */
                            ref: string | null;
                            message: string;
                        }[];
                        /** @description More than 100 items were skipped; `skipped` has the total. */
                        errors_truncated: boolean;
                        /** @description The `source` the import named, or null. */
                        source: string | null;
                        /** @description With `complete=true`: resources of the source the document did not contain, now removed (each emits `resource.removed`). 0 otherwise. */
                        removed: number;
                        /** @description With `complete=true`: why nothing was removed although the import was complete (items that could not be stored); null otherwise. */
                        removal_withheld: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFindingImports: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The findings imports of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `imp_`. */
                            id: string;
                            /** @description The audit record of the import (trigger `import`): the `audit_id` of the findings it created or saw, of their history entries and of its events. */
                            audit_id: string;
                            /** @enum {unknown} */
                            format: "ocsf" | "sarif" | "asff" | "trivy" | "checkov";
                            /** @description The format was detected from the content (no `format` parameter). */
                            detected: boolean;
                            /** @description Every tool the file names. */
                            tools: {
                                /** @description As the file names it, e.g. `Checkov`, `Trivy`, `Prowler`. */
                                name: string;
                                version: string | null;
                            }[];
                            /** @description The caller's label, or null. */
                            label: string | null;
                            /** @description The scopes the import covered: each tool's slug, with `/label` when a label was given. Findings of these scopes absent from the file were resolved. */
                            scopes: string[];
                            /** Format: date-time */
                            created_at: string;
                            counts: {
                                /** @description Entries read from the file (results, findings, checks); each was mapped, skipped or rejected. */
                                received: number;
                                /** @description Findings mapped from them (an ASFF or OCSF finding that names several resources gives one per resource). */
                                findings: number;
                                /** @description New findings (each emits `finding.created`). */
                                created: number;
                                /** @description Resolved findings reported again, open again. */
                                reopened: number;
                                /** @description Findings seen again whose severity, texts or location changed. */
                                updated: number;
                                /** @description Findings seen again as they were (their `last_seen_at` and `audit_id` move). */
                                unchanged: number;
                                /** @description Findings the file reports more than once (same fingerprint): kept once. */
                                duplicates: number;
                                /** @description Open or accepted findings of the import's scope that the file no longer reports (each emits `finding.resolved`). */
                                resolved: number;
                                /** @description Entries the source itself says are not open problems; by reason in `skipped`. */
                                skipped: number;
                                /** @description Entries that could not be mapped; the first ones in `rejections`. */
                                rejected: number;
                                /** @description Inventory resources the findings were matched to. */
                                resources_matched: number;
                                /** @description Resources of kind `external` created for findings that named none of the inventory (each emits `resource.added`). */
                                resources_created: number;
                            };
                            /** @description Skipped entries by reason: `passed`, `manual` (needs a person), `not_applicable`, `suppressed` (by the tool), `resolved` or `archived` (by the source), `out_of_scope` (not a posture finding: vulnerabilities, secrets, licenses). */
                            skipped: {
                                passed: number;
                                manual: number;
                                not_applicable: number;
                                suppressed: number;
                                resolved: number;
                                archived: number;
                                out_of_scope: number;
                            };
                            /** @description The first 100 rejected entries, with why. */
                            rejections: {
                                /** @description 0-based position of the entry in the file. */
                                index: number;
                                reason: string;
                            }[];
                            /** @description More than 100 entries were rejected; `counts.rejected` has the total. */
                            rejections_truncated: boolean;
                            /**
                             * @description The import writes its findings in batches, each committed on its own (README decision 86). `running`: batches are being written, `counts` says what the committed ones changed, and nothing of the scope has been resolved yet. `completed`: every batch was written and the findings of its scopes that the file no longer reports were resolved. `failed`: it stopped after one or more batches (a database outage, a statement deadline, its process killed); what those batches changed stands and `counts` says what, nothing absent was resolved, and importing the same file again converges. A record answered by `POST /v1/findings/imports` is always `completed`.
                             * @enum {unknown}
                             */
                            status: "running" | "completed" | "failed";
                            /** @description Why a `failed` import stopped; null otherwise. */
                            failure_reason: string | null;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFindingImport: {
        parameters: {
            query?: {
                /** @description The file's format. Detected from its opening when absent; given, a file of another shape is 422 `invalid_import`. */
                format?: "ocsf" | "sarif" | "asff" | "trivy" | "checkov";
                /**
                 * @description Narrows the import's scope to the tool plus this label (a repository, an account, a pipeline): an import resolves the open findings of its scope that it no longer reports, and only those. Without it the scope is the tool alone. 1–200 characters of `A-Z a-z 0-9 . _ : / @ + = -`.
                 * @example github.com/acme/infra
                 */
                label?: string;
            };
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A scanner's output as it wrote it (OCSF may also be JSON lines), up to 256 MiB, read as a stream. */
        requestBody: {
            content: {
                "application/json": ({
                    /** @enum {string} */
                    version: "2.1.0";
                    runs: {
                        [key: string]: unknown;
                    }[];
                } & {
                    [key: string]: unknown;
                }) | ({
                    class_uid: number;
                } & {
                    [key: string]: unknown;
                })[] | ({
                    Findings: ({
                        SchemaVersion: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                }) | ({
                    Results: {
                        [key: string]: unknown;
                    }[];
                } & {
                    [key: string]: unknown;
                }) | ({
                    check_type: string;
                    results: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                });
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `imp_`. */
                        id: string;
                        /** @description The audit record of the import (trigger `import`): the `audit_id` of the findings it created or saw, of their history entries and of its events. */
                        audit_id: string;
                        /** @enum {unknown} */
                        format: "ocsf" | "sarif" | "asff" | "trivy" | "checkov";
                        /** @description The format was detected from the content (no `format` parameter). */
                        detected: boolean;
                        /** @description Every tool the file names. */
                        tools: {
                            /** @description As the file names it, e.g. `Checkov`, `Trivy`, `Prowler`. */
                            name: string;
                            version: string | null;
                        }[];
                        /** @description The caller's label, or null. */
                        label: string | null;
                        /** @description The scopes the import covered: each tool's slug, with `/label` when a label was given. Findings of these scopes absent from the file were resolved. */
                        scopes: string[];
                        /** Format: date-time */
                        created_at: string;
                        counts: {
                            /** @description Entries read from the file (results, findings, checks); each was mapped, skipped or rejected. */
                            received: number;
                            /** @description Findings mapped from them (an ASFF or OCSF finding that names several resources gives one per resource). */
                            findings: number;
                            /** @description New findings (each emits `finding.created`). */
                            created: number;
                            /** @description Resolved findings reported again, open again. */
                            reopened: number;
                            /** @description Findings seen again whose severity, texts or location changed. */
                            updated: number;
                            /** @description Findings seen again as they were (their `last_seen_at` and `audit_id` move). */
                            unchanged: number;
                            /** @description Findings the file reports more than once (same fingerprint): kept once. */
                            duplicates: number;
                            /** @description Open or accepted findings of the import's scope that the file no longer reports (each emits `finding.resolved`). */
                            resolved: number;
                            /** @description Entries the source itself says are not open problems; by reason in `skipped`. */
                            skipped: number;
                            /** @description Entries that could not be mapped; the first ones in `rejections`. */
                            rejected: number;
                            /** @description Inventory resources the findings were matched to. */
                            resources_matched: number;
                            /** @description Resources of kind `external` created for findings that named none of the inventory (each emits `resource.added`). */
                            resources_created: number;
                        };
                        /** @description Skipped entries by reason: `passed`, `manual` (needs a person), `not_applicable`, `suppressed` (by the tool), `resolved` or `archived` (by the source), `out_of_scope` (not a posture finding: vulnerabilities, secrets, licenses). */
                        skipped: {
                            passed: number;
                            manual: number;
                            not_applicable: number;
                            suppressed: number;
                            resolved: number;
                            archived: number;
                            out_of_scope: number;
                        };
                        /** @description The first 100 rejected entries, with why. */
                        rejections: {
                            /** @description 0-based position of the entry in the file. */
                            index: number;
                            reason: string;
                        }[];
                        /** @description More than 100 entries were rejected; `counts.rejected` has the total. */
                        rejections_truncated: boolean;
                        /**
                         * @description The import writes its findings in batches, each committed on its own (README decision 86). `running`: batches are being written, `counts` says what the committed ones changed, and nothing of the scope has been resolved yet. `completed`: every batch was written and the findings of its scopes that the file no longer reports were resolved. `failed`: it stopped after one or more batches (a database outage, a statement deadline, its process killed); what those batches changed stands and `counts` says what, nothing absent was resolved, and importing the same file again converges. A record answered by `POST /v1/findings/imports` is always `completed`.
                         * @enum {unknown}
                         */
                        status: "running" | "completed" | "failed";
                        /** @description Why a `failed` import stopped; null otherwise. */
                        failure_reason: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFindingImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `imp_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `imp_`. */
                        id: string;
                        /** @description The audit record of the import (trigger `import`): the `audit_id` of the findings it created or saw, of their history entries and of its events. */
                        audit_id: string;
                        /** @enum {unknown} */
                        format: "ocsf" | "sarif" | "asff" | "trivy" | "checkov";
                        /** @description The format was detected from the content (no `format` parameter). */
                        detected: boolean;
                        /** @description Every tool the file names. */
                        tools: {
                            /** @description As the file names it, e.g. `Checkov`, `Trivy`, `Prowler`. */
                            name: string;
                            version: string | null;
                        }[];
                        /** @description The caller's label, or null. */
                        label: string | null;
                        /** @description The scopes the import covered: each tool's slug, with `/label` when a label was given. Findings of these scopes absent from the file were resolved. */
                        scopes: string[];
                        /** Format: date-time */
                        created_at: string;
                        counts: {
                            /** @description Entries read from the file (results, findings, checks); each was mapped, skipped or rejected. */
                            received: number;
                            /** @description Findings mapped from them (an ASFF or OCSF finding that names several resources gives one per resource). */
                            findings: number;
                            /** @description New findings (each emits `finding.created`). */
                            created: number;
                            /** @description Resolved findings reported again, open again. */
                            reopened: number;
                            /** @description Findings seen again whose severity, texts or location changed. */
                            updated: number;
                            /** @description Findings seen again as they were (their `last_seen_at` and `audit_id` move). */
                            unchanged: number;
                            /** @description Findings the file reports more than once (same fingerprint): kept once. */
                            duplicates: number;
                            /** @description Open or accepted findings of the import's scope that the file no longer reports (each emits `finding.resolved`). */
                            resolved: number;
                            /** @description Entries the source itself says are not open problems; by reason in `skipped`. */
                            skipped: number;
                            /** @description Entries that could not be mapped; the first ones in `rejections`. */
                            rejected: number;
                            /** @description Inventory resources the findings were matched to. */
                            resources_matched: number;
                            /** @description Resources of kind `external` created for findings that named none of the inventory (each emits `resource.added`). */
                            resources_created: number;
                        };
                        /** @description Skipped entries by reason: `passed`, `manual` (needs a person), `not_applicable`, `suppressed` (by the tool), `resolved` or `archived` (by the source), `out_of_scope` (not a posture finding: vulnerabilities, secrets, licenses). */
                        skipped: {
                            passed: number;
                            manual: number;
                            not_applicable: number;
                            suppressed: number;
                            resolved: number;
                            archived: number;
                            out_of_scope: number;
                        };
                        /** @description The first 100 rejected entries, with why. */
                        rejections: {
                            /** @description 0-based position of the entry in the file. */
                            index: number;
                            reason: string;
                        }[];
                        /** @description More than 100 entries were rejected; `counts.rejected` has the total. */
                        rejections_truncated: boolean;
                        /**
                         * @description The import writes its findings in batches, each committed on its own (README decision 86). `running`: batches are being written, `counts` says what the committed ones changed, and nothing of the scope has been resolved yet. `completed`: every batch was written and the findings of its scopes that the file no longer reports were resolved. `failed`: it stopped after one or more batches (a database outage, a statement deadline, its process killed); what those batches changed stands and `counts` says what, nothing absent was resolved, and importing the same file again converges. A record answered by `POST /v1/findings/imports` is always `completed`.
                         * @enum {unknown}
                         */
                        status: "running" | "completed" | "failed";
                        /** @description Why a `failed` import stopped; null otherwise. */
                        failure_reason: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAudits: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only these statuses; one value or a comma list. */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The audits of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `aud_`. */
                            id: string;
                            /**
                             * @description `queued` → `running` → `completed` or `failed`.
                             * @enum {unknown}
                             */
                            status: "queued" | "running" | "completed" | "failed";
                            /**
                             * @description What started the audit.
                             * @enum {unknown}
                             */
                            trigger: "sandbox_seed" | "api" | "schedule" | "reanalysis" | "import";
                            /** @description For a re-analysis, the audit whose inventory snapshot it re-ran. */
                            reanalysis_of: string | null;
                            /**
                             * Format: date-time
                             * @description When the audit was requested. Lists are ordered by it.
                             */
                            created_at: string;
                            /** @description When the pass began; null while queued. */
                            started_at: string | null;
                            /** @description When the pass finished; null until completed or failed. */
                            completed_at: string | null;
                            /** @description Resources the pass evaluated (while running, and for a `failed` audit: the most any of its attempts had evaluated). */
                            resources_scanned: number;
                            /** @description Counts of new, resolved and open findings; null until completed or failed (for a failed audit, what its finished batches changed). */
                            summary: {
                                /** @description Findings first detected by this audit. */
                                new: number;
                                /** @description Resolved findings (or expired risk acceptances) this audit saw again. */
                                reopened: number;
                                /** @description Findings this audit found gone. */
                                resolved: number;
                                /** @description Findings whose severity this audit reclassified (for example by a finding policy). */
                                severity_changed: number;
                                /** @description Findings left open after this audit (suppressed ones not counted). */
                                open: number;
                                /** @description Open findings after this audit, by severity. */
                                by_severity: {
                                    info: number;
                                    low: number;
                                    medium: number;
                                    high: number;
                                    critical: number;
                                };
                                /** @description Open findings after this audit, by dimension. */
                                by_dimension: {
                                    security: number;
                                    cost: number;
                                    architecture: number;
                                    compliance: number;
                                };
                            } | null;
                            /** @description Why the audit failed; null otherwise. */
                            failure_reason: string | null;
                            /** @description Custom policies this audit could not evaluate (empty when every policy ran). The rest of the audit ran normally; a failed policy keeps its earlier verdicts: its open and accepted findings stay as they were (they are not resolved, and their `last_seen_at` and `audit_id` do not move), it raises no new finding, and a finding policy keeps raising the findings it raised before. Filled when the audit completes. */
                            policy_failures: {
                                /** @description The `pol_` id. */
                                policy_id: string;
                                /** @description The policy's name when the audit ran. */
                                name: string;
                                /**
                                 * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                                 * @enum {unknown}
                                 */
                                reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                                /** @description Details, naming the limit and its value. */
                                message: string;
                            }[];
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startAudit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `aud_`. */
                        id: string;
                        /**
                         * @description `queued` → `running` → `completed` or `failed`.
                         * @enum {unknown}
                         */
                        status: "queued" | "running" | "completed" | "failed";
                        /**
                         * @description What started the audit.
                         * @enum {unknown}
                         */
                        trigger: "sandbox_seed" | "api" | "schedule" | "reanalysis" | "import";
                        /** @description For a re-analysis, the audit whose inventory snapshot it re-ran. */
                        reanalysis_of: string | null;
                        /**
                         * Format: date-time
                         * @description When the audit was requested. Lists are ordered by it.
                         */
                        created_at: string;
                        /** @description When the pass began; null while queued. */
                        started_at: string | null;
                        /** @description When the pass finished; null until completed or failed. */
                        completed_at: string | null;
                        /** @description Resources the pass evaluated (while running, and for a `failed` audit: the most any of its attempts had evaluated). */
                        resources_scanned: number;
                        /** @description Counts of new, resolved and open findings; null until completed or failed (for a failed audit, what its finished batches changed). */
                        summary: {
                            /** @description Findings first detected by this audit. */
                            new: number;
                            /** @description Resolved findings (or expired risk acceptances) this audit saw again. */
                            reopened: number;
                            /** @description Findings this audit found gone. */
                            resolved: number;
                            /** @description Findings whose severity this audit reclassified (for example by a finding policy). */
                            severity_changed: number;
                            /** @description Findings left open after this audit (suppressed ones not counted). */
                            open: number;
                            /** @description Open findings after this audit, by severity. */
                            by_severity: {
                                info: number;
                                low: number;
                                medium: number;
                                high: number;
                                critical: number;
                            };
                            /** @description Open findings after this audit, by dimension. */
                            by_dimension: {
                                security: number;
                                cost: number;
                                architecture: number;
                                compliance: number;
                            };
                        } | null;
                        /** @description Why the audit failed; null otherwise. */
                        failure_reason: string | null;
                        /** @description Custom policies this audit could not evaluate (empty when every policy ran). The rest of the audit ran normally; a failed policy keeps its earlier verdicts: its open and accepted findings stay as they were (they are not resolved, and their `last_seen_at` and `audit_id` do not move), it raises no new finding, and a finding policy keeps raising the findings it raised before. Filled when the audit completes. */
                        policy_failures: {
                            /** @description The `pol_` id. */
                            policy_id: string;
                            /** @description The policy's name when the audit ran. */
                            name: string;
                            /**
                             * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                             * @enum {unknown}
                             */
                            reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                            /** @description Details, naming the limit and its value. */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `aud_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `aud_`. */
                        id: string;
                        /**
                         * @description `queued` → `running` → `completed` or `failed`.
                         * @enum {unknown}
                         */
                        status: "queued" | "running" | "completed" | "failed";
                        /**
                         * @description What started the audit.
                         * @enum {unknown}
                         */
                        trigger: "sandbox_seed" | "api" | "schedule" | "reanalysis" | "import";
                        /** @description For a re-analysis, the audit whose inventory snapshot it re-ran. */
                        reanalysis_of: string | null;
                        /**
                         * Format: date-time
                         * @description When the audit was requested. Lists are ordered by it.
                         */
                        created_at: string;
                        /** @description When the pass began; null while queued. */
                        started_at: string | null;
                        /** @description When the pass finished; null until completed or failed. */
                        completed_at: string | null;
                        /** @description Resources the pass evaluated (while running, and for a `failed` audit: the most any of its attempts had evaluated). */
                        resources_scanned: number;
                        /** @description Counts of new, resolved and open findings; null until completed or failed (for a failed audit, what its finished batches changed). */
                        summary: {
                            /** @description Findings first detected by this audit. */
                            new: number;
                            /** @description Resolved findings (or expired risk acceptances) this audit saw again. */
                            reopened: number;
                            /** @description Findings this audit found gone. */
                            resolved: number;
                            /** @description Findings whose severity this audit reclassified (for example by a finding policy). */
                            severity_changed: number;
                            /** @description Findings left open after this audit (suppressed ones not counted). */
                            open: number;
                            /** @description Open findings after this audit, by severity. */
                            by_severity: {
                                info: number;
                                low: number;
                                medium: number;
                                high: number;
                                critical: number;
                            };
                            /** @description Open findings after this audit, by dimension. */
                            by_dimension: {
                                security: number;
                                cost: number;
                                architecture: number;
                                compliance: number;
                            };
                        } | null;
                        /** @description Why the audit failed; null otherwise. */
                        failure_reason: string | null;
                        /** @description Custom policies this audit could not evaluate (empty when every policy ran). The rest of the audit ran normally; a failed policy keeps its earlier verdicts: its open and accepted findings stay as they were (they are not resolved, and their `last_seen_at` and `audit_id` do not move), it raises no new finding, and a finding policy keeps raising the findings it raised before. Filled when the audit completes. */
                        policy_failures: {
                            /** @description The `pol_` id. */
                            policy_id: string;
                            /** @description The policy's name when the audit ran. */
                            name: string;
                            /**
                             * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                             * @enum {unknown}
                             */
                            reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                            /** @description Details, naming the limit and its value. */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reanalyzeAudit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier with prefix `aud_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `aud_`. */
                        id: string;
                        /**
                         * @description `queued` → `running` → `completed` or `failed`.
                         * @enum {unknown}
                         */
                        status: "queued" | "running" | "completed" | "failed";
                        /**
                         * @description What started the audit.
                         * @enum {unknown}
                         */
                        trigger: "sandbox_seed" | "api" | "schedule" | "reanalysis" | "import";
                        /** @description For a re-analysis, the audit whose inventory snapshot it re-ran. */
                        reanalysis_of: string | null;
                        /**
                         * Format: date-time
                         * @description When the audit was requested. Lists are ordered by it.
                         */
                        created_at: string;
                        /** @description When the pass began; null while queued. */
                        started_at: string | null;
                        /** @description When the pass finished; null until completed or failed. */
                        completed_at: string | null;
                        /** @description Resources the pass evaluated (while running, and for a `failed` audit: the most any of its attempts had evaluated). */
                        resources_scanned: number;
                        /** @description Counts of new, resolved and open findings; null until completed or failed (for a failed audit, what its finished batches changed). */
                        summary: {
                            /** @description Findings first detected by this audit. */
                            new: number;
                            /** @description Resolved findings (or expired risk acceptances) this audit saw again. */
                            reopened: number;
                            /** @description Findings this audit found gone. */
                            resolved: number;
                            /** @description Findings whose severity this audit reclassified (for example by a finding policy). */
                            severity_changed: number;
                            /** @description Findings left open after this audit (suppressed ones not counted). */
                            open: number;
                            /** @description Open findings after this audit, by severity. */
                            by_severity: {
                                info: number;
                                low: number;
                                medium: number;
                                high: number;
                                critical: number;
                            };
                            /** @description Open findings after this audit, by dimension. */
                            by_dimension: {
                                security: number;
                                cost: number;
                                architecture: number;
                                compliance: number;
                            };
                        } | null;
                        /** @description Why the audit failed; null otherwise. */
                        failure_reason: string | null;
                        /** @description Custom policies this audit could not evaluate (empty when every policy ran). The rest of the audit ran normally; a failed policy keeps its earlier verdicts: its open and accepted findings stay as they were (they are not resolved, and their `last_seen_at` and `audit_id` do not move), it raises no new finding, and a finding policy keeps raising the findings it raised before. Filled when the audit completes. */
                        policy_failures: {
                            /** @description The `pol_` id. */
                            policy_id: string;
                            /** @description The policy's name when the audit ran. */
                            name: string;
                            /**
                             * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                             * @enum {unknown}
                             */
                            reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                            /** @description Details, naming the limit and its value. */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reanalyseAudit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier with prefix `aud_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    /** @description RFC 9745: when this operation was deprecated, `@` + Unix seconds. */
                    Deprecation?: string;
                    /** @description RFC 8594: the HTTP-date after which this operation may stop answering. */
                    Sunset?: string;
                    /** @description The reference of this operation (`rel="deprecation"`) and, when there is one, the operation that replaces it (`rel="successor-version"`). */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `aud_`. */
                        id: string;
                        /**
                         * @description `queued` → `running` → `completed` or `failed`.
                         * @enum {unknown}
                         */
                        status: "queued" | "running" | "completed" | "failed";
                        /**
                         * @description What started the audit.
                         * @enum {unknown}
                         */
                        trigger: "sandbox_seed" | "api" | "schedule" | "reanalysis" | "import";
                        /** @description For a re-analysis, the audit whose inventory snapshot it re-ran. */
                        reanalysis_of: string | null;
                        /**
                         * Format: date-time
                         * @description When the audit was requested. Lists are ordered by it.
                         */
                        created_at: string;
                        /** @description When the pass began; null while queued. */
                        started_at: string | null;
                        /** @description When the pass finished; null until completed or failed. */
                        completed_at: string | null;
                        /** @description Resources the pass evaluated (while running, and for a `failed` audit: the most any of its attempts had evaluated). */
                        resources_scanned: number;
                        /** @description Counts of new, resolved and open findings; null until completed or failed (for a failed audit, what its finished batches changed). */
                        summary: {
                            /** @description Findings first detected by this audit. */
                            new: number;
                            /** @description Resolved findings (or expired risk acceptances) this audit saw again. */
                            reopened: number;
                            /** @description Findings this audit found gone. */
                            resolved: number;
                            /** @description Findings whose severity this audit reclassified (for example by a finding policy). */
                            severity_changed: number;
                            /** @description Findings left open after this audit (suppressed ones not counted). */
                            open: number;
                            /** @description Open findings after this audit, by severity. */
                            by_severity: {
                                info: number;
                                low: number;
                                medium: number;
                                high: number;
                                critical: number;
                            };
                            /** @description Open findings after this audit, by dimension. */
                            by_dimension: {
                                security: number;
                                cost: number;
                                architecture: number;
                                compliance: number;
                            };
                        } | null;
                        /** @description Why the audit failed; null otherwise. */
                        failure_reason: string | null;
                        /** @description Custom policies this audit could not evaluate (empty when every policy ran). The rest of the audit ran normally; a failed policy keeps its earlier verdicts: its open and accepted findings stay as they were (they are not resolved, and their `last_seen_at` and `audit_id` do not move), it raises no new finding, and a finding policy keeps raising the findings it raised before. Filled when the audit completes. */
                        policy_failures: {
                            /** @description The `pol_` id. */
                            policy_id: string;
                            /** @description The policy's name when the audit ran. */
                            name: string;
                            /**
                             * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                             * @enum {unknown}
                             */
                            reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                            /** @description Details, naming the limit and its value. */
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    diffAudit: {
        parameters: {
            query?: {
                /** @description The audit to compare with (`aud_` id, created before this one). Default: the previous completed audit. */
                base?: string;
                /** @description Return only this group (to page through it with `cursor`). */
                group?: "new" | "resolved" | "changed";
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Identifier with prefix `aud_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        audit_id: string;
                        /** @description Null when there is no earlier completed audit: everything this audit found is new. */
                        base_audit_id: string | null;
                        counts: {
                            new: number;
                            resolved: number;
                            changed: number;
                        };
                        /** @description Open now, not open at the base. Null when another `group` was asked for. */
                        new: {
                            data: {
                                /** Finding */
                                finding: {
                                    /**
                                     * @description Opaque identifier with prefix `fnd_`.
                                     * @example fnd_4Zq1hJc9dVxR2mN8kL0pWs
                                     */
                                    id: string;
                                    /**
                                     * @description How bad the problem is.
                                     * @enum {unknown}
                                     */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /**
                                     * @description The 4D category of the problem.
                                     * @enum {unknown}
                                     */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description The affected resource (`res_` id). */
                                    resource_id: string;
                                    /** @description Human-readable title. */
                                    title: string;
                                    /**
                                     * Format: date-time
                                     * @description When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.
                                     */
                                    detected_at: string;
                                    /**
                                     * @description `open`, `resolved` (no longer present), or `accepted_risk`.
                                     * @enum {unknown}
                                     */
                                    status: "open" | "resolved" | "accepted_risk";
                                    /** @description The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`. */
                                    check_id: string;
                                    /** @description The latest audit (`aud_` id) that saw the problem: the last to evaluate its resource (or, for an imported finding, the import that last reported it). It may be a `failed` audit: the batches a failed audit finished stand (their history entries and events are recorded), its `summary` counts what they changed, and the resources it did not reach keep the audit that saw them before. */
                                    audit_id: string;
                                    /** @description What is wrong and why it matters. */
                                    description: string;
                                    /** @description How to fix it. */
                                    remediation: string;
                                    /**
                                     * Format: date-time
                                     * @description First audit that saw the problem.
                                     */
                                    first_seen_at: string;
                                    /**
                                     * Format: date-time
                                     * @description Latest audit that saw the problem.
                                     */
                                    last_seen_at: string;
                                    /** @description When it was resolved; null unless `resolved`. */
                                    resolved_at: string | null;
                                    /** @description Custom policies (`pol_` ids) that matched this finding. */
                                    policy_ids: string[];
                                    /** @description Why the risk was accepted; null unless `accepted_risk`. */
                                    status_reason: string | null;
                                    /**
                                     * @deprecated
                                     * @description Deprecated: the same value as `accepted_until`, kept for clients written before it.
                                     */
                                    status_expires_at: string | null;
                                    /** @description For `accepted_risk`: the instant the acceptance lapses and the finding reopens by itself (within a minute, with a history entry and a `finding.updated` event); null if never, and for other statuses. */
                                    accepted_until: string | null;
                                    /** @description The member who owns the finding (`usr_…`), set with `PATCH /v1/findings/{id}`; null when nobody does (also after the member leaves the workspace). */
                                    assignee: string | null;
                                    /** @description When the finding is due: its first detection plus the window of its severity in the tenant's SLA policy (`GET /v1/sla_policy`), or a date set by hand with `PATCH` (which severity and policy changes then leave alone); null when its severity has no window. */
                                    due_at: string | null;
                                    /**
                                     * @description Where an open finding stands against `due_at`, at the time of the response: `overdue` from `due_at`, `due_soon` in the last 20 % of its window (first detection to `due_at`), else `on_track`; `none` without a due date or when the finding is not open (accepted and resolved findings are off the clock).
                                     * @enum {unknown}
                                     */
                                    sla_status: "none" | "on_track" | "due_soon" | "overdue";
                                    /** @description The suppression rule (`sup_…`) that silences this finding, or null. A suppressed finding keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true` or `any`), and webhook events are not sent for it except `finding.resolved`. */
                                    suppressed_by: string | null;
                                    /** @description For a finding of a findings import (`POST /v1/findings/imports`): the tool and rule that reported it; null for the findings of Posture's own checks and policies. */
                                    source: {
                                        /** @description The tool as the file names it, e.g. `Checkov`, `Trivy`, `Prowler`, `GuardDuty`. */
                                        tool: string;
                                        /** @description The tool's version, when the file gives it. */
                                        version: string | null;
                                        /** @description The tool's own rule id (`CKV_AWS_18`, `AVD-AWS-0086`, `s3_bucket_public_access`). */
                                        rule_id: string;
                                        /** @description Where in the code, for infrastructure-as-code scanners; null for cloud findings. */
                                        location: {
                                            /** @description The scanned file, as the tool wrote its path. */
                                            file: string;
                                            start_line: number | null;
                                        } | null;
                                        /** @description The import scope that resolves it when a later import no longer reports it: the tool's slug, with `/label`. */
                                        scope: string;
                                        /** @description The rule's documentation, when the file links it. */
                                        url: string | null;
                                        /** @description Compliance requirements the tool maps the rule to, e.g. `CIS-1.5 1.20`, `CWE-285`. */
                                        controls: string[];
                                    } | null;
                                };
                                /** @description Severity at the base audit; null for new findings. */
                                severity_before: ("info" | "low" | "medium" | "high" | "critical") | null;
                                /** @description Severity at this audit. */
                                severity_after: ("info" | "low" | "medium" | "high" | "critical") | null;
                            }[];
                            /** @description Pass as `cursor` together with `group` for the next page of this group. */
                            next_cursor: string | null;
                            has_more: boolean;
                        } | null;
                        /** @description Open at the base, resolved now. */
                        resolved: {
                            data: {
                                /** Finding */
                                finding: {
                                    /**
                                     * @description Opaque identifier with prefix `fnd_`.
                                     * @example fnd_4Zq1hJc9dVxR2mN8kL0pWs
                                     */
                                    id: string;
                                    /**
                                     * @description How bad the problem is.
                                     * @enum {unknown}
                                     */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /**
                                     * @description The 4D category of the problem.
                                     * @enum {unknown}
                                     */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description The affected resource (`res_` id). */
                                    resource_id: string;
                                    /** @description Human-readable title. */
                                    title: string;
                                    /**
                                     * Format: date-time
                                     * @description When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.
                                     */
                                    detected_at: string;
                                    /**
                                     * @description `open`, `resolved` (no longer present), or `accepted_risk`.
                                     * @enum {unknown}
                                     */
                                    status: "open" | "resolved" | "accepted_risk";
                                    /** @description The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`. */
                                    check_id: string;
                                    /** @description The latest audit (`aud_` id) that saw the problem: the last to evaluate its resource (or, for an imported finding, the import that last reported it). It may be a `failed` audit: the batches a failed audit finished stand (their history entries and events are recorded), its `summary` counts what they changed, and the resources it did not reach keep the audit that saw them before. */
                                    audit_id: string;
                                    /** @description What is wrong and why it matters. */
                                    description: string;
                                    /** @description How to fix it. */
                                    remediation: string;
                                    /**
                                     * Format: date-time
                                     * @description First audit that saw the problem.
                                     */
                                    first_seen_at: string;
                                    /**
                                     * Format: date-time
                                     * @description Latest audit that saw the problem.
                                     */
                                    last_seen_at: string;
                                    /** @description When it was resolved; null unless `resolved`. */
                                    resolved_at: string | null;
                                    /** @description Custom policies (`pol_` ids) that matched this finding. */
                                    policy_ids: string[];
                                    /** @description Why the risk was accepted; null unless `accepted_risk`. */
                                    status_reason: string | null;
                                    /**
                                     * @deprecated
                                     * @description Deprecated: the same value as `accepted_until`, kept for clients written before it.
                                     */
                                    status_expires_at: string | null;
                                    /** @description For `accepted_risk`: the instant the acceptance lapses and the finding reopens by itself (within a minute, with a history entry and a `finding.updated` event); null if never, and for other statuses. */
                                    accepted_until: string | null;
                                    /** @description The member who owns the finding (`usr_…`), set with `PATCH /v1/findings/{id}`; null when nobody does (also after the member leaves the workspace). */
                                    assignee: string | null;
                                    /** @description When the finding is due: its first detection plus the window of its severity in the tenant's SLA policy (`GET /v1/sla_policy`), or a date set by hand with `PATCH` (which severity and policy changes then leave alone); null when its severity has no window. */
                                    due_at: string | null;
                                    /**
                                     * @description Where an open finding stands against `due_at`, at the time of the response: `overdue` from `due_at`, `due_soon` in the last 20 % of its window (first detection to `due_at`), else `on_track`; `none` without a due date or when the finding is not open (accepted and resolved findings are off the clock).
                                     * @enum {unknown}
                                     */
                                    sla_status: "none" | "on_track" | "due_soon" | "overdue";
                                    /** @description The suppression rule (`sup_…`) that silences this finding, or null. A suppressed finding keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true` or `any`), and webhook events are not sent for it except `finding.resolved`. */
                                    suppressed_by: string | null;
                                    /** @description For a finding of a findings import (`POST /v1/findings/imports`): the tool and rule that reported it; null for the findings of Posture's own checks and policies. */
                                    source: {
                                        /** @description The tool as the file names it, e.g. `Checkov`, `Trivy`, `Prowler`, `GuardDuty`. */
                                        tool: string;
                                        /** @description The tool's version, when the file gives it. */
                                        version: string | null;
                                        /** @description The tool's own rule id (`CKV_AWS_18`, `AVD-AWS-0086`, `s3_bucket_public_access`). */
                                        rule_id: string;
                                        /** @description Where in the code, for infrastructure-as-code scanners; null for cloud findings. */
                                        location: {
                                            /** @description The scanned file, as the tool wrote its path. */
                                            file: string;
                                            start_line: number | null;
                                        } | null;
                                        /** @description The import scope that resolves it when a later import no longer reports it: the tool's slug, with `/label`. */
                                        scope: string;
                                        /** @description The rule's documentation, when the file links it. */
                                        url: string | null;
                                        /** @description Compliance requirements the tool maps the rule to, e.g. `CIS-1.5 1.20`, `CWE-285`. */
                                        controls: string[];
                                    } | null;
                                };
                                /** @description Severity at the base audit; null for new findings. */
                                severity_before: ("info" | "low" | "medium" | "high" | "critical") | null;
                                /** @description Severity at this audit. */
                                severity_after: ("info" | "low" | "medium" | "high" | "critical") | null;
                            }[];
                            /** @description Pass as `cursor` together with `group` for the next page of this group. */
                            next_cursor: string | null;
                            has_more: boolean;
                        } | null;
                        /** @description Open at both, with a different severity. */
                        changed: {
                            data: {
                                /** Finding */
                                finding: {
                                    /**
                                     * @description Opaque identifier with prefix `fnd_`.
                                     * @example fnd_4Zq1hJc9dVxR2mN8kL0pWs
                                     */
                                    id: string;
                                    /**
                                     * @description How bad the problem is.
                                     * @enum {unknown}
                                     */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /**
                                     * @description The 4D category of the problem.
                                     * @enum {unknown}
                                     */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description The affected resource (`res_` id). */
                                    resource_id: string;
                                    /** @description Human-readable title. */
                                    title: string;
                                    /**
                                     * Format: date-time
                                     * @description When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.
                                     */
                                    detected_at: string;
                                    /**
                                     * @description `open`, `resolved` (no longer present), or `accepted_risk`.
                                     * @enum {unknown}
                                     */
                                    status: "open" | "resolved" | "accepted_risk";
                                    /** @description The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`. */
                                    check_id: string;
                                    /** @description The latest audit (`aud_` id) that saw the problem: the last to evaluate its resource (or, for an imported finding, the import that last reported it). It may be a `failed` audit: the batches a failed audit finished stand (their history entries and events are recorded), its `summary` counts what they changed, and the resources it did not reach keep the audit that saw them before. */
                                    audit_id: string;
                                    /** @description What is wrong and why it matters. */
                                    description: string;
                                    /** @description How to fix it. */
                                    remediation: string;
                                    /**
                                     * Format: date-time
                                     * @description First audit that saw the problem.
                                     */
                                    first_seen_at: string;
                                    /**
                                     * Format: date-time
                                     * @description Latest audit that saw the problem.
                                     */
                                    last_seen_at: string;
                                    /** @description When it was resolved; null unless `resolved`. */
                                    resolved_at: string | null;
                                    /** @description Custom policies (`pol_` ids) that matched this finding. */
                                    policy_ids: string[];
                                    /** @description Why the risk was accepted; null unless `accepted_risk`. */
                                    status_reason: string | null;
                                    /**
                                     * @deprecated
                                     * @description Deprecated: the same value as `accepted_until`, kept for clients written before it.
                                     */
                                    status_expires_at: string | null;
                                    /** @description For `accepted_risk`: the instant the acceptance lapses and the finding reopens by itself (within a minute, with a history entry and a `finding.updated` event); null if never, and for other statuses. */
                                    accepted_until: string | null;
                                    /** @description The member who owns the finding (`usr_…`), set with `PATCH /v1/findings/{id}`; null when nobody does (also after the member leaves the workspace). */
                                    assignee: string | null;
                                    /** @description When the finding is due: its first detection plus the window of its severity in the tenant's SLA policy (`GET /v1/sla_policy`), or a date set by hand with `PATCH` (which severity and policy changes then leave alone); null when its severity has no window. */
                                    due_at: string | null;
                                    /**
                                     * @description Where an open finding stands against `due_at`, at the time of the response: `overdue` from `due_at`, `due_soon` in the last 20 % of its window (first detection to `due_at`), else `on_track`; `none` without a due date or when the finding is not open (accepted and resolved findings are off the clock).
                                     * @enum {unknown}
                                     */
                                    sla_status: "none" | "on_track" | "due_soon" | "overdue";
                                    /** @description The suppression rule (`sup_…`) that silences this finding, or null. A suppressed finding keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true` or `any`), and webhook events are not sent for it except `finding.resolved`. */
                                    suppressed_by: string | null;
                                    /** @description For a finding of a findings import (`POST /v1/findings/imports`): the tool and rule that reported it; null for the findings of Posture's own checks and policies. */
                                    source: {
                                        /** @description The tool as the file names it, e.g. `Checkov`, `Trivy`, `Prowler`, `GuardDuty`. */
                                        tool: string;
                                        /** @description The tool's version, when the file gives it. */
                                        version: string | null;
                                        /** @description The tool's own rule id (`CKV_AWS_18`, `AVD-AWS-0086`, `s3_bucket_public_access`). */
                                        rule_id: string;
                                        /** @description Where in the code, for infrastructure-as-code scanners; null for cloud findings. */
                                        location: {
                                            /** @description The scanned file, as the tool wrote its path. */
                                            file: string;
                                            start_line: number | null;
                                        } | null;
                                        /** @description The import scope that resolves it when a later import no longer reports it: the tool's slug, with `/label`. */
                                        scope: string;
                                        /** @description The rule's documentation, when the file links it. */
                                        url: string | null;
                                        /** @description Compliance requirements the tool maps the rule to, e.g. `CIS-1.5 1.20`, `CWE-285`. */
                                        controls: string[];
                                    } | null;
                                };
                                /** @description Severity at the base audit; null for new findings. */
                                severity_before: ("info" | "low" | "medium" | "high" | "critical") | null;
                                /** @description Severity at this audit. */
                                severity_after: ("info" | "low" | "medium" | "high" | "critical") | null;
                            }[];
                            /** @description Pass as `cursor` together with `group` for the next page of this group. */
                            next_cursor: string | null;
                            has_more: boolean;
                        } | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPlanCheck: {
        parameters: {
            query?: {
                /** @description The plan fails (`passed: false`) when it introduces a finding of this severity or above. Default `high`. */
                fail_on?: "critical" | "high" | "medium" | "low";
            };
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The output of `terraform show -json plan.out`. */
        requestBody: {
            content: {
                "application/json": {
                    format_version?: string;
                    planned_values?: {
                        [key: string]: unknown;
                    };
                    resource_changes?: {
                        [key: string]: unknown;
                    }[];
                    prior_state?: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The plan check (`pck_…`). */
                        id: string;
                        /**
                         * @description `completed` for plans checked during the request; `queued` then `running` then `completed` (or `failed`, see `failure_reason`) for larger plans.
                         * @enum {unknown}
                         */
                        status: "queued" | "running" | "completed" | "failed";
                        /**
                         * Format: date-time
                         * @description When the plan was received.
                         */
                        created_at: string;
                        completed_at: string | null;
                        /**
                         * Format: date-time
                         * @description When it is deleted (30 days after it was received); then 404.
                         */
                        expires_at: string;
                        /**
                         * @description The threshold `passed` follows.
                         * @enum {unknown}
                         */
                        fail_on: "critical" | "high" | "medium" | "low";
                        /** @description False when the plan introduces a finding at or above `fail_on`; null until `completed`. */
                        passed: boolean | null;
                        /** @description Counts; null until `completed`. */
                        summary: {
                            /** @description Findings the plan would introduce: failing after apply, not open now. */
                            introduced: number;
                            /** @description Open (or accepted) findings the plan would resolve: passing after apply, or the resource is deleted. */
                            resolved: number;
                            /** @description Findings failing now and after apply. */
                            unchanged: number;
                            /** @description Findings whose verdict depends on a value known only after apply; never counted as introduced, never failing the plan. */
                            undetermined: number;
                            /** @description Introduced findings per severity. */
                            by_severity: {
                                info: number;
                                low: number;
                                medium: number;
                                high: number;
                                critical: number;
                            };
                        } | null;
                        /** @description Findings the plan would introduce, most severe first. */
                        introduced: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        /** @description Findings the plan would resolve, most severe first. */
                        resolved: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        /** @description Findings the plan may introduce or resolve depending on values known only after apply. */
                        undetermined: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        failure_reason: string | null;
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The plan check (`pck_…`). */
                        id: string;
                        /**
                         * @description `completed` for plans checked during the request; `queued` then `running` then `completed` (or `failed`, see `failure_reason`) for larger plans.
                         * @enum {unknown}
                         */
                        status: "queued" | "running" | "completed" | "failed";
                        /**
                         * Format: date-time
                         * @description When the plan was received.
                         */
                        created_at: string;
                        completed_at: string | null;
                        /**
                         * Format: date-time
                         * @description When it is deleted (30 days after it was received); then 404.
                         */
                        expires_at: string;
                        /**
                         * @description The threshold `passed` follows.
                         * @enum {unknown}
                         */
                        fail_on: "critical" | "high" | "medium" | "low";
                        /** @description False when the plan introduces a finding at or above `fail_on`; null until `completed`. */
                        passed: boolean | null;
                        /** @description Counts; null until `completed`. */
                        summary: {
                            /** @description Findings the plan would introduce: failing after apply, not open now. */
                            introduced: number;
                            /** @description Open (or accepted) findings the plan would resolve: passing after apply, or the resource is deleted. */
                            resolved: number;
                            /** @description Findings failing now and after apply. */
                            unchanged: number;
                            /** @description Findings whose verdict depends on a value known only after apply; never counted as introduced, never failing the plan. */
                            undetermined: number;
                            /** @description Introduced findings per severity. */
                            by_severity: {
                                info: number;
                                low: number;
                                medium: number;
                                high: number;
                                critical: number;
                            };
                        } | null;
                        /** @description Findings the plan would introduce, most severe first. */
                        introduced: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        /** @description Findings the plan would resolve, most severe first. */
                        resolved: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        /** @description Findings the plan may introduce or resolve depending on values known only after apply. */
                        undetermined: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        failure_reason: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlanCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `pck_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The plan check (`pck_…`). */
                        id: string;
                        /**
                         * @description `completed` for plans checked during the request; `queued` then `running` then `completed` (or `failed`, see `failure_reason`) for larger plans.
                         * @enum {unknown}
                         */
                        status: "queued" | "running" | "completed" | "failed";
                        /**
                         * Format: date-time
                         * @description When the plan was received.
                         */
                        created_at: string;
                        completed_at: string | null;
                        /**
                         * Format: date-time
                         * @description When it is deleted (30 days after it was received); then 404.
                         */
                        expires_at: string;
                        /**
                         * @description The threshold `passed` follows.
                         * @enum {unknown}
                         */
                        fail_on: "critical" | "high" | "medium" | "low";
                        /** @description False when the plan introduces a finding at or above `fail_on`; null until `completed`. */
                        passed: boolean | null;
                        /** @description Counts; null until `completed`. */
                        summary: {
                            /** @description Findings the plan would introduce: failing after apply, not open now. */
                            introduced: number;
                            /** @description Open (or accepted) findings the plan would resolve: passing after apply, or the resource is deleted. */
                            resolved: number;
                            /** @description Findings failing now and after apply. */
                            unchanged: number;
                            /** @description Findings whose verdict depends on a value known only after apply; never counted as introduced, never failing the plan. */
                            undetermined: number;
                            /** @description Introduced findings per severity. */
                            by_severity: {
                                info: number;
                                low: number;
                                medium: number;
                                high: number;
                                critical: number;
                            };
                        } | null;
                        /** @description Findings the plan would introduce, most severe first. */
                        introduced: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        /** @description Findings the plan would resolve, most severe first. */
                        resolved: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        /** @description Findings the plan may introduce or resolve depending on values known only after apply. */
                        undetermined: {
                            /** @description The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id. */
                            check_id: string;
                            title: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            description: string;
                            remediation: string;
                            /** @description The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`. */
                            address: string;
                            /**
                             * @description What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).
                             * @enum {unknown}
                             */
                            action: "create" | "update" | "replace" | "delete" | "no-op";
                            /** @description The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create). */
                            resource_id: string | null;
                        }[];
                        failure_reason: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPolicies: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The policies of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `pol_`. */
                            id: string;
                            /** @description Short name; the title of findings a resource policy raises. */
                            name: string;
                            /** @description What the policy is for. */
                            description: string;
                            /** @description Disabled policies are not evaluated by audits. */
                            enabled: boolean;
                            /**
                             * @description `resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).
                             * @enum {unknown}
                             */
                            target: "resource" | "finding";
                            /**
                             * @description Dimension of the findings a resource policy raises.
                             * @enum {unknown}
                             */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /**
                             * @description Severity of what the policy matches.
                             * @enum {unknown}
                             */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @description A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`. */
                            expression: string;
                            /**
                             * Format: date-time
                             * @description Lists are ordered by it, newest first.
                             */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string;
                    /** @default true */
                    enabled?: boolean;
                    /**
                     * @description `resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).
                     * @enum {unknown}
                     */
                    target: "resource" | "finding";
                    /** @enum {unknown} */
                    dimension: "security" | "cost" | "architecture" | "compliance";
                    /** @enum {unknown} */
                    severity: "info" | "low" | "medium" | "high" | "critical";
                    /** @description A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`. */
                    expression: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `pol_`. */
                        id: string;
                        /** @description Short name; the title of findings a resource policy raises. */
                        name: string;
                        /** @description What the policy is for. */
                        description: string;
                        /** @description Disabled policies are not evaluated by audits. */
                        enabled: boolean;
                        /**
                         * @description `resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).
                         * @enum {unknown}
                         */
                        target: "resource" | "finding";
                        /**
                         * @description Dimension of the findings a resource policy raises.
                         * @enum {unknown}
                         */
                        dimension: "security" | "cost" | "architecture" | "compliance";
                        /**
                         * @description Severity of what the policy matches.
                         * @enum {unknown}
                         */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @description A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`. */
                        expression: string;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `pol_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `pol_`. */
                        id: string;
                        /** @description Short name; the title of findings a resource policy raises. */
                        name: string;
                        /** @description What the policy is for. */
                        description: string;
                        /** @description Disabled policies are not evaluated by audits. */
                        enabled: boolean;
                        /**
                         * @description `resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).
                         * @enum {unknown}
                         */
                        target: "resource" | "finding";
                        /**
                         * @description Dimension of the findings a resource policy raises.
                         * @enum {unknown}
                         */
                        dimension: "security" | "cost" | "architecture" | "compliance";
                        /**
                         * @description Severity of what the policy matches.
                         * @enum {unknown}
                         */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @description A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`. */
                        expression: string;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `pol_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `pol_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    enabled?: boolean;
                    /**
                     * @description `resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).
                     * @enum {unknown}
                     */
                    target?: "resource" | "finding";
                    /** @enum {unknown} */
                    dimension?: "security" | "cost" | "architecture" | "compliance";
                    /** @enum {unknown} */
                    severity?: "info" | "low" | "medium" | "high" | "critical";
                    /** @description A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`. */
                    expression?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `pol_`. */
                        id: string;
                        /** @description Short name; the title of findings a resource policy raises. */
                        name: string;
                        /** @description What the policy is for. */
                        description: string;
                        /** @description Disabled policies are not evaluated by audits. */
                        enabled: boolean;
                        /**
                         * @description `resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).
                         * @enum {unknown}
                         */
                        target: "resource" | "finding";
                        /**
                         * @description Dimension of the findings a resource policy raises.
                         * @enum {unknown}
                         */
                        dimension: "security" | "cost" | "architecture" | "compliance";
                        /**
                         * @description Severity of what the policy matches.
                         * @enum {unknown}
                         */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @description A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`. */
                        expression: string;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).
                     * @enum {unknown}
                     */
                    target: "resource" | "finding";
                    /** @description A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`. */
                    expression: string;
                    /**
                     * @description For target `finding`: shows which matches it would raise.
                     * @enum {unknown}
                     */
                    severity?: "info" | "low" | "medium" | "high" | "critical";
                    /**
                     * @description How many matches to return (the count covers all).
                     * @default 20
                     */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many resources (or open and accepted findings) match now. */
                        total: number;
                        /** @description How many were evaluated. */
                        scanned: number;
                        /** @description The first matches, in resource id order. */
                        matches: {
                            resource: {
                                id: string;
                                kind: string;
                                provider: string;
                                region: string;
                                name: string;
                                external_id: string;
                            };
                            finding: {
                                id: string;
                                check_id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                status: string;
                                title: string;
                                /** @description The severity the policy would raise it to; null if already at or above. */
                                would_raise_to: ("info" | "low" | "medium" | "high" | "critical") | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSuppressionRules: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The suppression rules of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `sup_`. */
                            id: string;
                            /** @description Short name, shown beside the findings it silences. */
                            name: string;
                            /** @description Why these findings are noise (required): the record an auditor reads. */
                            reason: string;
                            /** @description A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`. */
                            expression: string;
                            /** @description When the rule stops silencing; null: never. */
                            expires_at: string | null;
                            /** @description A disabled rule silences nothing: disabling it releases its findings. */
                            enabled: boolean;
                            /** @description Enabled and not expired: the rule silences what it matches. */
                            active: boolean;
                            /** @description Who created it (`usr_…`, `pat_…` or `oac_…`). */
                            created_by: string;
                            /**
                             * Format: date-time
                             * @description Lists are ordered by it, newest first.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Findings (any status) this rule silences now: `GET /v1/findings?suppressed=true` lists them with `suppressed_by` this id. */
                            matched_count: number;
                            /**
                             * @description `updating` while a change of the rule (created, enabled, disabled, expression or expiry changed, deleted) is being applied to a large tenant's findings in the background; `current` once `matched_count` and the findings' `suppressed_by` follow the rule as it is. Up to 10,000 findings are updated before the response.
                             * @enum {unknown}
                             */
                            matches: "current" | "updating";
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSuppressionRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Short name, shown beside the findings it silences. */
                    name: string;
                    /** @description Why these findings are noise (required): the record an auditor reads. */
                    reason: string;
                    /** @description A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`. */
                    expression: string;
                    /** @description When the rule stops silencing (in the future when set); its findings are released within a minute of it. null: never. */
                    expires_at?: string | null;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `sup_`. */
                        id: string;
                        /** @description Short name, shown beside the findings it silences. */
                        name: string;
                        /** @description Why these findings are noise (required): the record an auditor reads. */
                        reason: string;
                        /** @description A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`. */
                        expression: string;
                        /** @description When the rule stops silencing; null: never. */
                        expires_at: string | null;
                        /** @description A disabled rule silences nothing: disabling it releases its findings. */
                        enabled: boolean;
                        /** @description Enabled and not expired: the rule silences what it matches. */
                        active: boolean;
                        /** @description Who created it (`usr_…`, `pat_…` or `oac_…`). */
                        created_by: string;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description When it last changed.
                         */
                        updated_at: string;
                        /** @description Findings (any status) this rule silences now: `GET /v1/findings?suppressed=true` lists them with `suppressed_by` this id. */
                        matched_count: number;
                        /**
                         * @description `updating` while a change of the rule (created, enabled, disabled, expression or expiry changed, deleted) is being applied to a large tenant's findings in the background; `current` once `matched_count` and the findings' `suppressed_by` follow the rule as it is. Up to 10,000 findings are updated before the response.
                         * @enum {unknown}
                         */
                        matches: "current" | "updating";
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSuppressionRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `sup_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `sup_`. */
                        id: string;
                        /** @description Short name, shown beside the findings it silences. */
                        name: string;
                        /** @description Why these findings are noise (required): the record an auditor reads. */
                        reason: string;
                        /** @description A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`. */
                        expression: string;
                        /** @description When the rule stops silencing; null: never. */
                        expires_at: string | null;
                        /** @description A disabled rule silences nothing: disabling it releases its findings. */
                        enabled: boolean;
                        /** @description Enabled and not expired: the rule silences what it matches. */
                        active: boolean;
                        /** @description Who created it (`usr_…`, `pat_…` or `oac_…`). */
                        created_by: string;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description When it last changed.
                         */
                        updated_at: string;
                        /** @description Findings (any status) this rule silences now: `GET /v1/findings?suppressed=true` lists them with `suppressed_by` this id. */
                        matched_count: number;
                        /**
                         * @description `updating` while a change of the rule (created, enabled, disabled, expression or expiry changed, deleted) is being applied to a large tenant's findings in the background; `current` once `matched_count` and the findings' `suppressed_by` follow the rule as it is. Up to 10,000 findings are updated before the response.
                         * @enum {unknown}
                         */
                        matches: "current" | "updating";
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSuppressionRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `sup_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSuppressionRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `sup_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Short name, shown beside the findings it silences. */
                    name?: string;
                    /** @description Why these findings are noise (required): the record an auditor reads. */
                    reason?: string;
                    /** @description A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`. */
                    expression?: string;
                    /** @description When the rule stops silencing (in the future when set); its findings are released within a minute of it. null: never. */
                    expires_at?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `sup_`. */
                        id: string;
                        /** @description Short name, shown beside the findings it silences. */
                        name: string;
                        /** @description Why these findings are noise (required): the record an auditor reads. */
                        reason: string;
                        /** @description A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`. */
                        expression: string;
                        /** @description When the rule stops silencing; null: never. */
                        expires_at: string | null;
                        /** @description A disabled rule silences nothing: disabling it releases its findings. */
                        enabled: boolean;
                        /** @description Enabled and not expired: the rule silences what it matches. */
                        active: boolean;
                        /** @description Who created it (`usr_…`, `pat_…` or `oac_…`). */
                        created_by: string;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description When it last changed.
                         */
                        updated_at: string;
                        /** @description Findings (any status) this rule silences now: `GET /v1/findings?suppressed=true` lists them with `suppressed_by` this id. */
                        matched_count: number;
                        /**
                         * @description `updating` while a change of the rule (created, enabled, disabled, expression or expiry changed, deleted) is being applied to a large tenant's findings in the background; `current` once `matched_count` and the findings' `suppressed_by` follow the rule as it is. Up to 10,000 findings are updated before the response.
                         * @enum {unknown}
                         */
                        matches: "current" | "updating";
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewSuppressionRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`. */
                    expression: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many open and accepted findings no rule silences the expression matches now: what a rule would silence if created. */
                        total: number;
                        /** @description How many open and accepted findings were evaluated. */
                        scanned: number;
                        /** @description The first 20 matches, in finding id order. */
                        matches: {
                            finding: {
                                id: string;
                                check_id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                title: string;
                            };
                            resource: {
                                id: string;
                                kind: string;
                                provider: string;
                                region: string;
                                name: string;
                                external_id: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChecks: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only checks that evaluate resources of these providers; one value or a comma list. */
                provider?: string;
                /** @description Only these dimensions; one value or a comma list. */
                dimension?: string;
                /** @description Only these severities; one value or a comma list. */
                severity?: string;
                /** @description Only checks that evidence a requirement of these frameworks; one value or a comma list. */
                framework?: string;
                /** @description Only checks your tenant has enabled (`true`) or disabled (`false`). */
                enabled?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The checks of this page, by id. */
                        data: {
                            /** @description Stable id; the prefix names the dimension. Findings of the check carry it as `check_id`. */
                            id: string;
                            title: string;
                            /** @description The problem, as a finding of this check states it. */
                            description: string;
                            /** @description Why the problem matters: the risk or the cost. */
                            rationale: string;
                            /** @description How to fix it, in words. */
                            remediation: string;
                            /** @description A Terraform snippet that fixes it, where Terraform can; null otherwise. */
                            terraform_fix: string | null;
                            /**
                             * @description The severity of its findings (finding policies may raise it).
                             * @enum {unknown}
                             */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description The clouds whose resources it evaluates. */
                            providers: ("aws" | "gcp" | "azure" | "other")[];
                            /** @description The inventory kinds it reads. */
                            resource_kinds: ("instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external")[];
                            /** @description The Terraform resource types whose attributes it reads (the state importer maps them to `resource_kinds`). */
                            terraform_types: string[];
                            /** @description The framework requirements it evidences; see GET /v1/compliance/frameworks. */
                            compliance: {
                                /** @enum {unknown} */
                                framework: "cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa";
                                /** @description The requirement (control) ids of the framework this check evidences. */
                                requirements: string[];
                            }[];
                            /** @description Whether your audits and plan checks run it. Disabled: its open and accepted findings are resolved by the next audit (`finding.resolved` with resolution `check_disabled`) and it raises none until enabled again. */
                            enabled: boolean;
                            /** @description Your tenant's last change of the check; null: never changed (enabled). */
                            setting: {
                                enabled: boolean;
                                reason: string | null;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description Who changed it (`usr_…`, `pat_…` or `oac_…`). */
                                updated_by: string;
                            } | null;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A built-in check id, e.g. `sec.bucket_public_read`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable id; the prefix names the dimension. Findings of the check carry it as `check_id`. */
                        id: string;
                        title: string;
                        /** @description The problem, as a finding of this check states it. */
                        description: string;
                        /** @description Why the problem matters: the risk or the cost. */
                        rationale: string;
                        /** @description How to fix it, in words. */
                        remediation: string;
                        /** @description A Terraform snippet that fixes it, where Terraform can; null otherwise. */
                        terraform_fix: string | null;
                        /**
                         * @description The severity of its findings (finding policies may raise it).
                         * @enum {unknown}
                         */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @enum {unknown} */
                        dimension: "security" | "cost" | "architecture" | "compliance";
                        /** @description The clouds whose resources it evaluates. */
                        providers: ("aws" | "gcp" | "azure" | "other")[];
                        /** @description The inventory kinds it reads. */
                        resource_kinds: ("instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external")[];
                        /** @description The Terraform resource types whose attributes it reads (the state importer maps them to `resource_kinds`). */
                        terraform_types: string[];
                        /** @description The framework requirements it evidences; see GET /v1/compliance/frameworks. */
                        compliance: {
                            /** @enum {unknown} */
                            framework: "cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa";
                            /** @description The requirement (control) ids of the framework this check evidences. */
                            requirements: string[];
                        }[];
                        /** @description Whether your audits and plan checks run it. Disabled: its open and accepted findings are resolved by the next audit (`finding.resolved` with resolution `check_disabled`) and it raises none until enabled again. */
                        enabled: boolean;
                        /** @description Your tenant's last change of the check; null: never changed (enabled). */
                        setting: {
                            enabled: boolean;
                            reason: string | null;
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Who changed it (`usr_…`, `pat_…` or `oac_…`). */
                            updated_by: string;
                        } | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A built-in check id, e.g. `sec.bucket_public_read`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description `false` disables the check for your tenant; `true` enables it again. */
                    enabled: boolean;
                    /** @description Why the check is disabled (or enabled again): the record an auditor reads in the workspace audit log. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Stable id; the prefix names the dimension. Findings of the check carry it as `check_id`. */
                        id: string;
                        title: string;
                        /** @description The problem, as a finding of this check states it. */
                        description: string;
                        /** @description Why the problem matters: the risk or the cost. */
                        rationale: string;
                        /** @description How to fix it, in words. */
                        remediation: string;
                        /** @description A Terraform snippet that fixes it, where Terraform can; null otherwise. */
                        terraform_fix: string | null;
                        /**
                         * @description The severity of its findings (finding policies may raise it).
                         * @enum {unknown}
                         */
                        severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @enum {unknown} */
                        dimension: "security" | "cost" | "architecture" | "compliance";
                        /** @description The clouds whose resources it evaluates. */
                        providers: ("aws" | "gcp" | "azure" | "other")[];
                        /** @description The inventory kinds it reads. */
                        resource_kinds: ("instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external")[];
                        /** @description The Terraform resource types whose attributes it reads (the state importer maps them to `resource_kinds`). */
                        terraform_types: string[];
                        /** @description The framework requirements it evidences; see GET /v1/compliance/frameworks. */
                        compliance: {
                            /** @enum {unknown} */
                            framework: "cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa";
                            /** @description The requirement (control) ids of the framework this check evidences. */
                            requirements: string[];
                        }[];
                        /** @description Whether your audits and plan checks run it. Disabled: its open and accepted findings are resolved by the next audit (`finding.resolved` with resolution `check_disabled`) and it raises none until enabled again. */
                        enabled: boolean;
                        /** @description Your tenant's last change of the check; null: never changed (enabled). */
                        setting: {
                            enabled: boolean;
                            reason: string | null;
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Who changed it (`usr_…`, `pat_…` or `oac_…`). */
                            updated_by: string;
                        } | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listComplianceFrameworks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The frameworks of this page, in a fixed order (the CIS benchmarks first). */
                        data: {
                            /** @enum {unknown} */
                            id: "cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa";
                            /** @description e.g. `CIS Amazon Web Services Foundations Benchmark`. */
                            name: string;
                            /** @description The published version whose numbering the requirement ids follow. */
                            version: string;
                            /** @description The clouds whose resources it judges; null: every cloud. */
                            providers: ("aws" | "gcp" | "azure" | "other")[] | null;
                            /** @description Where the framework is published. */
                            url: string;
                            /** @description Which part of the published framework the data holds. */
                            coverage: string;
                            /** @description Requirements in the data. */
                            requirements: number;
                            /** @description Requirements at least one built-in check evidences; the others are always `not_assessed`. */
                            mapped_requirements: number;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComplianceFramework: {
        parameters: {
            query?: {
                /** @description A completed audit of your tenant (`aud_…`); default: the latest completed audit. */
                audit_id?: string;
            };
            header?: never;
            path: {
                /** @description A framework id, e.g. `cis_aws`, `pci_dss` (see GET /v1/compliance/frameworks). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        id: "cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa";
                        /** @description e.g. `CIS Amazon Web Services Foundations Benchmark`. */
                        name: string;
                        /** @description The published version whose numbering the requirement ids follow. */
                        version: string;
                        /** @description The clouds whose resources it judges; null: every cloud. */
                        providers: ("aws" | "gcp" | "azure" | "other")[] | null;
                        /** @description Where the framework is published. */
                        url: string;
                        /** @description Which part of the published framework the data holds. */
                        coverage: string;
                        /** @description The completed audit the statuses describe. */
                        audit_id: string;
                        totals: {
                            requirements: number;
                            passed: number;
                            failed: number;
                            not_assessed: number;
                        };
                        /** @description Every requirement, in the framework's order. */
                        requirements: {
                            /** @description The framework's numbering: `1.9`, `CC6.1`, `A.8.24`, `AC-2`, `164.312(a)(1)`, `3.5.1`. */
                            id: string;
                            title: string;
                            description: string;
                            section: string | null;
                            /**
                             * @description `failed`: an evidencing check has an open finding on a resource the framework judges; `passed`: at least one evidencing check was evaluated and none has; `not_assessed`: nothing here judges it (never shown as passed) — see `not_assessed_reason`.
                             * @enum {unknown}
                             */
                            status: "passed" | "failed" | "not_assessed";
                            /** @description `no_check`: no built-in check evidences it (evidence must come from elsewhere); `not_evaluated`: its checks exist but the audit saw no resource they read. null unless not assessed. */
                            not_assessed_reason: ("no_check" | "not_evaluated") | null;
                            /** @description Distinct resources failing it. */
                            failing_resources: number;
                            /** @description Open findings of its checks on those resources. */
                            failing_findings: number;
                            checks: {
                                /** @description A check that evidences it (GET /v1/checks/{id}). */
                                id: string;
                                title: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @description Whether the audit evaluated it (saw a resource of a kind it reads). */
                                evaluated: boolean;
                                open_findings: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only these statuses; one value or a comma list. */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The reports of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `rpt_`. */
                            id: string;
                            /**
                             * @description Which deliverable.
                             * @enum {unknown}
                             */
                            type: "executive_summary" | "remediation_plan" | "compliance_evidence";
                            /**
                             * @description Output format.
                             * @enum {unknown}
                             */
                            format: "pdf" | "json";
                            /**
                             * @description `pending` until generated, then `ready` or `failed`.
                             * @enum {unknown}
                             */
                            status: "pending" | "ready" | "failed";
                            /** @description The audit the report describes. */
                            audit_id: string | null;
                            /** @description The framework of a `compliance_evidence` report; null for the other types. */
                            framework: ("cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa") | null;
                            /** @description The findings filters the request gave; null when none. */
                            filters: {
                                /** @description Only findings of these severities (at the audit). */
                                severity?: ("info" | "low" | "medium" | "high" | "critical")[];
                                /** @description Only findings of these dimensions. */
                                dimension?: ("security" | "cost" | "architecture" | "compliance")[];
                                /** @description Which findings count as outstanding: `open` (default) and/or `accepted_risk`. Resolved findings are never in a report. */
                                status?: ("open" | "accepted_risk")[];
                                /** @description Only findings on this resource (`res_` id). */
                                resource_id?: string;
                                /** @description Only findings raised by this check (or `pol_` policy). */
                                check_id?: string;
                                /**
                                 * Format: date-time
                                 * @description Only findings first detected at or after this instant.
                                 */
                                detected_after?: string;
                                /**
                                 * Format: date-time
                                 * @description Only findings first detected before this instant.
                                 */
                                detected_before?: string;
                            } | null;
                            /**
                             * Format: date-time
                             * @description Lists are ordered by it, newest first.
                             */
                            created_at: string;
                            /** @description When generation finished; null while pending. */
                            completed_at: string | null;
                            /** @description Size of the content once `ready`; null otherwise. */
                            size_bytes: number | null;
                            /** @description Where to download the content once `ready` (`/v1/reports/{id}/content`); null otherwise. */
                            content_url: string | null;
                            /** @description Why generation failed; null otherwise. */
                            failure_reason: string | null;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same body within 24 hours returns the same report instead of a new one; with another body → 422 `idempotency_key_reused`. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description executive_summary, remediation_plan or compliance_evidence.
                     * @enum {unknown}
                     */
                    type: "executive_summary" | "remediation_plan" | "compliance_evidence";
                    /**
                     * @description `pdf` (cover, contents, page numbers, vector charts) or `json` (the versioned `ReportDocument`).
                     * @enum {unknown}
                     */
                    format: "pdf" | "json";
                    /** @description A completed audit of your tenant (`aud_…`); default: the latest completed audit. */
                    audit_id?: string;
                    /** @description Findings filters, as in `GET /v1/findings` but as JSON arrays; they narrow every number of the report. */
                    filters?: {
                        /** @description Only findings of these severities (at the audit). */
                        severity?: ("info" | "low" | "medium" | "high" | "critical")[];
                        /** @description Only findings of these dimensions. */
                        dimension?: ("security" | "cost" | "architecture" | "compliance")[];
                        /** @description Which findings count as outstanding: `open` (default) and/or `accepted_risk`. Resolved findings are never in a report. */
                        status?: ("open" | "accepted_risk")[];
                        /** @description Only findings on this resource (`res_` id). */
                        resource_id?: string;
                        /** @description Only findings raised by this check (or `pol_` policy). */
                        check_id?: string;
                        /**
                         * Format: date-time
                         * @description Only findings first detected at or after this instant.
                         */
                        detected_after?: string;
                        /**
                         * Format: date-time
                         * @description Only findings first detected before this instant.
                         */
                        detected_before?: string;
                    };
                    /**
                     * @description Required for `compliance_evidence` (cis_aws, cis_gcp, cis_azure, soc2, pci_dss, iso_27001, nist_800_53, hipaa); not allowed for the other types.
                     * @enum {unknown}
                     */
                    framework?: "cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `rpt_`. */
                        id: string;
                        /**
                         * @description Which deliverable.
                         * @enum {unknown}
                         */
                        type: "executive_summary" | "remediation_plan" | "compliance_evidence";
                        /**
                         * @description Output format.
                         * @enum {unknown}
                         */
                        format: "pdf" | "json";
                        /**
                         * @description `pending` until generated, then `ready` or `failed`.
                         * @enum {unknown}
                         */
                        status: "pending" | "ready" | "failed";
                        /** @description The audit the report describes. */
                        audit_id: string | null;
                        /** @description The framework of a `compliance_evidence` report; null for the other types. */
                        framework: ("cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa") | null;
                        /** @description The findings filters the request gave; null when none. */
                        filters: {
                            /** @description Only findings of these severities (at the audit). */
                            severity?: ("info" | "low" | "medium" | "high" | "critical")[];
                            /** @description Only findings of these dimensions. */
                            dimension?: ("security" | "cost" | "architecture" | "compliance")[];
                            /** @description Which findings count as outstanding: `open` (default) and/or `accepted_risk`. Resolved findings are never in a report. */
                            status?: ("open" | "accepted_risk")[];
                            /** @description Only findings on this resource (`res_` id). */
                            resource_id?: string;
                            /** @description Only findings raised by this check (or `pol_` policy). */
                            check_id?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected at or after this instant.
                             */
                            detected_after?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected before this instant.
                             */
                            detected_before?: string;
                        } | null;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /** @description When generation finished; null while pending. */
                        completed_at: string | null;
                        /** @description Size of the content once `ready`; null otherwise. */
                        size_bytes: number | null;
                        /** @description Where to download the content once `ready` (`/v1/reports/{id}/content`); null otherwise. */
                        content_url: string | null;
                        /** @description Why generation failed; null otherwise. */
                        failure_reason: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `rpt_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `rpt_`. */
                        id: string;
                        /**
                         * @description Which deliverable.
                         * @enum {unknown}
                         */
                        type: "executive_summary" | "remediation_plan" | "compliance_evidence";
                        /**
                         * @description Output format.
                         * @enum {unknown}
                         */
                        format: "pdf" | "json";
                        /**
                         * @description `pending` until generated, then `ready` or `failed`.
                         * @enum {unknown}
                         */
                        status: "pending" | "ready" | "failed";
                        /** @description The audit the report describes. */
                        audit_id: string | null;
                        /** @description The framework of a `compliance_evidence` report; null for the other types. */
                        framework: ("cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa") | null;
                        /** @description The findings filters the request gave; null when none. */
                        filters: {
                            /** @description Only findings of these severities (at the audit). */
                            severity?: ("info" | "low" | "medium" | "high" | "critical")[];
                            /** @description Only findings of these dimensions. */
                            dimension?: ("security" | "cost" | "architecture" | "compliance")[];
                            /** @description Which findings count as outstanding: `open` (default) and/or `accepted_risk`. Resolved findings are never in a report. */
                            status?: ("open" | "accepted_risk")[];
                            /** @description Only findings on this resource (`res_` id). */
                            resource_id?: string;
                            /** @description Only findings raised by this check (or `pol_` policy). */
                            check_id?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected at or after this instant.
                             */
                            detected_after?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected before this instant.
                             */
                            detected_before?: string;
                        } | null;
                        /**
                         * Format: date-time
                         * @description Lists are ordered by it, newest first.
                         */
                        created_at: string;
                        /** @description When generation finished; null while pending. */
                        completed_at: string | null;
                        /** @description Size of the content once `ready`; null otherwise. */
                        size_bytes: number | null;
                        /** @description Where to download the content once `ready` (`/v1/reports/{id}/content`); null otherwise. */
                        content_url: string | null;
                        /** @description Why generation failed; null otherwise. */
                        failure_reason: string | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReportContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `rpt_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/json": {
                        /**
                         * @description Version of this document's schema: 1. Additive changes keep it; a breaking change increments it.
                         * @enum {number}
                         */
                        schema_version: 1;
                        /**
                         * @description `executive_summary`: posture score, open findings, trend, top risks, changes and cost waste.
                         * @enum {string}
                         */
                        type: "executive_summary";
                        /**
                         * Format: date-time
                         * @description When the report was generated (UTC).
                         */
                        generated_at: string;
                        /** @description The workspace the report describes. */
                        tenant: {
                            /** @description The workspace (tenant) id. */
                            id: string;
                            /** @description The workspace name. */
                            name: string;
                            /**
                             * @description `sandbox` (synthetic data) or `production`.
                             * @enum {unknown}
                             */
                            mode: "sandbox" | "production";
                        };
                        /** @description The completed audit whose results the report presents. Findings are counted as they stood right after it. */
                        audit: {
                            /** @description The audit the report describes (`aud_` id). */
                            id: string;
                            /** @description What started the audit (`api`, `schedule`, `reanalysis`, `sandbox_seed`). */
                            trigger: string;
                            /**
                             * Format: date-time
                             * @description When the audit pass began.
                             */
                            started_at: string;
                            /**
                             * Format: date-time
                             * @description When the audit pass finished: the evidence is as of this instant.
                             */
                            completed_at: string;
                            /**
                             * Format: date-time
                             * @description The inventory instant the audit evaluated.
                             */
                            snapshot_at: string;
                            /** @description Resources the audit evaluated. */
                            resources_scanned: number;
                        };
                        /** @description The filters applied to every number of the report (none but `status` when the request had none). */
                        filters: {
                            /** @description Only findings of these severities (at the audit). */
                            severity?: ("info" | "low" | "medium" | "high" | "critical")[];
                            /** @description Only findings of these dimensions. */
                            dimension?: ("security" | "cost" | "architecture" | "compliance")[];
                            /** @description The statuses counted as outstanding (default `["open"]`). */
                            status: ("open" | "accepted_risk")[];
                            /** @description Only findings on this resource (`res_` id). */
                            resource_id?: string;
                            /** @description Only findings raised by this check (or `pol_` policy). */
                            check_id?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected at or after this instant.
                             */
                            detected_after?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected before this instant.
                             */
                            detected_before?: string;
                        };
                        /** @description How healthy the estate is, as one number. */
                        posture_score: {
                            /** @description Posture score 0–100 (higher is better): score = clamp(0, 100, 100 − 10 × W ÷ R), rounded to one decimal; W = Σ weight of each open finding (critical 10, high 5, medium 2, low 1, info 0); R = resources the audit evaluated; no score when R = 0. */
                            value: number | null;
                            /** @description W: the sum of the severity weights of the open findings counted. */
                            weighted_open_findings: number;
                            /** @description R: resources the audit evaluated. */
                            resources_evaluated: number;
                            /** @description The severity weights. */
                            weights: {
                                /** @description Weight of one info finding (0). */
                                info: number;
                                /** @description Weight of one low finding (1). */
                                low: number;
                                /** @description Weight of one medium finding (2). */
                                medium: number;
                                /** @description Weight of one high finding (5). */
                                high: number;
                                /** @description Weight of one critical finding (10). */
                                critical: number;
                            };
                            /** @description The formula in words. */
                            formula: string;
                        };
                        /** @description Open findings right after the audit. */
                        open_findings: {
                            /** @description Open findings counted (after the filters). */
                            total: number;
                            /** @description Open findings by severity. */
                            by_severity: {
                                /** @description Findings of severity info. */
                                info: number;
                                /** @description Findings of severity low. */
                                low: number;
                                /** @description Findings of severity medium. */
                                medium: number;
                                /** @description Findings of severity high. */
                                high: number;
                                /** @description Findings of severity critical. */
                                critical: number;
                            };
                            /** @description Open findings by dimension. */
                            by_dimension: {
                                /** @description Findings of dimension security. */
                                security: number;
                                /** @description Findings of dimension cost. */
                                cost: number;
                                /** @description Findings of dimension architecture. */
                                architecture: number;
                                /** @description Findings of dimension compliance. */
                                compliance: number;
                            };
                            /** @description Open findings by dimension × severity: every cell, zeros included. */
                            matrix: {
                                /** @description Open security findings by severity. */
                                security: {
                                    /** @description Findings of severity info. */
                                    info: number;
                                    /** @description Findings of severity low. */
                                    low: number;
                                    /** @description Findings of severity medium. */
                                    medium: number;
                                    /** @description Findings of severity high. */
                                    high: number;
                                    /** @description Findings of severity critical. */
                                    critical: number;
                                };
                                /** @description Open cost findings by severity. */
                                cost: {
                                    /** @description Findings of severity info. */
                                    info: number;
                                    /** @description Findings of severity low. */
                                    low: number;
                                    /** @description Findings of severity medium. */
                                    medium: number;
                                    /** @description Findings of severity high. */
                                    high: number;
                                    /** @description Findings of severity critical. */
                                    critical: number;
                                };
                                /** @description Open architecture findings by severity. */
                                architecture: {
                                    /** @description Findings of severity info. */
                                    info: number;
                                    /** @description Findings of severity low. */
                                    low: number;
                                    /** @description Findings of severity medium. */
                                    medium: number;
                                    /** @description Findings of severity high. */
                                    high: number;
                                    /** @description Findings of severity critical. */
                                    critical: number;
                                };
                                /** @description Open compliance findings by severity. */
                                compliance: {
                                    /** @description Findings of severity info. */
                                    info: number;
                                    /** @description Findings of severity low. */
                                    low: number;
                                    /** @description Findings of severity medium. */
                                    medium: number;
                                    /** @description Findings of severity high. */
                                    high: number;
                                    /** @description Findings of severity critical. */
                                    critical: number;
                                };
                            };
                        };
                        /** @description The last 10 completed audits up to and including this one, oldest first, from each audit's own summary: the whole workspace, without this report's filters. */
                        trend: {
                            /** @description `aud_` id. */
                            audit_id: string;
                            /**
                             * Format: date-time
                             * @description When that audit completed.
                             */
                            completed_at: string;
                            /** @description Resources it evaluated. */
                            resources_scanned: number;
                            /** @description Findings it left open. */
                            open: number;
                            /** @description Findings it left open, by severity. */
                            by_severity: {
                                /** @description Findings of severity info. */
                                info: number;
                                /** @description Findings of severity low. */
                                low: number;
                                /** @description Findings of severity medium. */
                                medium: number;
                                /** @description Findings of severity high. */
                                high: number;
                                /** @description Findings of severity critical. */
                                critical: number;
                            };
                            /** @description Posture score 0–100 (higher is better): score = clamp(0, 100, 100 − 10 × W ÷ R), rounded to one decimal; W = Σ weight of each open finding (critical 10, high 5, medium 2, low 1, info 0); R = resources the audit evaluated; no score when R = 0. */
                            score: number | null;
                        }[];
                        /** @description The 10 checks with open findings ranked by highest severity, then by affected resources. */
                        top_risks: {
                            /** @description 1 = most urgent. */
                            rank: number;
                            /** @description The check (or `pol_` policy). */
                            check_id: string;
                            /** @description What is wrong. */
                            title: string;
                            /**
                             * @description Severity: `info`, `low`, `medium`, `high` or `critical`.
                             * @enum {unknown}
                             */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /**
                             * @description The 4D category: `security`, `cost`, `architecture` or `compliance`.
                             * @enum {unknown}
                             */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description Resources with this open finding. */
                            affected_resources: number;
                        }[];
                        /** @description What changed since the previous completed audit, net of the audits between them (as `GET /v1/audits/{id}/diff`). Filters apply except `status`. */
                        changes: {
                            /** @description The previous completed audit; null when there is none (everything open is then new). */
                            previous_audit: {
                                /** @description `aud_` id. */
                                id: string;
                                /**
                                 * Format: date-time
                                 * @description When it completed.
                                 */
                                completed_at: string;
                            } | null;
                            /** @description Findings open after this audit that were not open after the previous one (first detected or reopened). */
                            new: number;
                            /** @description Findings open after the previous audit that this audit (or one between them) found fixed. */
                            resolved: number;
                        };
                        /** @description Estimated monthly waste from open cost findings: list prices, to rank savings rather than to invoice them. */
                        cost: {
                            /**
                             * @description Amounts are US dollars.
                             * @enum {string}
                             */
                            currency: "USD";
                            /** @description Sum of the monthly saving estimated by each open cost finding's check, from the resource's attributes at the audit's snapshot. */
                            estimated_monthly_waste: number;
                            /** @description Open cost findings counted. */
                            findings: number;
                            /** @description Open cost findings with no estimate (raised by custom policies), not in the sum. */
                            findings_without_estimate: number;
                            /** @description Waste per check, largest first. */
                            by_check: {
                                /** @description The cost check. */
                                check_id: string;
                                /** @description What is wasted. */
                                title: string;
                                /** @description Open findings of this check. */
                                findings: number;
                                /** @description Their estimated monthly waste. */
                                monthly_usd: number;
                            }[];
                        };
                    } | {
                        /**
                         * @description Version of this document's schema: 1. Additive changes keep it; a breaking change increments it.
                         * @enum {number}
                         */
                        schema_version: 1;
                        /**
                         * @description `remediation_plan`: overdue findings first, then open findings per owner by due date, and grouped by check, most urgent first, as a checklist.
                         * @enum {string}
                         */
                        type: "remediation_plan";
                        /**
                         * Format: date-time
                         * @description When the report was generated (UTC).
                         */
                        generated_at: string;
                        /** @description The workspace the report describes. */
                        tenant: {
                            /** @description The workspace (tenant) id. */
                            id: string;
                            /** @description The workspace name. */
                            name: string;
                            /**
                             * @description `sandbox` (synthetic data) or `production`.
                             * @enum {unknown}
                             */
                            mode: "sandbox" | "production";
                        };
                        /** @description The completed audit whose results the report presents. Findings are counted as they stood right after it. */
                        audit: {
                            /** @description The audit the report describes (`aud_` id). */
                            id: string;
                            /** @description What started the audit (`api`, `schedule`, `reanalysis`, `sandbox_seed`). */
                            trigger: string;
                            /**
                             * Format: date-time
                             * @description When the audit pass began.
                             */
                            started_at: string;
                            /**
                             * Format: date-time
                             * @description When the audit pass finished: the evidence is as of this instant.
                             */
                            completed_at: string;
                            /**
                             * Format: date-time
                             * @description The inventory instant the audit evaluated.
                             */
                            snapshot_at: string;
                            /** @description Resources the audit evaluated. */
                            resources_scanned: number;
                        };
                        /** @description The filters applied to every number of the report (none but `status` when the request had none). */
                        filters: {
                            /** @description Only findings of these severities (at the audit). */
                            severity?: ("info" | "low" | "medium" | "high" | "critical")[];
                            /** @description Only findings of these dimensions. */
                            dimension?: ("security" | "cost" | "architecture" | "compliance")[];
                            /** @description The statuses counted as outstanding (default `["open"]`). */
                            status: ("open" | "accepted_risk")[];
                            /** @description Only findings on this resource (`res_` id). */
                            resource_id?: string;
                            /** @description Only findings raised by this check (or `pol_` policy). */
                            check_id?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected at or after this instant.
                             */
                            detected_after?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected before this instant.
                             */
                            detected_before?: string;
                        };
                        /** @description What the plan covers. */
                        totals: {
                            /** @description Open findings in the plan. */
                            open_findings: number;
                            /** @description Checks (groups) with open findings. */
                            groups: number;
                            /** @description Distinct resources with at least one open finding. */
                            affected_resources: number;
                        };
                        /** @description Overdue findings, first: the ones to fix before anything else. */
                        overdue: {
                            /** @description Open findings past their due date when the report was generated. */
                            total: number;
                            /** @description The first 50, most overdue first. */
                            items: {
                                /** @description The finding (`fnd_` id). */
                                finding_id: string;
                                /** @description What is wrong. */
                                title: string;
                                /** @description The check (or `pol_` policy) that raised it. */
                                check_id: string;
                                /**
                                 * @description Severity: `info`, `low`, `medium`, `high` or `critical`.
                                 * @enum {unknown}
                                 */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /**
                                 * @description `open`, or `accepted_risk` when the report includes accepted risks.
                                 * @enum {unknown}
                                 */
                                status: "open" | "accepted_risk";
                                /** @description Its due date (SLA policy or set by hand); null: none. */
                                due_at: string | null;
                                /**
                                 * @description Against its due date when the report was generated (`none` unless open with a due date).
                                 * @enum {unknown}
                                 */
                                sla_status: "none" | "on_track" | "due_soon" | "overdue";
                                /** @description The resource (`res_` id). */
                                resource_id: string;
                                /** @description The resource's name (its id when it left the inventory). */
                                resource_name: string;
                                /** @description Its owner, or null. */
                                assignee: {
                                    /** @description The member (`usr_` id). */
                                    id: string;
                                    /** @description Their name. */
                                    name: string;
                                } | null;
                            }[];
                        };
                        /** @description The plan's findings per owner: owners with the most overdue findings first, then the earliest due date; unowned findings are one group (assignee null). */
                        owners: {
                            /** @description The owner (a member); null: findings nobody owns. */
                            assignee: {
                                /** @description The member (`usr_` id). */
                                id: string;
                                /** @description Their name. */
                                name: string;
                            } | null;
                            /** @description Findings of the plan this owner has. */
                            findings: number;
                            /** @description Of them, open and past their due date. */
                            overdue: number;
                            /** @description The earliest due date among them; null when none has one. */
                            next_due_at: string | null;
                            /** @description The first 25, by due date (none last), then most severe. */
                            items: {
                                /** @description The finding (`fnd_` id). */
                                finding_id: string;
                                /** @description What is wrong. */
                                title: string;
                                /** @description The check (or `pol_` policy) that raised it. */
                                check_id: string;
                                /**
                                 * @description Severity: `info`, `low`, `medium`, `high` or `critical`.
                                 * @enum {unknown}
                                 */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /**
                                 * @description `open`, or `accepted_risk` when the report includes accepted risks.
                                 * @enum {unknown}
                                 */
                                status: "open" | "accepted_risk";
                                /** @description Its due date (SLA policy or set by hand); null: none. */
                                due_at: string | null;
                                /**
                                 * @description Against its due date when the report was generated (`none` unless open with a due date).
                                 * @enum {unknown}
                                 */
                                sla_status: "none" | "on_track" | "due_soon" | "overdue";
                                /** @description The resource (`res_` id). */
                                resource_id: string;
                                /** @description The resource's name (its id when it left the inventory). */
                                resource_name: string;
                                /** @description Its owner, or null. */
                                assignee: {
                                    /** @description The member (`usr_` id). */
                                    id: string;
                                    /** @description Their name. */
                                    name: string;
                                } | null;
                            }[];
                        }[];
                        /** @description At most this many resources (25) are listed per group, most severe first; `affected_resources.total` counts them all. */
                        resources_per_group: number;
                        /** @description One group per check, ordered by highest severity, then affected resources (most first), then check id. */
                        groups: {
                            /** @description 1 = fix first. */
                            rank: number;
                            /** @description The check (or `pol_` policy) whose findings the group holds. */
                            check_id: string;
                            /**
                             * @description `check` (built-in library) or `policy` (a custom policy).
                             * @enum {unknown}
                             */
                            source: "check" | "policy";
                            /** @description What is wrong. */
                            title: string;
                            /**
                             * @description Severity: `info`, `low`, `medium`, `high` or `critical`.
                             * @enum {unknown}
                             */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /**
                             * @description The 4D category: `security`, `cost`, `architecture` or `compliance`.
                             * @enum {unknown}
                             */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description How to fix it, step by step (from the check library). */
                            remediation_steps: string[];
                            /** @description How much work fixing one affected resource typically takes (set per check). */
                            effort: {
                                /**
                                 * @description Effort per resource: `low` — Under an hour per resource: a setting or policy change, no downtime or migration. `medium` — Hours per resource: a change that needs testing, the owner's agreement or a maintenance window. `high` — Days: a migration or redesign (a replacement resource, a data copy or application changes).
                                 * @enum {unknown}
                                 */
                                level: "low" | "medium" | "high";
                                /** @description The level in words. */
                                hint: string;
                            };
                            /** @description The resources with this open finding: how many, and the first of them. */
                            affected_resources: {
                                /** @description Resources with this open finding. */
                                total: number;
                                /** @description The first of them, most severe first, then by name. */
                                items: {
                                    /** @description The finding (`fnd_` id). */
                                    finding_id: string;
                                    /** @description The resource (`res_` id). */
                                    resource_id: string;
                                    /** @description Resource name. */
                                    name: string;
                                    /** @description The provider's identifier (ARN, self link, Azure resource id). */
                                    external_id: string;
                                    /**
                                     * @description Resource kind.
                                     * @enum {unknown}
                                     */
                                    kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                    /**
                                     * @description Cloud provider.
                                     * @enum {unknown}
                                     */
                                    provider: "aws" | "gcp" | "azure" | "other";
                                    /** @description Region or location. */
                                    region: string;
                                    /**
                                     * @description Severity: `info`, `low`, `medium`, `high` or `critical`.
                                     * @enum {unknown}
                                     */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /**
                                     * Format: date-time
                                     * @description When an audit first saw the problem (how long it has been outstanding).
                                     */
                                    first_seen_at: string;
                                }[];
                            };
                        }[];
                    } | {
                        /**
                         * @description Version of this document's schema: 1. Additive changes keep it; a breaking change increments it.
                         * @enum {number}
                         */
                        schema_version: 1;
                        /**
                         * @description `compliance_evidence`: per control of one framework, its status and the evidence.
                         * @enum {string}
                         */
                        type: "compliance_evidence";
                        /**
                         * Format: date-time
                         * @description When the report was generated (UTC).
                         */
                        generated_at: string;
                        /** @description The workspace the report describes. */
                        tenant: {
                            /** @description The workspace (tenant) id. */
                            id: string;
                            /** @description The workspace name. */
                            name: string;
                            /**
                             * @description `sandbox` (synthetic data) or `production`.
                             * @enum {unknown}
                             */
                            mode: "sandbox" | "production";
                        };
                        /** @description The completed audit whose results the report presents. Findings are counted as they stood right after it. */
                        audit: {
                            /** @description The audit the report describes (`aud_` id). */
                            id: string;
                            /** @description What started the audit (`api`, `schedule`, `reanalysis`, `sandbox_seed`). */
                            trigger: string;
                            /**
                             * Format: date-time
                             * @description When the audit pass began.
                             */
                            started_at: string;
                            /**
                             * Format: date-time
                             * @description When the audit pass finished: the evidence is as of this instant.
                             */
                            completed_at: string;
                            /**
                             * Format: date-time
                             * @description The inventory instant the audit evaluated.
                             */
                            snapshot_at: string;
                            /** @description Resources the audit evaluated. */
                            resources_scanned: number;
                        };
                        /** @description The filters applied to every number of the report (none but `status` when the request had none). */
                        filters: {
                            /** @description Only findings of these severities (at the audit). */
                            severity?: ("info" | "low" | "medium" | "high" | "critical")[];
                            /** @description Only findings of these dimensions. */
                            dimension?: ("security" | "cost" | "architecture" | "compliance")[];
                            /** @description The statuses counted as outstanding (default `["open"]`). */
                            status: ("open" | "accepted_risk")[];
                            /** @description Only findings on this resource (`res_` id). */
                            resource_id?: string;
                            /** @description Only findings raised by this check (or `pol_` policy). */
                            check_id?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected at or after this instant.
                             */
                            detected_after?: string;
                            /**
                             * Format: date-time
                             * @description Only findings first detected before this instant.
                             */
                            detected_before?: string;
                        };
                        /** @description The framework whose controls the report evidences. */
                        framework: {
                            /**
                             * @description Compliance framework: `cis_aws`, `cis_gcp`, `cis_azure`, `soc2`, `pci_dss`, `iso_27001`, `nist_800_53`, `hipaa`.
                             * @enum {unknown}
                             */
                            id: "cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa";
                            /** @description The framework's name, e.g. `CIS Amazon Web Services Foundations Benchmark`. */
                            name: string;
                            /** @description The version whose numbering the control ids follow, e.g. `5.0.0`. */
                            version: string;
                            /** @description The clouds whose resources the framework judges (`["aws"]` for CIS AWS); null: every cloud (SOC 2, PCI DSS, ISO 27001, NIST 800-53, HIPAA). Findings on other clouds' resources are not counted. */
                            providers: ("aws" | "gcp" | "azure" | "other")[] | null;
                        };
                        /** @description Controls by status. */
                        totals: {
                            /** @description Controls (requirements) of the framework, as its data file lists them. */
                            controls: number;
                            /** @description Controls that pass. */
                            pass: number;
                            /** @description Controls that fail. */
                            fail: number;
                            /** @description Controls not evaluated. */
                            not_evaluated: number;
                            /** @description Controls no check of the library evidences: they need evidence from elsewhere. */
                            not_assessed: number;
                        };
                        /** @description What the audit evaluated: its inventory snapshot by kind (a check is evaluated when the snapshot holds a resource of a kind it reads). */
                        inventory: {
                            /**
                             * @description Resource kind.
                             * @enum {unknown}
                             */
                            kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                            /** @description Resources of this kind in the audit's inventory snapshot. */
                            resources: number;
                        }[];
                        /** @description At most this many failing findings (25) are listed per control; the totals count them all. */
                        failing_per_control: number;
                        /** @description Every control of the framework, in the framework's order, with its title and status. */
                        controls: {
                            /** @description The control: a CIS recommendation number, a SOC 2 criterion (`CC6.1`), an ISO 27001 control (`A.8.24`), a NIST control (`AC-2`), a PCI DSS or HIPAA requirement. */
                            control_id: string;
                            /** @description The control's title in the framework. */
                            title: string;
                            /** @description What the control asks, in one or two sentences. */
                            description: string;
                            /** @description The framework chapter it belongs to, e.g. `1 Identity and Access Management`. */
                            section?: string;
                            /**
                             * @description `fail`: an evidencing check has an open finding; `pass`: at least one evidencing check was evaluated and none has an open finding; `not_evaluated`: none of its checks was evaluated (the audit saw no resource of a kind they read, or the filters leave none of them); `not_assessed`: no check of the library evidences it (never shown as passed).
                             * @enum {unknown}
                             */
                            status: "pass" | "fail" | "not_evaluated" | "not_assessed";
                            /** @description The checks that evidence the control; empty when it is not assessed. */
                            checks: {
                                /** @description A check that evidences the control. */
                                check_id: string;
                                /** @description What it verifies (stated as the problem it finds). */
                                title: string;
                                /**
                                 * @description Severity: `info`, `low`, `medium`, `high` or `critical`.
                                 * @enum {unknown}
                                 */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @description Whether the audit evaluated it (and the filters keep it). */
                                evaluated: boolean;
                                /** @description Its open findings. */
                                open_findings: number;
                            }[];
                            /** @description What fails the control: its open findings and their resources. */
                            failing: {
                                /** @description Open findings of the evidencing checks. */
                                findings: number;
                                /** @description Distinct resources failing the control. */
                                resources: number;
                                /** @description The first failing findings, most severe first, then by resource name. */
                                items: {
                                    /** @description The finding (`fnd_` id). */
                                    finding_id: string;
                                    /** @description The resource (`res_` id). */
                                    resource_id: string;
                                    /** @description Resource name. */
                                    name: string;
                                    /** @description The provider's identifier (ARN, self link, Azure resource id). */
                                    external_id: string;
                                    /**
                                     * @description Resource kind.
                                     * @enum {unknown}
                                     */
                                    kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                    /**
                                     * @description Cloud provider.
                                     * @enum {unknown}
                                     */
                                    provider: "aws" | "gcp" | "azure" | "other";
                                    /** @description Region or location. */
                                    region: string;
                                    /**
                                     * @description Severity: `info`, `low`, `medium`, `high` or `critical`.
                                     * @enum {unknown}
                                     */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /**
                                     * Format: date-time
                                     * @description When an audit first saw the problem (how long it has been outstanding).
                                     */
                                    first_seen_at: string;
                                    /** @description The failing check. */
                                    check_id: string;
                                }[];
                            };
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only these event types; one value or a comma list, e.g. `finding.created,finding.resolved`. */
                type?: string;
                /** @description Only events created at or after this instant (ISO 8601 with a time zone). Inclusive, because events written together share `created_at`: pass the `created_at` of the last event you processed and skip the ids you already have. */
                created_after?: string;
                /** @description `failed`: only events whose delivery to at least one of your webhook endpoints failed for good (8 attempts or the 24-hour window used up, or the endpoint answered 410 Gone). Deliveries still being retried are not failed, and an event redelivered successfully to that endpoint since is no longer failed. */
                delivery_status?: "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The events of this page, newest first. */
                        data: ({
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.created";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A new finding was detected. */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.severity_changed";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A finding's severity was reclassified (for example a finding policy started or stopped matching). */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                                /** @enum {unknown} */
                                previous_severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @description The audit that reclassified it. */
                                audit_id: string | null;
                                /** @description Finding policies that now match it. */
                                policy_ids: string[];
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.resolved";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A finding was fixed or accepted as a known risk. */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                                /**
                                 * @description `fixed`: an audit no longer saw the problem. `accepted_risk`: a user accepted it. `check_disabled`: the tenant disabled the check (PATCH /v1/checks/{id}), so the audit no longer runs it. `resource_removed`: its resource left the inventory (`resource.removed`: a complete import of its source no longer contained it), so the audit no longer sees it.
                                 * @enum {unknown}
                                 */
                                resolution: "fixed" | "accepted_risk" | "check_disabled" | "resource_removed";
                                /** @description The reason given when accepting the risk. */
                                reason: string | null;
                                /** @description When an accepted risk reopens; null if never. */
                                expires_at: string | null;
                                /** @description The audit that found the problem gone; null for an acceptance. */
                                audit_id: string | null;
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.updated";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description Someone triaged a finding (status, assignee, due date, a note added or deleted), or an acceptance lapsed and the finding reopened by itself (actor `system`), or a suppression rule started or stopped silencing it (actor `system`; no other event is sent for a suppressed finding except `finding.resolved`). Audits' changes have their own events. */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                    /** Format: date-time */
                                    detected_at: string;
                                };
                                /** @description What changed, each field `{from, to}`: `status` (and its `reason` and `accepted_until` when accepting a risk), `assignee` (`usr_…` or null), `due_at`, `note` (from null to the new note's id, or from the deleted note's id to null), `suppressed_by` (from null to the suppression rule that now silences the finding, or from the rule to null when it no longer does; actor `system`). Only the fields that changed are present. */
                                changes: {
                                    status?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    reason?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    accepted_until?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    assignee?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    due_at?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    note?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    suppressed_by?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                };
                                actor: {
                                    /** @enum {unknown} */
                                    type: "user" | "token" | "oauth_client" | "system";
                                    /** @description `usr_…`, `pat_…` or `oac_…`; null for the system (an acceptance that lapsed). */
                                    id: string | null;
                                };
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "audit.started";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A 4D pass began. */
                            data: {
                                audit: {
                                    /** @description `aud_` id. */
                                    id: string;
                                    trigger: string;
                                    /** @description For a re-analysis, the audit it re-ran. */
                                    reanalysis_of: string | null;
                                    /** Format: date-time */
                                    started_at: string;
                                };
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "audit.completed";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A 4D pass finished; the summary counts new, reopened, resolved and open findings. */
                            data: {
                                audit: {
                                    /** @description `aud_` id. */
                                    id: string;
                                    trigger: string;
                                    /** @description For a re-analysis, the audit it re-ran. */
                                    reanalysis_of: string | null;
                                    /** Format: date-time */
                                    started_at: string;
                                    /** Format: date-time */
                                    completed_at: string;
                                    resources_scanned: number;
                                    summary: {
                                        new: number;
                                        reopened: number;
                                        resolved: number;
                                        severity_changed: number;
                                        open: number;
                                        by_severity: {
                                            [key: string]: number;
                                        };
                                        by_dimension: {
                                            [key: string]: number;
                                        };
                                    };
                                    /** @description Custom policies this audit could not evaluate (empty when every policy ran), as on the audit. Absent on events written before November 2026. */
                                    policy_failures?: {
                                        /** @description The `pol_` id. */
                                        policy_id: string;
                                        /** @description The policy's name when the audit ran. */
                                        name: string;
                                        /**
                                         * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                                         * @enum {unknown}
                                         */
                                        reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                                        /** @description Details, naming the limit and its value. */
                                        message: string;
                                    }[];
                                };
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "resource.added";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A new cloud resource entered the inventory (or a removed one came back: same `id`). */
                            data: {
                                resource: {
                                    /** @description `res_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                    /** @enum {unknown} */
                                    provider: "aws" | "gcp" | "azure" | "other";
                                    region: string;
                                    name: string;
                                    external_id: string;
                                };
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "policy.violated";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A custom policy newly matched a resource or finding (sent once per new match, not on every audit). */
                            data: {
                                policy: {
                                    /** @description `pol_` id. */
                                    id: string;
                                    name: string;
                                    /** @enum {unknown} */
                                    target: "resource" | "finding";
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                };
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                                /** @description The audit in which the policy fired. */
                                audit_id: string | null;
                            };
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "resource.removed";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A resource left the inventory: a complete import of its source (`POST /v1/resources/imports?source=…&complete=true`) no longer contained it. It is no longer listed (retrieving it is 404); the next audit resolves its findings with resolution `resource_removed`. Seen again later, it comes back with `resource.added` and the same id. */
                            data: {
                                resource: {
                                    /** @description `res_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                    /** @enum {unknown} */
                                    provider: "aws" | "gcp" | "azure" | "other";
                                    region: string;
                                    name: string;
                                    external_id: string;
                                    /** @description The source whose complete import no longer contained it. */
                                    source: string;
                                };
                            };
                        })[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `evt_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event of your tenant, as delivered to webhooks but with `id` for the body's `event_id`. `type` decides the shape of `data`. Kept 30 days. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.created";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A new finding was detected. */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.severity_changed";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A finding's severity was reclassified (for example a finding policy started or stopped matching). */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                            /** @enum {unknown} */
                            previous_severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @description The audit that reclassified it. */
                            audit_id: string | null;
                            /** @description Finding policies that now match it. */
                            policy_ids: string[];
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.resolved";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A finding was fixed or accepted as a known risk. */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                            /**
                             * @description `fixed`: an audit no longer saw the problem. `accepted_risk`: a user accepted it. `check_disabled`: the tenant disabled the check (PATCH /v1/checks/{id}), so the audit no longer runs it. `resource_removed`: its resource left the inventory (`resource.removed`: a complete import of its source no longer contained it), so the audit no longer sees it.
                             * @enum {unknown}
                             */
                            resolution: "fixed" | "accepted_risk" | "check_disabled" | "resource_removed";
                            /** @description The reason given when accepting the risk. */
                            reason: string | null;
                            /** @description When an accepted risk reopens; null if never. */
                            expires_at: string | null;
                            /** @description The audit that found the problem gone; null for an acceptance. */
                            audit_id: string | null;
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.updated";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description Someone triaged a finding (status, assignee, due date, a note added or deleted), or an acceptance lapsed and the finding reopened by itself (actor `system`), or a suppression rule started or stopped silencing it (actor `system`; no other event is sent for a suppressed finding except `finding.resolved`). Audits' changes have their own events. */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                                /** Format: date-time */
                                detected_at: string;
                            };
                            /** @description What changed, each field `{from, to}`: `status` (and its `reason` and `accepted_until` when accepting a risk), `assignee` (`usr_…` or null), `due_at`, `note` (from null to the new note's id, or from the deleted note's id to null), `suppressed_by` (from null to the suppression rule that now silences the finding, or from the rule to null when it no longer does; actor `system`). Only the fields that changed are present. */
                            changes: {
                                status?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                reason?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                accepted_until?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                assignee?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                due_at?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                note?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                suppressed_by?: {
                                    from: string | null;
                                    to: string | null;
                                };
                            };
                            actor: {
                                /** @enum {unknown} */
                                type: "user" | "token" | "oauth_client" | "system";
                                /** @description `usr_…`, `pat_…` or `oac_…`; null for the system (an acceptance that lapsed). */
                                id: string | null;
                            };
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "audit.started";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A 4D pass began. */
                        data: {
                            audit: {
                                /** @description `aud_` id. */
                                id: string;
                                trigger: string;
                                /** @description For a re-analysis, the audit it re-ran. */
                                reanalysis_of: string | null;
                                /** Format: date-time */
                                started_at: string;
                            };
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "audit.completed";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A 4D pass finished; the summary counts new, reopened, resolved and open findings. */
                        data: {
                            audit: {
                                /** @description `aud_` id. */
                                id: string;
                                trigger: string;
                                /** @description For a re-analysis, the audit it re-ran. */
                                reanalysis_of: string | null;
                                /** Format: date-time */
                                started_at: string;
                                /** Format: date-time */
                                completed_at: string;
                                resources_scanned: number;
                                summary: {
                                    new: number;
                                    reopened: number;
                                    resolved: number;
                                    severity_changed: number;
                                    open: number;
                                    by_severity: {
                                        [key: string]: number;
                                    };
                                    by_dimension: {
                                        [key: string]: number;
                                    };
                                };
                                /** @description Custom policies this audit could not evaluate (empty when every policy ran), as on the audit. Absent on events written before November 2026. */
                                policy_failures?: {
                                    /** @description The `pol_` id. */
                                    policy_id: string;
                                    /** @description The policy's name when the audit ran. */
                                    name: string;
                                    /**
                                     * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                                     * @enum {unknown}
                                     */
                                    reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                                    /** @description Details, naming the limit and its value. */
                                    message: string;
                                }[];
                            };
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "resource.added";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A new cloud resource entered the inventory (or a removed one came back: same `id`). */
                        data: {
                            resource: {
                                /** @description `res_` id. */
                                id: string;
                                /** @enum {unknown} */
                                kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                /** @enum {unknown} */
                                provider: "aws" | "gcp" | "azure" | "other";
                                region: string;
                                name: string;
                                external_id: string;
                            };
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "policy.violated";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A custom policy newly matched a resource or finding (sent once per new match, not on every audit). */
                        data: {
                            policy: {
                                /** @description `pol_` id. */
                                id: string;
                                name: string;
                                /** @enum {unknown} */
                                target: "resource" | "finding";
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                            };
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                            /** @description The audit in which the policy fired. */
                            audit_id: string | null;
                        };
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "resource.removed";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A resource left the inventory: a complete import of its source (`POST /v1/resources/imports?source=…&complete=true`) no longer contained it. It is no longer listed (retrieving it is 404); the next audit resolves its findings with resolution `resource_removed`. Seen again later, it comes back with `resource.added` and the same id. */
                        data: {
                            resource: {
                                /** @description `res_` id. */
                                id: string;
                                /** @enum {unknown} */
                                kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                /** @enum {unknown} */
                                provider: "aws" | "gcp" | "azure" | "other";
                                region: string;
                                name: string;
                                external_id: string;
                                /** @description The source whose complete import no longer contained it. */
                                source: string;
                            };
                        };
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    followEvents: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous answer. Without it the feed starts now: the answer has no events and the cursor of this moment. Opaque, and your tenant's own: it is a position among your events, sealed, so it tells nothing of other tenants' activity; another tenant's or an edited cursor is 422 `invalid_cursor`. */
                cursor?: string;
                /** @description Events per answer, 1 to 200. Default 100. */
                limit?: number;
                /** @description Only these event types; one value or a comma list. The cursor moves past the others all the same. */
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Events in the order their transactions started, each exactly once across the answers of one cursor chain. */
                        data: ({
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.created";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A new finding was detected. */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.severity_changed";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A finding's severity was reclassified (for example a finding policy started or stopped matching). */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                                /** @enum {unknown} */
                                previous_severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @description The audit that reclassified it. */
                                audit_id: string | null;
                                /** @description Finding policies that now match it. */
                                policy_ids: string[];
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.resolved";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A finding was fixed or accepted as a known risk. */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                                /**
                                 * @description `fixed`: an audit no longer saw the problem. `accepted_risk`: a user accepted it. `check_disabled`: the tenant disabled the check (PATCH /v1/checks/{id}), so the audit no longer runs it. `resource_removed`: its resource left the inventory (`resource.removed`: a complete import of its source no longer contained it), so the audit no longer sees it.
                                 * @enum {unknown}
                                 */
                                resolution: "fixed" | "accepted_risk" | "check_disabled" | "resource_removed";
                                /** @description The reason given when accepting the risk. */
                                reason: string | null;
                                /** @description When an accepted risk reopens; null if never. */
                                expires_at: string | null;
                                /** @description The audit that found the problem gone; null for an acceptance. */
                                audit_id: string | null;
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "finding.updated";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description Someone triaged a finding (status, assignee, due date, a note added or deleted), or an acceptance lapsed and the finding reopened by itself (actor `system`), or a suppression rule started or stopped silencing it (actor `system`; no other event is sent for a suppressed finding except `finding.resolved`). Audits' changes have their own events. */
                            data: {
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                    /** Format: date-time */
                                    detected_at: string;
                                };
                                /** @description What changed, each field `{from, to}`: `status` (and its `reason` and `accepted_until` when accepting a risk), `assignee` (`usr_…` or null), `due_at`, `note` (from null to the new note's id, or from the deleted note's id to null), `suppressed_by` (from null to the suppression rule that now silences the finding, or from the rule to null when it no longer does; actor `system`). Only the fields that changed are present. */
                                changes: {
                                    status?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    reason?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    accepted_until?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    assignee?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    due_at?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    note?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                    suppressed_by?: {
                                        from: string | null;
                                        to: string | null;
                                    };
                                };
                                actor: {
                                    /** @enum {unknown} */
                                    type: "user" | "token" | "oauth_client" | "system";
                                    /** @description `usr_…`, `pat_…` or `oac_…`; null for the system (an acceptance that lapsed). */
                                    id: string | null;
                                };
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "audit.started";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A 4D pass began. */
                            data: {
                                audit: {
                                    /** @description `aud_` id. */
                                    id: string;
                                    trigger: string;
                                    /** @description For a re-analysis, the audit it re-ran. */
                                    reanalysis_of: string | null;
                                    /** Format: date-time */
                                    started_at: string;
                                };
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "audit.completed";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A 4D pass finished; the summary counts new, reopened, resolved and open findings. */
                            data: {
                                audit: {
                                    /** @description `aud_` id. */
                                    id: string;
                                    trigger: string;
                                    /** @description For a re-analysis, the audit it re-ran. */
                                    reanalysis_of: string | null;
                                    /** Format: date-time */
                                    started_at: string;
                                    /** Format: date-time */
                                    completed_at: string;
                                    resources_scanned: number;
                                    summary: {
                                        new: number;
                                        reopened: number;
                                        resolved: number;
                                        severity_changed: number;
                                        open: number;
                                        by_severity: {
                                            [key: string]: number;
                                        };
                                        by_dimension: {
                                            [key: string]: number;
                                        };
                                    };
                                    /** @description Custom policies this audit could not evaluate (empty when every policy ran), as on the audit. Absent on events written before November 2026. */
                                    policy_failures?: {
                                        /** @description The `pol_` id. */
                                        policy_id: string;
                                        /** @description The policy's name when the audit ran. */
                                        name: string;
                                        /**
                                         * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                                         * @enum {unknown}
                                         */
                                        reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                                        /** @description Details, naming the limit and its value. */
                                        message: string;
                                    }[];
                                };
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "resource.added";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A new cloud resource entered the inventory (or a removed one came back: same `id`). */
                            data: {
                                resource: {
                                    /** @description `res_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                    /** @enum {unknown} */
                                    provider: "aws" | "gcp" | "azure" | "other";
                                    region: string;
                                    name: string;
                                    external_id: string;
                                };
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "policy.violated";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A custom policy newly matched a resource or finding (sent once per new match, not on every audit). */
                            data: {
                                policy: {
                                    /** @description `pol_` id. */
                                    id: string;
                                    name: string;
                                    /** @enum {unknown} */
                                    target: "resource" | "finding";
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                };
                                finding: {
                                    /** @description `fnd_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    severity: "info" | "low" | "medium" | "high" | "critical";
                                    /** @enum {unknown} */
                                    dimension: "security" | "cost" | "architecture" | "compliance";
                                    /** @description `res_` id. */
                                    resource_id: string;
                                    title: string;
                                };
                                /** @description The audit in which the policy fired. */
                                audit_id: string | null;
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        } | {
                            /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                            id: string;
                            /** @enum {string} */
                            type: "resource.removed";
                            /**
                             * Format: date-time
                             * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                             */
                            created_at: string;
                            /** @description A resource left the inventory: a complete import of its source (`POST /v1/resources/imports?source=…&complete=true`) no longer contained it. It is no longer listed (retrieving it is 404); the next audit resolves its findings with resolution `resource_removed`. Seen again later, it comes back with `resource.added` and the same id. */
                            data: {
                                resource: {
                                    /** @description `res_` id. */
                                    id: string;
                                    /** @enum {unknown} */
                                    kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                    /** @enum {unknown} */
                                    provider: "aws" | "gcp" | "azure" | "other";
                                    region: string;
                                    name: string;
                                    external_id: string;
                                    /** @description The source whose complete import no longer contained it. */
                                    source: string;
                                };
                            };
                            /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                            sample: boolean;
                        })[];
                        /** @description Pass as `cursor` to continue after these events; never null, because the feed never ends. It changes only when your own events do: while your tenant writes nothing it stays the same, whatever other tenants do. */
                        next_cursor: string;
                        /** @description Whether more events are ready now: ask again at once. When false, wait (about a second) before asking again. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSampleEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event type whose sample to record.
                     * @enum {unknown}
                     */
                    type: "finding.created" | "finding.severity_changed" | "finding.resolved" | "finding.updated" | "audit.started" | "audit.completed" | "resource.added" | "policy.violated" | "resource.removed";
                };
            };
        };
        responses: {
            /** @description An event of your tenant with `sample`: whether `POST /v1/events/samples` made it. `type` decides the shape of `data`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.created";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A new finding was detected. */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.severity_changed";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A finding's severity was reclassified (for example a finding policy started or stopped matching). */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                            /** @enum {unknown} */
                            previous_severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @description The audit that reclassified it. */
                            audit_id: string | null;
                            /** @description Finding policies that now match it. */
                            policy_ids: string[];
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.resolved";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A finding was fixed or accepted as a known risk. */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                            /**
                             * @description `fixed`: an audit no longer saw the problem. `accepted_risk`: a user accepted it. `check_disabled`: the tenant disabled the check (PATCH /v1/checks/{id}), so the audit no longer runs it. `resource_removed`: its resource left the inventory (`resource.removed`: a complete import of its source no longer contained it), so the audit no longer sees it.
                             * @enum {unknown}
                             */
                            resolution: "fixed" | "accepted_risk" | "check_disabled" | "resource_removed";
                            /** @description The reason given when accepting the risk. */
                            reason: string | null;
                            /** @description When an accepted risk reopens; null if never. */
                            expires_at: string | null;
                            /** @description The audit that found the problem gone; null for an acceptance. */
                            audit_id: string | null;
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "finding.updated";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description Someone triaged a finding (status, assignee, due date, a note added or deleted), or an acceptance lapsed and the finding reopened by itself (actor `system`), or a suppression rule started or stopped silencing it (actor `system`; no other event is sent for a suppressed finding except `finding.resolved`). Audits' changes have their own events. */
                        data: {
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                                /** Format: date-time */
                                detected_at: string;
                            };
                            /** @description What changed, each field `{from, to}`: `status` (and its `reason` and `accepted_until` when accepting a risk), `assignee` (`usr_…` or null), `due_at`, `note` (from null to the new note's id, or from the deleted note's id to null), `suppressed_by` (from null to the suppression rule that now silences the finding, or from the rule to null when it no longer does; actor `system`). Only the fields that changed are present. */
                            changes: {
                                status?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                reason?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                accepted_until?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                assignee?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                due_at?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                note?: {
                                    from: string | null;
                                    to: string | null;
                                };
                                suppressed_by?: {
                                    from: string | null;
                                    to: string | null;
                                };
                            };
                            actor: {
                                /** @enum {unknown} */
                                type: "user" | "token" | "oauth_client" | "system";
                                /** @description `usr_…`, `pat_…` or `oac_…`; null for the system (an acceptance that lapsed). */
                                id: string | null;
                            };
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "audit.started";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A 4D pass began. */
                        data: {
                            audit: {
                                /** @description `aud_` id. */
                                id: string;
                                trigger: string;
                                /** @description For a re-analysis, the audit it re-ran. */
                                reanalysis_of: string | null;
                                /** Format: date-time */
                                started_at: string;
                            };
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "audit.completed";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A 4D pass finished; the summary counts new, reopened, resolved and open findings. */
                        data: {
                            audit: {
                                /** @description `aud_` id. */
                                id: string;
                                trigger: string;
                                /** @description For a re-analysis, the audit it re-ran. */
                                reanalysis_of: string | null;
                                /** Format: date-time */
                                started_at: string;
                                /** Format: date-time */
                                completed_at: string;
                                resources_scanned: number;
                                summary: {
                                    new: number;
                                    reopened: number;
                                    resolved: number;
                                    severity_changed: number;
                                    open: number;
                                    by_severity: {
                                        [key: string]: number;
                                    };
                                    by_dimension: {
                                        [key: string]: number;
                                    };
                                };
                                /** @description Custom policies this audit could not evaluate (empty when every policy ran), as on the audit. Absent on events written before November 2026. */
                                policy_failures?: {
                                    /** @description The `pol_` id. */
                                    policy_id: string;
                                    /** @description The policy's name when the audit ran. */
                                    name: string;
                                    /**
                                     * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                                     * @enum {unknown}
                                     */
                                    reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                                    /** @description Details, naming the limit and its value. */
                                    message: string;
                                }[];
                            };
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "resource.added";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A new cloud resource entered the inventory (or a removed one came back: same `id`). */
                        data: {
                            resource: {
                                /** @description `res_` id. */
                                id: string;
                                /** @enum {unknown} */
                                kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                /** @enum {unknown} */
                                provider: "aws" | "gcp" | "azure" | "other";
                                region: string;
                                name: string;
                                external_id: string;
                            };
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "policy.violated";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A custom policy newly matched a resource or finding (sent once per new match, not on every audit). */
                        data: {
                            policy: {
                                /** @description `pol_` id. */
                                id: string;
                                name: string;
                                /** @enum {unknown} */
                                target: "resource" | "finding";
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                            };
                            finding: {
                                /** @description `fnd_` id. */
                                id: string;
                                /** @enum {unknown} */
                                severity: "info" | "low" | "medium" | "high" | "critical";
                                /** @enum {unknown} */
                                dimension: "security" | "cost" | "architecture" | "compliance";
                                /** @description `res_` id. */
                                resource_id: string;
                                title: string;
                            };
                            /** @description The audit in which the policy fired. */
                            audit_id: string | null;
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    } | {
                        /** @description Opaque identifier with prefix `evt_`: the webhook body's `event_id` and the `X-Service-Event-Id` header of its deliveries. */
                        id: string;
                        /** @enum {string} */
                        type: "resource.removed";
                        /**
                         * Format: date-time
                         * @description When the change it reports committed (UTC, ISO 8601); the webhook body's `created_at`. Events written together share it.
                         */
                        created_at: string;
                        /** @description A resource left the inventory: a complete import of its source (`POST /v1/resources/imports?source=…&complete=true`) no longer contained it. It is no longer listed (retrieving it is 404); the next audit resolves its findings with resolution `resource_removed`. Seen again later, it comes back with `resource.added` and the same id. */
                        data: {
                            resource: {
                                /** @description `res_` id. */
                                id: string;
                                /** @enum {unknown} */
                                kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                                /** @enum {unknown} */
                                provider: "aws" | "gcp" | "azure" | "other";
                                region: string;
                                name: string;
                                external_id: string;
                                /** @description The source whose complete import no longer contained it. */
                                source: string;
                            };
                        };
                        /** @description A sample event made with `POST /v1/events/samples` (its `data` is the sample of its type and names no record). No webhook endpoint received it and `GET /v1/events` does not list it. */
                        sample: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The webhook endpoints of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `whe_`. */
                            id: string;
                            /** @description Where deliveries are POSTed. */
                            url: string;
                            description: string;
                            /** @description Event types sent here, or `["*"]`. */
                            enabled_events: string[];
                            /** @description Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all. */
                            min_severity: ("info" | "low" | "medium" | "high" | "critical") | null;
                            /** @description An alert rule: a CEL expression over the event's `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter. */
                            filter: string | null;
                            /**
                             * @description A disabled endpoint receives nothing; its pending deliveries wait until it is enabled again.
                             * @enum {unknown}
                             */
                            status: "enabled" | "disabled";
                            /** @description `manual`: disabled through the API; `gone`: it answered 410; `failing`: every delivery failed for 24 hours. `null` while enabled. */
                            disabled_reason: ("manual" | "gone" | "failing") | null;
                            /** @description During a rotation overlap, when the previous secret stops signing; `null` outside an overlap. */
                            previous_secret_expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description `https://` URL that receives the POSTs (`http://` only in sandbox tenants). Addresses that resolve to loopback, private, link-local or cloud-metadata networks are refused (422 `invalid_webhook_url`), at registration and again at every delivery.
                     */
                    url: string;
                    /** @description Event types sent to this endpoint, or `["*"]` for every type (including types added later). */
                    enabled_events: ("*" | "finding.created" | "finding.severity_changed" | "finding.resolved" | "finding.updated" | "audit.started" | "audit.completed" | "resource.added" | "policy.violated" | "resource.removed")[];
                    description?: string;
                    /** @description Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all. */
                    min_severity?: ("info" | "low" | "medium" | "high" | "critical") | null;
                    /** @description An alert rule: a CEL expression over the event's `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter. */
                    filter?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `whe_`. */
                        id: string;
                        /** @description Where deliveries are POSTed. */
                        url: string;
                        description: string;
                        /** @description Event types sent here, or `["*"]`. */
                        enabled_events: string[];
                        /** @description Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all. */
                        min_severity: ("info" | "low" | "medium" | "high" | "critical") | null;
                        /** @description An alert rule: a CEL expression over the event's `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter. */
                        filter: string | null;
                        /**
                         * @description A disabled endpoint receives nothing; its pending deliveries wait until it is enabled again.
                         * @enum {unknown}
                         */
                        status: "enabled" | "disabled";
                        /** @description `manual`: disabled through the API; `gone`: it answered 410; `failing`: every delivery failed for 24 hours. `null` while enabled. */
                        disabled_reason: ("manual" | "gone" | "failing") | null;
                        /** @description During a rotation overlap, when the previous secret stops signing; `null` outside an overlap. */
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The signing secret (`whsec_…`). Returned only now: store it; it cannot be read again. */
                        secret: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `whe_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `whe_`. */
                        id: string;
                        /** @description Where deliveries are POSTed. */
                        url: string;
                        description: string;
                        /** @description Event types sent here, or `["*"]`. */
                        enabled_events: string[];
                        /** @description Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all. */
                        min_severity: ("info" | "low" | "medium" | "high" | "critical") | null;
                        /** @description An alert rule: a CEL expression over the event's `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter. */
                        filter: string | null;
                        /**
                         * @description A disabled endpoint receives nothing; its pending deliveries wait until it is enabled again.
                         * @enum {unknown}
                         */
                        status: "enabled" | "disabled";
                        /** @description `manual`: disabled through the API; `gone`: it answered 410; `failing`: every delivery failed for 24 hours. `null` while enabled. */
                        disabled_reason: ("manual" | "gone" | "failing") | null;
                        /** @description During a rotation overlap, when the previous secret stops signing; `null` outside an overlap. */
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `whe_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier with prefix `whe_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description `https://` URL that receives the POSTs (`http://` only in sandbox tenants). Addresses that resolve to loopback, private, link-local or cloud-metadata networks are refused (422 `invalid_webhook_url`), at registration and again at every delivery.
                     */
                    url?: string;
                    /** @description Event types sent to this endpoint, or `["*"]` for every type (including types added later). */
                    enabled_events?: ("*" | "finding.created" | "finding.severity_changed" | "finding.resolved" | "finding.updated" | "audit.started" | "audit.completed" | "resource.added" | "policy.violated" | "resource.removed")[];
                    description?: string;
                    /** @description Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all. */
                    min_severity?: ("info" | "low" | "medium" | "high" | "critical") | null;
                    /** @description An alert rule: a CEL expression over the event's `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter. */
                    filter?: string | null;
                    /**
                     * @description Enabling an endpoint disabled for any reason resumes its deliveries.
                     * @enum {unknown}
                     */
                    status?: "enabled" | "disabled";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `whe_`. */
                        id: string;
                        /** @description Where deliveries are POSTed. */
                        url: string;
                        description: string;
                        /** @description Event types sent here, or `["*"]`. */
                        enabled_events: string[];
                        /** @description Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all. */
                        min_severity: ("info" | "low" | "medium" | "high" | "critical") | null;
                        /** @description An alert rule: a CEL expression over the event's `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter. */
                        filter: string | null;
                        /**
                         * @description A disabled endpoint receives nothing; its pending deliveries wait until it is enabled again.
                         * @enum {unknown}
                         */
                        status: "enabled" | "disabled";
                        /** @description `manual`: disabled through the API; `gone`: it answered 410; `failing`: every delivery failed for 24 hours. `null` while enabled. */
                        disabled_reason: ("manual" | "gone" | "failing") | null;
                        /** @description During a rotation overlap, when the previous secret stops signing; `null` outside an overlap. */
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier with prefix `whe_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description How long the previous secret keeps signing beside the new one (each delivery then carries one `sha256=` signature per secret, comma-separated). 0 ends it at once.
                     * @default 86400
                     */
                    overlap_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `whe_`. */
                        id: string;
                        /** @description Where deliveries are POSTed. */
                        url: string;
                        description: string;
                        /** @description Event types sent here, or `["*"]`. */
                        enabled_events: string[];
                        /** @description Finding events (`finding.*`, `policy.violated`) below this severity are not sent to this endpoint; `null` sends all. */
                        min_severity: ("info" | "low" | "medium" | "high" | "critical") | null;
                        /** @description An alert rule: a CEL expression over the event's `finding` (id, check_id, severity, dimension, status, title — as the finding is after the change) and `resource` (id, kind, provider, region, name, external_id, tags, attributes), with the language and limits of policies; only the finding events (`finding.*`, `policy.violated`) it matches are sent to this endpoint, and other events are not filtered. Example: `finding.check_id == "aws.s3.bucket_public_read" && resource.tags.env == "prod"`. Checked when saved: 422 `invalid_filter_expression` with `error.details.position`. An evaluation error on an event (a missing tag) is no match; a filter that runs out of its evaluation time lets the event through. null: no filter. */
                        filter: string | null;
                        /**
                         * @description A disabled endpoint receives nothing; its pending deliveries wait until it is enabled again.
                         * @enum {unknown}
                         */
                        status: "enabled" | "disabled";
                        /** @description `manual`: disabled through the API; `gone`: it answered 410; `failing`: every delivery failed for 24 hours. `null` while enabled. */
                        disabled_reason: ("manual" | "gone" | "failing") | null;
                        /** @description During a rotation overlap, when the previous secret stops signing; `null` outside an overlap. */
                        previous_secret_expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The signing secret (`whsec_…`). Returned only now: store it; it cannot be read again. */
                        secret: string;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
                /** @description Only deliveries in these statuses; one value or a comma list, e.g. `failed`. */
                status?: string;
                /** @description Only the deliveries of this event (`evt_`), including its redeliveries. */
                event_id?: string;
            };
            header?: never;
            path: {
                /** @description Identifier with prefix `whe_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The deliveries of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `whd_`. */
                            id: string;
                            /** @description The `whe_` endpoint it is sent to. */
                            endpoint_id: string;
                            /** @description The body's `event_id` (and `X-Service-Event-Id`): the same on every attempt and on redeliveries. */
                            event_id: string;
                            /** @description The body's `type` (and `X-Service-Event`). */
                            event_type: string;
                            /**
                             * @description `pending`: waiting for its next attempt (or for a disabled endpoint to be enabled). `succeeded`: an attempt got a 2xx. `failed`: no attempt succeeded within the schedule, or the endpoint answered 410 Gone.
                             * @enum {unknown}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description A test event sent with `POST /v1/webhook_endpoints/{id}/test`: its payload is a sample, not an event of your tenant. */
                            test: boolean;
                            /** @description For a redelivery, the `whd_` delivery it repeats; null otherwise. */
                            redelivery_of: string | null;
                            /** @description Attempts made so far (an attempt in flight counts). */
                            attempt_count: number;
                            /** @description When the next attempt is due, while `pending`; null once it succeeded or failed. */
                            next_attempt_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued: the event's `created_at`, or the moment of a redelivery or test.
                             */
                            created_at: string;
                            /** @description When it succeeded or failed for good; null while pending. */
                            completed_at: string | null;
                            /** @description Every finished attempt, oldest first. */
                            attempts: {
                                /** @description 1 for the first attempt, up to 8. */
                                number: number;
                                /**
                                 * Format: date-time
                                 * @description When the request was sent; its `X-Service-Timestamp` is this instant in Unix seconds.
                                 */
                                started_at: string;
                                /** @description From sending the request to the end of the response (or the failure). */
                                duration_ms: number;
                                /** @description The HTTP status your endpoint answered; null when there was no answer (timeout, connection error, refused address). */
                                status_code: number | null;
                                /** @description Why the attempt failed (`HTTP 503`, `timeout: …`, `connection error …`, `refused: …`, or `interrupted: …` when the delivering process stopped before recording the outcome — the receiver may have got it); null on success. */
                                error: string | null;
                                /** @description The first 1024 bytes of the response body, as UTF-8; null when empty. */
                                response_excerpt: string | null;
                            }[];
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The endpoint, with prefix `whe_`. */
                id: string;
                /** @description The delivery, with prefix `whd_`. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `whd_`. */
                        id: string;
                        /** @description The `whe_` endpoint it is sent to. */
                        endpoint_id: string;
                        /** @description The body's `event_id` (and `X-Service-Event-Id`): the same on every attempt and on redeliveries. */
                        event_id: string;
                        /** @description The body's `type` (and `X-Service-Event`). */
                        event_type: string;
                        /**
                         * @description `pending`: waiting for its next attempt (or for a disabled endpoint to be enabled). `succeeded`: an attempt got a 2xx. `failed`: no attempt succeeded within the schedule, or the endpoint answered 410 Gone.
                         * @enum {unknown}
                         */
                        status: "pending" | "succeeded" | "failed";
                        /** @description A test event sent with `POST /v1/webhook_endpoints/{id}/test`: its payload is a sample, not an event of your tenant. */
                        test: boolean;
                        /** @description For a redelivery, the `whd_` delivery it repeats; null otherwise. */
                        redelivery_of: string | null;
                        /** @description Attempts made so far (an attempt in flight counts). */
                        attempt_count: number;
                        /** @description When the next attempt is due, while `pending`; null once it succeeded or failed. */
                        next_attempt_at: string | null;
                        /**
                         * Format: date-time
                         * @description When the delivery was queued: the event's `created_at`, or the moment of a redelivery or test.
                         */
                        created_at: string;
                        /** @description When it succeeded or failed for good; null while pending. */
                        completed_at: string | null;
                        /** @description Every finished attempt, oldest first. */
                        attempts: {
                            /** @description 1 for the first attempt, up to 8. */
                            number: number;
                            /**
                             * Format: date-time
                             * @description When the request was sent; its `X-Service-Timestamp` is this instant in Unix seconds.
                             */
                            started_at: string;
                            /** @description From sending the request to the end of the response (or the failure). */
                            duration_ms: number;
                            /** @description The HTTP status your endpoint answered; null when there was no answer (timeout, connection error, refused address). */
                            status_code: number | null;
                            /** @description Why the attempt failed (`HTTP 503`, `timeout: …`, `connection error …`, `refused: …`, or `interrupted: …` when the delivering process stopped before recording the outcome — the receiver may have got it); null on success. */
                            error: string | null;
                            /** @description The first 1024 bytes of the response body, as UTF-8; null when empty. */
                            response_excerpt: string | null;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The endpoint, with prefix `whe_`. */
                id: string;
                /** @description The delivery, with prefix `whd_`. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `whd_`. */
                        id: string;
                        /** @description The `whe_` endpoint it is sent to. */
                        endpoint_id: string;
                        /** @description The body's `event_id` (and `X-Service-Event-Id`): the same on every attempt and on redeliveries. */
                        event_id: string;
                        /** @description The body's `type` (and `X-Service-Event`). */
                        event_type: string;
                        /**
                         * @description `pending`: waiting for its next attempt (or for a disabled endpoint to be enabled). `succeeded`: an attempt got a 2xx. `failed`: no attempt succeeded within the schedule, or the endpoint answered 410 Gone.
                         * @enum {unknown}
                         */
                        status: "pending" | "succeeded" | "failed";
                        /** @description A test event sent with `POST /v1/webhook_endpoints/{id}/test`: its payload is a sample, not an event of your tenant. */
                        test: boolean;
                        /** @description For a redelivery, the `whd_` delivery it repeats; null otherwise. */
                        redelivery_of: string | null;
                        /** @description Attempts made so far (an attempt in flight counts). */
                        attempt_count: number;
                        /** @description When the next attempt is due, while `pending`; null once it succeeded or failed. */
                        next_attempt_at: string | null;
                        /**
                         * Format: date-time
                         * @description When the delivery was queued: the event's `created_at`, or the moment of a redelivery or test.
                         */
                        created_at: string;
                        /** @description When it succeeded or failed for good; null while pending. */
                        completed_at: string | null;
                        /** @description Every finished attempt, oldest first. */
                        attempts: {
                            /** @description 1 for the first attempt, up to 8. */
                            number: number;
                            /**
                             * Format: date-time
                             * @description When the request was sent; its `X-Service-Timestamp` is this instant in Unix seconds.
                             */
                            started_at: string;
                            /** @description From sending the request to the end of the response (or the failure). */
                            duration_ms: number;
                            /** @description The HTTP status your endpoint answered; null when there was no answer (timeout, connection error, refused address). */
                            status_code: number | null;
                            /** @description Why the attempt failed (`HTTP 503`, `timeout: …`, `connection error …`, `refused: …`, or `interrupted: …` when the delivering process stopped before recording the outcome — the receiver may have got it); null on success. */
                            error: string | null;
                            /** @description The first 1024 bytes of the response body, as UTF-8; null when empty. */
                            response_excerpt: string | null;
                        }[];
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key with the same method, path and body within 24 hours replays the first response (status and body) with `Idempotent-Replayed: true`; with another request → 422 `idempotency_key_reused`; while the first is still running → 409 `idempotency_key_in_use` (after waiting 2 s). Keys are per tenant. Only successful (2xx) responses are kept: after an error the same key runs the request again. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier with prefix `whe_`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The type of the sample event; its `data` has that type's exact shape with sample values. Default `finding.created`.
                     * @default finding.created
                     * @enum {unknown}
                     */
                    event_type?: "finding.created" | "finding.severity_changed" | "finding.resolved" | "finding.updated" | "audit.started" | "audit.completed" | "resource.added" | "policy.violated" | "resource.removed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque identifier with prefix `whd_`. */
                        id: string;
                        /** @description The `whe_` endpoint it is sent to. */
                        endpoint_id: string;
                        /** @description The body's `event_id` (and `X-Service-Event-Id`): the same on every attempt and on redeliveries. */
                        event_id: string;
                        /** @description The body's `type` (and `X-Service-Event`). */
                        event_type: string;
                        /**
                         * @description `pending`: waiting for its next attempt (or for a disabled endpoint to be enabled). `succeeded`: an attempt got a 2xx. `failed`: no attempt succeeded within the schedule, or the endpoint answered 410 Gone.
                         * @enum {unknown}
                         */
                        status: "pending" | "succeeded" | "failed";
                        /** @description A test event sent with `POST /v1/webhook_endpoints/{id}/test`: its payload is a sample, not an event of your tenant. */
                        test: boolean;
                        /** @description For a redelivery, the `whd_` delivery it repeats; null otherwise. */
                        redelivery_of: string | null;
                        /** @description Attempts made so far (an attempt in flight counts). */
                        attempt_count: number;
                        /** @description When the next attempt is due, while `pending`; null once it succeeded or failed. */
                        next_attempt_at: string | null;
                        /**
                         * Format: date-time
                         * @description When the delivery was queued: the event's `created_at`, or the moment of a redelivery or test.
                         */
                        created_at: string;
                        /** @description When it succeeded or failed for good; null while pending. */
                        completed_at: string | null;
                        /** @description Every finished attempt, oldest first. */
                        attempts: {
                            /** @description 1 for the first attempt, up to 8. */
                            number: number;
                            /**
                             * Format: date-time
                             * @description When the request was sent; its `X-Service-Timestamp` is this instant in Unix seconds.
                             */
                            started_at: string;
                            /** @description From sending the request to the end of the response (or the failure). */
                            duration_ms: number;
                            /** @description The HTTP status your endpoint answered; null when there was no answer (timeout, connection error, refused address). */
                            status_code: number | null;
                            /** @description Why the attempt failed (`HTTP 503`, `timeout: …`, `connection error …`, `refused: …`, or `interrupted: …` when the delivering process stopped before recording the outcome — the receiver may have got it); null on success. */
                            error: string | null;
                            /** @description The first 1024 bytes of the response body, as UTF-8; null when empty. */
                            response_excerpt: string | null;
                        }[];
                        /** @description Whether the endpoint's `filter` matches the sample (its finding, raised by `sec.bucket_public_read`, open — resolved for `finding.resolved` — on the sample resource `acme-prod-exports`, tagged `env: prod`, `team: data`): a real event like it would be sent. The test is sent either way. null: the endpoint has no filter, or the event type has no finding. */
                        filter_matched: boolean | null;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record in your tenant. Codes: `not_found`, `route_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request conflicts with the current state of the record. Codes: `audit_in_progress`, `import_in_progress`, `audit_not_completed`, `webhook_endpoint_disabled`, `no_completed_audit`, `report_not_ready`, `report_failed`, `invalid_status_transition`, `idempotency_key_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body too large. Codes: `payload_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Content-Type (JSON bodies are `application/json`, UTF-8). Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. Default 50. */
                limit?: number;
                /** @description Opaque value from the next_cursor of the previous page of the same query (same filters). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The audit log entries of this page, newest first. */
                        data: {
                            /** @description Opaque identifier with prefix `alg_`. */
                            id: string;
                            /** @description Who acted: a member (`usr_…`, in the web application), a token (`pat_…` or `oat_…`, through the API), or `operator` (the command line). */
                            actor: string;
                            /** @description What happened, e.g. `token.created`, `webhook_endpoint.deleted`, `policy.updated`, `tenant.ip_allowlist_changed`. */
                            action: string;
                            /** @description The subject (ids, names) and, for changes, what changed. Never a secret. */
                            details: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** @description Pass as `cursor` to get the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description Whether another page follows this one. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Malformed request: bad JSON, bad percent-encoding in the URL, or a malformed HTTP request. Codes: `invalid_json`, `invalid_request`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or invalid token. Codes: `missing_token`, `invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The token may not do this: missing scope, IP allowlist or single sign-on. Codes: `insufficient_scope`, `ip_not_allowed`, `sso_authorization_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A parameter is invalid; the message names it. Codes: `invalid_policy_expression`, `policy_evaluation_limit`, `invalid_limit`, `invalid_date_range`, `invalid_cursor`, `invalid_parameter`, `invalid_finding_selection`, `invalid_assignee`, `invalid_severity_filter`, `invalid_dimension_filter`, `invalid_report_type`, `invalid_report_format`, `invalid_framework`, `invalid_report_filters`, `unknown_audit`, `invalid_idempotency_key`, `idempotency_key_reused`, `invalid_filter_expression`, `invalid_webhook_url`, `invalid_suppression_expression`, `suppression_rule_limit`, `webhook_endpoint_limit`, `invalid_import`, `empty_complete_import`, `invalid_plan`, `plan_check_limit`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unexpected error; quote the request_id. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A dependency is unavailable, or the server is shutting down; retry (see Retry-After). Codes: `service_unavailable`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Form-encoded (application/x-www-form-urlencoded). */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * @description Exchange a code, or rotate a refresh token.
                     * @enum {unknown}
                     */
                    grant_type: "authorization_code" | "refresh_token";
                    /** @description `authorization_code`: the code from the redirect (single use, 10 minutes). */
                    code?: string;
                    /** @description `authorization_code`: exactly the redirect URI of the authorization request (for a loopback redirect URI, with the port that request used). */
                    redirect_uri?: string;
                    /** @description `authorization_code`: the PKCE verifier (S256) when the request carried a challenge; required for public clients. */
                    code_verifier?: string;
                    /** @description `refresh_token`: the current refresh token; it is replaced, and presenting an old one revokes the whole grant. */
                    refresh_token?: string;
                    /** @description `refresh_token`: a narrower space-separated scope list (optional). */
                    scope?: string;
                    /** @description The application's client id (`client_secret_post`, or a public client). Omit with HTTP Basic. */
                    client_id?: string;
                    /** @description Confidential clients using `client_secret_post`. Or send `Authorization: Basic` (`client_secret_basic`), not both. */
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description RFC 6749 §5.1, sent with `Cache-Control: no-store`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opaque bearer token (`poa_…`) for every /v1 route its scopes allow. */
                        access_token: string;
                        /**
                         * @description Always `Bearer`.
                         * @enum {string}
                         */
                        token_type: "Bearer";
                        /** @description Seconds the access token lives: 3600. */
                        expires_in: number;
                        /** @description Opaque refresh token (`por_…`), rotated at each use. */
                        refresh_token: string;
                        /** @description Granted scopes, space-separated, among: findings:read, findings:write, resources:read, resources:write, audits:read, audits:write, policies:read, policies:write, reports:read, reports:write, webhooks:read, webhooks:write, events:read, events:write, audit_log:read. */
                        scope: string;
                    };
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Form-encoded (application/x-www-form-urlencoded). */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description An access or refresh token of this client; revoking either revokes the pair. */
                    token: string;
                    /**
                     * @description Optional hint (RFC 7009).
                     * @enum {unknown}
                     */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description The application's client id (`client_secret_post`, or a public client). Omit with HTTP Basic. */
                    client_id?: string;
                    /** @description Confidential clients using `client_secret_post`. Or send `Authorization: Basic` (`client_secret_basic`), not both. */
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description Empty: the token no longer works (RFC 7009 answers 200 for an unknown token too). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    oauthMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 8414 metadata. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description This server's address (BASE_URL). */
                        issuer: string;
                        /** @description Where browsers are sent for consent. */
                        authorization_endpoint: string;
                        /** @description `POST /oauth/token`. */
                        token_endpoint: string;
                        /** @description `POST /oauth/revoke`. */
                        revocation_endpoint: string;
                        /** @description Always true: every authorization response, a code or an error, carries `iss` with this `issuer` (RFC 9207); a client checks it to tell which server answered (mix-up attacks). */
                        authorization_response_iss_parameter_supported: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request line and headers are too large (e.g. a very long query string). Codes: `headers_too_large`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The one exception to the API's error envelope: OAuth client libraries expect RFC 6749 §5.2. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookFindingCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "finding.created";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "finding.created",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "finding": {
                 *           "id": "fnd_0SampLe0Finding0000000000",
                 *           "severity": "critical",
                 *           "dimension": "security",
                 *           "resource_id": "res_0SampLe0Resource000000000",
                 *           "title": "Storage bucket allows public read access"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "finding.created";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A new finding was detected. */
                    data: {
                        finding: {
                            /** @description `fnd_` id. */
                            id: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description `res_` id. */
                            resource_id: string;
                            title: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookFindingSeverityChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "finding.severity_changed";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "finding.severity_changed",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "finding": {
                 *           "id": "fnd_0SampLe0Finding0000000000",
                 *           "severity": "critical",
                 *           "dimension": "security",
                 *           "resource_id": "res_0SampLe0Resource000000000",
                 *           "title": "Storage bucket allows public read access"
                 *         },
                 *         "previous_severity": "high",
                 *         "audit_id": "aud_0SampLe0Audit000000000000",
                 *         "policy_ids": [
                 *           "pol_0SampLe0Policy00000000000"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "finding.severity_changed";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A finding's severity was reclassified (for example a finding policy started or stopped matching). */
                    data: {
                        finding: {
                            /** @description `fnd_` id. */
                            id: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description `res_` id. */
                            resource_id: string;
                            title: string;
                        };
                        /** @enum {unknown} */
                        previous_severity: "info" | "low" | "medium" | "high" | "critical";
                        /** @description The audit that reclassified it. */
                        audit_id: string | null;
                        /** @description Finding policies that now match it. */
                        policy_ids: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookFindingResolved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "finding.resolved";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "finding.resolved",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "finding": {
                 *           "id": "fnd_0SampLe0Finding0000000000",
                 *           "severity": "critical",
                 *           "dimension": "security",
                 *           "resource_id": "res_0SampLe0Resource000000000",
                 *           "title": "Storage bucket allows public read access"
                 *         },
                 *         "resolution": "fixed",
                 *         "reason": null,
                 *         "expires_at": null,
                 *         "audit_id": "aud_0SampLe0Audit000000000000"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "finding.resolved";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A finding was fixed or accepted as a known risk. */
                    data: {
                        finding: {
                            /** @description `fnd_` id. */
                            id: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description `res_` id. */
                            resource_id: string;
                            title: string;
                        };
                        /**
                         * @description `fixed`: an audit no longer saw the problem. `accepted_risk`: a user accepted it. `check_disabled`: the tenant disabled the check (PATCH /v1/checks/{id}), so the audit no longer runs it. `resource_removed`: its resource left the inventory (`resource.removed`: a complete import of its source no longer contained it), so the audit no longer sees it.
                         * @enum {unknown}
                         */
                        resolution: "fixed" | "accepted_risk" | "check_disabled" | "resource_removed";
                        /** @description The reason given when accepting the risk. */
                        reason: string | null;
                        /** @description When an accepted risk reopens; null if never. */
                        expires_at: string | null;
                        /** @description The audit that found the problem gone; null for an acceptance. */
                        audit_id: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookFindingUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "finding.updated";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "finding.updated",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "finding": {
                 *           "id": "fnd_0SampLe0Finding0000000000",
                 *           "severity": "critical",
                 *           "dimension": "security",
                 *           "resource_id": "res_0SampLe0Resource000000000",
                 *           "title": "Storage bucket allows public read access",
                 *           "detected_at": "2026-11-20T08:00:00.000Z"
                 *         },
                 *         "changes": {
                 *           "assignee": {
                 *             "from": null,
                 *             "to": "usr_0SampLe0Member00000000000"
                 *           },
                 *           "due_at": {
                 *             "from": "2026-11-27T08:00:00.000Z",
                 *             "to": "2026-12-04T08:00:00.000Z"
                 *           }
                 *         },
                 *         "actor": {
                 *           "type": "user",
                 *           "id": "usr_0SampLe0Lead0000000000000"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "finding.updated";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description Someone triaged a finding (status, assignee, due date, a note added or deleted), or an acceptance lapsed and the finding reopened by itself (actor `system`), or a suppression rule started or stopped silencing it (actor `system`; no other event is sent for a suppressed finding except `finding.resolved`). Audits' changes have their own events. */
                    data: {
                        finding: {
                            /** @description `fnd_` id. */
                            id: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description `res_` id. */
                            resource_id: string;
                            title: string;
                            /** Format: date-time */
                            detected_at: string;
                        };
                        /** @description What changed, each field `{from, to}`: `status` (and its `reason` and `accepted_until` when accepting a risk), `assignee` (`usr_…` or null), `due_at`, `note` (from null to the new note's id, or from the deleted note's id to null), `suppressed_by` (from null to the suppression rule that now silences the finding, or from the rule to null when it no longer does; actor `system`). Only the fields that changed are present. */
                        changes: {
                            status?: {
                                from: string | null;
                                to: string | null;
                            };
                            reason?: {
                                from: string | null;
                                to: string | null;
                            };
                            accepted_until?: {
                                from: string | null;
                                to: string | null;
                            };
                            assignee?: {
                                from: string | null;
                                to: string | null;
                            };
                            due_at?: {
                                from: string | null;
                                to: string | null;
                            };
                            note?: {
                                from: string | null;
                                to: string | null;
                            };
                            suppressed_by?: {
                                from: string | null;
                                to: string | null;
                            };
                        };
                        actor: {
                            /** @enum {unknown} */
                            type: "user" | "token" | "oauth_client" | "system";
                            /** @description `usr_…`, `pat_…` or `oac_…`; null for the system (an acceptance that lapsed). */
                            id: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookAuditStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "audit.started";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "audit.started",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "audit": {
                 *           "id": "aud_0SampLe0Audit000000000000",
                 *           "trigger": "api",
                 *           "reanalysis_of": null,
                 *           "started_at": "2026-11-24T09:00:00.000Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "audit.started";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A 4D pass began. */
                    data: {
                        audit: {
                            /** @description `aud_` id. */
                            id: string;
                            trigger: string;
                            /** @description For a re-analysis, the audit it re-ran. */
                            reanalysis_of: string | null;
                            /** Format: date-time */
                            started_at: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookAuditCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "audit.completed";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "audit.completed",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "audit": {
                 *           "id": "aud_0SampLe0Audit000000000000",
                 *           "trigger": "api",
                 *           "reanalysis_of": null,
                 *           "started_at": "2026-11-24T09:00:00.000Z",
                 *           "completed_at": "2026-11-24T09:01:30.000Z",
                 *           "resources_scanned": 300,
                 *           "summary": {
                 *             "new": 4,
                 *             "reopened": 1,
                 *             "resolved": 3,
                 *             "severity_changed": 1,
                 *             "open": 212,
                 *             "by_severity": {
                 *               "info": 20,
                 *               "low": 61,
                 *               "medium": 74,
                 *               "high": 41,
                 *               "critical": 16
                 *             },
                 *             "by_dimension": {
                 *               "security": 88,
                 *               "cost": 47,
                 *               "architecture": 39,
                 *               "compliance": 38
                 *             }
                 *           },
                 *           "policy_failures": []
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "audit.completed";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A 4D pass finished; the summary counts new, reopened, resolved and open findings. */
                    data: {
                        audit: {
                            /** @description `aud_` id. */
                            id: string;
                            trigger: string;
                            /** @description For a re-analysis, the audit it re-ran. */
                            reanalysis_of: string | null;
                            /** Format: date-time */
                            started_at: string;
                            /** Format: date-time */
                            completed_at: string;
                            resources_scanned: number;
                            summary: {
                                new: number;
                                reopened: number;
                                resolved: number;
                                severity_changed: number;
                                open: number;
                                by_severity: {
                                    [key: string]: number;
                                };
                                by_dimension: {
                                    [key: string]: number;
                                };
                            };
                            /** @description Custom policies this audit could not evaluate (empty when every policy ran), as on the audit. Absent on events written before November 2026. */
                            policy_failures?: {
                                /** @description The `pol_` id. */
                                policy_id: string;
                                /** @description The policy's name when the audit ran. */
                                name: string;
                                /**
                                 * @description `timeout`: the policy spent its evaluation time budget for the audit (60 s); `memory_limit`: its evaluation exhausted the memory allowed; `invalid_expression`: the stored expression no longer compiles (for example it exceeds a limit introduced since it was saved); `evaluation_error`: its evaluation stopped for another reason.
                                 * @enum {unknown}
                                 */
                                reason: "timeout" | "memory_limit" | "invalid_expression" | "evaluation_error";
                                /** @description Details, naming the limit and its value. */
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResourceAdded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "resource.added";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "resource.added",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "resource": {
                 *           "id": "res_0SampLe0Resource000000000",
                 *           "kind": "bucket",
                 *           "provider": "aws",
                 *           "region": "eu-west-1",
                 *           "name": "acme-prod-exports",
                 *           "external_id": "arn:aws:s3:::acme-prod-exports"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "resource.added";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A new cloud resource entered the inventory (or a removed one came back: same `id`). */
                    data: {
                        resource: {
                            /** @description `res_` id. */
                            id: string;
                            /** @enum {unknown} */
                            kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                            /** @enum {unknown} */
                            provider: "aws" | "gcp" | "azure" | "other";
                            region: string;
                            name: string;
                            external_id: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookPolicyViolated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "policy.violated";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "policy.violated",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "policy": {
                 *           "id": "pol_0SampLe0Policy00000000000",
                 *           "name": "Public data in production is critical",
                 *           "target": "finding",
                 *           "severity": "critical",
                 *           "dimension": "security"
                 *         },
                 *         "finding": {
                 *           "id": "fnd_0SampLe0Finding0000000000",
                 *           "severity": "critical",
                 *           "dimension": "security",
                 *           "resource_id": "res_0SampLe0Resource000000000",
                 *           "title": "Storage bucket allows public read access"
                 *         },
                 *         "audit_id": "aud_0SampLe0Audit000000000000"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "policy.violated";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A custom policy newly matched a resource or finding (sent once per new match, not on every audit). */
                    data: {
                        policy: {
                            /** @description `pol_` id. */
                            id: string;
                            name: string;
                            /** @enum {unknown} */
                            target: "resource" | "finding";
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                        };
                        finding: {
                            /** @description `fnd_` id. */
                            id: string;
                            /** @enum {unknown} */
                            severity: "info" | "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            dimension: "security" | "cost" | "architecture" | "compliance";
                            /** @description `res_` id. */
                            resource_id: string;
                            title: string;
                        };
                        /** @description The audit in which the policy fired. */
                        audit_id: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookResourceRemoved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type, equal to the body's `type`. */
                "X-Service-Event": "resource.removed";
                /** @description The event id (`evt_…`), equal to the body's `event_id`; the same on every attempt and redelivery: de-duplicate on it. */
                "X-Service-Event-Id": string;
                /** @description Which attempt of this delivery this request is: `1` for the first, up to 8, numbered as in the delivery log (`attempts[].number`); a redelivery starts again at `1`. Informational (not signed): a receiver may log it, or answer a late attempt differently. */
                "X-Service-Attempt": string;
                /** @description Unix time in seconds (decimal) of this attempt: every attempt is signed anew, so a late retry passes a 300-second tolerance check. */
                "X-Service-Timestamp": string;
                /** @description `sha256=` + lowercase hex HMAC-SHA256, keyed with the endpoint's secret (the whole `whsec_…` string), of `X-Service-Timestamp + "." + raw body`. During a secret rotation's overlap, one `sha256=` entry per active secret, comma-separated, newest first; otherwise exactly one. Compare in constant time and reject timestamps more than 300 s from your clock (`verifyWebhook` from `@posture/sdk/webhooks` does both). */
                "X-Service-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "evt_0SampLe0Event0000000000000",
                 *       "type": "resource.removed",
                 *       "created_at": "2026-11-24T09:01:30.000Z",
                 *       "data": {
                 *         "resource": {
                 *           "id": "res_0SampLe0Removed0000000000",
                 *           "kind": "volume",
                 *           "provider": "aws",
                 *           "region": "eu-west-1",
                 *           "name": "vol-0retired",
                 *           "external_id": "arn:aws:ec2:eu-west-1:123456789012:volume/vol-0retired",
                 *           "source": "inventory-nightly"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Stable across retries and redeliveries. Prefix `evt_`; the `id` of the event in `GET /v1/events`. */
                    event_id: string;
                    /** @constant */
                    type: "resource.removed";
                    /**
                     * Format: date-time
                     * @description When the change it reports committed (ISO 8601, UTC).
                     */
                    created_at: string;
                    /** @description A resource left the inventory: a complete import of its source (`POST /v1/resources/imports?source=…&complete=true`) no longer contained it. It is no longer listed (retrieving it is 404); the next audit resolves its findings with resolution `resource_removed`. Seen again later, it comes back with `resource.added` and the same id. */
                    data: {
                        resource: {
                            /** @description `res_` id. */
                            id: string;
                            /** @enum {unknown} */
                            kind: "instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external";
                            /** @enum {unknown} */
                            provider: "aws" | "gcp" | "azure" | "other";
                            region: string;
                            name: string;
                            external_id: string;
                            /** @description The source whose complete import no longer contained it. */
                            source: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx: delivered. Answer within 10 seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is disabled and receives nothing more until it is enabled again. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
