import { requireStaff } from "~/server/auth/guard";
import type { Route } from "./+types/settings";

export function loader({ request }: Route.LoaderArgs) {
  return requireStaff(request, "settings");
}

export default function AdminSettingsPage() {
  return null;
}
