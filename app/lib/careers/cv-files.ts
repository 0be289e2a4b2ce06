/**
 * What the browser and the server share about CVs (decision 0034): the size limit, what a file
 * input accepts, where a CV may be posted, and each reason a file is refused with the message
 * (a `cv` namespace key) the application form shows beside its field.
 */

/** The largest CV accepted: 5 MB, refused while the body arrives. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

/** The file input's `accept`: a hint to the picker only; the server types a file by its bytes. */
export const CV_ACCEPT = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The public pages whose forms post a CV: applying to an opening or to the talent pool
 * (`/careers/<opening>/apply`, `/careers/apply`) and a candidate's own page (`/candidate/<token>`),
 * in each language. Only posts to these get a body large enough for a CV (http/upload-body-limit.ts).
 */
const CV_UPLOAD_PATH = /^\/(?:(?:es|fr)\/)?(?:careers\/(?:[a-z0-9-]{1,120}\/)?apply|candidate\/[A-Za-z0-9_-]{16,128})$/;

export function isCvUploadPath(pathname: string): boolean {
  return CV_UPLOAD_PATH.test(pathname);
}

export const CV_REFUSALS = [
  /** No file, or a file of no bytes. */
  "empty",
  /** Over MAX_CV_BYTES. */
  "tooLarge",
  /** The bytes are neither a PDF nor a DOCX, whatever the name says. */
  "wrongType",
  /** A PDF whose bytes also read as a web page (a polyglot). */
  "pdfWithHtml",
  /** A zip that is not a Word document. */
  "docxNotWord",
  /** A DOCX that lists too many entries or unpacks too large (a zip bomb). */
  "docxTooLarge",
  /** A DOCX holding macros or ActiveX controls. */
  "docxMacros",
  /** A DOCX whose zip cannot be read to its end. */
  "docxDamaged",
  /** The virus scanner found a virus. */
  "infected",
] as const;

export type CvRefusal = (typeof CV_REFUSALS)[number];

export const CV_REFUSAL_MESSAGES: Record<CvRefusal, `cv:refusals.${CvRefusal}`> = {
  empty: "cv:refusals.empty",
  tooLarge: "cv:refusals.tooLarge",
  wrongType: "cv:refusals.wrongType",
  pdfWithHtml: "cv:refusals.pdfWithHtml",
  docxNotWord: "cv:refusals.docxNotWord",
  docxTooLarge: "cv:refusals.docxTooLarge",
  docxMacros: "cv:refusals.docxMacros",
  docxDamaged: "cv:refusals.docxDamaged",
  infected: "cv:refusals.infected",
};
