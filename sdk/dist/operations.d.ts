import type { operations } from './openapi.ts';
import type { BodyOf, JsonOf, PageOf, QueryOf, Refined, RequestOptions } from './types.ts';
import type { PagePromise } from './pagination.ts';
/** What the client needs to call each operation, by operationId. */
export declare const OPERATIONS: {
    readonly summarizeFindings: {
        readonly method: "GET";
        readonly path: "/v1/findings/summary";
        readonly namespace: "findings";
        readonly name: "summarize";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly groupFindings: {
        readonly method: "GET";
        readonly path: "/v1/findings/groups";
        readonly namespace: "findings";
        readonly name: "group";
        readonly pathParams: readonly [];
        readonly query: "required";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly findingStats: {
        readonly method: "GET";
        readonly path: "/v1/findings/stats";
        readonly namespace: "findings";
        readonly name: "stats";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly exportFindings: {
        readonly method: "GET";
        readonly path: "/v1/findings/export";
        readonly namespace: "findings";
        readonly name: "export";
        readonly pathParams: readonly [];
        readonly query: "required";
        readonly body: "none";
        readonly response: "raw";
        readonly paginated: false;
    };
    readonly listFindings: {
        readonly method: "GET";
        readonly path: "/v1/findings";
        readonly namespace: "findings";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getFinding: {
        readonly method: "GET";
        readonly path: "/v1/findings/{id}";
        readonly namespace: "findings";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly updateFinding: {
        readonly method: "PATCH";
        readonly path: "/v1/findings/{id}";
        readonly namespace: "findings";
        readonly name: "update";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listFindingHistory: {
        readonly method: "GET";
        readonly path: "/v1/findings/{id}/history";
        readonly namespace: "findings";
        readonly name: "listHistory";
        readonly pathParams: readonly ["id"];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly createFindingNote: {
        readonly method: "POST";
        readonly path: "/v1/findings/{id}/notes";
        readonly namespace: "findings";
        readonly name: "createNote";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listFindingNotes: {
        readonly method: "GET";
        readonly path: "/v1/findings/{id}/notes";
        readonly namespace: "findings";
        readonly name: "listNotes";
        readonly pathParams: readonly ["id"];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly deleteFindingNote: {
        readonly method: "DELETE";
        readonly path: "/v1/findings/{id}/notes/{note_id}";
        readonly namespace: "findings";
        readonly name: "deleteNote";
        readonly pathParams: readonly ["id", "note_id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "none";
        readonly paginated: false;
    };
    readonly getSlaPolicy: {
        readonly method: "GET";
        readonly path: "/v1/sla_policy";
        readonly namespace: "findings";
        readonly name: "getSlaPolicy";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly putSlaPolicy: {
        readonly method: "PUT";
        readonly path: "/v1/sla_policy";
        readonly namespace: "findings";
        readonly name: "putSlaPolicy";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly createFindingBulkUpdate: {
        readonly method: "POST";
        readonly path: "/v1/findings/bulk_updates";
        readonly namespace: "findings";
        readonly name: "createBulkUpdate";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getFindingBulkUpdate: {
        readonly method: "GET";
        readonly path: "/v1/findings/bulk_updates/{id}";
        readonly namespace: "findings";
        readonly name: "getBulkUpdate";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listResources: {
        readonly method: "GET";
        readonly path: "/v1/resources";
        readonly namespace: "resources";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getResource: {
        readonly method: "GET";
        readonly path: "/v1/resources/{id}";
        readonly namespace: "resources";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly importResources: {
        readonly method: "POST";
        readonly path: "/v1/resources/imports";
        readonly namespace: "resources";
        readonly name: "import";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly createFindingImport: {
        readonly method: "POST";
        readonly path: "/v1/findings/imports";
        readonly namespace: "findings";
        readonly name: "createImport";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listFindingImports: {
        readonly method: "GET";
        readonly path: "/v1/findings/imports";
        readonly namespace: "findings";
        readonly name: "listImports";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getFindingImport: {
        readonly method: "GET";
        readonly path: "/v1/findings/imports/{id}";
        readonly namespace: "findings";
        readonly name: "getImport";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listAudits: {
        readonly method: "GET";
        readonly path: "/v1/audits";
        readonly namespace: "audits";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly startAudit: {
        readonly method: "POST";
        readonly path: "/v1/audits";
        readonly namespace: "audits";
        readonly name: "start";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getAudit: {
        readonly method: "GET";
        readonly path: "/v1/audits/{id}";
        readonly namespace: "audits";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly reanalyzeAudit: {
        readonly method: "POST";
        readonly path: "/v1/audits/{id}/reanalyze";
        readonly namespace: "audits";
        readonly name: "reanalyze";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly reanalyseAudit: {
        readonly method: "POST";
        readonly path: "/v1/audits/{id}/reanalyse";
        readonly namespace: "audits";
        readonly name: "reanalyse";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly diffAudit: {
        readonly method: "GET";
        readonly path: "/v1/audits/{id}/diff";
        readonly namespace: "audits";
        readonly name: "diff";
        readonly pathParams: readonly ["id"];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly createPlanCheck: {
        readonly method: "POST";
        readonly path: "/v1/plan_checks";
        readonly namespace: "planChecks";
        readonly name: "create";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getPlanCheck: {
        readonly method: "GET";
        readonly path: "/v1/plan_checks/{id}";
        readonly namespace: "planChecks";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listPolicies: {
        readonly method: "GET";
        readonly path: "/v1/policies";
        readonly namespace: "policies";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly createPolicy: {
        readonly method: "POST";
        readonly path: "/v1/policies";
        readonly namespace: "policies";
        readonly name: "create";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getPolicy: {
        readonly method: "GET";
        readonly path: "/v1/policies/{id}";
        readonly namespace: "policies";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly updatePolicy: {
        readonly method: "PATCH";
        readonly path: "/v1/policies/{id}";
        readonly namespace: "policies";
        readonly name: "update";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly deletePolicy: {
        readonly method: "DELETE";
        readonly path: "/v1/policies/{id}";
        readonly namespace: "policies";
        readonly name: "delete";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "none";
        readonly paginated: false;
    };
    readonly previewPolicy: {
        readonly method: "POST";
        readonly path: "/v1/policies/preview";
        readonly namespace: "policies";
        readonly name: "preview";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listSuppressionRules: {
        readonly method: "GET";
        readonly path: "/v1/suppression_rules";
        readonly namespace: "suppressionRules";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly createSuppressionRule: {
        readonly method: "POST";
        readonly path: "/v1/suppression_rules";
        readonly namespace: "suppressionRules";
        readonly name: "create";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getSuppressionRule: {
        readonly method: "GET";
        readonly path: "/v1/suppression_rules/{id}";
        readonly namespace: "suppressionRules";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly updateSuppressionRule: {
        readonly method: "PATCH";
        readonly path: "/v1/suppression_rules/{id}";
        readonly namespace: "suppressionRules";
        readonly name: "update";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly deleteSuppressionRule: {
        readonly method: "DELETE";
        readonly path: "/v1/suppression_rules/{id}";
        readonly namespace: "suppressionRules";
        readonly name: "delete";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "none";
        readonly paginated: false;
    };
    readonly previewSuppressionRule: {
        readonly method: "POST";
        readonly path: "/v1/suppression_rules/preview";
        readonly namespace: "suppressionRules";
        readonly name: "preview";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listChecks: {
        readonly method: "GET";
        readonly path: "/v1/checks";
        readonly namespace: "checks";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getCheck: {
        readonly method: "GET";
        readonly path: "/v1/checks/{id}";
        readonly namespace: "checks";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly updateCheck: {
        readonly method: "PATCH";
        readonly path: "/v1/checks/{id}";
        readonly namespace: "checks";
        readonly name: "update";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listComplianceFrameworks: {
        readonly method: "GET";
        readonly path: "/v1/compliance/frameworks";
        readonly namespace: "compliance";
        readonly name: "listFrameworks";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getComplianceFramework: {
        readonly method: "GET";
        readonly path: "/v1/compliance/frameworks/{id}";
        readonly namespace: "compliance";
        readonly name: "getFramework";
        readonly pathParams: readonly ["id"];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listReports: {
        readonly method: "GET";
        readonly path: "/v1/reports";
        readonly namespace: "reports";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly createReport: {
        readonly method: "POST";
        readonly path: "/v1/reports";
        readonly namespace: "reports";
        readonly name: "create";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getReport: {
        readonly method: "GET";
        readonly path: "/v1/reports/{id}";
        readonly namespace: "reports";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getReportContent: {
        readonly method: "GET";
        readonly path: "/v1/reports/{id}/content";
        readonly namespace: "reports";
        readonly name: "getContent";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "raw";
        readonly paginated: false;
    };
    readonly listEvents: {
        readonly method: "GET";
        readonly path: "/v1/events";
        readonly namespace: "events";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getEvent: {
        readonly method: "GET";
        readonly path: "/v1/events/{id}";
        readonly namespace: "events";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly followEvents: {
        readonly method: "GET";
        readonly path: "/v1/events/feed";
        readonly namespace: "events";
        readonly name: "follow";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly createSampleEvent: {
        readonly method: "POST";
        readonly path: "/v1/events/samples";
        readonly namespace: "events";
        readonly name: "createSample";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listWebhookEndpoints: {
        readonly method: "GET";
        readonly path: "/v1/webhook_endpoints";
        readonly namespace: "webhookEndpoints";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly createWebhookEndpoint: {
        readonly method: "POST";
        readonly path: "/v1/webhook_endpoints";
        readonly namespace: "webhookEndpoints";
        readonly name: "create";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getWebhookEndpoint: {
        readonly method: "GET";
        readonly path: "/v1/webhook_endpoints/{id}";
        readonly namespace: "webhookEndpoints";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly updateWebhookEndpoint: {
        readonly method: "PATCH";
        readonly path: "/v1/webhook_endpoints/{id}";
        readonly namespace: "webhookEndpoints";
        readonly name: "update";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly deleteWebhookEndpoint: {
        readonly method: "DELETE";
        readonly path: "/v1/webhook_endpoints/{id}";
        readonly namespace: "webhookEndpoints";
        readonly name: "delete";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "none";
        readonly paginated: false;
    };
    readonly rotateWebhookSecret: {
        readonly method: "POST";
        readonly path: "/v1/webhook_endpoints/{id}/rotate_secret";
        readonly namespace: "webhookEndpoints";
        readonly name: "rotateSecret";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "optional";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listWebhookDeliveries: {
        readonly method: "GET";
        readonly path: "/v1/webhook_endpoints/{id}/deliveries";
        readonly namespace: "webhookEndpoints";
        readonly name: "listDeliveries";
        readonly pathParams: readonly ["id"];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getWebhookDelivery: {
        readonly method: "GET";
        readonly path: "/v1/webhook_endpoints/{id}/deliveries/{delivery_id}";
        readonly namespace: "webhookEndpoints";
        readonly name: "getDelivery";
        readonly pathParams: readonly ["id", "delivery_id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly redeliverWebhookDelivery: {
        readonly method: "POST";
        readonly path: "/v1/webhook_endpoints/{id}/deliveries/{delivery_id}/redeliver";
        readonly namespace: "webhookEndpoints";
        readonly name: "redeliverDelivery";
        readonly pathParams: readonly ["id", "delivery_id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly sendWebhookTestEvent: {
        readonly method: "POST";
        readonly path: "/v1/webhook_endpoints/{id}/test";
        readonly namespace: "webhookEndpoints";
        readonly name: "sendTestEvent";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "optional";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listAuditLog: {
        readonly method: "GET";
        readonly path: "/v1/audit_log";
        readonly namespace: "auditLog";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getAwsSetup: {
        readonly method: "GET";
        readonly path: "/v1/cloud_accounts/aws_setup";
        readonly namespace: "cloudAccounts";
        readonly name: "getAwsSetup";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listCloudAccounts: {
        readonly method: "GET";
        readonly path: "/v1/cloud_accounts";
        readonly namespace: "cloudAccounts";
        readonly name: "list";
        readonly pathParams: readonly [];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly createCloudAccount: {
        readonly method: "POST";
        readonly path: "/v1/cloud_accounts";
        readonly namespace: "cloudAccounts";
        readonly name: "create";
        readonly pathParams: readonly [];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly getCloudAccount: {
        readonly method: "GET";
        readonly path: "/v1/cloud_accounts/{id}";
        readonly namespace: "cloudAccounts";
        readonly name: "get";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly updateCloudAccount: {
        readonly method: "PATCH";
        readonly path: "/v1/cloud_accounts/{id}";
        readonly namespace: "cloudAccounts";
        readonly name: "update";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "required";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly deleteCloudAccount: {
        readonly method: "DELETE";
        readonly path: "/v1/cloud_accounts/{id}";
        readonly namespace: "cloudAccounts";
        readonly name: "delete";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "none";
        readonly paginated: false;
    };
    readonly verifyCloudAccount: {
        readonly method: "POST";
        readonly path: "/v1/cloud_accounts/{id}/verify";
        readonly namespace: "cloudAccounts";
        readonly name: "verify";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "optional";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly startCollection: {
        readonly method: "POST";
        readonly path: "/v1/cloud_accounts/{id}/collections";
        readonly namespace: "cloudAccounts";
        readonly name: "startCollection";
        readonly pathParams: readonly ["id"];
        readonly query: "none";
        readonly body: "optional";
        readonly response: "json";
        readonly paginated: false;
    };
    readonly listCollections: {
        readonly method: "GET";
        readonly path: "/v1/cloud_accounts/{id}/collections";
        readonly namespace: "cloudAccounts";
        readonly name: "listCollections";
        readonly pathParams: readonly ["id"];
        readonly query: "optional";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: true;
    };
    readonly getCollection: {
        readonly method: "GET";
        readonly path: "/v1/cloud_accounts/{id}/collections/{collection_id}";
        readonly namespace: "cloudAccounts";
        readonly name: "getCollection";
        readonly pathParams: readonly ["id", "collection_id"];
        readonly query: "none";
        readonly body: "none";
        readonly response: "json";
        readonly paginated: false;
    };
};
/** One method per operation, named by its operationId. */
export interface OperationMethods {
    /** Count findings by severity, dimension and status `GET /v1/findings/summary` */
    summarizeFindings(params?: Refined<QueryOf<operations['summarizeFindings']>, {
        severity: Array<"info" | "low" | "medium" | "high" | "critical">;
        dimension: Array<"security" | "cost" | "architecture" | "compliance">;
        status: Array<"open" | "resolved" | "accepted_risk">;
        detected_after: Date;
        detected_before: Date;
        sla_status: Array<"none" | "on_track" | "due_soon" | "overdue">;
        due_before: Date;
    }>, options?: RequestOptions): Promise<JsonOf<operations['summarizeFindings'], 200>>;
    /** Count findings per check, resource, provider, region, kind or tag `GET /v1/findings/groups` */
    groupFindings(params: Refined<QueryOf<operations['groupFindings']>, {
        severity: Array<"info" | "low" | "medium" | "high" | "critical">;
        dimension: Array<"security" | "cost" | "architecture" | "compliance">;
        status: Array<"open" | "resolved" | "accepted_risk">;
        detected_after: Date;
        detected_before: Date;
        sla_status: Array<"none" | "on_track" | "due_soon" | "overdue">;
        due_before: Date;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['groupFindings'], 200>>, JsonOf<operations['groupFindings'], 200>>;
    /** Findings over time: open, new, resolved, reopened per day or week, and the mean time to resolve `GET /v1/findings/stats` */
    findingStats(params?: Refined<QueryOf<operations['findingStats']>, {
        severity: Array<"info" | "low" | "medium" | "high" | "critical">;
        dimension: Array<"security" | "cost" | "architecture" | "compliance">;
        provider: Array<"aws" | "gcp" | "azure" | "other">;
    }>, options?: RequestOptions): Promise<JsonOf<operations['findingStats'], 200>>;
    /** Export findings as CSV or OCSF `GET /v1/findings/export` */
    exportFindings(params: Refined<QueryOf<operations['exportFindings']>, {
        severity: Array<"info" | "low" | "medium" | "high" | "critical">;
        dimension: Array<"security" | "cost" | "architecture" | "compliance">;
        status: Array<"open" | "resolved" | "accepted_risk">;
        detected_after: Date;
        detected_before: Date;
        sla_status: Array<"none" | "on_track" | "due_soon" | "overdue">;
        due_before: Date;
    }>, options?: RequestOptions): Promise<Response>;
    /** List findings `GET /v1/findings` */
    listFindings(params?: Refined<QueryOf<operations['listFindings']>, {
        severity: Array<"info" | "low" | "medium" | "high" | "critical">;
        dimension: Array<"security" | "cost" | "architecture" | "compliance">;
        status: Array<"open" | "resolved" | "accepted_risk">;
        detected_after: Date;
        detected_before: Date;
        sla_status: Array<"none" | "on_track" | "due_soon" | "overdue">;
        due_before: Date;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listFindings'], 200>>, JsonOf<operations['listFindings'], 200>>;
    /** Retrieve a finding `GET /v1/findings/{id}` */
    getFinding(id: string, options?: RequestOptions): Promise<JsonOf<operations['getFinding'], 200>>;
    /** Triage a finding: assign it, set its due date, accept its risk, reopen or resolve it `PATCH /v1/findings/{id}` */
    updateFinding(id: string, body: BodyOf<operations['updateFinding']>, options?: RequestOptions): Promise<JsonOf<operations['updateFinding'], 200>>;
    /** The history of a finding `GET /v1/findings/{id}/history` */
    listFindingHistory(id: string, params?: QueryOf<operations['listFindingHistory']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listFindingHistory'], 200>>, JsonOf<operations['listFindingHistory'], 200>>;
    /** Write a note on a finding `POST /v1/findings/{id}/notes` */
    createFindingNote(id: string, body: BodyOf<operations['createFindingNote']>, options?: RequestOptions): Promise<JsonOf<operations['createFindingNote'], 201>>;
    /** List the notes of a finding `GET /v1/findings/{id}/notes` */
    listFindingNotes(id: string, params?: QueryOf<operations['listFindingNotes']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listFindingNotes'], 200>>, JsonOf<operations['listFindingNotes'], 200>>;
    /** Delete a note `DELETE /v1/findings/{id}/notes/{note_id}` */
    deleteFindingNote(id: string, noteId: string, options?: RequestOptions): Promise<void>;
    /** The SLA policy `GET /v1/sla_policy` */
    getSlaPolicy(options?: RequestOptions): Promise<JsonOf<operations['getSlaPolicy'], 200>>;
    /** Replace the SLA policy `PUT /v1/sla_policy` */
    putSlaPolicy(body: BodyOf<operations['putSlaPolicy']>, options?: RequestOptions): Promise<JsonOf<operations['putSlaPolicy'], 200>>;
    /** Triage many findings at once `POST /v1/findings/bulk_updates` */
    createFindingBulkUpdate(body: BodyOf<operations['createFindingBulkUpdate']>, options?: RequestOptions): Promise<JsonOf<operations['createFindingBulkUpdate'], 202>>;
    /** A bulk update and its progress `GET /v1/findings/bulk_updates/{id}` */
    getFindingBulkUpdate(id: string, options?: RequestOptions): Promise<JsonOf<operations['getFindingBulkUpdate'], 200>>;
    /** List resources `GET /v1/resources` */
    listResources(params?: Refined<QueryOf<operations['listResources']>, {
        kind: Array<"instance" | "bucket" | "iam_principal" | "network_rule" | "database" | "function" | "key" | "load_balancer" | "volume" | "snapshot" | "cluster" | "container_registry" | "container_service" | "web_app" | "cache" | "file_system" | "nosql_table" | "secret" | "audit_trail" | "account" | "network" | "dns_zone" | "cdn" | "api_gateway" | "queue" | "other" | "external">;
        provider: Array<"aws" | "gcp" | "azure" | "other">;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listResources'], 200>>, JsonOf<operations['listResources'], 200>>;
    /** Retrieve a resource `GET /v1/resources/{id}` */
    getResource(id: string, options?: RequestOptions): Promise<JsonOf<operations['getResource'], 200>>;
    /** Import an inventory snapshot or a Terraform state `POST /v1/resources/imports` */
    importResources(body: BodyOf<operations['importResources']>, options?: RequestOptions & {
        query?: QueryOf<operations['importResources']>;
    }): Promise<JsonOf<operations['importResources'], 200>>;
    /** Import another scanner's findings `POST /v1/findings/imports` */
    createFindingImport(body: BodyOf<operations['createFindingImport']>, options?: RequestOptions & {
        query?: QueryOf<operations['createFindingImport']>;
    }): Promise<JsonOf<operations['createFindingImport'], 201>>;
    /** List findings imports `GET /v1/findings/imports` */
    listFindingImports(params?: QueryOf<operations['listFindingImports']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listFindingImports'], 200>>, JsonOf<operations['listFindingImports'], 200>>;
    /** Retrieve a findings import `GET /v1/findings/imports/{id}` */
    getFindingImport(id: string, options?: RequestOptions): Promise<JsonOf<operations['getFindingImport'], 200>>;
    /** List audits `GET /v1/audits` */
    listAudits(params?: Refined<QueryOf<operations['listAudits']>, {
        status: Array<"queued" | "running" | "completed" | "failed">;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listAudits'], 200>>, JsonOf<operations['listAudits'], 200>>;
    /** Start an audit `POST /v1/audits` */
    startAudit(options?: RequestOptions): Promise<JsonOf<operations['startAudit'], 202>>;
    /** Retrieve a audit `GET /v1/audits/{id}` */
    getAudit(id: string, options?: RequestOptions): Promise<JsonOf<operations['getAudit'], 200>>;
    /** Re-analyse an audit `POST /v1/audits/{id}/reanalyze` */
    reanalyzeAudit(id: string, options?: RequestOptions): Promise<JsonOf<operations['reanalyzeAudit'], 202>>;
    /** @deprecated Use /v1/audits/{id}/reanalyze; removed after 2027-06-01. Re-analyse an audit (deprecated spelling of reanalyze) `POST /v1/audits/{id}/reanalyse` */
    reanalyseAudit(id: string, options?: RequestOptions): Promise<JsonOf<operations['reanalyseAudit'], 202>>;
    /** Compare an audit with an earlier one `GET /v1/audits/{id}/diff` */
    diffAudit(id: string, params?: QueryOf<operations['diffAudit']>, options?: RequestOptions): Promise<JsonOf<operations['diffAudit'], 200>>;
    /** Check a Terraform plan before applying it `POST /v1/plan_checks` */
    createPlanCheck(body: BodyOf<operations['createPlanCheck']>, options?: RequestOptions & {
        query?: QueryOf<operations['createPlanCheck']>;
    }): Promise<JsonOf<operations['createPlanCheck'], 200>>;
    /** A plan check and its verdicts `GET /v1/plan_checks/{id}` */
    getPlanCheck(id: string, options?: RequestOptions): Promise<JsonOf<operations['getPlanCheck'], 200>>;
    /** List policies `GET /v1/policies` */
    listPolicies(params?: QueryOf<operations['listPolicies']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listPolicies'], 200>>, JsonOf<operations['listPolicies'], 200>>;
    /** Create a policy `POST /v1/policies` */
    createPolicy(body: BodyOf<operations['createPolicy']>, options?: RequestOptions): Promise<JsonOf<operations['createPolicy'], 201>>;
    /** Retrieve a policy `GET /v1/policies/{id}` */
    getPolicy(id: string, options?: RequestOptions): Promise<JsonOf<operations['getPolicy'], 200>>;
    /** Update a policy `PATCH /v1/policies/{id}` */
    updatePolicy(id: string, body: BodyOf<operations['updatePolicy']>, options?: RequestOptions): Promise<JsonOf<operations['updatePolicy'], 200>>;
    /** Delete a policy `DELETE /v1/policies/{id}` */
    deletePolicy(id: string, options?: RequestOptions): Promise<void>;
    /** Preview an unsaved policy `POST /v1/policies/preview` */
    previewPolicy(body: BodyOf<operations['previewPolicy']>, options?: RequestOptions): Promise<JsonOf<operations['previewPolicy'], 200>>;
    /** List suppression rules `GET /v1/suppression_rules` */
    listSuppressionRules(params?: QueryOf<operations['listSuppressionRules']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listSuppressionRules'], 200>>, JsonOf<operations['listSuppressionRules'], 200>>;
    /** Create a suppression rule `POST /v1/suppression_rules` */
    createSuppressionRule(body: BodyOf<operations['createSuppressionRule']>, options?: RequestOptions): Promise<JsonOf<operations['createSuppressionRule'], 201>>;
    /** Retrieve a suppression rule `GET /v1/suppression_rules/{id}` */
    getSuppressionRule(id: string, options?: RequestOptions): Promise<JsonOf<operations['getSuppressionRule'], 200>>;
    /** Update a suppression rule `PATCH /v1/suppression_rules/{id}` */
    updateSuppressionRule(id: string, body: BodyOf<operations['updateSuppressionRule']>, options?: RequestOptions): Promise<JsonOf<operations['updateSuppressionRule'], 200>>;
    /** Delete a suppression rule `DELETE /v1/suppression_rules/{id}` */
    deleteSuppressionRule(id: string, options?: RequestOptions): Promise<void>;
    /** Preview an unsaved suppression rule `POST /v1/suppression_rules/preview` */
    previewSuppressionRule(body: BodyOf<operations['previewSuppressionRule']>, options?: RequestOptions): Promise<JsonOf<operations['previewSuppressionRule'], 200>>;
    /** List the built-in checks `GET /v1/checks` */
    listChecks(params?: Refined<QueryOf<operations['listChecks']>, {
        provider: Array<"aws" | "gcp" | "azure">;
        dimension: Array<"security" | "cost" | "architecture" | "compliance">;
        severity: Array<"info" | "low" | "medium" | "high" | "critical">;
        framework: Array<"cis_aws" | "cis_gcp" | "cis_azure" | "soc2" | "pci_dss" | "iso_27001" | "nist_800_53" | "hipaa">;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listChecks'], 200>>, JsonOf<operations['listChecks'], 200>>;
    /** Retrieve a built-in check `GET /v1/checks/{id}` */
    getCheck(id: string, options?: RequestOptions): Promise<JsonOf<operations['getCheck'], 200>>;
    /** Enable or disable a check for your tenant `PATCH /v1/checks/{id}` */
    updateCheck(id: string, body: BodyOf<operations['updateCheck']>, options?: RequestOptions): Promise<JsonOf<operations['updateCheck'], 200>>;
    /** List the compliance frameworks `GET /v1/compliance/frameworks` */
    listComplianceFrameworks(options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listComplianceFrameworks'], 200>>, JsonOf<operations['listComplianceFrameworks'], 200>>;
    /** Compliance status per requirement `GET /v1/compliance/frameworks/{id}` */
    getComplianceFramework(id: string, params?: QueryOf<operations['getComplianceFramework']>, options?: RequestOptions): Promise<JsonOf<operations['getComplianceFramework'], 200>>;
    /** List reports `GET /v1/reports` */
    listReports(params?: Refined<QueryOf<operations['listReports']>, {
        status: Array<"pending" | "ready" | "failed">;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listReports'], 200>>, JsonOf<operations['listReports'], 200>>;
    /** Generate a report `POST /v1/reports` */
    createReport(body: BodyOf<operations['createReport']>, options?: RequestOptions): Promise<JsonOf<operations['createReport'], 202>>;
    /** Retrieve a report `GET /v1/reports/{id}` */
    getReport(id: string, options?: RequestOptions): Promise<JsonOf<operations['getReport'], 200>>;
    /** Download a report `GET /v1/reports/{id}/content` */
    getReportContent(id: string, options?: RequestOptions): Promise<Response>;
    /** List events `GET /v1/events` */
    listEvents(params?: Refined<QueryOf<operations['listEvents']>, {
        type: Array<"finding.created" | "finding.severity_changed" | "finding.resolved" | "finding.updated" | "audit.started" | "audit.completed" | "resource.added" | "policy.violated" | "resource.removed" | "collection.completed">;
        created_after: Date;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listEvents'], 200>>, JsonOf<operations['listEvents'], 200>>;
    /** Retrieve a event `GET /v1/events/{id}` */
    getEvent(id: string, options?: RequestOptions): Promise<JsonOf<operations['getEvent'], 200>>;
    /** Follow new events `GET /v1/events/feed` */
    followEvents(params?: Refined<QueryOf<operations['followEvents']>, {
        type: Array<"finding.created" | "finding.severity_changed" | "finding.resolved" | "finding.updated" | "audit.started" | "audit.completed" | "resource.added" | "policy.violated" | "resource.removed" | "collection.completed">;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['followEvents'], 200>>, JsonOf<operations['followEvents'], 200>>;
    /** Record a sample event `POST /v1/events/samples` */
    createSampleEvent(body: BodyOf<operations['createSampleEvent']>, options?: RequestOptions): Promise<JsonOf<operations['createSampleEvent'], 201>>;
    /** List webhook endpoints `GET /v1/webhook_endpoints` */
    listWebhookEndpoints(params?: QueryOf<operations['listWebhookEndpoints']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listWebhookEndpoints'], 200>>, JsonOf<operations['listWebhookEndpoints'], 200>>;
    /** Register a webhook endpoint `POST /v1/webhook_endpoints` */
    createWebhookEndpoint(body: BodyOf<operations['createWebhookEndpoint']>, options?: RequestOptions): Promise<JsonOf<operations['createWebhookEndpoint'], 201>>;
    /** Retrieve a webhook endpoint `GET /v1/webhook_endpoints/{id}` */
    getWebhookEndpoint(id: string, options?: RequestOptions): Promise<JsonOf<operations['getWebhookEndpoint'], 200>>;
    /** Update a webhook endpoint `PATCH /v1/webhook_endpoints/{id}` */
    updateWebhookEndpoint(id: string, body: BodyOf<operations['updateWebhookEndpoint']>, options?: RequestOptions): Promise<JsonOf<operations['updateWebhookEndpoint'], 200>>;
    /** Delete a webhook endpoint `DELETE /v1/webhook_endpoints/{id}` */
    deleteWebhookEndpoint(id: string, options?: RequestOptions): Promise<void>;
    /** Rotate the signing secret `POST /v1/webhook_endpoints/{id}/rotate_secret` */
    rotateWebhookSecret(id: string, body?: BodyOf<operations['rotateWebhookSecret']>, options?: RequestOptions): Promise<JsonOf<operations['rotateWebhookSecret'], 200>>;
    /** List the deliveries of an endpoint `GET /v1/webhook_endpoints/{id}/deliveries` */
    listWebhookDeliveries(id: string, params?: Refined<QueryOf<operations['listWebhookDeliveries']>, {
        status: Array<"pending" | "succeeded" | "failed">;
    }>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listWebhookDeliveries'], 200>>, JsonOf<operations['listWebhookDeliveries'], 200>>;
    /** Retrieve a delivery `GET /v1/webhook_endpoints/{id}/deliveries/{delivery_id}` */
    getWebhookDelivery(id: string, deliveryId: string, options?: RequestOptions): Promise<JsonOf<operations['getWebhookDelivery'], 200>>;
    /** Redeliver `POST /v1/webhook_endpoints/{id}/deliveries/{delivery_id}/redeliver` */
    redeliverWebhookDelivery(id: string, deliveryId: string, options?: RequestOptions): Promise<JsonOf<operations['redeliverWebhookDelivery'], 202>>;
    /** Send a test event `POST /v1/webhook_endpoints/{id}/test` */
    sendWebhookTestEvent(id: string, body?: BodyOf<operations['sendWebhookTestEvent']>, options?: RequestOptions): Promise<JsonOf<operations['sendWebhookTestEvent'], 202>>;
    /** List the workspace audit log `GET /v1/audit_log` */
    listAuditLog(params?: QueryOf<operations['listAuditLog']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listAuditLog'], 200>>, JsonOf<operations['listAuditLog'], 200>>;
    /** What an AWS role for Posture needs `GET /v1/cloud_accounts/aws_setup` */
    getAwsSetup(options?: RequestOptions): Promise<JsonOf<operations['getAwsSetup'], 200>>;
    /** List cloud accounts `GET /v1/cloud_accounts` */
    listCloudAccounts(params?: QueryOf<operations['listCloudAccounts']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listCloudAccounts'], 200>>, JsonOf<operations['listCloudAccounts'], 200>>;
    /** Connect an AWS account or organization `POST /v1/cloud_accounts` */
    createCloudAccount(body: BodyOf<operations['createCloudAccount']>, options?: RequestOptions): Promise<JsonOf<operations['createCloudAccount'], 201>>;
    /** Retrieve a cloud account `GET /v1/cloud_accounts/{id}` */
    getCloudAccount(id: string, options?: RequestOptions): Promise<JsonOf<operations['getCloudAccount'], 200>>;
    /** Update a cloud account `PATCH /v1/cloud_accounts/{id}` */
    updateCloudAccount(id: string, body: BodyOf<operations['updateCloudAccount']>, options?: RequestOptions): Promise<JsonOf<operations['updateCloudAccount'], 200>>;
    /** Delete a cloud account `DELETE /v1/cloud_accounts/{id}` */
    deleteCloudAccount(id: string, options?: RequestOptions): Promise<void>;
    /** Verify a cloud account `POST /v1/cloud_accounts/{id}/verify` */
    verifyCloudAccount(id: string, body?: BodyOf<operations['verifyCloudAccount']>, options?: RequestOptions): Promise<JsonOf<operations['verifyCloudAccount'], 200>>;
    /** Collect a cloud account now `POST /v1/cloud_accounts/{id}/collections` */
    startCollection(id: string, body?: BodyOf<operations['startCollection']>, options?: RequestOptions): Promise<JsonOf<operations['startCollection'], 202>>;
    /** List the collections of a cloud account `GET /v1/cloud_accounts/{id}/collections` */
    listCollections(id: string, params?: QueryOf<operations['listCollections']>, options?: RequestOptions): PagePromise<PageOf<JsonOf<operations['listCollections'], 200>>, JsonOf<operations['listCollections'], 200>>;
    /** Retrieve a collection `GET /v1/cloud_accounts/{id}/collections/{collection_id}` */
    getCollection(id: string, collectionId: string, options?: RequestOptions): Promise<JsonOf<operations['getCollection'], 200>>;
}
/** The same methods by resource: `client.findings.list(…)` is `client.listFindings(…)`. */
export interface Namespaces {
    findings: {
        summarize: OperationMethods['summarizeFindings'];
        group: OperationMethods['groupFindings'];
        stats: OperationMethods['findingStats'];
        export: OperationMethods['exportFindings'];
        list: OperationMethods['listFindings'];
        get: OperationMethods['getFinding'];
        update: OperationMethods['updateFinding'];
        listHistory: OperationMethods['listFindingHistory'];
        createNote: OperationMethods['createFindingNote'];
        listNotes: OperationMethods['listFindingNotes'];
        deleteNote: OperationMethods['deleteFindingNote'];
        getSlaPolicy: OperationMethods['getSlaPolicy'];
        putSlaPolicy: OperationMethods['putSlaPolicy'];
        createBulkUpdate: OperationMethods['createFindingBulkUpdate'];
        getBulkUpdate: OperationMethods['getFindingBulkUpdate'];
        createImport: OperationMethods['createFindingImport'];
        listImports: OperationMethods['listFindingImports'];
        getImport: OperationMethods['getFindingImport'];
    };
    resources: {
        list: OperationMethods['listResources'];
        get: OperationMethods['getResource'];
        import: OperationMethods['importResources'];
    };
    audits: {
        list: OperationMethods['listAudits'];
        start: OperationMethods['startAudit'];
        get: OperationMethods['getAudit'];
        reanalyze: OperationMethods['reanalyzeAudit'];
        /** @deprecated Use /v1/audits/{id}/reanalyze; removed after 2027-06-01. Re-analyse an audit (deprecated spelling of reanalyze) `POST /v1/audits/{id}/reanalyse` */
        reanalyse: OperationMethods['reanalyseAudit'];
        diff: OperationMethods['diffAudit'];
    };
    planChecks: {
        create: OperationMethods['createPlanCheck'];
        get: OperationMethods['getPlanCheck'];
    };
    policies: {
        list: OperationMethods['listPolicies'];
        create: OperationMethods['createPolicy'];
        get: OperationMethods['getPolicy'];
        update: OperationMethods['updatePolicy'];
        delete: OperationMethods['deletePolicy'];
        preview: OperationMethods['previewPolicy'];
    };
    suppressionRules: {
        list: OperationMethods['listSuppressionRules'];
        create: OperationMethods['createSuppressionRule'];
        get: OperationMethods['getSuppressionRule'];
        update: OperationMethods['updateSuppressionRule'];
        delete: OperationMethods['deleteSuppressionRule'];
        preview: OperationMethods['previewSuppressionRule'];
    };
    checks: {
        list: OperationMethods['listChecks'];
        get: OperationMethods['getCheck'];
        update: OperationMethods['updateCheck'];
    };
    compliance: {
        listFrameworks: OperationMethods['listComplianceFrameworks'];
        getFramework: OperationMethods['getComplianceFramework'];
    };
    reports: {
        list: OperationMethods['listReports'];
        create: OperationMethods['createReport'];
        get: OperationMethods['getReport'];
        getContent: OperationMethods['getReportContent'];
    };
    events: {
        list: OperationMethods['listEvents'];
        get: OperationMethods['getEvent'];
        follow: OperationMethods['followEvents'];
        createSample: OperationMethods['createSampleEvent'];
    };
    webhookEndpoints: {
        list: OperationMethods['listWebhookEndpoints'];
        create: OperationMethods['createWebhookEndpoint'];
        get: OperationMethods['getWebhookEndpoint'];
        update: OperationMethods['updateWebhookEndpoint'];
        delete: OperationMethods['deleteWebhookEndpoint'];
        rotateSecret: OperationMethods['rotateWebhookSecret'];
        listDeliveries: OperationMethods['listWebhookDeliveries'];
        getDelivery: OperationMethods['getWebhookDelivery'];
        redeliverDelivery: OperationMethods['redeliverWebhookDelivery'];
        sendTestEvent: OperationMethods['sendWebhookTestEvent'];
    };
    auditLog: {
        list: OperationMethods['listAuditLog'];
    };
    cloudAccounts: {
        getAwsSetup: OperationMethods['getAwsSetup'];
        list: OperationMethods['listCloudAccounts'];
        create: OperationMethods['createCloudAccount'];
        get: OperationMethods['getCloudAccount'];
        update: OperationMethods['updateCloudAccount'];
        delete: OperationMethods['deleteCloudAccount'];
        verify: OperationMethods['verifyCloudAccount'];
        startCollection: OperationMethods['startCollection'];
        listCollections: OperationMethods['listCollections'];
        getCollection: OperationMethods['getCollection'];
    };
}
