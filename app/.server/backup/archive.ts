/**
 * The backup file (decision 0019): a gzip-compressed tar of two entries, `manifest.json` first and
 * then the payload (the SQLite copy or the pg_dump file), written by node-tar. It is written under
 * a temporary name and linked to its own when complete, so a listing never shows half a backup. Reading it
 * unpacks into a private folder and checks the payload against the manifest's size and sha256:
 * a truncated or altered file is refused before anything is restored.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { link, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { type Manifest, parseManifest } from "./manifest";
import { BackupRefused } from "./refusal";

const MANIFEST_NAME = "manifest.json";

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** The size and sha256 of a payload file, as the manifest records them. */
export async function describePayload(file: string): Promise<Manifest["payload"]> {
  const [{ size }, sha256] = await Promise.all([stat(file), sha256File(file)]);
  return { name: path.basename(file), sizeBytes: size, sha256 };
}

/** Writes `target` from the manifest and the payload file beside it (same folder, named as the manifest says). */
export async function writeArchive(target: string, manifest: Manifest, payloadFile: string): Promise<void> {
  const folder = path.dirname(payloadFile);
  if (path.basename(payloadFile) !== manifest.payload.name) throw new Error("the payload is not the one the manifest names");
  await writeFile(path.join(folder, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${target}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: folder, portable: true }, [MANIFEST_NAME, manifest.payload.name]);
    // A link, not a rename: it refuses to replace a backup of the same name (the same second).
    await link(partial, target).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EEXIST" ? new Error(`${path.basename(target)} exists already: one backup per second.`) : error;
    });
  } finally {
    await rm(partial, { force: true });
  }
}

export interface OpenedArchive {
  manifest: Manifest;
  /** The checked payload, in `folder`. */
  payloadFile: string;
  /** A private folder beside nothing of the site's; `close` removes it. */
  folder: string;
  close(): Promise<void>;
}

/**
 * Unpacks `file` into a fresh folder under `workDir` and checks it: a readable manifest, and a
 * payload of the recorded size and sha256. Anything else is a BackupRefused, and the folder is gone.
 */
export async function openArchive(file: string, workDir: string): Promise<OpenedArchive> {
  const folder = await mkdtemp(path.join(workDir, ".restore-"));
  // Retried: after a damaged stream fails the extraction, its last file writes may still be landing.
  const close = () => rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    try {
      // strict: a damaged gzip stream or tar header fails instead of being skipped with a warning.
      await tar.extract({ file, cwd: folder, strict: true, filter: (entry) => !entry.includes("/") });
    } catch (error) {
      throw new BackupRefused(`${path.basename(file)} is damaged or truncated (${(error as Error).message}).`);
    }
    const manifest = parseManifest(await readFile(path.join(folder, MANIFEST_NAME), "utf8").catch(() => ""));
    if (!manifest) throw new BackupRefused(`${path.basename(file)} is not a backup of this site (no readable manifest).`);
    const payloadFile = path.join(folder, path.basename(manifest.payload.name));
    const actual = await describePayload(payloadFile).catch(() => undefined);
    if (!actual || actual.sizeBytes !== manifest.payload.sizeBytes || actual.sha256 !== manifest.payload.sha256) {
      throw new BackupRefused(
        `${path.basename(file)} is damaged: its database copy does not match the checksum it was made with.`,
      );
    }
    return { manifest, payloadFile, folder, close };
  } catch (error) {
    await close();
    throw error;
  }
}
