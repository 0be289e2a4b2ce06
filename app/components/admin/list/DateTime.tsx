import { useDates } from "./dates";

/** A stored timestamp as a <time> element, or a fallback (a dash) when there is none. */
export function DateTime({ value, fallback = "—" }: { value: string | null | undefined; fallback?: string }) {
  const dates = useDates();
  return value ? <time dateTime={value}>{dates.dateTime(value)}</time> : fallback;
}
