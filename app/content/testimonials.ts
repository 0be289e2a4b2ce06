/**
 * Spec section 3: three testimonials. The author is a role title, never a real person; content,
 * author, position and location are i18n keys in `company` (`testimonials.<id>.*`).
 * The "resortGeneralManager" testimonial is the one that cites 100 employees.
 */
import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = [
  { id: "resortGeneralManager" },
  { id: "lodgeOperationsDirector" },
  { id: "conferenceHousekeepingManager" },
];
