/**
 * CVs scanned by a real clamd (Debian's clamav-daemon, a private one on a free port, with a
 * signature database written here holding the EICAR test signature): a clean file passes, an
 * infected one is refused and nothing of it kept; while clamd is stopped a file is held, the
 * scheduled scan records the failure for the system page, and after clamd's restart the held file
 * is scanned clean and staff may open it. Nothing is lost on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCvScan } from "~/.server/jobs/cv-scan";
import { createLogger } from "~/.server/logger";
import { acceptCv, clamdScannerAt, downloadCv, type Scanner } from "~/.server/services/careers";
import { systemStatus } from "~/.server/services/operations";
import { appContext } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { EICAR, makeDocx, makePdf } from "../support/cv-files";
import { engines, suiteDatabase } from "../support/databases";
import { CLAMD, needsBinaries, type PrivateService, startPrivateClamd } from "../support/private-services";

const { skip, reason } = needsBinaries(CLAMD);
/** The EICAR string as a ClamAV extended signature (.ndb): any file type, anywhere in the file. */
const EICAR_SIGNATURE = `Eicar-Test-Signature:0:*:${EICAR.toString("hex")}\n`;
const LINES = ["Achieng Otieno", "Room attendant, Watamu"];

describe.skipIf(skip)(`CVs scanned by a private clamd${reason}`, () => {
  describe.each(engines())("on $name", ({ make }) => {
    const database = suiteDatabase(make);
    let clamd: PrivateService;
    let scanner: Scanner;
    const logger = createLogger("silent");

    beforeAll(async () => {
      clamd = await startPrivateClamd(EICAR_SIGNATURE);
      scanner = clamdScannerAt(clamd.url);
    }, 90_000);
    afterAll(async () => clamd?.cleanup());

    const cvScanFigures = async () => {
      const { config } = appContext(database).context;
      const status = await systemStatus({
        database,
        config: { ...config, clamd: { host: "127.0.0.1", port: clamd.port } },
        redisStatus: () => "off",
      });
      return status.cvScan;
    };

    it("passes a clean PDF and DOCX, and refuses EICAR inside a PDF, keeping nothing of it", async () => {
      for (const bytes of [makePdf(LINES), makeDocx(LINES)]) {
        const result = await acceptCv(database, { bytes, filename: "cv" }, { scanner });
        expect(result).toMatchObject({ ok: true, cv: { scanState: "clean" } });
      }
      expect(await scanner(EICAR)).toEqual({ state: "infected", signature: "Eicar-Test-Signature.UNOFFICIAL" });
      const before = await database.db.selectFrom("cv_files").select("id").execute();
      const infected = makePdf(LINES, `%${EICAR.toString("latin1")}\n`);
      expect(await acceptCv(database, { bytes: infected, filename: "cv.pdf" }, { scanner })).toEqual({
        ok: false,
        reason: "infected",
      });
      expect(await database.db.selectFrom("cv_files").select("id").execute()).toEqual(before);
    });

    it("holds a file while clamd is stopped and clears it after clamd's restart", async () => {
      await clamd.stop();
      const held = await acceptCv(database, { bytes: makePdf(LINES), filename: "held.pdf" }, { scanner });
      if (!held.ok) throw new Error(held.reason);
      expect(held.cv.scanState).toBe("held");
      expect(await downloadCv(database, TEST_ACTOR, held.cv.id)).toEqual({ ok: false, reason: "notScanned" });

      await runCvScan({ database, logger, scanner });
      const down = await cvScanFigures();
      expect(down).toMatchObject({ configured: true, held: 1, problem: "clamdDown" });
      expect(down.lastError).toMatch(/ECONNREFUSED/);

      await clamd.start();
      await runCvScan({ database, logger, scanner });
      expect(await cvScanFigures()).toMatchObject({ held: 0, problem: null });
      const row = await database.db.selectFrom("cv_files").selectAll().where("id", "=", held.cv.id).executeTakeFirstOrThrow();
      expect([row.scan_state, row.scanned_at !== null]).toEqual(["clean", true]);
      expect(await downloadCv(database, TEST_ACTOR, held.cv.id)).toMatchObject({ ok: true });
    }, 90_000);
  });
});
