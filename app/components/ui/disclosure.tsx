import { type ReactNode, useCallback, useRef } from "react";
import { useDismiss } from "~/hooks/useDismiss";

/**
 * A disclosure that opens without JavaScript: `<details>` and its `<summary>`, which the browser
 * makes a keyboard button and reports as expanded or collapsed (so no aria-expanded by hand). With
 * JavaScript it also closes when a link in it is followed (a client navigation keeps the header),
 * and, unless `dismissible` is off, on a press outside or on Escape, which leaves the focus on the
 * summary. Open-state looks belong in CSS (`group-open/<name>:`), so they hold without JavaScript.
 * Nested disclosures leave the dismissing to the outermost one: each would otherwise take Escape.
 */
export function Disclosure({
  summary,
  summaryClassName,
  className = "",
  name,
  dismissible = true,
  testId,
  children,
}: {
  /** The summary's content; its accessible name, so an icon-only summary carries sr-only text. */
  summary: ReactNode;
  summaryClassName: string;
  className?: string;
  /** Disclosures sharing a name form an accordion: opening one closes the others. */
  name?: string;
  dismissible?: boolean;
  /** `data-testid` of the summary, the control a test presses. */
  testId?: string;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // Listening while mounted and asking the element whether it is open (rather than mirroring its
  // toggle event in state) leaves no moment where the menu shows but Escape would not close it.
  const close = useCallback((reason: "outside" | "escape") => {
    if (!details.current?.open) return;
    details.current.open = false;
    if (reason === "escape") details.current.querySelector("summary")?.focus();
  }, []);
  useDismiss(details, dismissible, close);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is a link's, which Enter on the link fires too.
    <details
      ref={details}
      name={name}
      className={className}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest("a")) event.currentTarget.open = false;
      }}
    >
      <summary data-testid={testId} className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName}`}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
