/**
 * What the in-page editor shows for a chosen text (decision 0017), in a modal <dialog>: the one
 * entry it comes from, ready to change; a choice when several entries read alike; or word that it
 * is not from the dictionaries (the site content has its own editor).
 */
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { InPageText } from "~/lib/admin/in-page-text";
import type { PickedText } from "./page-texts";
import { TextEntryForm, useInPageText } from "./TextEntryForm";
import type { ShownEntry } from "./text-index";

export interface TextEntryDialogProps {
  picked: PickedText;
  onClose: () => void;
  onSaved: (text: InPageText, value: string) => void;
}

export default function TextEntryDialog({ picked, onClose, onSaved }: TextEntryDialogProps) {
  const { t } = useTranslation("text-editor");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { entries } = picked;
  const [chosen, setChosen] = useState<ShownEntry | undefined>(entries.length === 1 ? entries[0] : undefined);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const close = () => dialog.current?.close();
  const title = chosen ? "dialog.title" : entries.length > 1 ? "choose.title" : "notFound.title";
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-full max-w-xl rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t(title)}
      </h2>
      {chosen ? (
        <Suspense fallback={<Loading />}>
          <ChosenEntry entry={chosen} close={close} onSaved={onSaved} />
        </Suspense>
      ) : entries.length > 1 ? (
        <EntryChoice entries={entries} onChoose={setChosen} close={close} />
      ) : (
        <NotFromDictionaries close={close} />
      )}
    </dialog>
  );
}

function Loading() {
  const { t } = useTranslation("text-editor");
  return (
    <p role="status" className="mt-4 text-sm text-ink-muted">
      {t("dialog.loading")}
    </p>
  );
}

function ChosenEntry({
  entry,
  close,
  onSaved,
}: {
  entry: ShownEntry;
  close: () => void;
  onSaved: TextEntryDialogProps["onSaved"];
}) {
  const { t } = useTranslation("text-editor");
  const loaded = useInPageText(entry);
  if (loaded === "failed")
    return (
      <>
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {t("dialog.loadFailed")}
        </p>
        <CloseRow close={close} />
      </>
    );
  return loaded ? <TextEntryForm text={loaded} close={close} onSaved={onSaved} /> : <Loading />;
}

function EntryChoice({
  entries,
  onChoose,
  close,
}: {
  entries: ShownEntry[];
  onChoose: (entry: ShownEntry) => void;
  close: () => void;
}) {
  const { t } = useTranslation("text-editor");
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{t("choose.text")}</p>
      <ul className="mt-4 space-y-2">
        {entries.map((entry) => (
          <li key={`${entry.namespace}:${entry.key}`}>
            <button
              type="button"
              onClick={() => onChoose(entry)}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-left hover:bg-slate-100"
            >
              <span className="block text-sm text-ink">{entry.text}</span>
              <code className="mt-1 block text-xs text-ink-muted">
                {entry.namespace}:{entry.key}
              </code>
            </button>
          </li>
        ))}
      </ul>
      <CloseRow close={close} />
    </>
  );
}

function NotFromDictionaries({ close }: { close: () => void }) {
  const { t } = useTranslation("text-editor");
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{t("notFound.text")}</p>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        <Link to="/admin/content" className={buttonClasses("secondary")}>
          {t("notFound.link")}
        </Link>
        <button type="button" className={buttonClasses("outline")} onClick={close}>
          {t("dialog.close")}
        </button>
      </div>
    </>
  );
}

function CloseRow({ close }: { close: () => void }) {
  const { t } = useTranslation("text-editor");
  return (
    <div className="mt-6 flex justify-end">
      <button type="button" className={buttonClasses("outline")} onClick={close}>
        {t("dialog.close")}
      </button>
    </div>
  );
}
