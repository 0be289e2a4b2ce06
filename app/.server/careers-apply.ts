/**
 * The application form's pages (decision 0035): `/careers/apply` for the talent pool and
 * `/careers/<opening>/apply` for an open opening, in each language. An unknown opening is the
 * site's 404 and a closed or expired one shows its closed page (410), as the opening's own address
 * does (decision 0033). The form posts a CV, so it is multipart and passes the visitor form gate
 * with a CV's room; it works without JavaScript: the answer is the result page, or the form again
 * with each field's message and what was typed (a file cannot be kept: its field asks for it again).
 */
import { type AppLoadContext, data, redirect } from "react-router";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { languageOfRequest } from "~/i18n/request-language.server";
import { CAREERS_PATH, type Opening, openingIdOf, openingPath } from "~/lib/careers";
import { CV_REFUSAL_MESSAGES } from "~/lib/careers/cv-files";
import { type FormResult, formRefusal } from "~/lib/forms/result";
import { applicationSchema } from "~/lib/validation/application";
import { CV_FIELD } from "~/lib/validation/application-fields";
import { openingPageData } from "./careers-pages";
import { countConversion } from "./http/conversion";
import { parseForm } from "./http/parse-form";
import { CV_BODY_LIMIT_BYTES } from "./http/upload-body-limit";
import { countHoneypot, gateVisitorForm, requestVisitor } from "./http/visitor-form";
import { serverI18n } from "./i18n";
import { notFoundLoader } from "./not-found";
import { loadPageSeo } from "./seo";
import {
  cvScannerOf,
  cvUploadOf,
  getPublicOpening,
  isOpen,
  openingText,
  questionsAsAsked,
  submitApplication,
  todayUtc,
} from "./services/careers";
import { siteTexts } from "./services/content";
import { getSettings } from "./settings";

type Args = { request: Request; context: AppLoadContext; params: { opening?: string } };

/** What the page shows once an application is in: its reference, and the private link when no email carries it. */
export interface ApplicationSent {
  status: "sent";
  /** Null for what the honeypot caught: answered as a success, nothing stored. */
  reference: string | null;
  link: string | null;
}

export type ApplyActionData = FormResult | ApplicationSent;

const applyPath = (opening: Opening | null) =>
  opening ? `${openingPath(opening.id, opening.content.en.title)}/apply` : `${CAREERS_PATH}/apply`;

/** The opening an address names, when it is one a visitor may open; undefined for the talent pool's page. */
async function openingOf(context: AppLoadContext, param: string | undefined) {
  const id = openingIdOf(param);
  return id === undefined ? null : ((await getPublicOpening(context.database, id)) ?? null);
}

/** The form's page: the talent pool's, or an open opening's with its questions in the page's language. */
export async function applyPageData(args: Args) {
  const { request, context, params } = args;
  const language = languageOfRequest(request);
  const opening = params.opening === undefined ? null : await openingOf(context, params.opening);
  if (params.opening !== undefined) {
    if (!opening) return notFoundLoader(args);
    const path = applyPath(opening);
    if (`${CAREERS_PATH}/${params.opening}/apply` !== path) throw redirect(localizePath(path, language), 301);
    // Closed or expired: the opening's closed page, with similar open ones (decision 0033).
    if (!isOpen(opening)) return openingPageData(args);
  }
  const [seo, settings, i18n] = await Promise.all([
    loadPageSeo(request, context, "careers"),
    getSettings(context.database.db),
    siteTexts(context.database).then((texts) => serverI18n(language, texts)),
  ]);
  const t = i18n.getFixedT(language, "apply");
  const text = opening ? openingText(opening, language) : undefined;
  return data({
    notFound: false as const,
    seo: {
      ...seo,
      title: `${text ? t("seo.openingTitle", { title: text.title }) : t("seo.poolTitle")} | ${seo.siteName}`,
      description: t("seo.description"),
      path: applyPath(opening),
      // The form adds nothing a search needs beyond the opening's own page.
      noindex: true,
    },
    opening:
      opening && text
        ? {
            reference: opening.reference,
            title: text.title,
            titleLanguage: text.language,
            path: openingPath(opening.id, opening.content.en.title),
            position: opening.position,
          }
        : null,
    questions: opening ? questionsAsAsked(opening.questions, language) : [],
    today: todayUtc(),
    retention: { applicationDays: settings.applicationRetentionDays, talentPoolDays: settings.talentPoolRetentionDays },
  });
}

/** The posted fields the schema reads: text values only; the CV goes its own way (a file is never echoed back). */
function textFields(form: FormData): FormData {
  const fields = new FormData();
  for (const [name, value] of form) if (name !== CV_FIELD && typeof value === "string") fields.append(name, value);
  return fields;
}

const withFieldMessage = (result: FormResult, field: string, message: string): FormResult => ({
  ...result,
  error: { ...result.error, [field]: [message] },
});

export async function applyAction(args: Args) {
  const { request, context, params } = args;
  const language: Language = languageOfRequest(request);
  const gate = await gateVisitorForm(context, CV_BODY_LIMIT_BYTES);
  if (gate.kind === "rejected") return gate.response;
  const opening = params.opening === undefined ? null : await openingOf(context, params.opening);
  if (params.opening !== undefined && (!opening || !isOpen(opening))) {
    // Closed since the form was opened, or never there: its page says which.
    throw redirect(localizePath(`${CAREERS_PATH}/${params.opening}`, language), 303);
  }
  if (gate.kind === "bot") {
    await countHoneypot(context);
    return data<ApplyActionData>({ status: "sent", reference: null, link: null });
  }
  const questions = opening ? questionsAsAsked(opening.questions, language) : [];
  const parsed = parseForm(textFields(gate.form), applicationSchema(questions, todayUtc()));
  const file = gate.form.get(CV_FIELD);
  const upload = await cvUploadOf(file);
  if (!parsed.ok) {
    const result = upload ? withFieldMessage(parsed.result, CV_FIELD, "apply:errors.cv.again") : parsed.result;
    return data<ApplyActionData>(result, { status: 400 });
  }
  const submitted = await submitApplication(
    { database: context.database, publicUrl: context.config.publicUrl },
    { form: parsed.value, opening, cv: upload },
    language,
    { scanner: cvScannerOf(context.config) },
  ).catch((error: unknown) => {
    context.logger.error({ err: error, path: new URL(request.url).pathname }, "An application could not be stored");
    return undefined;
  });
  if (!submitted) return data<ApplyActionData>(formRefusal("forms.errors.unavailable"), { status: 503 });
  if (!submitted.ok) {
    const result = parsed.reply({ fieldErrors: { [CV_FIELD]: [CV_REFUSAL_MESSAGES[submitted.cvRefusal]] } });
    return data<ApplyActionData>(result, { status: 400 });
  }
  context.kickOutbox();
  await countConversion(context, requestVisitor(request, context), "application", submitted.id);
  return data<ApplyActionData>({ status: "sent", reference: submitted.reference, link: submitted.link });
}
