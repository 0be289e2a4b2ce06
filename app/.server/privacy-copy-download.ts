/**
 * The download of a person's copy of their data (decision 0041): the token is the authority, as
 * for a candidate's copy (decision 0035). A valid one answers the zip, built now, as an attachment
 * and never spends the form budget; anything else spends it and answers 404 in the visitor's
 * language with where to ask again, the same for a forged, lapsed or wrong-kind link.
 */
import type { AppLoadContext } from "react-router";
import { localizePath } from "~/i18n/paths";
import { languageOfRequest } from "~/i18n/request-language.server";
import { PRIVATE_PAGE_HEADERS } from "./candidate-page";
import { checkFormBudget } from "./http/visitor-form";
import { serverI18n } from "./i18n";
import { cvAttachmentResponse } from "./services/careers";
import { siteTexts } from "./services/content";
import { buildPersonalDataArchive, copyRequestOfToken, PRIVACY_REQUEST_PATH, recordCopyDownload } from "./services/privacy";

interface CopyArgs {
  request: Request;
  context: AppLoadContext;
  params: { token?: string };
}

/** A private link's answer stays out of caches, Referer headers and search indexes. */
const PRIVATE_DOWNLOAD_HEADERS = { ...PRIVATE_PAGE_HEADERS, "X-Robots-Tag": "noindex" };

export async function privacyCopyResponse({ request, context, params }: CopyArgs): Promise<Response> {
  const spent = await checkFormBudget(context);
  if (spent)
    return new Response("Too many requests", { status: 429, headers: { ...PRIVATE_DOWNLOAD_HEADERS, ...spent.headers } });
  const now = new Date();
  const texts = await siteTexts(context.database);
  const copyRequest = params.token ? await copyRequestOfToken(context.database.db, params.token, now) : undefined;
  if (!copyRequest) {
    await context.rateLimits.penalize("form", context.clientIp);
    const language = languageOfRequest(request);
    const t = (await serverI18n(language, texts)).getFixedT(language, "privacy-copy");
    const url = `${context.config.publicUrl}${localizePath(PRIVACY_REQUEST_PATH, language)}`;
    return new Response(`${t("download.invalid", { url })}\n`, {
      status: 404,
      headers: { ...PRIVATE_DOWNLOAD_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const archive = await buildPersonalDataArchive(context.database, {
    email: copyRequest.email,
    language: copyRequest.language,
    now,
    texts,
  });
  await recordCopyDownload(context.database.db, copyRequest.id, now);
  context.logger.info({ privacyRequestId: copyRequest.id }, "A person downloaded the copy of their data");
  const response = cvAttachmentResponse({ displayName: archive.fileName, contentType: "application/zip", bytes: archive.bytes });
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}
