import { Button, Link, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import type { Language } from "~/i18n/languages";
import { DIRECT_SOURCE } from "~/lib/traffic/sources";
import type { WeeklyFigures } from "../../services/analytics";
import type { EmailText } from "../render";
import { button, EmailLayout, footerText, paragraph } from "./EmailLayout";

export interface WeeklySummaryProps {
  t: EmailText;
  language: Language;
  siteName: string;
  address: string;
  /** The staff member it goes to. */
  name: string;
  figures: WeeklyFigures;
  /** The traffic view of the same week. */
  trafficUrl: string;
  /** My account, where the summary is turned off. */
  accountUrl: string;
}

/** The figures' tables, which the plain-text part lays out in columns (../render.ts). */
export const FIGURE_TABLES = "table.figures";

/** A longer source (a campaign tag is whatever a link said) is cut here, so the table keeps its shape. */
const SOURCE_MAX = 60;

const heading = { ...paragraph, fontSize: "16px", fontWeight: 700, margin: "24px 0 8px" };
const table: CSSProperties = { borderCollapse: "collapse", width: "100%", fontSize: "14px", lineHeight: "20px" };
const headCell: CSSProperties = {
  borderBottom: "1px solid #e2e8f0",
  color: "#4a5b68",
  fontSize: "12px",
  fontWeight: 600,
  padding: "6px 8px",
  textAlign: "right",
};
const cell: CSSProperties = { borderBottom: "1px solid #f1f5f9", color: "#10222f", padding: "6px 8px", textAlign: "right" };
const first = (style: CSSProperties): CSSProperties => ({ ...style, paddingLeft: 0, textAlign: "left" });

const DAYS = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
const dateOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** A week as its reader writes it: "March 2 – 8, 2026", "2–8 de marzo de 2026", "2–8 mars 2026". */
export function formatWeek(language: Language, range: { from: string; to: string }): string {
  return new Intl.DateTimeFormat(language, DAYS).formatRange(dateOf(range.from), dateOf(range.to));
}

/** The email's numbers and changes in its reader's language. */
function formatters(t: EmailText, language: Language) {
  const count = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const points = new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: "exceptZero" });
  return {
    count: (value: number) => count.format(value),
    rate: (value: number) => percent.format(value),
    /** A count's change relative to the week before; "new" when there was nothing to compare with. */
    change: (current: number, previous: number) => {
      if (previous === 0) return current === 0 ? t("weeklySummary.change.none") : t("weeklySummary.change.new");
      return change.format((current - previous) / previous);
    },
    /** A rate's change, in percentage points. */
    pointChange: (current: number, previous: number) =>
      t("weeklySummary.change.points", { value: points.format(Math.round((current - previous) * 1000) / 10) }),
  };
}

/** Visitors who reached a goal, as a share of the daily visitors. */
const conversionRate = ({ visitors, converted }: { visitors: number; converted: number }) =>
  visitors === 0 ? 0 : converted / visitors;

function Table({ head, rows }: { head: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    // A table of figures, not of layout: its headings stay headings for a screen reader.
    <table className="figures" style={table} cellPadding={0} cellSpacing={0}>
      <thead>
        <tr>
          {head.map((label, index) => (
            <th key={label} scope="col" style={index === 0 ? first(headCell) : headCell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((content, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, fixed in number and order.
              <td key={index} style={index === 0 ? first(cell) : cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const shortened = (text: string) => (text.length > SOURCE_MAX ? `${text.slice(0, SOURCE_MAX - 1)}…` : text);

/** A source as stored, in words: "Direct" (no referrer) in the reader's language, any other as it came. */
const sourceName = (t: EmailText, source: string) =>
  source === DIRECT_SOURCE ? t("weeklySummary.sources.direct") : shortened(source);

/** The Monday email to staff who asked for it: last week's visitors, sources and goals beside the week before's. */
export function WeeklySummary({ t, language, siteName, address, name, figures, trafficUrl, accountUrl }: WeeklySummaryProps) {
  const format = formatters(t, language);
  const { current, previous } = figures;
  const measure = (key: "visitors" | "visits" | "conversions") => ({
    key,
    cells: [
      t(`weeklySummary.figures.${key}`),
      format.count(current[key]),
      format.count(previous[key]),
      format.change(current[key], previous[key]),
    ],
  });
  const rate = { current: conversionRate(current), previous: conversionRate(previous) };
  const week = formatWeek(language, figures.week);

  return (
    <EmailLayout
      language={language}
      siteName={siteName}
      address={address}
      preview={t("weeklySummary.preview", {
        visitors: format.count(current.visitors),
        conversions: format.count(current.conversions),
      })}
      footer={
        <Text style={footerText}>
          {t("weeklySummary.why")} <Link href={accountUrl}>{t("weeklySummary.manage")}</Link>
        </Text>
      }
    >
      <Text style={{ ...paragraph, fontSize: "18px", fontWeight: 700 }}>{t("weeklySummary.title", { week })}</Text>
      <Text style={paragraph}>{t("weeklySummary.greeting", { name })}</Text>
      <Text style={paragraph}>{t("weeklySummary.intro", { week, previous: formatWeek(language, figures.previousWeek) })}</Text>

      <Section>
        <Table
          head={["", t("weeklySummary.lastWeek"), t("weeklySummary.weekBefore"), t("weeklySummary.change.title")]}
          rows={[
            measure("visitors"),
            measure("visits"),
            measure("conversions"),
            {
              key: "rate",
              cells: [
                t("weeklySummary.figures.rate"),
                format.rate(rate.current),
                format.rate(rate.previous),
                format.pointChange(rate.current, rate.previous),
              ],
            },
          ]}
        />
      </Section>

      <Text style={heading}>{t("weeklySummary.sources.title")}</Text>
      {figures.sources.length > 0 ? (
        <Table
          head={[t("weeklySummary.sources.source"), t("weeklySummary.figures.visitors"), t("weeklySummary.sources.converted")]}
          rows={figures.sources.map((row) => ({
            key: row.source,
            cells: [sourceName(t, row.source), format.count(row.visitors), format.count(row.converted)],
          }))}
        />
      ) : (
        <Text style={paragraph}>{t("weeklySummary.sources.none")}</Text>
      )}

      <Text style={heading}>{t("weeklySummary.goals.title")}</Text>
      {figures.goals.length > 0 ? (
        <Table
          head={[t("weeklySummary.goals.goal"), t("weeklySummary.lastWeek"), t("weeklySummary.weekBefore")]}
          rows={figures.goals.map((row) => ({
            key: row.goal,
            cells: [t(`weeklySummary.goals.names.${row.goal}`), format.count(row.current), format.count(row.previous)],
          }))}
        />
      ) : (
        <Text style={paragraph}>{t("weeklySummary.goals.none")}</Text>
      )}

      <Section style={{ margin: "28px 0 8px" }}>
        <Button href={trafficUrl} style={button}>
          {t("weeklySummary.open")}
        </Button>
      </Section>
      <Text style={footerText}>{t("weeklySummary.daily")}</Text>
    </EmailLayout>
  );
}
