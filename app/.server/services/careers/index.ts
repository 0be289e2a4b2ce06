/**
 * The careers side: candidates' CVs (decision 0034). What the rest of the app may call of this
 * domain (decision 0030): code outside this folder imports this file only.
 */
export { clamdScanner, clamdScannerAt, cvScannerOf, type Scanner, type ScanVerdict } from "./cv/clamd";
export { type CvDownload, cvAttachmentResponse, downloadCv } from "./cv/download";
export { heldCvCount, type RescanReport, scanWaitingCvs } from "./cv/rescan";
export {
  type AcceptCvOptions,
  type AcceptCvResult,
  acceptCv,
  attachCvFiles,
  type CvUpload,
  cvUploadOf,
  eraseCvFiles,
  type StoredCv,
} from "./cv/store";
