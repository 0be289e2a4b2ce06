/**
 * My account's signed-in sessions (decision 0024): each with its browser and system, the country
 * its address lies in, when it began and was last used, "this device" for the one looking, and a
 * sign-out for every other; then "sign out everywhere else". Plain posts, so they work without
 * JavaScript; the page answers with a toast, or in place before scripts run.
 */
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { SessionView } from "~/.server/services/accounts";
import { ActionNotice, type ResultWords, useActionToast } from "~/components/admin/action-outcome";
import { DbIpLink } from "~/components/admin/DbIpLink";
import { useDates } from "~/components/admin/list/dates";
import { useTrafficFormat } from "~/components/admin/traffic/format";
import { buttonClasses } from "~/components/ui/button";
import { type ActionResult, resultOf } from "~/lib/admin/action-result";
import { AccountSection } from "./AccountSection";

type SessionsResult = ActionResult<{ ended: number }>;

const WORDS: ResultWords<SessionsResult> = {
  success: (result) => ({
    title: "admin-account:sessions.ended.title",
    text: result.intent === "endSession" ? "admin-account:sessions.ended.one" : "admin-account:sessions.ended.others",
  }),
  failure: { title: "admin-account:sessions.refused" },
  values: (result) => ({ count: result.ended ?? 0 }),
};

function SessionItem({ session, busy }: { session: SessionView; busy: boolean }) {
  const { t } = useTranslation("admin-account");
  const { dateTime } = useDates();
  const { country } = useTrafficFormat();
  const device = t("sessions.device", {
    browser: session.browser ?? t("sessions.unknownBrowser"),
    system: session.system ?? t("sessions.unknownSystem"),
  });
  const place = (session.country && country(session.country)) || t("sessions.unknownPlace");
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {device}
          {session.current ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t("sessions.thisDevice")}
            </span>
          ) : null}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink-muted">
          <dt>{t("sessions.place")}</dt>
          <dd>{place}</dd>
          <dt>{t("sessions.started")}</dt>
          <dd>{dateTime(session.startedAt)}</dd>
          <dt>{t("sessions.lastUsed")}</dt>
          <dd>{dateTime(session.lastUsedAt)}</dd>
        </dl>
      </div>
      {session.current ? null : (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value="endSession" />
          <input type="hidden" name="sessionId" value={session.id} />
          <button type="submit" className={buttonClasses("outline", "sm")} disabled={busy}>
            {t("sessions.end")}
            <span className="sr-only">{` (${device})`}</span>
          </button>
        </Form>
      )}
    </li>
  );
}

export function SessionsSection({
  sessions,
  result,
  busy,
}: {
  sessions: SessionView[];
  /** The page's last action result; only this section's intents are read. */
  result: SessionsResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("admin-account");
  const own = resultOf(result, "endSession", "endOtherSessions");
  useActionToast(own, WORDS);
  const others = sessions.some((session) => !session.current);
  return (
    <AccountSection id="sessions-heading" title={t("sessions.title")}>
      <p className="mt-1 text-sm text-ink-muted">{t("sessions.text")}</p>
      <div className="mt-4 empty:hidden">
        <ActionNotice result={own} words={WORDS} />
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} busy={busy} />
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">
        {t("sessions.placeCredit")} <DbIpLink />
      </p>
      {others ? (
        <Form method="post" className="mt-4 border-t border-slate-200 pt-4">
          <input type="hidden" name="intent" value="endOtherSessions" />
          <p className="text-sm text-ink-muted">{t("sessions.endOthersText")}</p>
          <button type="submit" className={buttonClasses("secondary", "md", "mt-3")} disabled={busy}>
            {t("sessions.endOthers")}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t("sessions.only")}</p>
      )}
    </AccountSection>
  );
}
