import { requireStaff } from "~/server/auth/guard";
import type { Route } from "./+types/dashboard";

export function loader({ request }: Route.LoaderArgs) {
  return requireStaff(request, "dashboard");
}

export default function AdminDashboardPage() {
  return null;
}
