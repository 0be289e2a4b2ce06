/**
 * Real accounts and real sessions for tests: users are created through Better Auth and signed in
 * with their password, so a test's cookie is exactly what a browser would hold.
 */

import type { Auth } from "~/.server/auth/auth";
import { createAccount, signIn } from "~/.server/services/accounts/accounts";
import type { Role } from "~/lib/admin/permissions";

export const TEST_PASSWORD = "correct-horse-42";

export interface TestAccount {
  userId: string;
  email: string;
  role: Role;
  /** The Cookie header value of a signed-in browser. */
  cookie: string;
}

let counter = 0;

export async function createSignedInUser(auth: Auth, role: Role, name = `Test ${role}`): Promise<TestAccount> {
  counter += 1;
  const email = `${role}-${counter}-${Date.now()}@staff.test`;
  const userId = await createAccount(auth, { name, email, password: TEST_PASSWORD }, role);
  const result = await signIn(auth, new Headers(), email, TEST_PASSWORD);
  if (!result.ok) throw new Error(`could not sign in ${email}: ${result.reason}`);
  const cookie = result.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { userId, email, role, cookie };
}

/** A request from a signed-in browser (or an anonymous one without `account`). */
export function requestAs(account: TestAccount | undefined, url: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (account) headers.set("Cookie", account.cookie);
  return new Request(url, { ...init, headers });
}
