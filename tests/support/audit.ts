import type { AuditActor } from "~/.server/services/operations/audit";

/** The actor of service calls a test makes directly (an administrator the audit log names). */
export const TEST_ACTOR: AuditActor = { userId: null, email: "tests@crestway.test", role: "admin", ip: "127.0.0.0" };
