/** Keeps the newest `keep` backups in a folder; the stamp in their names orders them. */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { BACKUP_FILE_PATTERN } from "./manifest";

/** Deletes the older backups beyond `keep` and answers the files it deleted. Other files are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const stale = names.slice(0, Math.max(0, names.length - keep)).map((name) => path.join(dir, name));
  for (const file of stale) await rm(file, { force: true });
  return stale;
}
