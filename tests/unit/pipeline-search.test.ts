/**
 * The pipeline's address and search words (decisions 0035, 0037): a hand-edited address is read
 * leniently, never failing; what staff type becomes words, never full-text query syntax; a phone
 * number, however typed, becomes the one word the index keeps for it.
 */
import { describe, expect, it } from "vitest";
import { searchWords } from "~/.server/services/careers/candidates/search";
import { readApplicationFilter, readOpeningParam } from "~/lib/careers/pipeline";

const filterOf = (query: string) => readApplicationFilter(new URLSearchParams(query));

describe("the list's filters in the address", () => {
  it("reads every filter it knows", () => {
    expect(
      filterOf("q=+amina+&opening=12&position=stewarding&country=GH&language=sw&stage=interview&availableBy=2026-07-01"),
    ).toEqual({
      search: "amina",
      opening: 12,
      position: "stewarding",
      country: "gh",
      language: "sw",
      stage: "interview",
      availableBy: "2026-07-01",
    });
    expect(filterOf("opening=pool").opening).toBe("pool");
  });

  it.each([
    "opening=-1",
    "opening=abc",
    "opening=0",
    "opening=99999999999",
    "position=ceo",
    "country=ghana",
    "language=xx",
    "stage=hired",
    "availableBy=2026-13-45",
    "availableBy=tomorrow",
  ])("reads %s as no filter", (query) => {
    const filter = filterOf(query);
    expect([filter.opening, filter.position, filter.country, filter.language, filter.stage, filter.availableBy]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("cuts an over-long search", () => expect(filterOf(`q=${"a".repeat(500)}`).search).toHaveLength(200));
  it("reads only whole positive numbers or the pool as an opening", () => {
    expect(readOpeningParam("7")).toBe(7);
    expect(readOpeningParam(null)).toBeNull();
  });
});

describe("the words of a search", () => {
  it("reads a phone number as its digits, as stored", () => {
    for (const typed of ["+254 712 345 678", "00254712345678", "+254-712-345-678", "(+254) 712.345.678"])
      expect(searchWords(typed, "sqlite"), typed).toEqual(["254712345678"]);
    expect(searchWords("0712 345 678", "postgres")).toEqual(["0712345678"]);
  });

  it("on SQLite, cuts words as FTS5's tokenizer does, so syntax typed is only words", () => {
    expect(searchWords("amina.w@mail.test", "sqlite")).toEqual(["amina", "w", "mail", "test"]);
    expect(searchWords('"chef" OR (NEAR*', "sqlite")).toEqual(["chef", "or", "near"]);
    expect(searchWords("Wanjirū Kamau", "sqlite")).toEqual(["wanjirū", "kamau"]);
    expect(searchWords("*** ---", "sqlite")).toEqual([]);
  });

  it("on PostgreSQL, keeps an address whole and drops what tsquery would read as operators", () => {
    expect(searchWords("Amina.W@mail.test", "postgres")).toEqual(["amina.w@mail.test"]);
    expect(searchWords("chef & !(sous | grill):*", "postgres")).toEqual(["chef", "sous", "grill"]);
    expect(searchWords("'; drop table candidates; --", "postgres")).toEqual(["drop", "table", "candidates"]);
  });

  it("looks for eight words at most", () => expect(searchWords("a b c d e f g h i j", "sqlite")).toHaveLength(8));
});
