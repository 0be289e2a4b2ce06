/** docs/product.md section 3, Service. Titles and descriptions are i18n keys: `services.<id>.title` / `.description`. */

/** Every position, in docs/product.md's order (docs/product.md section 1); the long-term list covers them all. */
export const ALL_POSITIONS = [
  "housekeepingLeadership",
  "housekeepingAttendants",
  "laundry",
  "foodBeverage",
  "stewarding",
  "conventionServices",
  "culinaryPrepCooks",
  "maintenanceTechnicians",
] as const;

export type PositionId = (typeof ALL_POSITIONS)[number];

export interface Service {
  id: string;
  icon: string;
  href: string;
  positions: PositionId[];
}

// Maintenance is long-term only (docs/product.md section 1).
const ALL_SEASONAL_POSITIONS: PositionId[] = ALL_POSITIONS.filter((id) => id !== "maintenanceTechnicians");

export const services: Service[] = [
  {
    id: "long-term-talents",
    icon: "users",
    href: "/services/long-term-talents",
    positions: [...ALL_POSITIONS],
  },
  { id: "seasonal-talents", icon: "calendar", href: "/services/seasonal-talents", positions: ALL_SEASONAL_POSITIONS },
  { id: "special-projects", icon: "sparkles", href: "/our-approach#special-projects", positions: [] },
  { id: "training-onboarding", icon: "graduation-cap", href: "/our-process", positions: [] },
];

/** The i18n key fragment of a service id: "long-term-talents" -> "longTermTalents". */
export function serviceKey(id: string): string {
  return id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The four positions shown before a position list's "Show more" toggle. */
export const POSITIONS_SHOWN_FIRST = 4;

/**
 * docs/product.md section 1, Special projects: the four items. Text: `services:specialProjects.items.<key>.title`
 * / `.text`, where <key> is `serviceKey(id)`. Kept free of icon imports: the footer imports this
 * module, so anything here ships with the site shell.
 */
export const SPECIAL_PROJECT_ITEMS = [
  "guest-room-deep-cleaning",
  "floor-care",
  "taskforce-maintenance-technicians",
  "overnight-kitchen-public-area-cleaning",
] as const;

export type SpecialProjectId = (typeof SPECIAL_PROJECT_ITEMS)[number];

/** The positions a service places, in order (none for special projects and training). */
export function positionsOf(serviceId: string): PositionId[] {
  return services.find((service) => service.id === serviceId)?.positions ?? [];
}
