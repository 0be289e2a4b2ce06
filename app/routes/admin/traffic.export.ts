import { requireLoader } from "~/.server/auth/guard";
import { csvResponse } from "~/.server/http/csv";
import { serverI18n } from "~/.server/i18n";
import { readDayRange, trafficCsvHeader, trafficCsvRows } from "~/.server/services/analytics";
import { siteTexts } from "~/.server/services/content";
import { languageOfRequest } from "~/i18n/request-language.server";
import { isTrafficDim, readTrafficFilter, TRAFFIC_DIMS } from "~/lib/traffic/model";
import type { Route } from "./+types/traffic.export";

/**
 * One table of the traffic view as CSV (`?table=source&from=…&to=…&source=LinkedIn`): the same
 * range and filter as the page, streamed. An unknown table is the caller's mistake: 400, said in
 * the reader's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/traffic.export.ts", "data");
  const params = new URL(request.url).searchParams;
  const table = params.get("table");
  if (!isTrafficDim(table)) {
    const { t } = await serverI18n(languageOfRequest(request), await siteTexts(context.database));
    const message = t("admin-traffic:export.unknownTable", { tables: TRAFFIC_DIMS.join(", ") });
    return new Response(message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { range } = readDayRange(params);
  const filter = readTrafficFilter(params);
  return csvResponse(
    `traffic-${table}-${range.from}-to-${range.to}.csv`,
    trafficCsvHeader(table),
    trafficCsvRows(context.database, { range, filter, dim: table }),
  );
}
