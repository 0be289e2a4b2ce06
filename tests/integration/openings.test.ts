/**
 * Job openings (decision 0032) through the careers service on SQLite and PostgreSQL: drafts,
 * translation states, the moves between draft, published and closed with their audit entries,
 * the admin list, and what visitors see (open ones only, filters, expiry, similar openings).
 */
import { describe, expect, it } from "vitest";
import {
  closeOpening,
  createOpening,
  getOpening,
  getPublicOpening,
  listOpenings,
  listOpenOpenings,
  openOpeningsForIndex,
  publishOpening,
  reopenOpening,
  similarOpenings,
  updateOpening,
} from "~/.server/services/careers";
import type { OpeningDraft } from "~/lib/careers";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { dayFromToday, longTermDraft, seasonalDraft } from "../support/openings";

const longTerm = longTermDraft;

describe.each(engines())("openings on $name", ({ make }) => {
  const database = suiteDatabase(make);

  async function auditOf(id: number) {
    return database.db
      .selectFrom("audit_log")
      .select(["action", "before", "after"])
      .where("target_type", "=", "opening")
      .where("target_id", "=", String(id))
      .orderBy("id")
      .execute();
  }

  it("keeps a draft as written, its translations up to date, and its creation in the audit log", async () => {
    const id = await createOpening(database, TEST_ACTOR, seasonalDraft());
    const opening = await getOpening(database, id);
    const { content, ...facts } = seasonalDraft();
    expect(opening).toMatchObject({
      ...facts,
      status: "draft",
      reference: `CW-${String(id).padStart(5, "0")}`,
      translations: { es: "translated", fr: "translated" },
      publishedAt: null,
    });
    expect(opening?.content.en).toEqual(content.en);
    expect(opening?.content.es).not.toHaveProperty("upToDate");
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["opening.create"]);
    expect(JSON.parse(entries[0]?.after ?? "{}")).toMatchObject({ position: "housekeepingAttendants", placement: "seasonal" });
    // Not on the site while a draft.
    expect(await getPublicOpening(database, id)).toBeUndefined();
  });

  it("marks a translation out of date when the English changes, and up to date when it is saved again or confirmed", async () => {
    const draft = seasonalDraft();
    const id = await createOpening(database, TEST_ACTOR, draft);
    const english = { ...draft.content.en, description: "Turn rooms to the new brand standard." };
    const changedEnglish: OpeningDraft = { ...draft, content: { ...draft.content, en: english } };
    expect(await updateOpening(database, TEST_ACTOR, id, changedEnglish)).toEqual({ ok: true });
    expect((await getOpening(database, id))?.translations).toEqual({ es: "outOfDate", fr: "outOfDate" });

    const es = { ...(draft.content.es as NonNullable<OpeningDraft["content"]["es"]>), description: "Al nuevo estándar." };
    const fr = { ...(draft.content.fr as NonNullable<OpeningDraft["content"]["fr"]>), upToDate: true };
    await updateOpening(database, TEST_ACTOR, id, { ...changedEnglish, content: { en: english, es, fr } });
    expect((await getOpening(database, id))?.translations).toEqual({ es: "translated", fr: "translated" });

    await updateOpening(database, TEST_ACTOR, id, { ...changedEnglish, content: { en: english } });
    expect((await getOpening(database, id))?.translations).toEqual({ es: "missing", fr: "missing" });

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "opening.create",
      "opening.update",
      "opening.update",
      "opening.update",
    ]);
    const firstChange = entries[1];
    expect(JSON.parse(firstChange?.before ?? "{}").content.en.description).toBe(draft.content.en.description);
    expect(JSON.parse(firstChange?.after ?? "{}").content.en.description).toBe(english.description);
  });

  it("writes no audit entry for a save that changes nothing, and refuses an unknown opening", async () => {
    const id = await createOpening(database, TEST_ACTOR, longTerm());
    expect(await updateOpening(database, TEST_ACTOR, id, longTerm())).toEqual({ ok: true });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["opening.create"]);
    expect(await updateOpening(database, TEST_ACTOR, 999_999, longTerm())).toEqual({ ok: false, reason: "notFound" });
    expect(await publishOpening(database, TEST_ACTOR, 999_999)).toEqual({ ok: false, reason: "notFound" });
  });

  it("publishes, closes and reopens as a draft, each move once and audited", async () => {
    const id = await createOpening(database, TEST_ACTOR, longTerm());
    expect(await closeOpening(database, TEST_ACTOR, id)).toEqual({ ok: false, reason: "wrongState" });
    expect(await publishOpening(database, TEST_ACTOR, id)).toEqual({ ok: true });
    expect(await publishOpening(database, TEST_ACTOR, id)).toEqual({ ok: false, reason: "wrongState" });
    const published = await getOpening(database, id);
    expect(published?.status).toBe("published");
    expect(published?.publishedAt).not.toBeNull();
    expect(await getPublicOpening(database, id)).toMatchObject({ id, status: "published" });

    expect(await closeOpening(database, TEST_ACTOR, id)).toEqual({ ok: true });
    expect((await getOpening(database, id))?.closedAt).not.toBeNull();
    expect(await getPublicOpening(database, id)).toMatchObject({ id, status: "closed" });

    expect(await reopenOpening(database, TEST_ACTOR, id)).toEqual({ ok: true });
    expect(await getPublicOpening(database, id)).toBeUndefined();
    expect(await publishOpening(database, TEST_ACTOR, id)).toEqual({ ok: true });
    // The first publication stays the posting date.
    expect((await getOpening(database, id))?.publishedAt).toBe(published?.publishedAt);

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, JSON.parse(entry.before ?? "null"), JSON.parse(entry.after ?? "null")])).toEqual(
      [
        ["opening.create", null, expect.anything()],
        ["opening.publish", { status: "draft" }, { status: "published" }],
        ["opening.close", { status: "published" }, { status: "closed" }],
        ["opening.reopen", { status: "closed" }, { status: "draft" }],
        ["opening.publish", { status: "draft" }, { status: "published" }],
      ],
    );
  });

  it("refuses to publish an opening whose closing day has passed", async () => {
    const id = await createOpening(database, TEST_ACTOR, longTerm({ closesOn: dayFromToday(-1) }));
    expect(await publishOpening(database, TEST_ACTOR, id)).toEqual({ ok: false, reason: "closingPassed" });
    expect((await getOpening(database, id))?.status).toBe("draft");
  });

  it("lists open openings only, filtered by position, country and kind; an expired one leaves the list", async () => {
    const tag = `Filter ${Date.now()}`;
    const add = async (draft: OpeningDraft, publish = true) => {
      const id = await createOpening(database, TEST_ACTOR, {
        ...draft,
        content: { en: { ...draft.content.en, title: `${tag} ${draft.position}` } },
      });
      if (publish) await publishOpening(database, TEST_ACTOR, id);
      return id;
    };
    const seasonal = await add(seasonalDraft());
    const steward = await add(longTerm());
    const draft = await add(seasonalDraft(), false);
    const closed = await add(seasonalDraft({ city: "nairobi" }));
    await closeOpening(database, TEST_ACTOR, closed);
    const expiring = await add(longTerm({ position: "laundry" }));
    // Its closing day passes: yesterday, written straight to the row as time would.
    await database.db
      .updateTable("openings")
      .set({ closes_on: dayFromToday(-1) })
      .where("id", "=", expiring)
      .execute();

    const ids = async (filter: Parameters<typeof listOpenOpenings>[1]) =>
      (await listOpenOpenings(database, filter)).filter((opening) => opening.content.en.title.startsWith(tag)).map((o) => o.id);
    expect((await ids({})).sort()).toEqual([seasonal, steward].sort());
    expect(await ids({ position: "housekeepingAttendants" })).toEqual([seasonal]);
    expect(await ids({ country: "gh" })).toEqual([steward]);
    expect(await ids({ kind: "seasonal", country: "ke" })).toEqual([seasonal]);
    expect(await ids({ kind: "specialProject" })).toEqual([]);
    expect(draft).toBeGreaterThan(0);

    // The expired and the closed ones still have their page, which lists similar open ones.
    const expired = await getPublicOpening(database, expiring);
    expect(expired?.status).toBe("published");
    const similar = await similarOpenings(
      database,
      (await getPublicOpening(database, closed)) as NonNullable<typeof expired>,
      10,
    );
    expect(similar.map((opening) => opening.id)).toContain(seasonal);
    expect(similar[0]?.position).toBe("housekeepingAttendants");
    expect(similar.map((opening) => opening.id)).not.toContain(closed);

    const indexed = (await openOpeningsForIndex(database)).map((opening) => opening.id);
    expect(indexed).toEqual(expect.arrayContaining([seasonal, steward]));
    for (const gone of [draft, closed, expiring]) expect(indexed).not.toContain(gone);
  });

  it("pages the admin list by status, searching every language", async () => {
    const word = `Zanzibar${Date.now()}`;
    const draft = seasonalDraft();
    const id = await createOpening(database, TEST_ACTOR, {
      ...draft,
      content: {
        ...draft.content,
        fr: { ...(draft.content.fr as NonNullable<OpeningDraft["content"]["fr"]>), description: `Près de ${word}` },
      },
    });
    const found = await listOpenings(database, { search: word.toLowerCase(), page: 1, filter: "all" });
    expect(found.rows.map((row) => row.id)).toEqual([id]);
    expect(found.rows[0]).toMatchObject({
      reference: `CW-${String(id).padStart(5, "0")}`,
      status: "draft",
      title: draft.content.en.title,
    });
    expect((await listOpenings(database, { search: word, page: 1, filter: "published" })).rows).toEqual([]);
    expect(found.counts.draft).toBe(1);
    expect((await listOpenings(database, { search: "100%_", page: 1, filter: "all" })).rows).toEqual([]);
  });
});
