/**
 * The Suppressed addresses page's query string, shared by the page and its export: ?q=, ?page=,
 * ?reason=, ?source= and ?campaign= (the addresses one campaign put on the list), and ?open=, the
 * address whose panel shows. Read leniently: an unknown value reads as "all".
 */
import { isSuppressionReason, isSuppressionSource } from "~/lib/mail-suppression";
import { readRecordId } from "~/lib/validation/rules";
import { readListQuery } from "../../db/list-query";
import type { SuppressionFilter } from "../../services/mail";

export function readSuppressionsQuery(request: Request): SuppressionFilter & { page: number; open: string } {
  const { search, page } = readListQuery(request, [""], "");
  const params = new URL(request.url).searchParams;
  const reason = params.get("reason");
  const source = params.get("source");
  return {
    search,
    page,
    reason: isSuppressionReason(reason) ? reason : "",
    source: isSuppressionSource(source) ? source : "",
    campaignId: readRecordId(params.get("campaign")) ?? null,
    open: (params.get("open") ?? "").slice(0, 400),
  };
}
