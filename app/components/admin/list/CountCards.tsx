import { useNumbers } from "./numbers";
import { surfaceClass } from "./styles";

/** A list page's headline counts, one card each (the subscribers pages). */
export function CountCards({ counts, testId }: { counts: Array<{ label: string; value: number }>; testId?: string }) {
  const { number } = useNumbers();
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-2" data-testid={testId}>
      {counts.map((count) => (
        <div key={count.label} className={`p-5 ${surfaceClass}`}>
          <dt className="text-sm font-medium text-ink-muted">{count.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{number(count.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
