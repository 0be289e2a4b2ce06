import { requireStaff } from "~/server/auth/guard";
import type { Route } from "./+types/users";

export function loader({ request }: Route.LoaderArgs) {
  return requireStaff(request, "users");
}

export default function AdminUsersPage() {
  return null;
}
