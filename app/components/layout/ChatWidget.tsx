import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { type ReactNode, useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDismiss } from "~/hooks/useDismiss";
import { usePublicConfig } from "~/lib/public-config";

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** A link that opens a WhatsApp conversation with the site's number, `text` already typed, in a new tab. */
export function WhatsAppLink({
  text,
  testId,
  className,
  children,
}: {
  text: string;
  testId?: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  const { whatsappNumber } = usePublicConfig();
  return (
    <a
      href={whatsappLink(whatsappNumber, text)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      className={className}
    >
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}

/** docs/product.md section 2, Chat widget: a panel that opens a WhatsApp conversation in a new tab. */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);

  return (
    <div ref={container} className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      {open ? (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          data-testid="chat-panel"
          className="w-72 rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl"
        >
          <h2 id={`${panelId}-title`} className="font-semibold text-ink">
            {t("chat.title")}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t("chat.text")}</p>
          <WhatsAppLink
            text={t("chat.greeting")}
            testId="chat-start"
            className="mt-4 block rounded-full bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
          >
            {t("chat.start")}
          </WhatsAppLink>
        </section>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="chat-toggle"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <MessageCircle aria-hidden="true" className="size-5" />}
        <span>{open ? t("chat.close") : t("chat.open")}</span>
      </button>
    </div>
  );
}
