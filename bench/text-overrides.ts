/**
 * Staff's text overrides at scale (decision 0017), for the bench and `scripts/seed-texts.ts`:
 * `count` overrides spread evenly over every namespace and all three languages, written through the
 * editing service as an editor's save would (versions, audit entries, a new content version).
 * Deterministic, and each text keeps its English's placeholders and markup, so every one is accepted.
 */
import type { Database } from "../app/.server/db";
import { writeTexts } from "../app/.server/services/content/texts/editing";
import { shippedTexts } from "../app/.server/services/content/texts/shipped";
import { LANGUAGES } from "../app/i18n/languages";

export const TEXT_OVERRIDES = 1_000;
const ACTOR = { userId: null, email: "bench@crestway.test", role: "editor", ip: "127.0.0.0" };

/** Every `stride`-th entry, each in the next language in turn (English only where an entry has its own). */
export function overrideWrites(count: number) {
  const entries = shippedTexts.entries;
  const stride = Math.max(1, Math.floor((entries.length * LANGUAGES.length) / count));
  const writes: { namespace: string; key: string; language: string; value: string }[] = [];
  for (let slot = 0; writes.length < count && slot < entries.length * LANGUAGES.length; slot += stride) {
    const entry = entries[slot % entries.length];
    const language = LANGUAGES[Math.floor(slot / entries.length) % LANGUAGES.length];
    if (!entry || !language || (language === "en" && !entry.hasEnglishKey)) continue;
    const text = entry.text[language] ?? entry.text.en;
    writes.push({ namespace: entry.namespace, key: entry.key, language, value: `${text} (edited ${writes.length})` });
  }
  return writes;
}

/** Writes the overrides unless the database holds as many already; answers how many it holds. */
export async function seedTextOverrides(database: Database, count = TEXT_OVERRIDES): Promise<number> {
  const held = async () =>
    Number(
      (
        await database.db
          .selectFrom("text_overrides")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await held()) >= count) return held();
  const outcome = await writeTexts(database, ACTOR, overrideWrites(count), "text.import");
  if (!outcome.ok) throw new Error(`refused overrides: ${JSON.stringify(outcome.refused.slice(0, 3))}`);
  return held();
}
