/** The bounds a CV is held to while it is checked, scanned and read (decision 0034). */

// The size limit itself, shared with the form, is MAX_CV_BYTES in app/lib/careers/cv-files.ts.

/** A DOCX is a zip: the most entries it may list (Word writes a few dozen) and the most bytes they may unpack to. */
export const MAX_DOCX_ENTRIES = 500;
export const MAX_DOCX_UNPACKED_BYTES = 40 * 1024 * 1024;

/** Extracted text: how long reading a file may take, how many PDF pages are read, how much text is kept. */
export const EXTRACT_TIMEOUT_MS = 10_000;
export const MAX_PDF_PAGES = 50;
export const MAX_TEXT_CHARS = 200_000;
/** The heap a PDF reader's worker may use: past it, the worker ends and the text is empty (reading text never decodes images). */
export const PDF_WORKER_MEMORY_MB = 128;
/** How many PDF readers run at once: each is a worker thread with pdf.js loaded, tens of MB, kept between files. */
export const PDF_READERS = 2;

/** How long a scan may wait for clamd, connecting and answering, before the file is held for later. */
export const CLAMD_TIMEOUT_MS = 15_000;

/** The longest display name kept of a sender's file name. */
export const MAX_DISPLAY_NAME_CHARS = 120;
