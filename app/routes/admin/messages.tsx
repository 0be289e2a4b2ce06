import { requireStaff } from "~/server/auth/guard";
import type { Route } from "./+types/messages";

export function loader({ request }: Route.LoaderArgs) {
  return requireStaff(request, "messages");
}

export default function AdminMessagesPage() {
  return null;
}
