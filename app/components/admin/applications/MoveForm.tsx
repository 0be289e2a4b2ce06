/**
 * Moving one application to a stage (decision 0035): a stage, a reason when the stage is rejected
 * or withdrawn, and a button. Without JavaScript it is a plain POST (intent `move`) and the page
 * comes back with the result; with it the post goes through a fetcher, the page stays where it
 * is, and the move is announced. A refusal shows beside the reason's field.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import {
  APPLICATION_STAGES,
  type ApplicationStage,
  REJECTION_REASONS,
  reasonsOf,
  WITHDRAWAL_REASONS,
} from "~/lib/careers/applications";
import type { PipelineResult } from "~/lib/careers/pipeline";
import { messageOf, succeeded } from "~/lib/forms/result";
import { useHydrated } from "~/lib/use-hydrated";
import { usePipelineLabels } from "./labels";

/** Every reason once: without JavaScript the form cannot know the stage chosen before it posts. */
const ALL_REASONS = [...new Set([...REJECTION_REASONS, ...WITHDRAWAL_REASONS])];

/**
 * The answers already announced. A move takes the card to another column, where a new form picks
 * up the same (keyed) fetcher and announces its answer: once, however often the card is drawn.
 */
const announcedAnswers = new WeakSet<object>();

export function MoveForm({
  applicationId,
  name,
  stage,
  result,
  initialStage,
  onMoved,
  focusReason,
}: {
  applicationId: number;
  /** Who the application is from, for the form's name and the announcement. */
  name: string;
  stage: ApplicationStage;
  /** The page's last action result (a post without JavaScript). */
  result?: PipelineResult | null;
  /** A stage chosen elsewhere (a card dropped on a column that needs a reason). */
  initialStage?: ApplicationStage;
  onMoved?: (text: string) => void;
  /** Puts the focus on the reason's field once shown (after such a drop). */
  focusReason?: boolean;
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PipelineResult>({ key: `move-${applicationId}` });
  const [chosen, setChosen] = useState<ApplicationStage>(initialStage ?? stage);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const formId = useId();
  // The result that concerns this form: the fetcher's, or the page's when it posted without JavaScript.
  const own = fetcher.data ?? (result?.intent === "move" && result.applicationId === applicationId ? result : undefined);
  const reasonError = messageOf(own, "reason");
  const reasons = hydrated ? reasonsOf(chosen) : ALL_REASONS;

  useEffect(() => {
    if (initialStage) setChosen(initialStage);
  }, [initialStage]);
  // The reason's field shows once the dropped-on stage is chosen: focus it then.
  useEffect(() => {
    if (focusReason && chosen === initialStage) reasonRef.current?.focus();
  }, [focusReason, chosen, initialStage]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || announcedAnswers.has(fetcher.data)) return;
    announcedAnswers.add(fetcher.data);
    // Idle after the move means the page's data is fresh: `stage` is where it went.
    onMoved?.(succeeded(fetcher.data) ? t("board.moved", { name, stage: labels.stage(stage) }) : t("board.notMoved", { name }));
  }, [fetcher.state, fetcher.data, onMoved, t, name, labels, stage]);

  return (
    <fetcher.Form method="post" className="mt-2 space-y-2" aria-label={t("move.formLabel", { name })} id={formId}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <SelectField
        label={t("move.stage")}
        name="stage"
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value as ApplicationStage)}
        options={APPLICATION_STAGES.map((value) => ({ value, label: labels.stage(value) }))}
      />
      {reasons.length > 0 ? (
        <SelectField
          ref={reasonRef}
          key={chosen}
          label={hydrated ? t("move.reason") : t("move.reasonIfClosed")}
          name="reason"
          placeholder={t("move.noReason")}
          defaultValue=""
          error={reasonError}
          options={reasons.map((value) => ({ value, label: labels.reason(value) }))}
        />
      ) : null}
      <button type="submit" className={buttonClasses("secondary", "sm")} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("move.moving") : t("move.submit")}
      </button>
    </fetcher.Form>
  );
}
