/**
 * The words of the pipeline's fixed values in the reader's language: stages and reasons
 * (`admin-applications`), positions (`services`), and the names of languages and countries from
 * `Intl.DisplayNames`, which knows every code a candidate may give.
 */
import { useTranslation } from "react-i18next";
import { useOpeningLabels } from "~/components/careers/labels";
import type { ApplicationStage } from "~/lib/careers/applications";

function displayName(language: string, type: "language" | "region", code: string): string {
  try {
    return new Intl.DisplayNames([language], { type }).of(type === "region" ? code.toUpperCase() : code) ?? code;
  } catch {
    return code;
  }
}

export function usePipelineLabels() {
  const { t, i18n } = useTranslation("admin-applications");
  const { position } = useOpeningLabels();
  return {
    stage: (stage: ApplicationStage) => t(`stages.${stage}`),
    reason: (reason: string | null) => (reason ? t(`reasons.${reason}`) : ""),
    position,
    spoken: (code: string) => displayName(i18n.language, "language", code),
    country: (code: string) => displayName(i18n.language, "region", code),
  };
}
