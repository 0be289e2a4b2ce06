/** A newsletter subscriber stored directly, as a sign-up would leave them; the unsubscribe token is `token-` and the address's letters. */
import type { Database } from "~/.server/db";

export async function insertSubscriber(
  database: Database,
  email: string,
  language = "en",
  confirmed: 0 | 1 = 1,
): Promise<number> {
  const row = await database.db
    .insertInto("newsletter_subscribers")
    .values({
      email,
      language,
      confirmed,
      unsubscribe_token: `token-${email.replace(/\W/g, "")}`,
      confirm_token: null,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
