import { requireStaff } from "~/server/auth/guard";
import type { Route } from "./+types/newsletter-subscribers";

export function loader({ request }: Route.LoaderArgs) {
  return requireStaff(request, "newsletter-subscribers");
}

export default function AdminNewsletterSubscribersPage() {
  return null;
}
