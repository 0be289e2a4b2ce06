import { requireLoader } from "~/server/auth/guard";
import type { Route } from "./+types/newsletter-subscribers.export";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/newsletter-subscribers.export.ts", "data");
  throw new Response("Not yet available", { status: 501 });
}
