/**
 * The copy a privacy request sends (decision 0041): one zip, built when it is downloaded, holding
 * `README.txt` in the person's language (what each table and field of theirs means, how many
 * rows), `data.json` (exportPersonalData: every row, the meanings in the three languages) and the
 * files they sent, as sent. A file's bytes travel once, as a file: in data.json its column holds
 * the file's path in the archive instead of base64.
 */
import { LANGUAGES, type Language } from "~/i18n/languages";
import { dateFormat } from "~/lib/intl-format";
import { slugWords } from "~/lib/slug";
import type { Database } from "../../db";
import { serverI18n } from "../../i18n";
import { getSiteName } from "../../settings";
import { archivedFilePath, textFileBytes, type ZipEntry, zipArchive } from "../../zip-archive";
import type { SiteTexts } from "../content";
import { type ExportEntry, exportPersonalData, type PersonalDataExport, WITHHELD } from "./export";

export interface PersonalDataArchive {
  fileName: string;
  bytes: Buffer;
}

export interface ArchiveRequest {
  email: string;
  /** The language the person made the request in: README.txt's and the file name's. */
  language: Language;
  now?: Date;
  texts?: SiteTexts;
}

/**
 * The register's columns that hold a file as the person sent it (decision 0039; the only one is a
 * CV's bytes), each with the row that names the file: carried in `files/`, and in data.json as
 * that path.
 */
const SENT_FILES = [
  { table: "cv_file_bytes", column: "bytes", parent: { table: "cv_files", via: "cv_file_id", name: "display_name" } },
];

const FILES_FOLDER = "files";

interface SentFile {
  path: string;
  bytes: Buffer;
}

/** data.json's entries with each sent file's bytes replaced by its path, and the files themselves. */
function separateFiles(entries: readonly ExportEntry[], fileMeaning: Record<Language, string>) {
  const files: SentFile[] = [];
  const shown = entries.map((entry) => {
    const sent = SENT_FILES.find((file) => file.table === entry.table);
    if (!sent) return entry;
    const names = new Map(
      (entries.find((other) => other.table === sent.parent.table)?.rows ?? []).map((row) => [row.id, row[sent.parent.name]]),
    );
    const rows = entry.rows.map((row) => {
      const base64 = row[sent.column];
      if (typeof base64 !== "string") return row;
      const id = Number(row[sent.parent.via]);
      const name = names.get(id);
      const path = archivedFilePath(FILES_FOLDER, id, typeof name === "string" ? name : "");
      files.push({ path, bytes: Buffer.from(base64, "base64") });
      return { ...row, [sent.column]: path };
    });
    const columns = Object.fromEntries(
      LANGUAGES.map((language) => [language, { ...entry.columns[language], [sent.column]: fileMeaning[language] }]),
    ) as ExportEntry["columns"];
    return { ...entry, columns, rows };
  });
  return { entries: shown, files };
}

/** README.txt: what the archive is, then each table's meaning, count and fields, then its files. */
function readme(
  t: (key: string, values?: Record<string, unknown>) => string,
  { language, email, now, siteName }: { language: Language; email: string; now: Date; siteName: string },
  entries: readonly ExportEntry[],
  files: readonly SentFile[],
): Buffer {
  const made = dateFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(now);
  const lines = [t("readme.title", { siteName }), "", t("readme.made", { date: made, email }), "", t("readme.intro"), ""];
  if (entries.length === 0) lines.push(t("readme.nothing"), "");
  else {
    lines.push(t("readme.tablesTitle"), "", t("readme.tablesIntro"), "");
    for (const entry of entries) {
      lines.push(`data.json → ${entry.table}: ${t("readme.rows", { count: entry.rows.length })}`);
      lines.push(`  ${entry.meaning[language]}`, `  ${t("readme.fieldsTitle")}`);
      for (const [column, meaning] of Object.entries(entry.columns[language])) lines.push(`    ${column}: ${meaning}`);
      lines.push("");
    }
    lines.push(t("readme.otherFields"), "", t("readme.withheld", { withheld: WITHHELD }), "");
  }
  lines.push(t("readme.filesTitle"), "", `README.txt: ${t("readme.files.readme")}`, `data.json: ${t("readme.files.data")}`);
  for (const file of files) lines.push(`${file.path}: ${t("readme.files.sent")}`);
  lines.push("", t("readme.rights"), "");
  return textFileBytes(lines);
}

/** The archive of everything held for the address, made now. */
export async function buildPersonalDataArchive(
  database: Database,
  { email, language, now = new Date(), texts }: ArchiveRequest,
): Promise<PersonalDataArchive> {
  const exported: PersonalDataExport = await exportPersonalData(database, { email }, { now, texts });
  const words = new Map<Language, (key: string, values?: Record<string, unknown>) => string>();
  for (const each of LANGUAGES) {
    const t = (await serverI18n(each, texts)).getFixedT(each, "privacy-copy");
    words.set(each, (key, values) => t(key, values ?? {}));
  }
  const t = words.get(language) ?? ((key: string) => key);
  const fileMeaning = Object.fromEntries(LANGUAGES.map((each) => [each, words.get(each)?.("fileInArchive") ?? ""])) as Record<
    Language,
    string
  >;
  const { entries, files } = separateFiles(exported.entries, fileMeaning);
  const siteName = await getSiteName(database.db);
  const date = now.toISOString().slice(0, 10);
  const archive: ZipEntry[] = [
    { name: "README.txt", bytes: readme(t, { language, email, now, siteName }, entries, files) },
    { name: "data.json", bytes: Buffer.from(JSON.stringify({ ...exported, entries }, null, 2), "utf8") },
    ...files.map((file) => ({ name: file.path, bytes: file.bytes, stored: true })),
  ];
  return {
    fileName: t("fileName", { site: slugWords(siteName, 40) || "site", date }),
    bytes: await zipArchive(archive, now),
  };
}
