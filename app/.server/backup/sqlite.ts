/**
 * SQLite's side of backup and restore. The copy comes from SQLite's online backup API on a
 * connection of its own, so the site keeps serving and writing meanwhile; a restore writes beside
 * the target and renames over it, so the target is either the old database or the new one.
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { BackupRefused } from "./refusal";

/** Pages per step while nothing writes: the site's event loop is held a few milliseconds at a time. */
const PAGES_PER_STEP = 1_000;

export function sqliteFile(url: string): string {
  return path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, ""));
}

/** Throws unless `PRAGMA integrity_check` finds the file sound. */
export function checkIntegrity(file: string, what: string): void {
  let result: unknown;
  try {
    const connection = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      result = connection.pragma("integrity_check", { simple: true });
    } finally {
      connection.close();
    }
  } catch (error) {
    // A file too damaged to check ("database disk image is malformed") fails the check too.
    result = error instanceof Error ? error.message : error;
  }
  if (result !== "ok") throw new BackupRefused(`${what} failed SQLite's integrity check: ${String(result)}`);
}

/**
 * Copies the live database at `source` into `target` (a new file) and checks the copy. A write by
 * another connection restarts SQLite's copy from the first page; after one restart the rest is
 * copied in a single step, which reads one snapshot while writers go on (WAL), so a site under
 * steady writes still gets its backup.
 */
export async function snapshotSqlite(source: string, target: string): Promise<void> {
  const connection = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    let lastRemaining = Number.POSITIVE_INFINITY;
    let restarted = false;
    await connection.backup(target, {
      progress({ totalPages, remainingPages }) {
        if (remainingPages > lastRemaining) restarted = true;
        lastRemaining = remainingPages;
        return restarted ? totalPages : PAGES_PER_STEP;
      },
    });
  } finally {
    connection.close();
  }
  // The copy is one self-contained file: no write-ahead log beside it.
  const copy = new SQLite(target);
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  checkIntegrity(target, "The copy");
}

const SIDE_FILES = ["-wal", "-shm", "-journal"];

/** True when `file` holds tables: a restore over it needs --replace. */
export function sqliteHasTables(file: string): boolean {
  if (!existsSync(file)) return false;
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const row = connection.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
    return row.n > 0;
  } finally {
    connection.close();
  }
}

/**
 * Puts the checked, migrated copy at `staged` (beside `target`) in place of the database. The old
 * database's log is folded into it first, so removing the log loses nothing of it should the
 * rename fail; the log must not outlive it, or SQLite would replay it onto the new file.
 */
export async function swapInSqlite(staged: string, target: string): Promise<void> {
  if (existsSync(target)) {
    const old = new SQLite(target, { fileMustExist: true });
    try {
      old.pragma("wal_checkpoint(TRUNCATE)");
    } finally {
      old.close();
    }
  }
  for (const suffix of SIDE_FILES) await rm(`${target}${suffix}`, { force: true });
  await rename(staged, target);
}
