/**
 * How large a form post may be. Every form fits in DOCUMENT_BODY_LIMIT_BYTES; an image upload
 * needs room for one file of MAX_UPLOAD_BYTES, a CV for one of MAX_CV_BYTES. Only multipart posts
 * under /admin/ that carry the session cookie get room for an image (the session itself is checked
 * later, by the action's guard), and only multipart posts to the pages that take a CV
 * (`isCvUploadPath`: applying, and a candidate's own page; decision 0034) get room for a CV, so
 * an anonymous post anywhere else is still capped small. Either limit holds while the body is read:
 * a larger body is refused (413) as it arrives, never buffered whole.
 */
import type { IncomingMessage } from "node:http";
import { isCvUploadPath, MAX_CV_BYTES } from "~/lib/careers/cv-files";
import { MAX_UPLOAD_BYTES } from "../media/limits";
import { DOCUMENT_BODY_LIMIT_BYTES } from "./document-handler";

/** One image and the form fields around it, with room for multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + DOCUMENT_BODY_LIMIT_BYTES;

/** One CV and the application's fields around it, with room for multipart framing. */
export const CV_BODY_LIMIT_BYTES = MAX_CV_BYTES + DOCUMENT_BODY_LIMIT_BYTES;

const MULTIPART = /^multipart\/form-data\b/i;

export function uploadBodyLimit(sessionCookie: string) {
  const cookie = new RegExp(`(?:^|;\\s*)${sessionCookie.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}=`);
  return (req: IncomingMessage): number => {
    if (!MULTIPART.test(req.headers["content-type"] ?? "")) return DOCUMENT_BODY_LIMIT_BYTES;
    const path = req.url ?? "/";
    if (path.startsWith("/admin/") && cookie.test(req.headers.cookie ?? "")) return UPLOAD_BODY_LIMIT_BYTES;
    return isCvUploadPath(path.split("?")[0] ?? path) ? CV_BODY_LIMIT_BYTES : DOCUMENT_BODY_LIMIT_BYTES;
  };
}
