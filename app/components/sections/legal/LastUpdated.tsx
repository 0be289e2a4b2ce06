import { useLastUpdated } from "./LegalDocument";

/** The "Last updated" line under a policy's title. */
export function LastUpdated() {
  const text = useLastUpdated();
  return (
    <p className="mt-6 text-sm font-medium text-ink-muted" data-testid="legal-updated">
      {text}
    </p>
  );
}
