/**
 * Job alerts (decision 0036): what a subscriber asks for and whether an opening answers it. Each
 * list empty means "any"; an opening matches when its position, country and kind of placement are
 * each in the subscriber's list or the list is empty. Shared by the server and the browser.
 */
import type { CareersFilter, Placement, PositionId } from "~/lib/careers";

export interface JobAlertCriteria {
  positions: PositionId[];
  countries: string[];
  placements: Placement[];
}

export interface AlertedOpening {
  position: string;
  country: string;
  placement: string;
}

const anyOr = (list: readonly string[], value: string) => list.length === 0 || list.includes(value);

export function matchesAlert(criteria: JobAlertCriteria, opening: AlertedOpening): boolean {
  return (
    anyOr(criteria.positions, opening.position) &&
    anyOr(criteria.countries, opening.country) &&
    anyOr(criteria.placements, opening.placement)
  );
}

/** A stored JSON list, kept to the known values (a hand-edited row never breaks the job). */
export function storedList<Value extends string>(json: string, known: readonly Value[]): Value[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((value): value is Value => known.includes(value as Value)) : [];
  } catch {
    return [];
  }
}

/** The form's ticks from the careers list's filter in the address: its one position, country and kind. */
export function criteriaOfFilter(filter: CareersFilter): JobAlertCriteria {
  return {
    positions: filter.position ? [filter.position] : [],
    countries: filter.country ? [filter.country] : [],
    placements: filter.kind ? [filter.kind] : [],
  };
}

/** The job alerts' pages (English paths; links add the language). */
export const JOB_ALERTS_PATH = "/careers/alerts";
export const JOB_ALERTS_CONFIRM_PATH = "/careers/alerts/confirm";
export const JOB_ALERTS_UNSUBSCRIBE_PATH = "/careers/alerts/unsubscribe";
