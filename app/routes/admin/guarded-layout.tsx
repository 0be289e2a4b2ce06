import { Outlet } from "react-router";
import { requireStaff } from "~/server/auth/guard";
import type { Route } from "./+types/guarded-layout";

export function loader({ request }: Route.LoaderArgs) {
  return requireStaff(request, "dashboard");
}

export default function GuardedAdminLayout() {
  return <Outlet />;
}
