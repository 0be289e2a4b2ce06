/**
 * How large a form post may be. Every form fits in DOCUMENT_BODY_LIMIT_BYTES; an image upload
 * needs room for one file of MAX_UPLOAD_BYTES. Only multipart posts under /admin/ that carry the
 * session cookie get that room (the session itself is checked later, by the action's guard), so
 * an anonymous post anywhere is still capped small. Either limit holds while the body is read.
 */
import type { IncomingMessage } from "node:http";
import { MAX_UPLOAD_BYTES } from "../media/limits";
import { DOCUMENT_BODY_LIMIT_BYTES } from "./document-handler";

/** One image and the form fields around it, with room for multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + DOCUMENT_BODY_LIMIT_BYTES;

export function uploadBodyLimit(sessionCookie: string) {
  const cookie = new RegExp(`(?:^|;\\s*)${sessionCookie.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}=`);
  return (req: IncomingMessage): number => {
    const path = req.url ?? "/";
    const upload =
      path.startsWith("/admin/") &&
      /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "") &&
      cookie.test(req.headers.cookie ?? "");
    return upload ? UPLOAD_BODY_LIMIT_BYTES : DOCUMENT_BODY_LIMIT_BYTES;
  };
}
