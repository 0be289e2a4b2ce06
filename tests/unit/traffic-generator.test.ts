import { describe, expect, it } from "vitest";
import { addDays } from "~/.server/services/analytics/dashboard-range";
import { publicPages } from "~/content/pages";
import { LANGUAGES } from "~/i18n/languages";
import { languageOfPath, localizePath } from "~/i18n/paths";
import { GOAL_FORM_PAGES, isGoal } from "~/lib/traffic/model";
import { CONVERSION_COLUMNS, generateDay, type Row, VIEW_COLUMNS, visitorsOn } from "../../scripts/traffic-generator";

const DAY = "2026-03-10";
const column = (columns: readonly string[], name: string) => columns.indexOf(name);
const view = (row: Row, name: (typeof VIEW_COLUMNS)[number]) => row[column(VIEW_COLUMNS, name)];
const conversion = (row: Row, name: (typeof CONVERSION_COLUMNS)[number]) => row[column(CONVERSION_COLUMNS, name)];

describe("the seed's traffic generator", () => {
  it("makes the same day the same way every time", () => {
    expect(generateDay(DAY, 300)).toEqual(generateDay(DAY, 300));
    expect(generateDay(DAY, 300)).not.toEqual(generateDay(addDays(DAY, 1), 300));
  });

  it("writes views in time order inside the day, at the site's public paths in the path's language", () => {
    const { views } = generateDay(DAY, 2_000);
    const sitePaths = new Set(
      [...publicPages.map(({ path }) => path), "/newsletter/confirm"].flatMap((path) =>
        LANGUAGES.map((language) => localizePath(path, language)),
      ),
    );
    const times = views.map((row) => view(row, "viewed_at") as string);
    expect(times).toEqual([...times].sort());
    expect((times[0] as string) >= `${DAY}T00:00:00.000Z`).toBe(true);
    expect((times.at(-1) as string) < `${addDays(DAY, 1)}T00:00:00.000Z`).toBe(true);
    for (const row of views) {
      const path = view(row, "path") as string;
      expect(sitePaths.has(path)).toBe(true);
      expect(view(row, "language")).toBe(languageOfPath(path));
      expect(view(row, "visitor_id")).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(views.map((row) => view(row, "language")))).toEqual(new Set(LANGUAGES));
  });

  it("gives about five views per daily visitor, a source to each visitor's first view and none to the pages after it", () => {
    const { views } = generateDay(DAY, 2_000);
    const visitors = new Set(views.map((row) => view(row, "visitor_id")));
    expect(visitors.size).toBe(2_000);
    expect(views.length / visitors.size).toBeGreaterThan(4.5);
    expect(views.length / visitors.size).toBeLessThan(5.5);
    const seen = new Set<unknown>();
    for (const row of views) {
      const first = !seen.has(view(row, "visitor_id"));
      seen.add(view(row, "visitor_id"));
      if (first) expect(view(row, "source")).not.toBeNull();
    }
    const sources = new Set(views.map((row) => view(row, "source")));
    for (const source of ["Direct", "Google", "LinkedIn", "Newsletter", null]) expect(sources.has(source)).toBe(true);
    const newsletter = views.find((row) => view(row, "source") === "Newsletter") as Row;
    expect(view(newsletter, "utm_source")).toBe("newsletter");
  });

  it("records conversions on the goal's form page, attributed to the visit the visitor was on", () => {
    const { views, conversions } = generateDay(DAY, 5_000);
    expect(conversions.length).toBeGreaterThan(40);
    expect(conversions.length).toBeLessThan(200);
    for (const row of conversions) {
      const goal = conversion(row, "goal");
      expect(isGoal(goal)).toBe(true);
      const formPage = (isGoal(goal) && GOAL_FORM_PAGES[goal]) || "/newsletter/confirm";
      const own = views.filter((v) => view(v, "visitor_id") === conversion(row, "visitor_id"));
      const before = own.filter((v) => (view(v, "viewed_at") as string) < (conversion(row, "occurred_at") as string));
      expect(before.some((v) => localizePath(formPage, "en") === localizePath(view(v, "path") as string, "en"))).toBe(true);
      expect(own.map((v) => view(v, "path"))).toContain(conversion(row, "entry_path"));
      expect(conversion(row, "source")).toBe(view(own[0] as Row, "source"));
    }
  });

  it("squeezes the current day's traffic into its hours so far", () => {
    const until = new Date(`${DAY}T06:00:00.000Z`);
    const { views } = generateDay(DAY, 500, until);
    expect(views.length).toBe(generateDay(DAY, 500).views.length);
    expect((view(views.at(-1) as Row, "viewed_at") as string) <= until.toISOString()).toBe(true);
  });

  it("spreads a year's visitors over its days: more on weekdays than at weekends", () => {
    const days = Array.from({ length: 365 }, (_, i) => addDays("2025-06-01", i));
    const total = days.reduce((sum, day) => sum + visitorsOn(day, 2_000_000), 0);
    expect(Math.abs(total - 2_000_000) / 2_000_000).toBeLessThan(0.02);
    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const mean = (list: string[]) => list.reduce((sum, day) => sum + visitorsOn(day, 2_000_000), 0) / list.length;
    expect(mean(days.filter((day) => weekday(day) === 2))).toBeGreaterThan(1.4 * mean(days.filter((day) => weekday(day) === 0)));
  });
});
