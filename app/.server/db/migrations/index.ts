import type { Kysely, Migration, MigrationProvider } from "kysely";
import * as initial from "./0001_initial";
import * as volunteersDonations from "./0002_volunteers_donations";
import * as auth from "./0003_auth";
import * as clickRollups from "./0004_click_rollups";
import * as adminListIndexes from "./0005_admin_list_indexes";
import * as setupClaim from "./0007_setup_claim";
import * as content from "./0008_content";
import * as media from "./0009_media";
import * as campaigns from "./0010_campaigns";
import * as auditLog from "./0011_audit_log";
import * as spam from "./0012_spam";
import * as outboxClaimIndex from "./0013_outbox_claim_index";
import * as imageEncodedHash from "./0014_image_encoded_hash";
import * as visitorAnalytics from "./0015_visitor_analytics";
import * as textOverrides from "./0016_text_overrides";
import * as textImports from "./0017_text_imports";
import * as jobRuns from "./0018_job_runs";
import * as mailSuppression from "./0019_mail_suppression";
import * as passkeys from "./0020_passkeys";
import * as sessionLastUsed from "./0021_session_last_used";
import * as mailEventTokens from "./0022_mail_event_tokens";
import * as openings from "./0023_openings";
import * as cvFiles from "./0024_cv_files";
import * as candidatesApplications from "./0025_candidates_applications";
import * as jobAlerts from "./0026_job_alerts";
import * as candidateSearch from "./0027_candidate_search";
import * as staffRequests from "./0028_staff_requests";
import * as erasureLedger from "./0029_erasure_ledger";
import * as privacyRequests from "./0030_privacy_requests";
import * as searchSecureDelete from "./0031_search_secure_delete";
import { type Engine, migrationContext } from "./context";

/** Migrations are listed here in order; each gets the engine's column helpers. */
const MIGRATIONS = {
  "0001_initial": initial,
  "0002_volunteers_donations": volunteersDonations,
  "0003_auth": auth,
  "0004_click_rollups": clickRollups,
  "0005_admin_list_indexes": adminListIndexes,
  "0007_setup_claim": setupClaim,
  "0008_content": content,
  "0009_media": media,
  "0010_campaigns": campaigns,
  "0011_audit_log": auditLog,
  "0012_spam": spam,
  "0013_outbox_claim_index": outboxClaimIndex,
  "0014_image_encoded_hash": imageEncodedHash,
  "0015_visitor_analytics": visitorAnalytics,
  "0016_text_overrides": textOverrides,
  "0017_text_imports": textImports,
  "0018_job_runs": jobRuns,
  "0019_mail_suppression": mailSuppression,
  "0020_passkeys": passkeys,
  "0021_session_last_used": sessionLastUsed,
  "0022_mail_event_tokens": mailEventTokens,
  "0023_openings": openings,
  "0024_cv_files": cvFiles,
  "0025_candidates_applications": candidatesApplications,
  "0026_job_alerts": jobAlerts,
  "0027_candidate_search": candidateSearch,
  "0028_staff_requests": staffRequests,
  "0029_erasure_ledger": erasureLedger,
  "0030_privacy_requests": privacyRequests,
  "0031_search_secure_delete": searchSecureDelete,
} as const;

/** Every migration this code knows, in order: a backup naming another was made by newer code. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

export function migrationProvider(engine: Engine): MigrationProvider {
  const context = migrationContext(engine);
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, module] of Object.entries(MIGRATIONS)) {
        migrations[name] = {
          up: (db: Kysely<unknown>) => module.up(db, context),
          down: (db: Kysely<unknown>) => module.down(db),
        };
      }
      return migrations;
    },
  };
}
