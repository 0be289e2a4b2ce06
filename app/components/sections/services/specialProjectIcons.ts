import { BedDouble, type LucideIcon, MoonStar, Sparkles, Wrench } from "lucide-react";
import type { SpecialProjectId } from "~/content/services";

/** One icon per special project (kept out of app/content/services.ts, which the site shell imports). */
export const SPECIAL_PROJECT_ICONS: Record<SpecialProjectId, LucideIcon> = {
  "guest-room-deep-cleaning": BedDouble,
  "floor-care": Sparkles,
  "taskforce-maintenance-technicians": Wrench,
  "overnight-kitchen-public-area-cleaning": MoonStar,
};
