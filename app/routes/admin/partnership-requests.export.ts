import { requireLoader } from "~/server/auth/guard";
import type { Route } from "./+types/partnership-requests.export";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/partnership-requests.export.ts", "data");
  throw new Response("Not yet available", { status: 501 });
}
