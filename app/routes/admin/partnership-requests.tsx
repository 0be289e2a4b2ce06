import { requireStaff } from "~/server/auth/guard";
import type { Route } from "./+types/partnership-requests";

export function loader({ request }: Route.LoaderArgs) {
  return requireStaff(request, "partnership-requests");
}

export default function AdminPartnershipRequestsPage() {
  return null;
}
