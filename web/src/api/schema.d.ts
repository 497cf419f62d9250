/* Generated from the OpenAPI document by `npm run generate:api`. Never edit by hand: CI fails when it no longer matches the routes. */
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
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
        /** Prometheus metrics (bearer METRICS_TOKEN; 404 when it is not set) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Prometheus text format 0.0.4 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
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
        /** The database is reachable */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/demo-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The demo personas offered on the sign-in screen */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uri */
                                avatar_url: string;
                                /**
                                 * Role
                                 * @enum {string}
                                 */
                                demo_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                description: string;
                                email: string;
                                full_name: string;
                                /** @description The value to send as demo_user_id */
                                id: string;
                                label: string;
                                /** @description Only on the MEMBER persona */
                                member_id?: string;
                                roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/email/otp/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sign-in code by email
         * @description Answers 202 the same way whether or not anyone holds the identifier. The code (6 digits, 10 minutes, 5 attempts, single use; asked for again while it is open, the same code is sent again and its 10 minutes start over) goes by mail (SMTP_URL, MAIL_FROM) or SMS (SMS_HTTP_URL, SMS_HTTP_TOKEN) in production mode, and to `GET /v1/dev/outbox` in demo mode; 404 in production mode when the channel is not configured. At most 5 codes per identifier per 15 minutes and 10 a day (429 with Retry-After), and RATE_LIMIT_LOGIN_PER_MIN requests per IP a minute; a browser that signed in as the identifier's user before (its `portal_device` cookie) has 5 per 15 minutes of its own and no daily cap.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CodeSent */
                            data: {
                                /** @description Seconds the code lives */
                                expires_in: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/email/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the code sent by email
         * @description Answers the same envelope as POST /v1/auth/login. A wrong, expired or used code, or an identifier nobody holds, answers 401. At most 10 failed verifications per identifier a day, across its codes (429 with Retry-After); a browser that signed in as the identifier's user before has 10 of its own.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 6 digits received */
                        code: string;
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Send as `Authorization: Bearer <token>`. Absent when the request asked for the session as a cookie (header `X-Portal-Session: cookie`, the web console). */
                                token?: string;
                                /** SessionUser */
                                user: {
                                    /**
                                     * Role
                                     * @enum {string}
                                     */
                                    active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                    /** Format: uri */
                                    avatar_url: string;
                                    email: string;
                                    full_name: string;
                                    id: string;
                                    /**
                                     * Locale
                                     * @enum {string}
                                     */
                                    locale: "en" | "am";
                                    org_id: string;
                                    /** @enum {string} */
                                    org_status: "active" | "pending" | "suspended";
                                    /** @description The active role's permissions */
                                    permissions: string[];
                                    roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                                };
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in as a demo persona, or with email and password
         * @description Send `demo_user_id` (preferred) or the legacy `demo_role`; when both are sent, `demo_user_id` wins. A login by `demo_role` answers with the header `Deprecation: true`. Or send `email` and `password` (Argon2id; set by `npm run admin -- user set-password`): an unknown email and a wrong password answer the same 401. With `AUTH_MODE=production` only email and password are accepted (a persona answers 400).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Role
                         * @description Legacy alternative; answers with `Deprecation: true`
                         * @enum {string}
                         */
                        demo_role?: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                        /** @description Preferred: id of a demo profile */
                        demo_user_id?: string;
                        /**
                         * Format: email
                         * @description With password: sign-in by email and password (the only way in production mode)
                         */
                        email?: string;
                        /**
                         * Locale
                         * @enum {string}
                         */
                        locale?: "en" | "am";
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Send as `Authorization: Bearer <token>`. Absent when the request asked for the session as a cookie (header `X-Portal-Session: cookie`, the web console). */
                                token?: string;
                                /** SessionUser */
                                user: {
                                    /**
                                     * Role
                                     * @enum {string}
                                     */
                                    active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                    /** Format: uri */
                                    avatar_url: string;
                                    email: string;
                                    full_name: string;
                                    id: string;
                                    /**
                                     * Locale
                                     * @enum {string}
                                     */
                                    locale: "en" | "am";
                                    org_id: string;
                                    /** @enum {string} */
                                    org_status: "active" | "pending" | "suspended";
                                    /** @description The active role's permissions */
                                    permissions: string[];
                                    roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                                };
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CurrentUser */
                            data: {
                                /**
                                 * Role
                                 * @enum {string}
                                 */
                                active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                /** @description Null for users without a member record */
                                allowance_summary: {
                                    /** Money */
                                    allowance_remaining: {
                                        /** @example 1500.00 */
                                        amount: string;
                                        /** @example ETB */
                                        currency: string;
                                    };
                                } | null;
                                /** Format: uri */
                                avatar_url: string;
                                /** @description Only for users with a member record */
                                customer_id?: string;
                                email: string;
                                full_name: string;
                                id: string;
                                /**
                                 * Locale
                                 * @enum {string}
                                 */
                                locale: "en" | "am";
                                /** @description Only for users with a member record */
                                member_id?: string;
                                org_id: string;
                                /** @enum {string} */
                                org_status: "active" | "pending" | "suspended";
                                permissions: string[];
                                roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the user's locale */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Locale
                         * @enum {string}
                         */
                        locale: "en" | "am";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** SessionUser */
                            data: {
                                /**
                                 * Role
                                 * @enum {string}
                                 */
                                active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                /** Format: uri */
                                avatar_url: string;
                                email: string;
                                full_name: string;
                                id: string;
                                /**
                                 * Locale
                                 * @enum {string}
                                 */
                                locale: "en" | "am";
                                org_id: string;
                                /** @enum {string} */
                                org_status: "active" | "pending" | "suspended";
                                /** @description The active role's permissions */
                                permissions: string[];
                                roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/auth/messenger/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the messaging app (Telegram login widget)
         * @description Send the widget's payload as received. It must carry Telegram's HMAC-SHA-256 signature made with TELEGRAM_BOT_TOKEN and be at most 5 minutes old, not dated in the future. The Telegram user id must be linked to a user (`npm run admin -- user link`). Answers the same envelope as POST /v1/auth/login; 404 when TELEGRAM_BOT_TOKEN is not set.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Unix seconds when Telegram signed it */
                        auth_date: number;
                        first_name?: string;
                        /** @description Hex HMAC-SHA-256 by Telegram */
                        hash: string;
                        /** @description Telegram user id */
                        id: number;
                        last_name?: string;
                        photo_url?: string;
                        username?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Send as `Authorization: Bearer <token>`. Absent when the request asked for the session as a cookie (header `X-Portal-Session: cookie`, the web console). */
                                token?: string;
                                /** SessionUser */
                                user: {
                                    /**
                                     * Role
                                     * @enum {string}
                                     */
                                    active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                    /** Format: uri */
                                    avatar_url: string;
                                    email: string;
                                    full_name: string;
                                    id: string;
                                    /**
                                     * Locale
                                     * @enum {string}
                                     */
                                    locale: "en" | "am";
                                    org_id: string;
                                    /** @enum {string} */
                                    org_status: "active" | "pending" | "suspended";
                                    /** @description The active role's permissions */
                                    permissions: string[];
                                    roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                                };
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sign-in methods are on (the sign-in screen asks before it shows them) */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** SignInMethods */
                            data: {
                                /** @description POST /v1/auth/email/otp/start and verify */
                                email_code: boolean;
                                /** @description GET /v1/auth/oauth/idp/start */
                                identity_provider: boolean;
                                /** @description POST /v1/auth/messenger/callback */
                                messenger: {
                                    /** @description the Telegram bot id, for the login widget or its OAuth page */
                                    bot_id: string;
                                } | null;
                                /** @description AUTH_MODE */
                                mode: "demo" | "production";
                                /** @description POST /v1/auth/login with email and password */
                                password: boolean;
                                /** @description demo personas (GET /v1/auth/demo-profiles) may sign in */
                                personas: boolean;
                                /** @description POST /v1/auth/phone/otp/start and verify */
                                phone_code: boolean;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/phone/otp/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sign-in code by SMS
         * @description Answers 202 the same way whether or not anyone holds the identifier. The code (6 digits, 10 minutes, 5 attempts, single use; asked for again while it is open, the same code is sent again and its 10 minutes start over) goes by mail (SMTP_URL, MAIL_FROM) or SMS (SMS_HTTP_URL, SMS_HTTP_TOKEN) in production mode, and to `GET /v1/dev/outbox` in demo mode; 404 in production mode when the channel is not configured. At most 5 codes per identifier per 15 minutes and 10 a day (429 with Retry-After), and RATE_LIMIT_LOGIN_PER_MIN requests per IP a minute; a browser that signed in as the identifier's user before (its `portal_device` cookie) has 5 per 15 minutes of its own and no daily cap.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description E.164, like +251911234567 */
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CodeSent */
                            data: {
                                /** @description Seconds the code lives */
                                expires_in: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/phone/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with the code sent by SMS
         * @description Answers the same envelope as POST /v1/auth/login. A wrong, expired or used code, or an identifier nobody holds, answers 401. At most 10 failed verifications per identifier a day, across its codes (429 with Retry-After); a browser that signed in as the identifier's user before has 10 of its own.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 6 digits received */
                        code: string;
                        /** @description E.164, like +251911234567 */
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description Send as `Authorization: Bearer <token>`. Absent when the request asked for the session as a cookie (header `X-Portal-Session: cookie`, the web console). */
                                token?: string;
                                /** SessionUser */
                                user: {
                                    /**
                                     * Role
                                     * @enum {string}
                                     */
                                    active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                    /** Format: uri */
                                    avatar_url: string;
                                    email: string;
                                    full_name: string;
                                    id: string;
                                    /**
                                     * Locale
                                     * @enum {string}
                                     */
                                    locale: "en" | "am";
                                    org_id: string;
                                    /** @enum {string} */
                                    org_status: "active" | "pending" | "suspended";
                                    /** @description The active role's permissions */
                                    permissions: string[];
                                    roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                                };
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, or null: asks whether there is a session without a 401
         * @description Public. With a live session (bearer token or the console's cookie) answers what GET /v1/auth/me answers; with none, or an ended one, `{ data: null }`. The console asks this at start.
         */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /**
                                 * Role
                                 * @enum {string}
                                 */
                                active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                /** @description Null for users without a member record */
                                allowance_summary: {
                                    /** Money */
                                    allowance_remaining: {
                                        /** @example 1500.00 */
                                        amount: string;
                                        /** @example ETB */
                                        currency: string;
                                    };
                                } | null;
                                /** Format: uri */
                                avatar_url: string;
                                /** @description Only for users with a member record */
                                customer_id?: string;
                                email: string;
                                full_name: string;
                                id: string;
                                /**
                                 * Locale
                                 * @enum {string}
                                 */
                                locale: "en" | "am";
                                /** @description Only for users with a member record */
                                member_id?: string;
                                org_id: string;
                                /** @enum {string} */
                                org_status: "active" | "pending" | "suspended";
                                permissions: string[];
                                roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                            } | null;
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/avatars/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Avatar image (SVG of the initials) that avatar_url points at */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description <user id>.svg */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/svg+xml */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Demo mode only: the mail and SMS the service would have sent, newest first
         * @description One-time codes of the email and phone sign-in land here instead of a real provider. The path does not exist in production mode.
         */
        get: {
            parameters: {
                query: {
                    limit: number;
                    /** @description Only messages to this email address or E.164 phone number */
                    to?: string;
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    channel: "email" | "sms";
                                    /** Format: date-time */
                                    created_at: string;
                                    id: number;
                                    subject: string | null;
                                    text: string;
                                    to: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
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
         * Your organisation's events, oldest first, after a given id
         * @description Poll with `after` = the `next_after` of the previous answer to see each event once, in order.
         */
        get: {
            parameters: {
                query: {
                    /** @description the id of the last event already seen (0: from the start) */
                    after: number;
                    /** @description only the events of this migration job (its timeline) */
                    job_id?: string;
                    limit: number;
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    /** @description migration.* events: job_id, status, dataset_type, counts; webhook.endpoint_disabled: webhook_id, reason */
                                    data: {
                                        /** @description migration.* events */
                                        counts?: {
                                            [key: string]: number;
                                        };
                                        /** @description migration.* events */
                                        dataset_type?: string;
                                        /** @description migration.* events */
                                        job_id?: string;
                                        /** @description webhook.endpoint_disabled */
                                        reason?: string;
                                        /** @description migration.* events */
                                        status?: string;
                                        /** @description webhook.* events */
                                        webhook_id?: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    /** @description grows in the order the organisation's events were committed; pass the last one seen as `after` */
                                    id: number;
                                    /** @description migration.job_started, migration.job_completed, migration.job_failed, migration.job_rolled_back, webhook.endpoint_disabled */
                                    kind: string;
                                    /** Format: date-time */
                                    occurred_at: string;
                                    org_id: string;
                                }[];
                                /** @description the `after` of the next call: the last id returned, or the same `after` when there was nothing new */
                                next_after: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your profile */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Profile */
                            data: {
                                /**
                                 * Role
                                 * @enum {string}
                                 */
                                active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                avatar_initials: string;
                                /** Format: uri */
                                avatar_url: string;
                                email: string;
                                full_name: string;
                                id: string;
                                /**
                                 * Locale
                                 * @enum {string}
                                 */
                                locale: "en" | "am";
                                member_id: string | null;
                                org_id: string;
                                org_name: string;
                                roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your locale, name, or the role in effect for this session */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Role
                         * @description Must be one of your roles; applies to this session
                         * @enum {string}
                         */
                        active_role?: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                        /** @description 1 to 200 characters after trimming */
                        full_name?: string;
                        /**
                         * Locale
                         * @enum {string}
                         */
                        locale?: "en" | "am";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Profile */
                            data: {
                                /**
                                 * Role
                                 * @enum {string}
                                 */
                                active_role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
                                avatar_initials: string;
                                /** Format: uri */
                                avatar_url: string;
                                email: string;
                                full_name: string;
                                id: string;
                                /**
                                 * Locale
                                 * @enum {string}
                                 */
                                locale: "en" | "am";
                                member_id: string | null;
                                org_id: string;
                                org_name: string;
                                roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER")[];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your organisation's members, newest first: search and filters
         * @description `q` finds a part of the name, external id, email or phone; `department` by name or code; `import_job_id`: the members that import created.
         */
        get: {
            parameters: {
                query: {
                    /** @description a department of the organisation, by name or code (case-insensitive) */
                    department?: string;
                    /** @description the members that migration job created or updated */
                    import_job_id?: string;
                    page: number;
                    page_size: number;
                    /** @description part of the name, external id, email or phone (case-insensitive) */
                    q?: string;
                    status?: "active" | "inactive";
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    /** @description decimal with two fraction digits, as imported */
                                    allowance_amount: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    date_of_birth: string | null;
                                    department: string | null;
                                    email: string | null;
                                    employment_start_date: string | null;
                                    external_id: string;
                                    full_name: string;
                                    gender: ("female" | "male" | "other") | null;
                                    /** Format: uuid */
                                    id: string;
                                    package_code: string | null;
                                    phone: string | null;
                                    /** @enum {string} */
                                    status: "active" | "inactive";
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                page: number;
                                page_size: number;
                                total_items: number;
                                total_pages: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Member id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Member */
                            data: {
                                /** @description decimal with two fraction digits, as imported */
                                allowance_amount: string;
                                /** Format: date-time */
                                created_at: string;
                                date_of_birth: string | null;
                                department: string | null;
                                email: string | null;
                                employment_start_date: string | null;
                                external_id: string;
                                full_name: string;
                                gender: ("female" | "male" | "other") | null;
                                /** Format: uuid */
                                id: string;
                                package_code: string | null;
                                phone: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a members file (POST /v1/migration/jobs with dataset_type members)
         * @description multipart/form-data with `file`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The datasets a job can import, with their target fields */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                fields: {
                                    allowed_values: string[] | null;
                                    example: string;
                                    /** @description how a value is written */
                                    format: string;
                                    /** @description the target field, as used in column_mapping */
                                    key: string;
                                    label: string;
                                    required: boolean;
                                }[];
                                type: string;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Migration jobs of your organisation, newest first */
        get: {
            parameters: {
                query: {
                    /** @description one of: members */
                    dataset_type?: string;
                    page: number;
                    page_size: number;
                    status?: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    /** Format: date-time */
                                    created_at: string;
                                    created_by: string;
                                    dataset_type: string;
                                    /** @description null until validated */
                                    error_count: number | null;
                                    file_name: string;
                                    id: string;
                                    row_count: number;
                                    /**
                                     * JobStatus
                                     * @enum {string}
                                     */
                                    status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                page: number;
                                page_size: number;
                                total_items: number;
                                total_pages: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Upload a file: creates a job in status uploaded
         * @description multipart/form-data with `dataset_type` and `file`. The file is streamed into the database; the job answers its `columns`, `row_count` and a `suggested_mapping`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description multipart/form-data */
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** @description one of: members */
                        dataset_type: string;
                        /**
                         * Format: binary
                         * @description CSV (UTF-8, or UTF-16 with BOM; comma, semicolon or tab) or XLSX (first sheet)
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job with its validation and preview */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the previewed rows, in the background and all or nothing
         * @description Answers 202 with the job `committing`; poll GET .../:id until `completed` or `failed` (`progress` shows rows done). Events: migration.job_started, then migration.job_completed or migration.job_failed.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description a UUID (recommended): a repeat within 24 hours answers the first response again instead of committing twice */
                    "idempotency-key"?: string;
                };
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description The request is understood but refused in the current state */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/corrected-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file as it will be imported: its header and every row not excluded, with the edits (CSV)
         * @description For keeping the source in sync with the fixes made here. From `validated` on; before that 409.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv; charset=utf-8, with a UTF-8 BOM */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/error-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every validation error as CSV (row,column,field,value,code,message) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv; charset=utf-8, with a UTF-8 BOM */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The validation errors, a page at a time, filtered by code and field
         * @description In report order (row, then as found). Before the job has been validated: 409 MIGRATION_JOB_LOCKED, as for the error report.
         */
        get: {
            parameters: {
                query: {
                    /** @description only errors of this code (e.g. INVALID_EMAIL) */
                    code?: string;
                    /** @description only errors of this target field (e.g. email) */
                    field?: string;
                    page: number;
                    page_size: number;
                };
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    code: string;
                                    column: string;
                                    field: string;
                                    /** @description in English; `params` lets a client phrase it in its own language */
                                    message: string;
                                    /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description row number as a spreadsheet shows it (header = 1) */
                                    row: number;
                                    value: string | null;
                                }[];
                                page: number;
                                page_size: number;
                                total_items: number;
                                total_pages: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Map file columns to fields; validation then runs in the background
         * @description Answers the job in status `mapping`; it moves through `validating` to `validated`. Poll GET .../:id.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description file column header -> target field; a field may be mapped once */
                        column_mapping: {
                            [key: string]: string;
                        };
                        options?: {
                            /**
                             * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                             * @enum {string}
                             */
                            on_existing?: "error" | "skip" | "update";
                        };
                        /** @description required with save_profile; 1 to 100 characters; an existing name is overwritten */
                        profile_name?: string;
                        /** @default false */
                        save_profile?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview what a commit would do (400 while errors remain) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a completed import within the rollback window (SUPER_USER)
         * @description Deactivates each member the job created that is still active and unchanged since the import; the others are counted in `rollback.skipped_reasons`. After the window: 422 ROLLBACK_EXPIRED.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description The request is understood but refused in the current state */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rows of the file as they will be imported, with their errors and edits, a page at a time
         * @description From `validated` on; before that 409 MIGRATION_JOB_LOCKED. `filter` picks errors, valid, edited or excluded rows; `code` and `field` keep the rows with such an error.
         */
        get: {
            parameters: {
                query: {
                    /** @description only rows with an error of this code */
                    code?: string;
                    /** @description only rows with an error of this target field */
                    field?: string;
                    /** @description errors: rows with an error; valid: rows without one that are not excluded; edited: rows with a cell edited in place; excluded: rows left out */
                    filter: "all" | "errors" | "valid" | "edited" | "excluded";
                    page: number;
                    page_size: number;
                };
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    /** @description file column -> the cell as it will be imported (edits applied) */
                                    cells: {
                                        [key: string]: string;
                                    };
                                    /** @description a cell of the row was edited in place */
                                    edited: boolean;
                                    /** @description the row's differences from the file: each edited cell once (its value in the file and its latest, by whoever changed it last) and the row's exclusion, in the order first made */
                                    edits: {
                                        /** Format: date-time */
                                        at: string;
                                        by: {
                                            id: string;
                                            name: string;
                                        };
                                        /** @description the file column edited; null for the row being excluded or included again */
                                        column: string | null;
                                        /** @description for an exclusion: whether the row was excluded (true) or included again (false) */
                                        excluded: boolean | null;
                                        from: string | null;
                                        to: string | null;
                                    }[];
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                    }[];
                                    /** @description left out by the user: neither imported nor an error */
                                    excluded: boolean;
                                    /** @description row number as a spreadsheet shows it (header = 1) */
                                    row: number;
                                    /** @description matches an existing member and is skipped (on_existing: skip) */
                                    skipped: boolean;
                                    /** @description file columns whose value (in `cells` or `edits`) is cut short in this answer to keep the page within its size: the full value is in the corrected file */
                                    truncated: string[];
                                }[];
                                page: number;
                                page_size: number;
                                total_items: number;
                                total_pages: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/rows/{row}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Fix a row in place: change cells and/or exclude it; answers the job with its new validation
         * @description Allowed when the job is validated, preview_ready (it goes back to validated: preview again) or failed; otherwise 409 MIGRATION_JOB_LOCKED. Only the row and the rows sharing a unique value with it (before or after the change) are checked again. Each change is kept with who made it and when, and applies everywhere after: the error report, the preview, the commit, a new mapping. An unknown column is 400; a row the file does not have, 404.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                    /** @description row number as a spreadsheet shows it (header = 1) */
                    row: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description file column -> new value (trimmed; "" empties the cell) */
                        cells?: {
                            [key: string]: string;
                        };
                        /** @description true leaves the row out of the import; false takes it back */
                        excluded?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/migration/jobs/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate now and answer the report (status validated, also with errors) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Job id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationJob */
                            data: {
                                column_mapping: {
                                    [key: string]: string;
                                } | null;
                                /** @description up to 3 non-empty values of each column, from the first 50 rows (for the mapping screen) */
                                column_samples: {
                                    [key: string]: string[];
                                };
                                /** @description headers in file order */
                                columns: string[];
                                committed_at: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                failure: {
                                    /** @description ALREADY_EXISTS (a conflict appeared since the preview), ORG_PENDING, IMPORT_FAILED */
                                    code: string;
                                    /** @description in English */
                                    message: string;
                                    /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; IMPORT_FAILED: database) and the values it names, for a client to say it in its own language */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                } | null;
                                /** @enum {string} */
                                file_format: "csv" | "xlsx";
                                file_name: string;
                                file_size: number;
                                /** Format: uuid */
                                id: string;
                                options: {
                                    /**
                                     * @description a row whose external_id belongs to an active member: an error (default), skipped, or an update of that member (its mapped fields; an empty cell keeps the value)
                                     * @enum {string}
                                     */
                                    on_existing: "error" | "skip" | "update";
                                };
                                org_id: string;
                                preview: {
                                    /** @description rows to create per department name ("" for none) */
                                    by_department: {
                                        [key: string]: number;
                                    };
                                    /** @description the first 20 updates: each changed field from its current value to the new one */
                                    changes: {
                                        external_id: string;
                                        fields: {
                                            [key: string]: {
                                                from: string | null;
                                                to: string | null;
                                            };
                                        };
                                        member_id: string;
                                        row: number;
                                    }[];
                                    /** @description rows the user excluded: left out of the import */
                                    excluded: number;
                                    /** Format: date-time */
                                    generated_at: string;
                                    rows_total: number;
                                    /** @description the first 20 rows to create, as they will be stored */
                                    sample: ({
                                        row: number;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    to_create: number;
                                    to_skip: number;
                                    /** @description rows that change an existing member (on_existing: update) */
                                    to_update: number;
                                    /** @description rows matching an existing member that would change nothing */
                                    unchanged: number;
                                } | null;
                                progress: {
                                    done: number;
                                    total: number;
                                } | null;
                                result: {
                                    created: number;
                                    /** @description rows the user excluded */
                                    excluded: number;
                                    skipped: number;
                                    unchanged: number;
                                    updated: number;
                                } | null;
                                rollback: {
                                    /** @description members the import created, now inactive */
                                    deactivated: number;
                                    /** @description members the import updated, back to their values from before */
                                    restored: number;
                                    skipped: number;
                                    /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN */
                                    skipped_reasons: {
                                        [key: string]: number;
                                    };
                                } | null;
                                rollback_deadline: string | null;
                                rolled_back_at: string | null;
                                row_count: number;
                                /**
                                 * JobStatus
                                 * @enum {string}
                                 */
                                status: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
                                /** @description file column header -> target field */
                                suggested_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                updated_at: string;
                                validation: {
                                    /** @description rows with at least one cell edited in place */
                                    edited_row_count: number;
                                    /** @description more than 0 means unresolved errors: preview and commit are refused */
                                    error_count: number;
                                    error_row_count: number;
                                    /** @description the first 100; every error is in GET .../errors and GET .../error-report */
                                    errors: {
                                        code: string;
                                        column: string;
                                        field: string;
                                        /** @description in English; `params` lets a client phrase it in its own language */
                                        message: string;
                                        /** @description the reason among its code's sentences and the values the message names (e.g. { "first_row": 2 }); absent when it names none */
                                        params?: {
                                            [key: string]: string | number;
                                        };
                                        /** @description row number as a spreadsheet shows it (header = 1) */
                                        row: number;
                                        value: string | null;
                                    }[];
                                    errors_by_code: {
                                        [key: string]: number;
                                    };
                                    errors_by_field: {
                                        [key: string]: number;
                                    };
                                    /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
                                    excluded_row_count: number;
                                    missing_required_fields: string[];
                                    row_count: number;
                                    /** @description rows that match an existing member and are skipped (on_existing: skip) */
                                    skipped_row_count: number;
                                    /** @description rows that will be created */
                                    valid_row_count: number;
                                    /** Format: date-time */
                                    validated_at: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description Conflict with the current state */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upload and rollback limits in force (the console shows them) */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** MigrationLimits */
                            data: {
                                /** @description MAX_IMPORT_ROWS: a file with more data rows answers 413 */
                                max_rows: number;
                                /** @description MAX_UPLOAD_MB: a larger upload answers 413 */
                                max_upload_bytes: number;
                                /** @description ROLLBACK_WINDOW_HOURS: how long after completion an import can be rolled back */
                                rollback_window_hours: number;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/mapping-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's saved column mappings */
        get: {
            parameters: {
                query?: {
                    dataset_type?: string;
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description file column header -> target field */
                                column_mapping: {
                                    [key: string]: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                created_by: string;
                                dataset_type: string;
                                id: string;
                                name: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/templates/{dataset_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Excel import template of a dataset */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    dataset_type: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/vnd.openxmlformats-officedocument.spreadsheetml.sheet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's webhooks */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    /** Format: date-time */
                                    created_at: string;
                                    description: string | null;
                                    disabled_reason: string | null;
                                    enabled: boolean;
                                    events: string[];
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    url: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook: the answer holds its signing secret, shown this once
         * @description The URL must be http or https and resolve to public addresses only (loopback, private, link-local, multicast and reserved ranges answer 400). Each delivery is a POST of the event as GET /v1/events shows it, signed per the Standard Webhooks specification: headers `webhook-id` (the same on every retry), `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed by the secret without its `whsec_` prefix, base64-decoded). A 2xx within 10 s delivers it; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h), then the webhook is disabled and a `webhook.endpoint_disabled` event written.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /** @description the event kinds to send */
                        events: ("migration.job_started" | "migration.job_completed" | "migration.job_failed" | "migration.job_rolled_back" | "webhook.endpoint_disabled")[];
                        /** @description http or https; the address must be public */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CreatedWebhook */
                            data: {
                                /** Format: date-time */
                                created_at: string;
                                description: string | null;
                                disabled_reason: string | null;
                                enabled: boolean;
                                events: string[];
                                /** Format: uuid */
                                id: string;
                                /** @description `whsec_` + base64: the signing key, shown only in this answer */
                                secret: string;
                                /** Format: date-time */
                                updated_at: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook (never its secret) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Webhook */
                            data: {
                                /** Format: date-time */
                                created_at: string;
                                description: string | null;
                                disabled_reason: string | null;
                                enabled: boolean;
                                events: string[];
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                updated_at: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook, its deliveries and their attempts */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change the URL, the events, the description, or enable and disable it
         * @description Enabling a webhook that retries disabled clears its `disabled_reason`; messages given up before are not sent again.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        enabled?: boolean;
                        /** @description the event kinds to send */
                        events?: ("migration.job_started" | "migration.job_completed" | "migration.job_failed" | "migration.job_rolled_back" | "webhook.endpoint_disabled")[];
                        /** @description http or https; the address must be public */
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Webhook */
                            data: {
                                /** Format: date-time */
                                created_at: string;
                                description: string | null;
                                disabled_reason: string | null;
                                enabled: boolean;
                                events: string[];
                                /** Format: uuid */
                                id: string;
                                /** Format: date-time */
                                updated_at: string;
                                url: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery attempts, newest first: event, status code, duration, error, time */
        get: {
            parameters: {
                query: {
                    /** @description the id of the oldest attempt already seen (0: from the newest) */
                    before: number;
                    limit: number;
                };
                header?: never;
                path: {
                    /** @description Webhook id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                items: {
                                    attempt: number;
                                    /** Format: date-time */
                                    attempted_at: string;
                                    /** Format: uuid */
                                    delivery_id: string;
                                    duration_ms: number;
                                    error: string | null;
                                    event_kind: string;
                                    id: number;
                                    /** @description the webhook-id header: the same on every attempt of a message */
                                    message_id: string;
                                    response_body: string | null;
                                    /** @enum {string} */
                                    state: "pending" | "delivered" | "given_up";
                                    status_code: number | null;
                                }[];
                                /** @description pass as `before` for older attempts; null when there are none */
                                next_before: number | null;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a `webhook.test` message to this webhook through the usual delivery (see its deliveries) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Webhook id (UUID) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** Format: uuid */
                                delivery_id: string;
                                message_id: string;
                            };
                        };
                    };
                };
                /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description FORBIDDEN: the active role lacks the permission */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description NOT_FOUND */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description PAYLOAD_TOO_LARGE */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description UNSUPPORTED_MEDIA_TYPE */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description RATE_LIMITED: see the Retry-After header */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description INTERNAL */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
                /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                                details: {
                                    field: string;
                                    /** @description in English */
                                    issue: string;
                                    /** @description the values the issue names */
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                                    reason?: string;
                                }[];
                                message: string;
                                request_id: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
