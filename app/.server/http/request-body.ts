/**
 * The one reader of request bodies (decision 0008): every POST is read here once, bounded, and a
 * form is decoded here once. The fast lane reads its own endpoints' bodies with `readBody`; every
 * other post is read by the document handler, and its actions take the decoded form from the load
 * context (`postedForm`), never from the request again.
 */
import type { IncomingMessage } from "node:http";
import type { AppLoadContext } from "react-router";
import { HttpError } from "./boundary";

/** A form post as the edge read it: its fields and how many bytes the body held. */
export interface PostedForm {
  form: FormData;
  size: number;
}

/**
 * The body, up to `limit` bytes. A longer one, declared or sent, is refused with 413 as soon as it
 * is known: nothing past the limit is kept, and the rest is drained so the answer can be written.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers["content-length"] ?? 0) > limit) {
    req.resume();
    return Promise.reject(new HttpError(413, "tooLarge"));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // Refused now; the stream keeps flowing into nothing until it ends.
      req.off("data", onData);
      req.resume();
      reject(new HttpError(413, "tooLarge"));
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

const URL_ENCODED = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART = /^multipart\/form-data\b/i;

/** Whether a content type is one a form posts (URL-encoded or multipart). */
const isFormType = (contentType: string): boolean => URL_ENCODED.test(contentType) || MULTIPART.test(contentType);

/** A form body decoded once into FormData: 415 for another type, 400 when it cannot be read. */
export async function decodeForm(body: Uint8Array, contentType: string): Promise<FormData> {
  if (!isFormType(contentType)) throw new HttpError(415, "unsupportedType");
  try {
    if (MULTIPART.test(contentType)) {
      return await new Response(body as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": contentType } }).formData();
    }
    const form = new FormData();
    // Strict UTF-8: a body that is not text is refused rather than read with replacement characters.
    for (const [name, value] of new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(body))) {
      form.append(name, value);
    }
    return form;
  } catch {
    throw new HttpError(400, "malformedForm");
  }
}

/** A form post read and decoded: the type is checked before a byte is read. */
export async function readPostedForm(req: IncomingMessage, limit: number): Promise<PostedForm> {
  const contentType = req.headers["content-type"] ?? "";
  if (!isFormType(contentType)) {
    req.resume();
    throw new HttpError(415, "unsupportedType");
  }
  const body = await readBody(req, limit);
  return { form: await decodeForm(body, contentType), size: body.byteLength };
}

/** The form an action was posted, as the edge decoded it. */
export function postedForm(context: Pick<AppLoadContext, "posted">): FormData {
  // Every POST passes the document handler, which reads its form; only a caller that skipped it lands here.
  if (!context.posted) throw new Response("No form was posted", { status: 400 });
  return context.posted.form;
}
