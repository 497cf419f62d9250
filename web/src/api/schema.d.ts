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
        get: operations["getHealth"];
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
        get: operations["getMetrics"];
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
        get: operations["getReadiness"];
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
        get: operations["listDemoProfiles"];
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
        post: operations["startEmailSignInCode"];
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
         * @description Answers the same envelope as POST /v1/auth/login. A wrong, expired or used code, or an identifier nobody holds, answers 401. A right code for an address that signs in to several organisations answers 409 ORGANISATION_CHOICE_REQUIRED, a detail per organisation (`params`: id, name), and stays open: send it again with `org_id` (the session is that organisation's; switching is a new sign-in). At most 10 failed verifications per identifier a day, across its codes (429 with Retry-After); a browser that signed in as the identifier's user before has 10 of its own.
         */
        post: operations["verifyEmailSignInCode"];
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
         * @description Send `demo_user_id` (preferred) or the legacy `demo_role`; when both are sent, `demo_user_id` wins. A login by `demo_role` answers with the header `Deprecation: true`. Or send `email` and `password` (Argon2id; set by `npm run admin -- user set-password`): an unknown email and a wrong password answer the same 401; an email that is a user's in several organisations whose passwords match answers 409 ORGANISATION_CHOICE_REQUIRED listing them: send `org_id` too. With `AUTH_MODE=production` only email and password are accepted (a persona answers 400).
         */
        post: operations["signIn"];
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
        post: operations["signOut"];
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
        get: operations["getCurrentUser"];
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
        patch: operations["setLocale"];
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
        post: operations["signInWithMessenger"];
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
        /** Which sign-in methods are on, and whose page it is (the sign-in screen asks before it shows them) */
        get: operations["getSignInMethods"];
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
        post: operations["startPhoneSignInCode"];
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
         * @description Answers the same envelope as POST /v1/auth/login. A wrong, expired or used code, or an identifier nobody holds, answers 401. A right code for an address that signs in to several organisations answers 409 ORGANISATION_CHOICE_REQUIRED, a detail per organisation (`params`: id, name), and stays open: send it again with `org_id` (the session is that organisation's; switching is a new sign-in). At most 10 failed verifications per identifier a day, across its codes (429 with Retry-After); a browser that signed in as the identifier's user before has 10 of its own.
         */
        post: operations["verifyPhoneSignInCode"];
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
        get: operations["getSession"];
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
        get: operations["getAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's benefit periods, latest first */
        get: operations["listBenefitPeriods"];
        put?: never;
        /**
         * Plan a benefit period
         * @description Planned until opened. 400 for a period ending before it starts; 409 PERIOD_OVERLAP for days another period of the organisation holds. Event: period.created.
         */
        post: operations["createBenefitPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One period, with its accounts and the orders its closing would expire */
        get: operations["getBenefitPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-periods/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the open period: it takes no reserve or capture after; unspent allowance does not roll over
         * @description 409 PERIOD_HAS_OPEN_ORDERS while its orders are submitted or approved (params: submitted, approved, held), unless expire_open: true, which expires them first; 409 INVALID_TRANSITION for a period that is not open (a period is closed once). With no period open, orders are refused 422 PERIOD_CLOSED until the next is opened. Event: period.closed (orders_expired, unspent).
         */
        post: operations["closeBenefitPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/benefit-periods/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a planned period: every active member is granted their allowance in it
         * @description One ledger entry per member, written by one statement. 409 PERIOD_OPEN while another period is open; 409 INVALID_TRANSITION for a period that is not planned. Event: period.opened (members_granted).
         */
        post: operations["openBenefitPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's departments with their member counts, active first, by name */
        get: operations["listDepartments"];
        put?: never;
        /**
         * Add a department
         * @description Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_AMOUNT, INVALID_CHARACTERS; CURRENCY_MISMATCH for an allowance in another currency); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another of the organisation's holds, case and outer spaces ignored, or a code or name that is another department's code or name (a members file names a department by either). Event: department.created.
         */
        post: operations["createDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/departments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One department */
        get: operations["getDepartment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a department's code or name
         * @description Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_AMOUNT, INVALID_CHARACTERS; CURRENCY_MISMATCH for an allowance in another currency); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another of the organisation's holds, case and outer spaces ignored. Its members keep it. Event: department.updated, each changed field before and after.
         */
        patch: operations["updateDepartment"];
        trace?: never;
    };
    "/v1/departments/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a department
         * @description Archive: kept, and its members keep it, but offered to no new member (409 CONFLICT, `reason` active_members with the count, while active members belong to it). Restore: offered again. Answers it as it now is; the same status again changes nothing. Event: department.archived.
         */
        post: operations["archiveDepartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/departments/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a department
         * @description Archive: kept, and its members keep it, but offered to no new member (409 CONFLICT, `reason` active_members with the count, while active members belong to it). Restore: offered again. Answers it as it now is; the same status again changes nothing. Event: department.restored.
         */
        post: operations["restoreDepartment"];
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
        get: operations["listOutboxMessages"];
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
         * @description Poll with `after` = the `next_after` of the previous answer to see each event once, in order. Each caller sees only the families their active role may read: migration.* with migration:read or migration:write, webhook.* with webhooks:write, user.* and org.* with users:read.
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
    "/v1/me/benefits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your own benefits, as a member: allowance total, used and remaining, package, department
         * @description 404 for a user without an active member record.
         */
        get: operations["getMyBenefits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/disclosures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who read my clinical detail, and when, newest first */
        get: operations["listMyDisclosures"];
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
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your locale, the calendar dates are shown in, your name, or the role in effect for this session */
        patch: operations["updateProfile"];
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
        get: operations["listMembers"];
        put?: never;
        /**
         * Add one member
         * @description The import's rules and codes: 400 VALIDATION_FAILED with a detail per field (`reason` is the import's code: REQUIRED, INVALID_EMAIL, INVALID_PHONE, CONTACT_REQUIRED, UNKNOWN_DEPARTMENT, ...); 409 CONFLICT (`reason` ALREADY_EXISTS) for an employee number, email or phone another active member holds. Event: member.created.
         */
        post: operations["createMember"];
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
        get: operations["getMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member's fields
         * @description The import's rules and codes: 400 VALIDATION_FAILED with a detail per field (`reason` is the import's code: REQUIRED, INVALID_EMAIL, INVALID_PHONE, CONTACT_REQUIRED, UNKNOWN_DEPARTMENT, ...); 409 CONFLICT (`reason` ALREADY_EXISTS) for an employee number, email or phone another active member holds. Fields not sent are kept; null empties an optional one. Event: member.updated, each changed field before and after.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/v1/members/{id}/allowance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's allowance account in the open benefit period, with its last 50 ledger entries
         * @description remaining = allowance - reserved (on hold for orders not yet fulfilled) - spent; the database keeps reserved + spent within the allowance. Every change is an entry (grant, reserve, release, capture, adjust) with its order, actor and time; entries are never changed.
         */
        get: operations["getMemberAllowance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a member: they can no longer sign in, and their open sessions end at once
         * @description Answers the member as it now is; the same status again changes nothing. Event: member.deactivated, with the actor.
         */
        post: operations["deactivateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}/disclosures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who read this member's clinical detail (prescriptions, orders' lines, attachments), newest first */
        get: operations["listMemberDisclosures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The imports that created or updated one member, newest first
         * @description A rolled-back import stays listed with its status `rolled_back`.
         */
        get: operations["listMemberImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a member
         * @description Answers the member as it now is; the same status again changes nothing. 409 when another active member now holds their employee number, email or phone. Event: member.reactivated, with the actor.
         */
        post: operations["reactivateMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members the list shows with the same filters and order, as a CSV file
         * @description Every matching member, not one page: the members import's columns (so that the file, changed, imports again as an update) and their status. UTF-8 with a BOM; a cell a spreadsheet would run as a formula starts with an apostrophe.
         */
        get: operations["exportMembers"];
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
        post: operations["importMembers"];
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
        get: operations["listMigrationDatasets"];
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
        get: operations["listMigrationJobs"];
        put?: never;
        /**
         * Upload a file: creates a job in status uploaded
         * @description multipart/form-data with `dataset_type` and `file`. The file is streamed into the database; the job answers its `columns`, `row_count` and a `suggested_mapping`.
         */
        post: operations["createMigrationJob"];
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
        get: operations["getMigrationJob"];
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
        post: operations["commitMigrationJob"];
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
        get: operations["getMigrationJobCorrectedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/migration/jobs/{id}/create-missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the departments or packages a members file names and the organisation lacks, then check those rows again
         * @description `field`: department (needs org:write_hr) or package (needs packages:write). Each value of the report's `missing_references` becomes one (code and name from the value; a package with no allowance yet), each with its event (`department.created`, `package.created`, with the job's id); the answer is the job with those errors gone. Nothing missing: the job as it is. 400 for a job whose dataset names no such field; 409 MIGRATION_JOB_LOCKED outside validated, preview_ready or failed.
         */
        post: operations["createMissingReferences"];
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
        get: operations["getMigrationJobErrorReport"];
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
        get: operations["listMigrationJobErrors"];
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
        put: operations["setMigrationJobMapping"];
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
        post: operations["previewMigrationJob"];
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
         * Undo a completed import within the rollback window (SUPER_USER; a settlement: FINANCE too)
         * @description Deactivates each member the job created that is still active and unchanged since the import; the others are counted in `rollback.skipped_reasons`. A settlement: each order it fulfilled is approved again, its capture reversed and what it released held again (skipped: PERIOD_CLOSED, SPENT_SINCE). After the window: 422 ROLLBACK_EXPIRED.
         */
        post: operations["rollbackMigrationJob"];
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
        get: operations["listMigrationJobRows"];
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
        patch: operations["updateMigrationJobRow"];
        trace?: never;
    };
    "/v1/migration/jobs/{id}/rows/exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave out every row with one error, in one action; answers the job with its new validation and how many rows
         * @description The rows with an error of `code` (on `field` when given) are excluded as PATCH of each would (each kept with who and when, taken back one by one with excluded false), then the whole job is checked again. Allowed when the job is validated, preview_ready (back to validated) or failed; otherwise 409 MIGRATION_JOB_LOCKED. No row with that error: nothing changes.
         */
        post: operations["excludeMigrationJobRowsWithError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
        post: operations["validateMigrationJob"];
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
        get: operations["getMigrationLimits"];
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
        get: operations["listMappingProfiles"];
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
        get: operations["getMigrationTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's orders, newest first (a member: their own); needs_my_approval=true: the approvals queue, oldest first */
        get: operations["listOrders"];
        put?: never;
        /**
         * Ask a provider for something paid from an allowance (a member for themselves; a SUPER_USER names member_id)
         * @description A draft, or submitted at once with `submit: true` (refused as a whole, nothing created, when the allowance does not cover it: 409 INSUFFICIENT_ALLOWANCE). Amounts in the organisation's currency (400, `reason` CURRENCY_MISMATCH); an archived provider 400; another organisation's provider or member 404; a member naming another member 403.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order (a member's: only their own; another's is 404) */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submitted order, perhaps for less than requested
         * @description One vote: from the policy's dual_approval_min two different approvers are needed, else one. Less than requested releases the difference at once; the lowest proposed amount wins. Your own order (you are its member or made it): 403 SELF_APPROVAL; a second vote: 409 ALREADY_VOTED. An order in another state: 409 INVALID_TRANSITION, the allowed moves in `details`. Events: order.approval_recorded, then order.approved with the last vote.
         */
        post: operations["approveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order: the member while draft, submitted or approved; finance while approved
         * @description Everything it held is released. An order in another state: 409 INVALID_TRANSITION, the allowed moves in `details`. Events: order.cancelled, allowance.changed.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the order did to the member's allowance, oldest first (reserve, release, capture) */
        get: operations["listOrderEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record what the provider delivered: the final amount is spent, the rest released
         * @description Never more than approved: 409 EXCEEDS_APPROVED. An order in another state: 409 INVALID_TRANSITION, the allowed moves in `details`. Events: order.fulfilled, allowance.changed.
         */
        post: operations["fulfilOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a submitted order, with a reason; everything it held is released
         * @description An order in another state: 409 INVALID_TRANSITION, the allowed moves in `details`. Events: order.rejected, allowance.changed.
         */
        post: operations["rejectOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a draft: its amount is put on hold on the allowance
         * @description In one transaction the order moves and the account reserves the requested amount, or 409 INSUFFICIENT_ALLOWANCE (the remaining in `details`) and the order stays a draft. At most the policy's auto_approve_max: approved at once by the system. An order in another state: 409 INVALID_TRANSITION, the allowed moves in `details`. Events: order.submitted, allowance.changed (order.approved when approved at once).
         */
        post: operations["submitOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation: name, status, currency, whether members may sign in */
        get: operations["getOrganisation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Let your members sign in, or keep them out; choose the benefit year new periods take
         * @description member_sign_in false: every member is answered as an unknown person by every sign-in method and their open sessions end at once (a staff user who is also a member keeps their other roles). Event: org.updated, with the change before and after.
         */
        patch: operations["updateOrganisation"];
        trace?: never;
    };
    "/v1/organisation/approval-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's approval policy for orders */
        get: operations["getApprovalPolicy"];
        /**
         * Set the approval policy (SUPER_USER)
         * @description auto_approve_max must not be more than dual_approval_min. Applies to orders submitted from now on. Event: org.updated with the changes.
         */
        put: operations["setApprovalPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organisation/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new organisation's first steps, each ticked from what is stored
         * @description For the super user: staff invited, departments, packages, a first members import, member sign-in open. Nothing is marked by hand; a step undone (the last department retired) is open again.
         */
        get: operations["getOrganisationSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's benefit packages with their member counts, active first, by name */
        get: operations["listPackages"];
        put?: never;
        /**
         * Add a benefit package
         * @description Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_AMOUNT, INVALID_CHARACTERS; CURRENCY_MISMATCH for an allowance in another currency); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another of the organisation's holds, case and outer spaces ignored. The allowance is what a new member of the package gets when none is given for them. Event: package.created.
         */
        post: operations["createPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One benefit package */
        get: operations["getPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a package's code, name, description or allowance
         * @description Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_AMOUNT, INVALID_CHARACTERS; CURRENCY_MISMATCH for an allowance in another currency); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another of the organisation's holds, case and outer spaces ignored. A changed allowance moves the members who follow the package (`allowance_follows_package`) and their accounts; members with an amount of their own keep it; 409 ALLOWANCE_BELOW_COMMITTED, nothing changed, when a member who follows it has more on hold and spent than the new amount (docs/decisions.md). Event: package.updated, each changed field before and after.
         */
        patch: operations["updatePackage"];
        trace?: never;
    };
    "/v1/packages/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a benefit package
         * @description Archive: kept, and its members keep it, but offered to no new member (409 CONFLICT, `reason` active_members with the count, while active members belong to it). Restore: offered again. Answers it as it now is; the same status again changes nothing. Event: package.archived.
         */
        post: operations["archivePackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/packages/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a benefit package
         * @description Archive: kept, and its members keep it, but offered to no new member (409 CONFLICT, `reason` active_members with the count, while active members belong to it). Restore: offered again. Answers it as it now is; the same status again changes nothing. Event: package.restored.
         */
        post: operations["restorePackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prescriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prescriptions, newest first (a member: their own)
         * @description Clinical fields (medication, dosage, quantity, diagnosis, prescriber_name, facility, notes) come to the member and to clinical:read (each read of another member's is logged: GET /v1/members/:id/disclosures); every other active role gets the same resource without them, `withheld` naming what was left out.
         */
        get: operations["listPrescriptions"];
        put?: never;
        /**
         * Record a doctor's prescription (a member their own; a SUPER_USER names member_id)
         * @description valid_until defaults to 30 days after issued_on. A member sending member_id: 400. Clinical fields (medication, dosage, quantity, diagnosis, prescriber_name, facility, notes) come to the member and to clinical:read (each read of another member's is logged: GET /v1/members/:id/disclosures); every other active role gets the same resource without them, `withheld` naming what was left out.
         */
        post: operations["createPrescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prescriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One prescription (a member's: only their own; another's is 404)
         * @description Clinical fields (medication, dosage, quantity, diagnosis, prescriber_name, facility, notes) come to the member and to clinical:read (each read of another member's is logged: GET /v1/members/:id/disclosures); every other active role gets the same resource without them, `withheld` naming what was left out.
         */
        get: operations["getPrescription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prescriptions/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The photo or scan of the paper, as a download (the member, and clinical:read: logged) */
        get: operations["getPrescriptionFile"];
        put?: never;
        /**
         * The photo or scan of the paper (multipart field `file`): JPEG, PNG or PDF, at most 5 MB
         * @description Checked by content, not by name or type: anything else 415, a PDF with JavaScript, launch actions or embedded files 415 (refused, not cleaned), over 5 MB 413. A new one replaces the old.
         */
        post: operations["attachPrescriptionFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prescriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an active prescription (no order may use it after)
         * @description Used, cancelled or expired: 409 PRESCRIPTION_NOT_ACTIVE.
         */
        post: operations["cancelPrescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's contracted providers, active first, by name */
        get: operations["listProviders"];
        put?: never;
        /**
         * Add a contracted provider
         * @description Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_PHONE, INVALID_EMAIL, INVALID_CHARACTERS); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another provider of the organisation holds, case and outer spaces ignored. Event: provider.created.
         */
        post: operations["createProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One provider */
        get: operations["getProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a provider's code, name, kind, phone or email
         * @description Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_PHONE, INVALID_EMAIL, INVALID_CHARACTERS); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another provider of the organisation holds, case and outer spaces ignored. Its orders keep it. Event: provider.updated, each changed field before and after.
         */
        patch: operations["updateProvider"];
        trace?: never;
    };
    "/v1/providers/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a provider: no new order may name it
         * @description Orders already made keep it. Answers it as it now is; the same status again changes nothing. Event: provider.archived.
         */
        post: operations["archiveProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/providers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a provider
         * @description Orders already made keep it. Answers it as it now is; the same status again changes nothing. Event: provider.restored.
         */
        post: operations["restoreProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statements the caller may read, newest first */
        get: operations["listStatements"];
        put?: never;
        /**
         * Make a statement of the ledger for a member, a department, a provider or the organisation
         * @description FINANCE and SUPER_USER: any scope; HR_ADMIN (finance:read): department and organisation; a MEMBER: their own member statement (another member 404, another scope 403). Lines are the ledger's entries (never recomputed from orders) of the period's accounts in scope, or of the days from..to (one period's). Totals reconcile: closing = opening + granted - reserved + released + adjusted. Kept as made (names as they were), with the SHA-256 of its CSV. Event: statement.created.
         */
        post: operations["createStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One statement: what it covers and its totals */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statements/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The statement as CSV (streamed; its SHA-256 is the checksum) or PDF (for printing and signing)
         * @description CSV: UTF-8 with a byte order mark, amounts as plain decimals, headers in the statement's language, formula cells neutralised. PDF: A4, Amharic in an embedded Ethiopic font, the period in both calendars, page numbers; at most 20,000 lines (422 STATEMENT_TOO_LONG_FOR_PDF: download the CSV).
         */
        get: operations["downloadStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/statements/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A statement's lines in order, a page at a time
         * @description description (what an order was for) only in a member's own statement, shown to the member; `withheld` names it otherwise.
         */
        get: operations["listStatementLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your organisation's users, newest first: search and filters */
        get: operations["listUsers"];
        put?: never;
        /**
         * Invite a person: a user in status invited, and an invitation by email in their language
         * @description The invitee signs in with an email code (or a phone code, the identity provider by verified email, or a password the operator sets); the first sign-in makes them active. 409 when the email or phone already belongs to a user. Event: user.invited.
         */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's name and/or staff roles
         * @description A change of roles holds on the user's open sessions from their next request (an active role no longer held falls back to one they hold). 409 LAST_SUPER_USER when it would leave the organisation with no active super user. MEMBER comes from a member record and is kept. Event: user.updated, with each field before and after.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a user: every session ends at once, and sign-in answers them as an unknown person
         * @description 409 for yourself, and LAST_SUPER_USER for the last active super user. Deactivating a deactivated user changes nothing. Event: user.deactivated.
         */
        post: operations["deactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invited user's invitation again
         * @description 409 for a user who is not invited.
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let a deactivated user sign in again
         * @description Event: user.reactivated.
         */
        post: operations["reactivateUser"];
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
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook: the answer holds its signing secret, shown this once
         * @description The URL must be http or https and resolve to public addresses only (loopback, private, link-local, multicast and reserved ranges answer 400). Each delivery is a POST of the event as GET /v1/events shows it, signed per the Standard Webhooks specification: headers `webhook-id` (the same on every retry), `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed by the secret without its `whsec_` prefix, base64-decoded). A 2xx within 10 s delivers it; anything else is retried (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h), then the webhook is disabled and a `webhook.endpoint_disabled` event written.
         */
        post: operations["createWebhook"];
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
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook, its deliveries and their attempts */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the URL, the events, the description, or enable and disable it
         * @description Enabling a webhook that retries disabled clears its `disabled_reason`; messages given up before are not sent again.
         */
        patch: operations["updateWebhook"];
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
        get: operations["listWebhookDeliveries"];
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
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** AllowanceAccount */
        AllowanceAccount: {
            allowance: components["schemas"]["Money"];
            /** @description the last 50 changes, newest first */
            entries: components["schemas"]["LedgerEntry"][];
            member_id: string;
            period: {
                ends_on: string;
                id: string;
                label: string;
                starts_on: string;
            };
            remaining: components["schemas"]["Money"];
            reserved: components["schemas"]["Money"];
            spent: components["schemas"]["Money"];
            /** @description grows with every change of the account */
            version: number;
        };
        /** AllowanceAccountResponse */
        AllowanceAccountResponse: {
            data: components["schemas"]["AllowanceAccount"];
        };
        /** ApprovalPolicy */
        ApprovalPolicy: {
            auto_approve_max: components["schemas"]["Money"];
            dual_approval_min: components["schemas"]["Money"];
            /** @description order categories that must name a prescription */
            prescription_required_for: components["schemas"]["OrderCategory"][];
            reservation_days: number;
        };
        /** ApprovalPolicyResponse */
        ApprovalPolicyResponse: {
            /** @description At submit an order of at most auto_approve_max is approved at once; from dual_approval_min it needs two different approvers; between, one. An order not fulfilled within reservation_days of its submit expires. */
            data: components["schemas"]["ApprovalPolicy"];
        };
        /** ApprovalPolicyUpdate */
        ApprovalPolicyUpdate: {
            auto_approve_max: components["schemas"]["MoneyAmount"];
            dual_approval_min: components["schemas"]["MoneyAmount"];
            /** @description left out: kept as it is */
            prescription_required_for?: components["schemas"]["OrderCategory"][];
            reservation_days: number;
        };
        /** BenefitPackage */
        BenefitPackage: {
            /** @description in the organisation's currency; null: not set yet (members of the package get their own amount, else 0) */
            allowance_amount: components["schemas"]["Money"] | null;
            /** @description unique in the organisation, compared as the import compares (case and outer spaces ignored) */
            code: string;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            /** @description active members that belong to it */
            member_count: number;
            name: string;
            /** @description archived: kept (its members keep it), but offered to no new member */
            status: components["schemas"]["ListStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /** BenefitPackageCreate */
        BenefitPackageCreate: {
            /** @description null: not set */
            allowance_amount?: components["schemas"]["MoneyInput"] | null;
            /** @description 1 to 64 characters */
            code: string;
            description?: string | null;
            /** @description 1 to 200 characters */
            name: string;
        };
        /** BenefitPackagePage */
        BenefitPackagePage: {
            items: components["schemas"]["BenefitPackage"][];
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /** BenefitPackagePageResponse */
        BenefitPackagePageResponse: {
            data: components["schemas"]["BenefitPackagePage"];
        };
        /** BenefitPackagePatch */
        BenefitPackagePatch: {
            /** @description null: not set */
            allowance_amount?: components["schemas"]["MoneyInput"] | null;
            /** @description 1 to 64 characters */
            code?: string;
            description?: string | null;
            /** @description 1 to 200 characters */
            name?: string;
        };
        /** BenefitPackageResponse */
        BenefitPackageResponse: {
            data: components["schemas"]["BenefitPackage"];
        };
        /** BenefitPeriod */
        BenefitPeriod: {
            closed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date
             * @description last day
             */
            ends_on: string;
            /** Format: uuid */
            id: string;
            label: string;
            opened_at: string | null;
            /**
             * Format: date
             * @description first day
             */
            starts_on: string;
            /** @description planned: made, not yet open; open: takes orders (one at a time); closed: takes no reserve or capture, for good */
            status: components["schemas"]["PeriodStatus"];
        };
        /** BenefitPeriodDetail */
        BenefitPeriodDetail: {
            /** @description the period's allowance accounts: granted, spent, and left (unspent at closing does not roll over) */
            accounts: {
                allowance: components["schemas"]["Money"];
                count: number;
                remaining: components["schemas"]["Money"];
                spent: components["schemas"]["Money"];
            };
            closed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date
             * @description last day
             */
            ends_on: string;
            /** Format: uuid */
            id: string;
            label: string;
            /** @description POST open: the accounts its opening granted */
            members_granted?: number;
            /** @description the period's orders still holding allowance: what closing it with expire_open expires */
            open_orders: {
                approved: number;
                held: components["schemas"]["Money"];
                submitted: number;
            };
            opened_at: string | null;
            /** @description POST close: the orders its closing expired */
            orders_expired?: number;
            /**
             * Format: date
             * @description first day
             */
            starts_on: string;
            /** @description planned: made, not yet open; open: takes orders (one at a time); closed: takes no reserve or capture, for good */
            status: components["schemas"]["PeriodStatus"];
        };
        /** BenefitPeriodDetailResponse */
        BenefitPeriodDetailResponse: {
            data: components["schemas"]["BenefitPeriodDetail"];
        };
        /** BenefitPeriodList */
        BenefitPeriodList: {
            items: components["schemas"]["BenefitPeriod"][];
        };
        /** BenefitPeriodListResponse */
        BenefitPeriodListResponse: {
            data: components["schemas"]["BenefitPeriodList"];
        };
        /** BenefitPeriodResponse */
        BenefitPeriodResponse: {
            data: components["schemas"]["BenefitPeriod"];
        };
        /**
         * BenefitYear
         * @enum {string}
         */
        BenefitYear: "ethiopian_fiscal" | "gregorian";
        /**
         * Calendar
         * @enum {string}
         */
        Calendar: "gregorian" | "ethiopian";
        /** CodeSent */
        CodeSent: {
            /** @description Seconds the code lives */
            expires_in: number;
        };
        /** CodeSentResponse */
        CodeSentResponse: {
            data: components["schemas"]["CodeSent"];
        };
        /** ColumnFormat */
        ColumnFormat: {
            /** @description gregorian, or ethiopian (13 months: twelve of 30 days, then Pagume of 5 or 6); dates are always stored and sent as Gregorian YYYY-MM-DD */
            calendar?: components["schemas"]["Calendar"];
            /** @description which part of a date comes first: the day (DD/MM/YYYY), the month (MM/DD/YYYY) or the year (YYYY-MM-DD) */
            date_order?: components["schemas"]["DateOrder"];
        };
        /** CommitAccepted */
        CommitAccepted: {
            id: string;
            status: components["schemas"]["JobStatus"];
        };
        /** CommitAcceptedResponse */
        CommitAcceptedResponse: {
            data: components["schemas"]["CommitAccepted"];
        };
        /** CreatedWebhook */
        CreatedWebhook: {
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
        /** CreatedWebhookResponse */
        CreatedWebhookResponse: {
            data: components["schemas"]["CreatedWebhook"];
        };
        /** CreateMissing */
        CreateMissing: {
            /**
             * @description which of the file's missing values to create
             * @enum {string}
             */
            field: "department" | "package";
        };
        /** CurrentUser */
        CurrentUser: {
            active_role: components["schemas"]["Role"];
            /** @description The member's allowance in the open benefit period: remaining = allowance_total - reserved (on hold for orders not yet fulfilled) - spent. Null for users without a member record */
            allowance_summary: {
                allowance_remaining: components["schemas"]["Money"];
                allowance_total: components["schemas"]["Money"];
                reserved: components["schemas"]["Money"];
                spent: components["schemas"]["Money"];
            } | null;
            /** Format: uri */
            avatar_url: string;
            /** @description gregorian, or ethiopian (13 months: twelve of 30 days, then Pagume of 5 or 6); dates are always stored and sent as Gregorian YYYY-MM-DD */
            calendar: components["schemas"]["Calendar"];
            /** @description Only for users with a member record */
            customer_id?: string;
            /** @description null for a person who signs in by phone alone */
            email: string | null;
            full_name: string;
            id: string;
            locale: components["schemas"]["Locale"];
            /** @description Only for users with a member record */
            member_id?: string;
            org_id: string;
            /** @description the organisation's name, as the console's header shows it */
            org_name: string;
            /** @enum {string} */
            org_status: "active" | "pending" | "suspended";
            permissions: string[];
            roles: components["schemas"]["Role"][];
        };
        /** CurrentUserResponse */
        CurrentUserResponse: {
            data: components["schemas"]["CurrentUser"];
        };
        /** Dataset */
        Dataset: {
            fields: components["schemas"]["DatasetField"][];
            /** @description the permission that imports it (providers: finance:write; the others: migration:write) */
            import_permission: string;
            type: string;
        };
        /** DatasetField */
        DatasetField: {
            allowed_values: string[] | null;
            example: string;
            /** @description how a value is written */
            format: string;
            /** @description a date field: its column may be given a format (column_formats) in the mapping */
            is_date: boolean;
            /** @description the target field, as used in column_mapping */
            key: string;
            label: string;
            /** @description how many columns the field may be mapped from, joined with a space (a name in three columns: first, father's, grandfather's); 1 for every other field */
            parts: number;
            required: boolean;
        };
        /** DatasetList */
        DatasetList: components["schemas"]["Dataset"][];
        /** DatasetListResponse */
        DatasetListResponse: {
            data: components["schemas"]["DatasetList"];
        };
        /**
         * DateOrder
         * @enum {string}
         */
        DateOrder: "DMY" | "MDY" | "YMD";
        /** DeliveryAttempt */
        DeliveryAttempt: {
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
        };
        /** DeliveryAttemptPage */
        DeliveryAttemptPage: {
            items: components["schemas"]["DeliveryAttempt"][];
            /** @description pass as `before` for older attempts; null when there are none */
            next_before: number | null;
        };
        /** DeliveryAttemptPageResponse */
        DeliveryAttemptPageResponse: {
            data: components["schemas"]["DeliveryAttemptPage"];
        };
        /** DemoProfile */
        DemoProfile: {
            /** Format: uri */
            avatar_url: string;
            demo_role: components["schemas"]["Role"];
            description: string;
            email: string;
            full_name: string;
            /** @description The value to send as demo_user_id */
            id: string;
            label: string;
            /** @description Only on the MEMBER persona */
            member_id?: string;
            roles: components["schemas"]["Role"][];
        };
        /** DemoProfileList */
        DemoProfileList: components["schemas"]["DemoProfile"][];
        /** DemoProfileListResponse */
        DemoProfileListResponse: {
            data: components["schemas"]["DemoProfileList"];
        };
        /** Department */
        Department: {
            /** @description unique in the organisation, compared as the import compares (case and outer spaces ignored) */
            code: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            /** @description active members that belong to it */
            member_count: number;
            name: string;
            /** @description archived: kept (its members keep it), but offered to no new member */
            status: components["schemas"]["ListStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /** DepartmentCreate */
        DepartmentCreate: {
            /** @description 1 to 64 characters */
            code: string;
            /** @description 1 to 200 characters */
            name: string;
        };
        /** DepartmentPage */
        DepartmentPage: {
            items: components["schemas"]["Department"][];
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /** DepartmentPageResponse */
        DepartmentPageResponse: {
            data: components["schemas"]["DepartmentPage"];
        };
        /** DepartmentPatch */
        DepartmentPatch: {
            /** @description 1 to 64 characters */
            code?: string;
            /** @description 1 to 200 characters */
            name?: string;
        };
        /** DepartmentResponse */
        DepartmentResponse: {
            data: components["schemas"]["Department"];
        };
        /** DetectedFormat */
        DetectedFormat: {
            /** @description gregorian, or ethiopian (13 months: twelve of 30 days, then Pagume of 5 or 6); dates are always stored and sent as Gregorian YYYY-MM-DD */
            calendar: components["schemas"]["Calendar"];
            /** @description what made the calendar Ethiopian: a 13th month, Ethiopian month names, dates in Ge’ez numerals or with the era (ዓ.ም) (register), or the header naming the calendar ("(E.C.)", "ዓ.ም") with no value proving it Gregorian; null: nothing did (Gregorian is assumed, and a mapping may still say ethiopian) */
            calendar_evidence: ("month_13" | "month_names" | "header" | "register") | null;
            /**
             * @description certain: the values decide; ambiguous: no value has a day above 12 (the mapping must give date_order); mixed: some values read only day first and others only month first (the mapping must give date_order; the others are errors)
             * @enum {string}
             */
            confidence: "certain" | "ambiguous" | "mixed";
            /** @description which part of a date comes first: the day (DD/MM/YYYY), the month (MM/DD/YYYY) or the year (YYYY-MM-DD) */
            date_order: components["schemas"]["DateOrder"];
            /** @description numeric values that read only day first */
            day_first_only: number;
            /** @description the first (up to 3) different values, read both ways */
            example_values: {
                /** @description YYYY-MM-DD read day first, in the detected calendar; null: no such day */
                day_first: string | null;
                month_first: string | null;
                value: string;
            }[];
            /** @description numeric values that read only month first */
            month_first_only: number;
            /** @description values of the column that look like dates */
            values: number;
        };
        /**
         * DisclosureKind
         * @enum {string}
         */
        DisclosureKind: "prescription" | "order" | "attachment" | "statement";
        /** DisclosurePage */
        DisclosurePage: {
            items: {
                actor: {
                    full_name: string;
                    id: string;
                };
                /** Format: date-time */
                at: string;
                /** @description the prescription or order read (an attachment: its prescription) */
                resource_id: string;
                what: components["schemas"]["DisclosureKind"];
            }[];
            next_cursor: string | null;
        };
        /** DisclosurePageResponse */
        DisclosurePageResponse: {
            /** @description who read the member's clinical detail, newest first */
            data: components["schemas"]["DisclosurePage"];
        };
        /** Error */
        Error: {
            error: {
                code: "VALIDATION_FAILED" | "PRESCRIPTION_REQUIRED" | "UNAUTHENTICATED" | "FORBIDDEN" | "SELF_APPROVAL" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "MIGRATION_JOB_LOCKED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "LIMIT_REACHED" | "LAST_SUPER_USER" | "CONFLICT" | "IN_USE_BY_IMPORT" | "ORGANISATION_CHOICE_REQUIRED" | "INVALID_TRANSITION" | "INSUFFICIENT_ALLOWANCE" | "ALLOWANCE_BELOW_COMMITTED" | "ALREADY_VOTED" | "EXCEEDS_APPROVED" | "PRESCRIPTION_NOT_ACTIVE" | "PERIOD_OVERLAP" | "PERIOD_OPEN" | "PERIOD_HAS_OPEN_ORDERS" | "ORDER_CHANGED" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ORG_PENDING" | "PERIOD_CLOSED" | "STATEMENT_TOO_LONG_FOR_PDF" | "ROLLBACK_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "SERVICE_UNAVAILABLE";
                details: {
                    field: string;
                    /** @description in English */
                    issue: string;
                    /** @description the values the issue names */
                    params?: {
                        [key: string]: string | number;
                    };
                    /** @description a stable name of the issue, for a client to say it in its own language (a refused file: empty, no_data_rows, too_many_rows, ...) */
                    reason?: string;
                }[];
                message: string;
                request_id: string;
            };
        };
        /** Event */
        Event: {
            /** @description migration.* events: job_id, status, dataset_type, counts; webhook.endpoint_disabled: webhook_id, reason; user.*: user_id, actor (user.invited: roles; user.updated: changes; user.deactivated and user.reactivated: status from and to); org.*: org_id, actor (org.created: name, status, currency; org.status_changed: status from and to; org.updated: changes); member.*: member_id, actor (member.updated: changes; member.deactivated and member.reactivated: status from and to); department.* and package.*: department_id or package_id, actor (.created: the fields; .updated: changes; .archived and .restored: status from and to); provider.*: provider_id, actor, as departments; order.*: order_id, number, member_id, provider_id, status from and to, amounts (Money), actor, and per kind approvals, reason, final amount; allowance.changed: member_id, account_id, period_id, entry (the ledger kind), order_id, allowance, reserved, spent, remaining (Money), version (grows with every change of the account) */
            data: {
                /** @description who made the change: a user, the operator at the command line, or the system (an automatic approval, an expiry) */
                actor?: {
                    id?: string;
                    /** @enum {string} */
                    type: "user" | "operator" | "system";
                };
                /** @description user.updated, member.updated, org.updated, department.updated, package.updated: each changed field before and after */
                changes?: {
                    [key: string]: {
                        from: unknown;
                        to: unknown;
                    };
                };
                /** @description migration.* events */
                counts?: {
                    [key: string]: number;
                };
                /** @description migration.* events */
                dataset_type?: string;
                /** @description department.* events */
                department_id?: string;
                /** @description migration.* events */
                job_id?: string;
                /** @description member.* events */
                member_id?: string;
                /** @description package.* events */
                package_id?: string;
                /** @description webhook.endpoint_disabled */
                reason?: string;
                status?: string | {
                    from: string;
                    to: string;
                };
                /** @description user.* events */
                user_id?: string;
                /** @description webhook.* events */
                webhook_id?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description grows in the order the organisation's events were committed; pass the last one seen as `after` */
            id: number;
            /** @description migration.job_started, migration.job_completed, migration.job_failed, migration.job_rolled_back, webhook.endpoint_disabled, user.invited, user.updated, user.deactivated, user.reactivated, org.created, org.status_changed, org.updated, member.created, member.updated, member.deactivated, member.reactivated, department.created, department.updated, department.archived, department.restored, package.created, package.updated, package.archived, package.restored, provider.created, provider.updated, provider.archived, provider.restored, order.submitted, order.approval_recorded, order.approved, order.rejected, order.cancelled, order.expired, order.fulfilled, order.settlement_rolled_back, allowance.changed, prescription.created, prescription.attachment_added, prescription.cancelled, prescription.used, prescription.use_undone, period.created, period.opened, period.closed, statement.created */
            kind: string;
            /** Format: date-time */
            occurred_at: string;
            org_id: string;
        };
        /** EventFeed */
        EventFeed: {
            items: components["schemas"]["Event"][];
            /** @description the `after` of the next call: the last id returned, or the same `after` when there was nothing new */
            next_after: number;
        };
        /** EventFeedResponse */
        EventFeedResponse: {
            data: components["schemas"]["EventFeed"];
        };
        /** ExcludeByError */
        ExcludeByError: {
            /** @description the error's code, as the rows and the error report give it (INVALID_EMAIL) */
            code: string;
            /** @description only the rows with this error on this field */
            field?: string;
        };
        /** Health */
        Health: {
            status: string;
        };
        /** InvitationSent */
        InvitationSent: {
            sent_to: string;
            /** Format: uuid */
            user_id: string;
        };
        /** InvitationSentResponse */
        InvitationSentResponse: {
            data: components["schemas"]["InvitationSent"];
        };
        /** JobRow */
        JobRow: {
            /** @description file column -> the cell as it will be imported (edits applied) */
            cells: {
                [key: string]: string;
            };
            /** @description a cell of the row was edited in place */
            edited: boolean;
            /** @description the row's differences from the file: each edited cell once (its value in the file and its latest, by whoever changed it last) and the row's exclusion, in the order first made */
            edits: components["schemas"]["RowEdit"][];
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
            /** @description the row's cells whose stored value is a reading of the cell in another form, each as written and as stored */
            normalised: components["schemas"]["NormalisedCell"][];
            /** @description row number as a spreadsheet shows it (header = 1) */
            row: number;
            /** @description matches an existing member and is skipped (on_existing: skip) */
            skipped: boolean;
            /** @description file columns whose value (in `cells` or `edits`) is cut short in this answer to keep the page within its size: the full value is in the corrected file */
            truncated: string[];
        };
        /** JobRowPage */
        JobRowPage: {
            items: components["schemas"]["JobRow"][];
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /** JobRowPageResponse */
        JobRowPageResponse: {
            data: components["schemas"]["JobRowPage"];
        };
        /**
         * JobStatus
         * @enum {string}
         */
        JobStatus: "uploaded" | "mapping" | "validating" | "validated" | "preview_ready" | "committing" | "completed" | "failed" | "rolled_back";
        /** LedgerEntry */
        LedgerEntry: {
            /** @description null: the system (an opening, an automatic approval, an expiry) */
            actor: {
                full_name: string;
                id: string;
            } | null;
            allowance_change: components["schemas"]["Money"];
            /** Format: date-time */
            at: string;
            id: string;
            kind: components["schemas"]["LedgerKind"];
            note: string | null;
            order: {
                id: string;
                number: string;
            } | null;
            remaining_after: components["schemas"]["Money"];
            reserved_change: components["schemas"]["Money"];
            spent_change: components["schemas"]["Money"];
        };
        /**
         * LedgerKind
         * @enum {string}
         */
        LedgerKind: "grant" | "reserve" | "release" | "capture" | "adjust";
        /**
         * ListStatus
         * @enum {string}
         */
        ListStatus: "active" | "archived";
        /**
         * Locale
         * @enum {string}
         */
        Locale: "en" | "am";
        /** MappingProfile */
        MappingProfile: {
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
        };
        /** MappingProfileList */
        MappingProfileList: components["schemas"]["MappingProfile"][];
        /** MappingProfileListResponse */
        MappingProfileListResponse: {
            data: components["schemas"]["MappingProfileList"];
        };
        /** Member */
        Member: {
            /** @description decimal with two fraction digits, as imported */
            allowance_amount: string;
            /** @description true: the amount is the package's and follows it (a new package, the package's new allowance); false: the member's own. Set by giving an amount (the package's, or none, follows it) */
            allowance_follows_package: boolean;
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
        /** MemberChange */
        MemberChange: {
            /** @description the same as key (named for members) */
            external_id: string;
            fields: {
                [key: string]: {
                    from: string | null;
                    to: string | null;
                };
            };
            /** @description the row's key: the employee number of a member, the code of a department or package */
            key: string;
            /** @description the same as record_id (named for members) */
            member_id: string;
            /** @description the id of the record the row updates */
            record_id: string;
            row: number;
        };
        /** MemberCreate */
        MemberCreate: {
            /** @description a decimal string such as "2000.00"; none: the package's allowance; null empties it */
            allowance_amount?: string | null;
            /** @description YYYY-MM-DD (or DD/MM/YYYY); null empties it */
            date_of_birth?: string | null;
            /** @description a department of the organisation, by name or code; null empties it */
            department?: string | null;
            /** @description an email address (unique among active members); null empties it */
            email?: string | null;
            /** @description YYYY-MM-DD (or DD/MM/YYYY); null empties it */
            employment_start_date?: string | null;
            /** @description the employee or member number, 1 to 64 characters, unique among active members */
            external_id: string;
            /** @description 1 to 200 characters */
            full_name: string;
            /** @description female, male or other (F and M accepted); null empties it */
            gender?: string | null;
            /** @description the code of a benefit package of the organisation; null empties it */
            package_code?: string | null;
            /** @description a phone number; a local one is read as Ethiopian (+251); unique among active members; null empties it */
            phone?: string | null;
        };
        /** MemberImport */
        MemberImport: {
            /**
             * @description what the import did to the member
             * @enum {string}
             */
            change: "created" | "updated";
            committed_at: string | null;
            file_name: string;
            /** Format: uuid */
            job_id: string;
            rolled_back_at: string | null;
            status: components["schemas"]["JobStatus"];
        };
        /** MemberImportList */
        MemberImportList: components["schemas"]["MemberImport"][];
        /** MemberImportListResponse */
        MemberImportListResponse: {
            data: components["schemas"]["MemberImportList"];
        };
        /** MemberPage */
        MemberPage: {
            items: components["schemas"]["Member"][];
            /** @description pass as `cursor` for the next page; null on a page that is not full (the last) */
            next_cursor: string | null;
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            /** @description true when more than 1,000 members match: `total_items` (and `total_pages`) are then the database's estimate, not a count */
            total_is_estimate: boolean;
            total_items: number;
            total_pages: number;
        };
        /** MemberPageResponse */
        MemberPageResponse: {
            data: components["schemas"]["MemberPage"];
        };
        /** MemberPatch */
        MemberPatch: {
            /** @description a decimal string such as "2000.00"; none: the package's allowance; null empties it */
            allowance_amount?: string | null;
            /** @description YYYY-MM-DD (or DD/MM/YYYY); null empties it */
            date_of_birth?: string | null;
            /** @description a department of the organisation, by name or code; null empties it */
            department?: string | null;
            /** @description an email address (unique among active members); null empties it */
            email?: string | null;
            /** @description YYYY-MM-DD (or DD/MM/YYYY); null empties it */
            employment_start_date?: string | null;
            /** @description the employee or member number */
            external_id?: string;
            /** @description 1 to 200 characters */
            full_name?: string;
            /** @description female, male or other (F and M accepted); null empties it */
            gender?: string | null;
            /** @description the code of a benefit package of the organisation; null empties it */
            package_code?: string | null;
            /** @description a phone number; a local one is read as Ethiopian (+251); unique among active members; null empties it */
            phone?: string | null;
        };
        /** MemberResponse */
        MemberResponse: {
            data: components["schemas"]["Member"];
        };
        /** MigrationJob */
        MigrationJob: {
            /** @description file column -> the date format the mapping gave it */
            column_formats: {
                [key: string]: components["schemas"]["ColumnFormat"];
            };
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
            /** @description file column -> what its values say of its date format (every column holding dates, whatever it is mapped to); empty for a file uploaded before detection */
            detected_formats: {
                [key: string]: components["schemas"]["DetectedFormat"];
            };
            failure: {
                /** @description ALREADY_EXISTS (a conflict appeared since the preview), REFERENCE_CHANGED (a department or package the rows name was archived or renamed since the preview), ORG_PENDING, IMPORT_FAILED, VALIDATION_STOPPED (the background validation failed again and again; the job can be mapped or validated again) */
                code: string;
                /** @description in English */
                message: string;
                /** @description reason (ORG_PENDING: inactive; ALREADY_EXISTS: vanished with count, taken with the rows per identifier field, concurrent; REFERENCE_CHANGED: changed with the rows per reference field; IMPORT_FAILED: database, repeated_error with attempts; VALIDATION_STOPPED: repeated_error with attempts) and the values it names, for a client to say it in its own language */
                params?: {
                    [key: string]: string | number;
                };
            } | null;
            /** @enum {string} */
            file_format: "csv" | "xlsx";
            file_name: string;
            file_size: number;
            /** @description the row the header was found on (1 unless title or blank rows stand above it); upload again with header_row to choose another */
            header_row: number;
            /** @description columns hidden in the workbook (suggested after the visible ones) */
            hidden_columns: string[];
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
            /** @description the workbook's other visible sheets: upload again with sheet to read one */
            other_sheets: string[];
            preview: components["schemas"]["PreviewSummary"] | null;
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
                /** @description records the import created, now inactive (members) or archived (departments, packages) */
                deactivated: number;
                /** @description records the import updated, back to their values from before */
                restored: number;
                skipped: number;
                /** @description CHANGED_SINCE_IMPORT, ALREADY_INACTIVE, VALUE_TAKEN, IN_USE (a department or package active members belong to, kept) */
                skipped_reasons: {
                    [key: string]: number;
                };
            } | null;
            rollback_deadline: string | null;
            rolled_back_at: string | null;
            row_count: number;
            /** @description the workbook's sheet that was read (null for a CSV): the one whose header fits the dataset best, unless the upload named one (sheet) */
            sheet: string | null;
            status: components["schemas"]["JobStatus"];
            /** @description file column header -> target field */
            suggested_mapping: {
                [key: string]: string;
            };
            /** Format: date-time */
            updated_at: string;
            validation: components["schemas"]["ValidationReport"] | null;
        };
        /** MigrationJobResponse */
        MigrationJobResponse: {
            data: components["schemas"]["MigrationJob"];
        };
        /** MigrationJobSummary */
        MigrationJobSummary: {
            /** Format: date-time */
            created_at: string;
            created_by: string;
            dataset_type: string;
            /** @description null until validated */
            error_count: number | null;
            file_name: string;
            id: string;
            row_count: number;
            status: components["schemas"]["JobStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /** MigrationJobSummaryPage */
        MigrationJobSummaryPage: {
            items: components["schemas"]["MigrationJobSummary"][];
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /** MigrationJobSummaryPageResponse */
        MigrationJobSummaryPageResponse: {
            data: components["schemas"]["MigrationJobSummaryPage"];
        };
        /** MigrationLimits */
        MigrationLimits: {
            /** @description MAX_IMPORT_ROWS: a file with more data rows answers 413 */
            max_rows: number;
            /** @description MAX_UPLOAD_MB: a larger upload answers 413 */
            max_upload_bytes: number;
            /** @description ROLLBACK_WINDOW_HOURS: how long after completion an import can be rolled back */
            rollback_window_hours: number;
        };
        /** MigrationLimitsResponse */
        MigrationLimitsResponse: {
            data: components["schemas"]["MigrationLimits"];
        };
        /** MissingReference */
        MissingReference: {
            /** @description department or package_code */
            field: string;
            /** @enum {string} */
            table: "departments" | "packages";
            /** @description how many different values (case aside) name nothing of the organisation */
            value_count: number;
            /** @description the 50 with the most rows, most first */
            values: {
                rows: number;
                value: string;
            }[];
        };
        /** Money */
        Money: {
            /** @example 1500.00 */
            amount: string;
            /** @example ETB */
            currency: string;
        };
        /** MoneyAmount */
        MoneyAmount: {
            /** @description a decimal with at most two fraction digits, such as "120.50"; no sign, no separators */
            amount: string;
            /** @description the organisation's currency (ETB) */
            currency: string;
        };
        /** MoneyInput */
        MoneyInput: {
            /** @description a decimal such as "15000.00": at least 0, at most two decimals */
            amount: string;
            /** @description the organisation's currency */
            currency: string;
        };
        /** MyBenefits */
        MyBenefits: {
            allowance_remaining: components["schemas"]["Money"];
            allowance_total: components["schemas"]["Money"];
            allowance_used: components["schemas"]["Money"];
            department: string | null;
            email: string | null;
            /** @description the employee number */
            external_id: string;
            full_name: string;
            /** Format: uuid */
            member_id: string;
            package: {
                code: string;
                name: string;
            } | null;
            /** @description the benefit period the allowance is for */
            period: {
                ends_on: string;
                id: string;
                label: string;
                starts_on: string;
            };
            phone: string | null;
            reserved: components["schemas"]["Money"];
            spent: components["schemas"]["Money"];
        };
        /** MyBenefitsResponse */
        MyBenefitsResponse: {
            /** @description In the open benefit period: remaining = total - reserved (on hold for orders not yet fulfilled) - spent; allowance_used = reserved + spent */
            data: components["schemas"]["MyBenefits"];
        };
        /** NormalisedCell */
        NormalisedCell: {
            /** @description the file column */
            column: string;
            field: string;
            /** @description the cell as written */
            from: string;
            /** @description the value stored */
            to: string;
        };
        /** NormalisedRow */
        NormalisedRow: {
            cells: components["schemas"]["NormalisedCell"][];
            row: number;
        };
        /** Order */
        Order: {
            /** @description what the order's state allows (your role may allow less) */
            allowed_actions: ("submit" | "approve" | "reject" | "fulfil" | "cancel")[];
            approvals: {
                amount: components["schemas"]["Money"];
                /** @description null: the system, by the policy */
                approver: components["schemas"]["PersonRef"] | null;
                /** Format: date-time */
                at: string;
            }[];
            /** @description 0: approved at submit by the policy; 1 or 2 people */
            approvals_required: number;
            /** @description set when approved: the lowest amount an approver proposed */
            approved_amount: components["schemas"]["Money"] | null;
            category: components["schemas"]["OrderCategory"];
            /** Format: date-time */
            created_at: string;
            /** @description a submitted or approved order not fulfilled by then expires, and its hold is released */
            expires_at: string | null;
            /** @description set when fulfilled: what was paid from the allowance */
            final_amount: components["schemas"]["Money"] | null;
            fulfilled_on: string | null;
            held: components["schemas"]["Money"];
            /** Format: uuid */
            id: string;
            invoice_ref: string | null;
            lines: {
                amount: components["schemas"]["Money"];
                description: string;
                quantity: number;
            }[];
            member: {
                department: {
                    id: string;
                    name: string;
                } | null;
                external_id: string;
                full_name: string;
                id: string;
            };
            member_id: string;
            note: string | null;
            /** @description ORD-000123: per organisation, in the order orders were made */
            number: string;
            prescription: components["schemas"]["PrescriptionRef"] | null;
            provider: {
                id: string;
                kind: components["schemas"]["ProviderKind"];
                name: string;
            };
            rejection: {
                note: string | null;
                reason: string;
            } | null;
            requested_amount: components["schemas"]["Money"];
            status: components["schemas"]["OrderStatus"];
            submitted_at: string | null;
            /** Format: date-time */
            updated_at: string;
            /** @description the clinical fields left out for your active role (empty: you see them all) */
            withheld: string[];
        };
        /** OrderApprove */
        OrderApprove: {
            amount?: components["schemas"]["MoneyAmount"];
        };
        /** OrderAsSeen */
        OrderAsSeen: components["schemas"]["Order"] | components["schemas"]["OrderWithheld"];
        /** OrderAsSeenResponse */
        OrderAsSeenResponse: {
            /** @description the order whole, or without its clinical fields for your active role (`withheld` says which) */
            data: components["schemas"]["OrderAsSeen"];
        };
        /**
         * OrderCategory
         * @enum {string}
         */
        OrderCategory: "PHARMACY" | "CONSULTATION" | "LAB" | "OPTICAL" | "DENTAL" | "OTHER";
        /** OrderCreate */
        OrderCreate: {
            category: components["schemas"]["OrderCategory"];
            /** @description each line's amount is its total; the order's requested_amount is their sum */
            lines: {
                amount: components["schemas"]["MoneyAmount"];
                /** @description what is asked for (a medicine, a test, a consultation) */
                description: string;
                quantity: number;
            }[];
            /** @description SUPER_USER only: the member the order is made for (a member's own order leaves it out) */
            member_id?: string;
            note?: string | null;
            /** @description an active prescription of the same member; required for the policy's prescription_required_for categories (400 PRESCRIPTION_REQUIRED) */
            prescription_id?: string;
            /** @description an active provider of the organisation */
            provider_id: string;
            /** @description true: submitted at once (reserving the amount), as POST /v1/orders/:id/submit */
            submit?: boolean;
        };
        /** OrderFulfil */
        OrderFulfil: {
            amount: components["schemas"]["MoneyAmount"];
            /**
             * Format: date
             * @description the day the provider delivered (YYYY-MM-DD), not in the future
             */
            fulfilled_on: string;
            /** @description the provider's invoice or receipt number */
            invoice_ref: string;
        };
        /** OrderLedger */
        OrderLedger: components["schemas"]["LedgerEntry"][];
        /** OrderLedgerResponse */
        OrderLedgerResponse: {
            data: components["schemas"]["OrderLedger"];
        };
        /** OrderPage */
        OrderPage: {
            items: components["schemas"]["OrderAsSeen"][];
            /** @description pass as `cursor` for the next page; null on the last */
            next_cursor: string | null;
        };
        /** OrderPageResponse */
        OrderPageResponse: {
            data: components["schemas"]["OrderPage"];
        };
        /** OrderReject */
        OrderReject: {
            note?: string;
            reason: components["schemas"]["RejectReason"];
        };
        /**
         * OrderStatus
         * @enum {string}
         */
        OrderStatus: "draft" | "submitted" | "approved" | "rejected" | "fulfilled" | "cancelled" | "expired";
        /** OrderWithheld */
        OrderWithheld: {
            /** @description what the order's state allows (your role may allow less) */
            allowed_actions: ("submit" | "approve" | "reject" | "fulfil" | "cancel")[];
            approvals: {
                amount: components["schemas"]["Money"];
                /** @description null: the system, by the policy */
                approver: components["schemas"]["PersonRef"] | null;
                /** Format: date-time */
                at: string;
            }[];
            /** @description 0: approved at submit by the policy; 1 or 2 people */
            approvals_required: number;
            /** @description set when approved: the lowest amount an approver proposed */
            approved_amount: components["schemas"]["Money"] | null;
            category: components["schemas"]["OrderCategory"];
            /** Format: date-time */
            created_at: string;
            /** @description a submitted or approved order not fulfilled by then expires, and its hold is released */
            expires_at: string | null;
            /** @description set when fulfilled: what was paid from the allowance */
            final_amount: components["schemas"]["Money"] | null;
            fulfilled_on: string | null;
            held: components["schemas"]["Money"];
            /** Format: uuid */
            id: string;
            invoice_ref: string | null;
            /** @description each line's amount; what was asked for is withheld */
            lines: {
                amount: components["schemas"]["Money"];
            }[];
            member: {
                department: {
                    id: string;
                    name: string;
                } | null;
                external_id: string;
                full_name: string;
                id: string;
            };
            member_id: string;
            /** @description ORD-000123: per organisation, in the order orders were made */
            number: string;
            prescription: components["schemas"]["PrescriptionRefWithheld"] | null;
            provider: {
                id: string;
                kind: components["schemas"]["ProviderKind"];
                name: string;
            };
            rejection: {
                note: string | null;
                reason: string;
            } | null;
            requested_amount: components["schemas"]["Money"];
            status: components["schemas"]["OrderStatus"];
            submitted_at: string | null;
            /** Format: date-time */
            updated_at: string;
            /** @description the clinical fields left out for your active role (empty: you see them all) */
            withheld: string[];
        };
        /** Organisation */
        Organisation: {
            /** @description the days a new benefit period takes by default: the Ethiopian fiscal year (Hamle 1 to Sene 30: 2025-07-08 to 2026-07-07 is EFY 2018) or the Gregorian year; the organisation's first period is the one that holds the day it was made */
            benefit_year: components["schemas"]["BenefitYear"];
            /** @description ISO 4217 code of its amounts */
            currency: string;
            /** Format: uuid */
            id: string;
            /** @description whether employee numbers that differ only by case are different members (default false: an import reads E-001 and e-001 as one number, a duplicate in a file and the same member on update) */
            member_numbers_case_sensitive: boolean;
            /** @description whether its active members may sign in (as MEMBER); off, their sessions end at once */
            member_sign_in: boolean;
            name: string;
            /** @description order categories that need a prescription (the approval policy's; shown here so that a member's form asks for one) */
            prescription_required_for: string[];
            /**
             * @description only an active organisation may commit imports; the operator sets it
             * @enum {string}
             */
            status: "active" | "pending" | "suspended";
            /** @description IANA time zone (default Africa/Addis_Ababa): a timestamp at UTC in an imported file (1990-03-13T21:00:00.000Z) is read as the day it is there (the 14th) */
            time_zone: string;
        };
        /** OrganisationPatch */
        OrganisationPatch: {
            /** @description the days a new benefit period takes by default: the Ethiopian fiscal year (Hamle 1 to Sene 30: 2025-07-08 to 2026-07-07 is EFY 2018) or the Gregorian year; the organisation's first period is the one that holds the day it was made */
            benefit_year?: components["schemas"]["BenefitYear"];
            member_numbers_case_sensitive?: boolean;
            member_sign_in?: boolean;
            /** @description the institution's name, as its people see it */
            name?: string;
            /** @description IANA time zone (default Africa/Addis_Ababa): a timestamp at UTC in an imported file (1990-03-13T21:00:00.000Z) is read as the day it is there (the 14th) */
            time_zone?: string;
        };
        /** OrganisationResponse */
        OrganisationResponse: {
            data: components["schemas"]["Organisation"];
        };
        /** OrganisationSetup */
        OrganisationSetup: {
            /** @description every step is done: the console then opens on the members directory */
            done: boolean;
            steps: components["schemas"]["SetupStep"][];
        };
        /** OrganisationSetupResponse */
        OrganisationSetupResponse: {
            data: components["schemas"]["OrganisationSetup"];
        };
        /** OutboxMessage */
        OutboxMessage: {
            channel: "email" | "sms";
            /** Format: date-time */
            created_at: string;
            id: number;
            subject: string | null;
            text: string;
            to: string;
        };
        /** OutboxMessageList */
        OutboxMessageList: {
            items: components["schemas"]["OutboxMessage"][];
        };
        /** OutboxMessageListResponse */
        OutboxMessageListResponse: {
            data: components["schemas"]["OutboxMessageList"];
        };
        /**
         * PeriodStatus
         * @enum {string}
         */
        PeriodStatus: "planned" | "open" | "closed";
        /** PersonRef */
        PersonRef: {
            full_name: string;
            id: string;
        };
        /** Prescription */
        Prescription: {
            allowed_actions: "cancel"[];
            /** Format: date-time */
            created_at: string;
            created_by: string;
            diagnosis: string | null;
            dosage: string | null;
            facility: string | null;
            has_attachment: boolean;
            /** Format: uuid */
            id: string;
            /** Format: date */
            issued_on: string;
            medication: string;
            member_id: string;
            notes: string | null;
            prescriber_name: string;
            quantity: string | null;
            /** @description expired: active and past valid_until */
            status: components["schemas"]["PrescriptionStatus"];
            /** Format: date-time */
            updated_at: string;
            /** Format: date */
            valid_until: string;
            /** @description the clinical fields left out for your active role (empty: you see them all) */
            withheld: string[];
        };
        /** PrescriptionAsSeen */
        PrescriptionAsSeen: components["schemas"]["Prescription"] | components["schemas"]["PrescriptionWithheld"];
        /** PrescriptionAsSeenResponse */
        PrescriptionAsSeenResponse: {
            /** @description the prescription whole, or without its clinical fields for your active role (`withheld` says which) */
            data: components["schemas"]["PrescriptionAsSeen"];
        };
        /** PrescriptionCreate */
        PrescriptionCreate: {
            diagnosis?: string | null;
            dosage?: string | null;
            facility?: string | null;
            /**
             * Format: date
             * @description the day the doctor wrote it (YYYY-MM-DD), not in the future
             */
            issued_on: string;
            /** @description the medicine as the doctor wrote it */
            medication: string;
            /** @description SUPER_USER only: the member it is recorded for (a member's own leaves it out) */
            member_id?: string;
            notes?: string | null;
            prescriber_name: string;
            quantity?: string | null;
            /**
             * Format: date
             * @description default: 30 days after issued_on
             */
            valid_until?: string;
        };
        /** PrescriptionPage */
        PrescriptionPage: {
            items: components["schemas"]["PrescriptionAsSeen"][];
            next_cursor: string | null;
        };
        /** PrescriptionPageResponse */
        PrescriptionPageResponse: {
            data: components["schemas"]["PrescriptionPage"];
        };
        /** PrescriptionRef */
        PrescriptionRef: {
            diagnosis: string | null;
            dosage: string | null;
            facility: string | null;
            has_attachment: boolean;
            /** Format: uuid */
            id: string;
            /** Format: date */
            issued_on: string;
            medication: string;
            member_id: string;
            notes: string | null;
            prescriber_name: string;
            quantity: string | null;
            /** @description expired: active and past valid_until */
            status: components["schemas"]["PrescriptionStatus"];
            /** Format: date */
            valid_until: string;
        };
        /** PrescriptionRefWithheld */
        PrescriptionRefWithheld: {
            has_attachment: boolean;
            /** Format: uuid */
            id: string;
            /** Format: date */
            issued_on: string;
            member_id: string;
            /** @description expired: active and past valid_until */
            status: components["schemas"]["PrescriptionStatus"];
            /** Format: date */
            valid_until: string;
        };
        /**
         * PrescriptionStatus
         * @enum {string}
         */
        PrescriptionStatus: "active" | "used" | "cancelled" | "expired";
        /** PrescriptionWithheld */
        PrescriptionWithheld: {
            allowed_actions: "cancel"[];
            /** Format: date-time */
            created_at: string;
            created_by: string;
            has_attachment: boolean;
            /** Format: uuid */
            id: string;
            /** Format: date */
            issued_on: string;
            member_id: string;
            /** @description expired: active and past valid_until */
            status: components["schemas"]["PrescriptionStatus"];
            /** Format: date-time */
            updated_at: string;
            /** Format: date */
            valid_until: string;
            /** @description the clinical fields left out for your active role (empty: you see them all) */
            withheld: string[];
        };
        /** PreviewSummary */
        PreviewSummary: {
            /** @description members: rows to create per department name ("" for none); other datasets: empty */
            by_department: {
                [key: string]: number;
            };
            /** @description the first 20 updates: each changed field from its current value to the new one */
            changes: components["schemas"]["MemberChange"][];
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
            /** @description for the sample rows with a value read from another form: each such cell as written and as stored */
            sample_normalised: components["schemas"]["NormalisedRow"][];
            /** @description settlements: the orders the commit fulfils (to_update), what it captures, and what it releases (approved less billed) */
            settlement?: components["schemas"]["SettlementPreview"];
            to_create: number;
            to_skip: number;
            /** @description rows that change an existing record (on_existing: update) */
            to_update: number;
            /** @description rows matching an existing record that would change nothing */
            unchanged: number;
        };
        /** Profile */
        Profile: {
            active_role: components["schemas"]["Role"];
            avatar_initials: string;
            /** Format: uri */
            avatar_url: string;
            /** @description gregorian, or ethiopian (13 months: twelve of 30 days, then Pagume of 5 or 6); dates are always stored and sent as Gregorian YYYY-MM-DD */
            calendar: components["schemas"]["Calendar"];
            /** @description null for a person who signs in by phone alone */
            email: string | null;
            full_name: string;
            id: string;
            locale: components["schemas"]["Locale"];
            member_id: string | null;
            org_id: string;
            org_name: string;
            roles: components["schemas"]["Role"][];
        };
        /** ProfileResponse */
        ProfileResponse: {
            data: components["schemas"]["Profile"];
        };
        /** Provider */
        Provider: {
            /** @description unique in the organisation, case and outer spaces ignored */
            code: string;
            /** Format: date-time */
            created_at: string;
            email: string | null;
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["ProviderKind"];
            name: string;
            phone: string | null;
            /** @description archived: kept (its orders keep it), but no new order may name it */
            status: components["schemas"]["ProviderStatus"];
            /** Format: date-time */
            updated_at: string;
        };
        /** ProviderCreate */
        ProviderCreate: {
            /** @description 1 to 64 characters */
            code: string;
            email?: string | null;
            /** @description PHARMACY, CLINIC, LAB, OPTICAL, DENTAL, OTHER (any case) */
            kind: string;
            /** @description 1 to 200 characters */
            name: string;
            phone?: string | null;
        };
        /**
         * ProviderKind
         * @enum {string}
         */
        ProviderKind: "PHARMACY" | "CLINIC" | "LAB" | "OPTICAL" | "DENTAL" | "OTHER";
        /** ProviderPage */
        ProviderPage: {
            items: components["schemas"]["Provider"][];
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /** ProviderPageResponse */
        ProviderPageResponse: {
            data: components["schemas"]["ProviderPage"];
        };
        /** ProviderPatch */
        ProviderPatch: {
            /** @description 1 to 64 characters */
            code?: string;
            email?: string | null;
            /** @description PHARMACY, CLINIC, LAB, OPTICAL, DENTAL, OTHER (any case) */
            kind?: string;
            /** @description 1 to 200 characters */
            name?: string;
            phone?: string | null;
        };
        /** ProviderResponse */
        ProviderResponse: {
            data: components["schemas"]["Provider"];
        };
        /**
         * ProviderStatus
         * @enum {string}
         */
        ProviderStatus: "active" | "archived";
        /**
         * RejectReason
         * @enum {string}
         */
        RejectReason: "OVER_POLICY" | "NOT_COVERED" | "MISSING_PRESCRIPTION" | "DUPLICATE" | "OTHER";
        /**
         * Role
         * @enum {string}
         */
        Role: "SUPER_USER" | "HR_ADMIN" | "FINANCE" | "MEMBER";
        /** RowEdit */
        RowEdit: {
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
        };
        /** RowError */
        RowError: {
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
        };
        /** RowErrorPage */
        RowErrorPage: {
            items: components["schemas"]["RowError"][];
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /** RowErrorPageResponse */
        RowErrorPageResponse: {
            data: components["schemas"]["RowErrorPage"];
        };
        /** RowsExcluded */
        RowsExcluded: {
            /** @description how many rows were left out by this action (0: none had the error) */
            excluded: number;
            job: components["schemas"]["MigrationJob"];
        };
        /** RowsExcludedResponse */
        RowsExcludedResponse: {
            data: components["schemas"]["RowsExcluded"];
        };
        /** SessionResponse */
        SessionResponse: {
            data: components["schemas"]["CurrentUser"] | null;
        };
        /** SessionUser */
        SessionUser: {
            active_role: components["schemas"]["Role"];
            /** Format: uri */
            avatar_url: string;
            /** @description null for a person who signs in by phone alone */
            email: string | null;
            full_name: string;
            id: string;
            locale: components["schemas"]["Locale"];
            org_id: string;
            /** @description the organisation's name, as the console's header shows it */
            org_name: string;
            /** @enum {string} */
            org_status: "active" | "pending" | "suspended";
            /** @description The active role's permissions */
            permissions: string[];
            roles: components["schemas"]["Role"][];
        };
        /** SessionUserResponse */
        SessionUserResponse: {
            data: components["schemas"]["SessionUser"];
        };
        /** SettlementPreview */
        SettlementPreview: {
            orders_to_fulfil: number;
            total_released: components["schemas"]["Money"];
            total_to_capture: components["schemas"]["Money"];
        };
        /** SetupStep */
        SetupStep: {
            /** @description how many there are of what the step counts, counted up to 1,000 */
            count?: number;
            done: boolean;
            /**
             * @description invite_staff: an HR administrator or finance officer invited (not deactivated); departments, packages: one active at least; first_import: a members import completed, or active members in the directory already (count: the active members); member_sign_in: members may sign in and there are active members to do so
             * @enum {string}
             */
            key: "invite_staff" | "departments" | "packages" | "first_import" | "member_sign_in";
            /** @description true when there are more than `count` (1,000): counting stops there */
            more?: boolean;
        };
        /** SignedIn */
        SignedIn: {
            /** @description Send as `Authorization: Bearer <token>`. Absent when the request asked for the session as a cookie (header `X-Portal-Session: cookie`, the web console). */
            token?: string;
            user: components["schemas"]["SessionUser"];
        };
        /** SignedInResponse */
        SignedInResponse: {
            data: components["schemas"]["SignedIn"];
        };
        /** SignInMethods */
        SignInMethods: {
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
            /** @description whose sign-in page this is: the active organisation the address names (?org=<its slug>), else the only active one of an install that has one; null otherwise */
            organisation: components["schemas"]["SignInOrganisation"] | null;
            /** @description POST /v1/auth/login with email and password */
            password: boolean;
            /** @description demo personas (GET /v1/auth/demo-profiles) may sign in */
            personas: boolean;
            /** @description POST /v1/auth/phone/otp/start and verify */
            phone_code: boolean;
        };
        /** SignInMethodsResponse */
        SignInMethodsResponse: {
            data: components["schemas"]["SignInMethods"];
        };
        /** SignInOrganisation */
        SignInOrganisation: {
            name: string;
        };
        /** Statement */
        Statement: {
            /** @description how the lines' dates are written: ISO (2026-05-30) or as ICU's Ethiopic calendar writes them (22 ግንቦት 2018) */
            calendar: components["schemas"]["StatementCalendar"];
            /** @description SHA-256 (hex) of its CSV download, which never changes */
            checksum: string;
            /** Format: date-time */
            created_at: string;
            created_by: string;
            department_id: string | null;
            /** Format: date */
            from: string;
            /** Format: uuid */
            id: string;
            line_count: number;
            /** @description the language of its headers and words */
            locale: components["schemas"]["StatementLocale"];
            member_id: string | null;
            /** @example ST-000001 */
            number: string;
            period: {
                /** Format: date */
                ends_on: string;
                id: string;
                label: string;
                /** Format: date */
                starts_on: string;
            };
            provider_id: string | null;
            scope: components["schemas"]["StatementScope"];
            /** @description the member's, department's, provider's or organisation's name when it was made */
            scope_name: string;
            /** Format: date */
            to: string;
            /** @description closing = opening + granted - reserved + released + adjusted (adjusted: in less out, signed); captured moves money from reserved to spent and leaves what remains as it was. A member statement of a whole period closes at their account remaining. */
            totals: components["schemas"]["StatementTotals"];
            /** @description a member's own statement, made by them: its lines say what each order was for */
            with_descriptions: boolean;
        };
        /**
         * StatementCalendar
         * @enum {string}
         */
        StatementCalendar: "gregorian" | "ethiopian";
        /** StatementCreate */
        StatementCreate: {
            /** @description how the lines' dates are written: ISO (2026-05-30) or as ICU's Ethiopic calendar writes them (22 ግንቦት 2018) */
            calendar?: components["schemas"]["StatementCalendar"];
            /** @description scope department: the department (its members as they are now) */
            department_id?: string;
            /**
             * Format: date
             * @description first day (Addis Ababa), with to: days of one period
             */
            from?: string;
            /** @description the language of its headers and words */
            locale?: components["schemas"]["StatementLocale"];
            /** @description scope member: the member (a MEMBER: their own, the default) */
            member_id?: string;
            /** @description the benefit period: every entry of its accounts; or give from and to */
            period_id?: string;
            /** @description scope provider: the provider (its orders' entries) */
            provider_id?: string;
            scope: components["schemas"]["StatementScope"];
            /**
             * Format: date
             * @description last day, not before from
             */
            to?: string;
        };
        /** StatementLine */
        StatementLine: {
            amount: components["schemas"]["Money"];
            category: string | null;
            /** @description the day, in the statement's calendar and language */
            date: string;
            department: string | null;
            /** @description clinical detail: only in a member's own statement, for them */
            description?: string | null;
            employee_number: string | null;
            /** @description the ledger entry */
            entry_id: string;
            kind: components["schemas"]["LedgerKind"];
            member_name: string | null;
            /** Format: date-time */
            occurred_at: string;
            order_number: string | null;
            position: number;
            provider: string | null;
            withheld: string[];
        };
        /** StatementLinePage */
        StatementLinePage: {
            items: components["schemas"]["StatementLine"][];
            next_cursor: string | null;
        };
        /** StatementLinePageResponse */
        StatementLinePageResponse: {
            data: components["schemas"]["StatementLinePage"];
        };
        /** StatementList */
        StatementList: {
            items: components["schemas"]["Statement"][];
            next_cursor: string | null;
        };
        /** StatementListResponse */
        StatementListResponse: {
            data: components["schemas"]["StatementList"];
        };
        /**
         * StatementLocale
         * @enum {string}
         */
        StatementLocale: "en" | "am";
        /** StatementResponse */
        StatementResponse: {
            data: components["schemas"]["Statement"];
        };
        /**
         * StatementScope
         * @enum {string}
         */
        StatementScope: "member" | "department" | "organisation" | "provider";
        /** StatementTotals */
        StatementTotals: {
            adjusted: components["schemas"]["Money"];
            captured: components["schemas"]["Money"];
            closing: components["schemas"]["Money"];
            granted: components["schemas"]["Money"];
            opening: components["schemas"]["Money"];
            released: components["schemas"]["Money"];
            reserved: components["schemas"]["Money"];
        };
        /** TestSent */
        TestSent: {
            /** Format: uuid */
            delivery_id: string;
            message_id: string;
        };
        /** TestSentResponse */
        TestSentResponse: {
            data: components["schemas"]["TestSent"];
        };
        /** User */
        User: {
            deactivated_at: string | null;
            /** @description null for a person who signs in by phone alone */
            email: string | null;
            full_name: string;
            /** Format: uuid */
            id: string;
            invited_at: string | null;
            invited_by: string | null;
            last_sign_in_at: string | null;
            phone: string | null;
            roles: components["schemas"]["Role"][];
            /** @description invited: has not signed in yet; deactivated: cannot sign in */
            status: components["schemas"]["UserStatus"];
        };
        /** UserPage */
        UserPage: {
            items: components["schemas"]["User"][];
            /** @description this page, from 1 */
            page: number;
            /** @description items per page (a page may hold fewer than asked: see the route) */
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /** UserPageResponse */
        UserPageResponse: {
            data: components["schemas"]["UserPage"];
        };
        /** UserResponse */
        UserResponse: {
            data: components["schemas"]["User"];
        };
        /**
         * UserStatus
         * @enum {string}
         */
        UserStatus: "invited" | "active" | "deactivated";
        /** ValidationReport */
        ValidationReport: {
            /** @description rows with at least one cell edited in place */
            edited_row_count: number;
            /** @description more than 0 means unresolved errors: preview and commit are refused */
            error_count: number;
            error_row_count: number;
            /** @description the first 100; every error is in GET .../errors and GET .../error-report */
            errors: components["schemas"]["RowError"][];
            errors_by_code: {
                [key: string]: number;
            };
            errors_by_field: {
                [key: string]: number;
            };
            /** @description rows the user excluded (PATCH .../rows/:row): neither imported nor errors */
            excluded_row_count: number;
            /** @description a members file's departments and packages the organisation does not have (not archived ones), grouped by value: POST .../create-missing creates them */
            missing_references: components["schemas"]["MissingReference"][];
            missing_required_fields: string[];
            /** @description per field, the rows whose value was read from another form (amounts' separators and currency marks, dates' forms, orders and calendars, words' aliases): GET .../rows shows each beside its cell */
            normalised_by_field: {
                [key: string]: number;
            };
            row_count: number;
            /** @description rows that match an existing member and are skipped (on_existing: skip) */
            skipped_row_count: number;
            /** @description rows that will be created */
            valid_row_count: number;
            /** Format: date-time */
            validated_at: string;
        };
        /** Webhook */
        Webhook: {
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
        /** WebhookList */
        WebhookList: {
            items: components["schemas"]["Webhook"][];
        };
        /** WebhookListResponse */
        WebhookListResponse: {
            data: components["schemas"]["WebhookList"];
        };
        /** WebhookResponse */
        WebhookResponse: {
            data: components["schemas"]["Webhook"];
        };
    };
    responses: {
        /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
        Error400: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description VALIDATION_FAILED: the request is not valid; `details` names each field */
        Error400Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
        Error401: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNAUTHENTICATED: no, malformed, unknown, expired or revoked token */
        Error401Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description FORBIDDEN: the active role lacks the permission */
        Error403Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND */
        Error404: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND */
        Error404Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict with the current state */
        Error409: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict with the current state */
        Error409Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description GONE: housekeeping removed what this needs (a job's stored file and rows, RETAIN_UPLOADS_DAYS after its last change) */
        Error410Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE */
        Error413: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE */
        Error413Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE */
        Error415: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE */
        Error415Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is understood but refused in the current state */
        Error422Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RATE_LIMITED: see the Retry-After header */
        Error429: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RATE_LIMITED: see the Retry-After header */
        Error429Limited: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL */
        Error500: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL */
        Error500Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
        Error503: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description SERVICE_UNAVAILABLE: the database is unreachable or the service is shutting down */
        Error503Limited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description `attachment; filename="..."` (RFC 6266; `filename*` for names beyond ASCII): the name to save the file as. */
        ContentDisposition: string;
        /** @description Sent when the request used a deprecated form (docs/decisions.md, "Deprecation"). */
        Deprecation: "true";
        /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key: nothing was done again. */
        IdempotentReplayed: "true";
        /** @description Requests allowed in the current window (per session, or per address on sign-in routes); absent when the request was refused before it was counted. */
        RateLimitLimit: number;
        /** @description Requests left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the window starts again. */
        RateLimitReset: number;
        /** @description The id of this request: `error.request_id` of an error, and what to quote when reporting one. Send `X-Request-Id` to choose it. */
        RequestId: string;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description When the deprecated form stops working (an HTTP date, RFC 8594). */
        Sunset: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getMetrics: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getReadiness: {
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listDemoProfiles: {
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoProfileListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    startEmailSignInCode: {
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
                    /** @description the asking screen's language: the code's message goes in the user's chosen language, else in this one */
                    locale?: "en" | "am";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    verifyEmailSignInCode: {
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
                    locale?: components["schemas"]["Locale"];
                    /**
                     * Format: uuid
                     * @description The organisation to sign in to, when the address signs in to several: send the same request again with one of those a 409 ORGANISATION_CHOICE_REQUIRED listed
                     */
                    org_id?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Legacy alternative; answers with `Deprecation: true` */
                    demo_role?: components["schemas"]["Role"];
                    /** @description Preferred: id of a demo profile */
                    demo_user_id?: string;
                    /**
                     * Format: email
                     * @description With password: sign-in by email and password (the only way in production mode)
                     */
                    email?: string;
                    locale?: components["schemas"]["Locale"];
                    /**
                     * Format: uuid
                     * @description The organisation to sign in to, when the address signs in to several: send the same request again with one of those a 409 ORGANISATION_CHOICE_REQUIRED listed
                     */
                    org_id?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    signOut: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getCurrentUser: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    setLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locale: components["schemas"]["Locale"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUserResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    signInWithMessenger: {
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSignInMethods: {
        parameters: {
            query?: {
                /** @description an organisation's slug: its name is the page's */
                org?: string;
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInMethodsResponse"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    startPhoneSignInCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the asking screen's language: the code's message goes in the user's chosen language, else in this one */
                    locale?: "en" | "am";
                    /** @description E.164, like +251911234567 */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentResponse"];
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    verifyPhoneSignInCode: {
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
                    locale?: components["schemas"]["Locale"];
                    /**
                     * Format: uuid
                     * @description The organisation to sign in to, when the address signs in to several: send the same request again with one of those a 409 ORGANISATION_CHOICE_REQUIRED listed
                     */
                    org_id?: string;
                    /** @description E.164, like +251911234567 */
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInResponse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSession: {
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getAvatar: {
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listBenefitPeriods: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPeriodListResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createBenefitPeriod: {
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
                     * Format: date
                     * @description last day, not before starts_on
                     */
                    ends_on: string;
                    /** @description default: "EFY 2019" for an Ethiopian fiscal year, "2027" for a Gregorian year, else the days */
                    label?: string;
                    /**
                     * Format: date
                     * @description first day (YYYY-MM-DD)
                     */
                    starts_on: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPeriodResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getBenefitPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPeriodDetailResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    closeBenefitPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description expire the period's submitted and approved orders (releasing what they hold) instead of refusing
                     * @default false
                     */
                    expire_open?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPeriodDetailResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    openBenefitPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPeriodDetailResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listDepartments: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description part of the code or name (case-insensitive) */
                q?: string;
                /** @description archived: kept (its members keep it), but offered to no new member */
                status?: components["schemas"]["ListStatus"];
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepartmentPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    archiveDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    restoreDepartment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepartmentResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listOutboxMessages: {
        parameters: {
            query?: {
                limit?: number;
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
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageListResponse"];
                };
            };
            400: components["responses"]["Error400"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description the id of the last event already seen (0: from the start) */
                after?: number;
                /** @description only the events of this migration job (its timeline) */
                job_id?: string;
                /** @description only events of this kind, or of this family (`user.*`); a kind your role may not read gives an empty feed */
                kind?: "migration.job_started" | "migration.job_completed" | "migration.job_failed" | "migration.job_rolled_back" | "webhook.endpoint_disabled" | "user.invited" | "user.updated" | "user.deactivated" | "user.reactivated" | "org.created" | "org.status_changed" | "org.updated" | "member.created" | "member.updated" | "member.deactivated" | "member.reactivated" | "department.created" | "department.updated" | "department.archived" | "department.restored" | "package.created" | "package.updated" | "package.archived" | "package.restored" | "provider.created" | "provider.updated" | "provider.archived" | "provider.restored" | "order.submitted" | "order.approval_recorded" | "order.approved" | "order.rejected" | "order.cancelled" | "order.expired" | "order.fulfilled" | "order.settlement_rolled_back" | "allowance.changed" | "prescription.created" | "prescription.attachment_added" | "prescription.cancelled" | "prescription.used" | "prescription.use_undone" | "period.created" | "period.opened" | "period.closed" | "statement.created" | "migration.*" | "webhook.*" | "user.*" | "org.*" | "member.*" | "department.*" | "package.*" | "provider.*" | "order.*" | "allowance.*" | "prescription.*" | "period.*" | "statement.*";
                limit?: number;
                /** @description only the events of this member (their history) */
                member_id?: string;
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFeedResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMyBenefits: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBenefitsResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMyDisclosures: {
        parameters: {
            query?: {
                /** @description `next_cursor` of the previous page */
                cursor?: string;
                limit?: number;
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisclosurePageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getProfile: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Must be one of your roles; applies to this session */
                    active_role?: components["schemas"]["Role"];
                    /** @description gregorian, or ethiopian (13 months: twelve of 30 days, then Pagume of 5 or 6); dates are always stored and sent as Gregorian YYYY-MM-DD */
                    calendar?: components["schemas"]["Calendar"];
                    /** @description 1 to 200 characters after trimming */
                    full_name?: string;
                    locale?: components["schemas"]["Locale"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description `next_cursor` of the previous page: the page after it, as fast at any depth (`page` is then ignored; send the same filters and sort). A token the API did not give: 400 naming `cursor`. */
                cursor?: string;
                /** @description a department of the organisation, by name or code (case-insensitive) */
                department?: string;
                /** @description the members that migration job created or updated */
                import_job_id?: string;
                /** @description a benefit package of the organisation, by code (case-insensitive) */
                package?: string;
                page?: number;
                page_size?: number;
                /** @description part of the name, external id, email or phone (case-insensitive); a phone in any form the import reads (0912 34 56 78, 251912345678) is searched as stored (+251912345678) */
                q?: string;
                /** @description the order: newest first (default), oldest first, by name or by employee number (case-insensitive, in code point order: Ethiopic names in the order of the fidel); "-" is descending */
                sort?: "-created_at" | "created_at" | "full_name" | "-full_name" | "external_id" | "-external_id";
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMember: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Member id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMemberAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowanceAccountResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    deactivateMember: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMemberDisclosures: {
        parameters: {
            query?: {
                /** @description `next_cursor` of the previous page */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The member's id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisclosurePageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMemberImports: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberImportListResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    reactivateMember: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    exportMembers: {
        parameters: {
            query?: {
                /** @description a department of the organisation, by name or code (case-insensitive) */
                department?: string;
                /** @description the members that migration job created or updated */
                import_job_id?: string;
                /** @description a benefit package of the organisation, by code (case-insensitive) */
                package?: string;
                /** @description part of the name, external id, email or phone (case-insensitive); a phone in any form the import reads (0912 34 56 78, 251912345678) is searched as stored (+251912345678) */
                q?: string;
                /** @description the order: newest first (default), oldest first, by name or by employee number (case-insensitive, in code point order: Ethiopic names in the order of the fidel); "-" is descending */
                sort?: "-created_at" | "created_at" | "full_name" | "-full_name" | "external_id" | "-external_id";
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv; charset=utf-8, with a UTF-8 BOM */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    importMembers: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMigrationDatasets: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DatasetListResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMigrationJobs: {
        parameters: {
            query?: {
                /** @description one of: members, departments, packages, providers, settlements */
                dataset_type?: string;
                page?: number;
                page_size?: number;
                status?: components["schemas"]["JobStatus"];
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobSummaryPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createMigrationJob: {
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
                    /** @description one of: members, departments, packages, providers, settlements */
                    dataset_type: string;
                    /**
                     * Format: binary
                     * @description CSV (UTF-8, or UTF-16 with BOM; comma, semicolon, tab or pipe) or XLSX (of its visible sheets, the one whose header maps the most of the dataset's fields; the first on a tie). The header is the first row, below any title or blank rows, that fills at least half as many cells as the fullest of the first 20 (the field names below group titles merged over them); blank columns before the table are left out
                     */
                    file: string;
                    /** @description the header's row number, sent before the file: when the one found (the job's header_row) is not it */
                    header_row?: number;
                    /** @description a workbook's sheet to read, by the name on its tab, sent before the file: when the one chosen (the job's sheet) is not it */
                    sheet?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMigrationJob: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    commitMigrationJob: {
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitAcceptedResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            422: components["responses"]["Error422Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMigrationJobCorrectedFile: {
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
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createMissingReferences: {
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
                "application/json": components["schemas"]["CreateMissing"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMigrationJobErrorReport: {
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
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMigrationJobErrors: {
        parameters: {
            query?: {
                /** @description only errors of this code (e.g. INVALID_EMAIL) */
                code?: string;
                /** @description only errors of this target field (e.g. email) */
                field?: string;
                page?: number;
                page_size?: number;
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RowErrorPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    setMigrationJobMapping: {
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
                    /** @description file column header -> how its dates are written; required (date_order) for a date column whose detected format is ambiguous or mixed */
                    column_formats?: {
                        [key: string]: components["schemas"]["ColumnFormat"];
                    };
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    previewMigrationJob: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    rollbackMigrationJob: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            422: components["responses"]["Error422Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMigrationJobRows: {
        parameters: {
            query?: {
                /** @description only rows with an error of this code */
                code?: string;
                /** @description only rows with an error of this target field */
                field?: string;
                /** @description errors: rows with an error; valid: rows without one that are not excluded; edited: rows with a cell edited in place; excluded: rows left out */
                filter?: "all" | "errors" | "valid" | "edited" | "excluded";
                page?: number;
                page_size?: number;
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRowPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateMigrationJobRow: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    excludeMigrationJobRowsWithError: {
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
                "application/json": components["schemas"]["ExcludeByError"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RowsExcludedResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    validateMigrationJob: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationJobResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            410: components["responses"]["Error410Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMigrationLimits: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationLimitsResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listMappingProfiles: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MappingProfileListResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getMigrationTemplate: {
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
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description `next_cursor` of the previous page (send the same filters) */
                cursor?: string;
                /** @description a department's id, code or name */
                department?: string;
                /** @description created on or after this day */
                from?: string;
                limit?: number;
                member_id?: string;
                /** @description true: the approvals queue, submitted orders you may still vote on, oldest first */
                needs_my_approval?: boolean;
                provider_id?: string;
                status?: components["schemas"]["OrderStatus"];
                /** @description created on or before this day */
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description a UUID: the same key with the same body within 24 hours replays the first answer */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            422: components["responses"]["Error422Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    approveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        /** @description amount: less than requested is allowed; the lowest proposed wins */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderApprove"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listOrderEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderLedgerResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    fulfilOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderFulfil"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    rejectOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderReject"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    submitOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getOrganisation: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganisationPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getApprovalPolicy: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicyResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    setApprovalPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApprovalPolicyUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalPolicyResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getOrganisationSetup: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationSetupResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listPackages: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description part of the code or name (case-insensitive) */
                q?: string;
                /** @description archived: kept (its members keep it), but offered to no new member */
                status?: components["schemas"]["ListStatus"];
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPackagePageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BenefitPackageCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPackageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPackageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updatePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BenefitPackagePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPackageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    archivePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPackageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    restorePackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenefitPackageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listPrescriptions: {
        parameters: {
            query?: {
                /** @description `next_cursor` of the previous page (send the same filters) */
                cursor?: string;
                limit?: number;
                member_id?: string;
                /** @description expired: active and past valid_until */
                status?: components["schemas"]["PrescriptionStatus"];
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrescriptionPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createPrescription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrescriptionCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrescriptionAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getPrescription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrescriptionAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getPrescriptionFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the file as it was sent */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    attachPrescriptionFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
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
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrescriptionAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    cancelPrescription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrescriptionAsSeenResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listProviders: {
        parameters: {
            query?: {
                kind?: components["schemas"]["ProviderKind"];
                page?: number;
                page_size?: number;
                /** @description part of the code or name (case-insensitive) */
                q?: string;
                /** @description archived: kept (its orders keep it), but no new order may name it */
                status?: components["schemas"]["ProviderStatus"];
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    archiveProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    restoreProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listStatements: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                /** @description only those of this member */
                member_id?: string;
                /** @description only those of this period */
                period_id?: string;
                scope?: components["schemas"]["StatementScope"];
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementListResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatementCreate"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    downloadStatement: {
        parameters: {
            query?: {
                format?: "csv" | "pdf";
            };
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv (UTF-8 with a BOM) or application/pdf */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            422: components["responses"]["Error422Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listStatementLines: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementLinePageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                /** @description part of the name, email or phone (case-insensitive) */
                q?: string;
                role?: components["schemas"]["Role"];
                /** @description true: only people with a staff role (SUPER_USER, HR_ADMIN or FINANCE); false: only members' own accounts */
                staff?: boolean;
                status?: "invited" | "active" | "deactivated";
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    inviteUser: {
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
                     * Format: email
                     * @description where the invitation goes, and what the person signs in with (at least one of email and phone)
                     */
                    email?: string;
                    /** @description 1 to 200 characters after trimming */
                    full_name: string;
                    /**
                     * @description the language of the invitation and of the console (default: yours)
                     * @enum {string}
                     */
                    locale?: "en" | "am";
                    /** @description E.164 (like +251911234567; a local number is read as Ethiopian): the person signs in by SMS code; the invitation goes by SMS when there is no email */
                    phone?: string;
                    /** @description SUPER_USER, HR_ADMIN, FINANCE (MEMBER comes from a member record) */
                    roles: ("SUPER_USER" | "HR_ADMIN" | "FINANCE")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1 to 200 characters after trimming */
                    full_name?: string;
                    /** @description the staff roles (MEMBER comes from a member record and is kept) */
                    roles?: ("SUPER_USER" | "HR_ADMIN" | "FINANCE")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSentResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            409: components["responses"]["Error409Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    reactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listWebhooks: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookListResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    createWebhook: {
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
                    events: ("migration.job_started" | "migration.job_completed" | "migration.job_failed" | "migration.job_rolled_back" | "webhook.endpoint_disabled" | "user.invited" | "user.updated" | "user.deactivated" | "user.reactivated" | "org.created" | "org.status_changed" | "org.updated" | "member.created" | "member.updated" | "member.deactivated" | "member.reactivated" | "department.created" | "department.updated" | "department.archived" | "department.restored" | "package.created" | "package.updated" | "package.archived" | "package.restored" | "provider.created" | "provider.updated" | "provider.archived" | "provider.restored" | "order.submitted" | "order.approval_recorded" | "order.approved" | "order.rejected" | "order.cancelled" | "order.expired" | "order.fulfilled" | "order.settlement_rolled_back" | "allowance.changed" | "prescription.created" | "prescription.attachment_added" | "prescription.cancelled" | "prescription.used" | "prescription.use_undone" | "period.created" | "period.opened" | "period.closed" | "statement.created")[];
                    /** @description http or https; the address must be public */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    getWebhook: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    deleteWebhook: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    updateWebhook: {
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
                    events?: ("migration.job_started" | "migration.job_completed" | "migration.job_failed" | "migration.job_rolled_back" | "webhook.endpoint_disabled" | "user.invited" | "user.updated" | "user.deactivated" | "user.reactivated" | "org.created" | "org.status_changed" | "org.updated" | "member.created" | "member.updated" | "member.deactivated" | "member.reactivated" | "department.created" | "department.updated" | "department.archived" | "department.restored" | "package.created" | "package.updated" | "package.archived" | "package.restored" | "provider.created" | "provider.updated" | "provider.archived" | "provider.restored" | "order.submitted" | "order.approval_recorded" | "order.approved" | "order.rejected" | "order.cancelled" | "order.expired" | "order.fulfilled" | "order.settlement_rolled_back" | "allowance.changed" | "prescription.created" | "prescription.attachment_added" | "prescription.cancelled" | "prescription.used" | "prescription.use_undone" | "period.created" | "period.opened" | "period.closed" | "statement.created")[];
                    /** @description http or https; the address must be public */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description the id of the oldest attempt already seen (0: from the newest) */
                before?: number;
                limit?: number;
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryAttemptPageResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
    testWebhook: {
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
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSentResponse"];
                };
            };
            400: components["responses"]["Error400Limited"];
            401: components["responses"]["Error401Limited"];
            403: components["responses"]["Error403Limited"];
            404: components["responses"]["Error404Limited"];
            413: components["responses"]["Error413Limited"];
            415: components["responses"]["Error415Limited"];
            429: components["responses"]["Error429Limited"];
            500: components["responses"]["Error500Limited"];
            503: components["responses"]["Error503Limited"];
        };
    };
}
