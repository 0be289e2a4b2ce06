/**
 * A privacy request's deadline (decision 0041): `privacyRequestDays` from its confirmation, as the
 * confirmation tells the person (./requests.ts). Days left count whole days (less than one left: due
 * today); a request past its deadline is late by the whole days since, at least one.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const daysAfter = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/** When a request confirmed at `confirmedAt` must be answered by, the `privacyRequestDays` setting given. */
export const privacyRequestDeadline = (confirmedAt: Date, requestDays: number): Date => daysAfter(confirmedAt, requestDays);

export interface Deadline {
  /** When the answer is due, ISO. */
  deadline: string;
  /** Whole days since the confirmation. */
  ageDays: number;
  /** Whole days until the deadline (0: due today); negative once late, by the whole days it is late (at least 1). */
  daysLeft: number;
  late: boolean;
}

export function deadlineOf(confirmedAt: string, requestDays: number, now: Date): Deadline {
  const confirmed = Date.parse(confirmedAt);
  const due = privacyRequestDeadline(new Date(confirmed), requestDays).getTime();
  const left = due - now.getTime();
  const late = left < 0;
  return {
    deadline: new Date(due).toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - confirmed) / DAY_MS)),
    daysLeft: late ? -Math.max(1, Math.floor(-left / DAY_MS)) : Math.floor(left / DAY_MS),
    late,
  };
}

/** The confirmation time before which an open request is due by `at`: its deadline, moved back by the term. */
export const confirmedBefore = (at: Date, requestDays: number): string =>
  new Date(at.getTime() - requestDays * DAY_MS).toISOString();
