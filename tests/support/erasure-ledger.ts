/** An erasure ledger of the test's own: a fresh file under a temporary folder, keyed as the tests' server is (decision 0040). */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ErasureLedger, installedIdentifierKey, ledgerFileIn } from "~/.server/services/privacy";

export function erasureLedger(dataDir = mkdtempSync(path.join(tmpdir(), "ledger-"))): ErasureLedger {
  return { key: installedIdentifierKey(), file: ledgerFileIn(dataDir) };
}
