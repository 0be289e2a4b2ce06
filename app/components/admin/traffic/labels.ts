import { useTranslation } from "react-i18next";
import { DEVICES, type Goal, isGoal, type TrafficDim } from "~/lib/traffic/model";
import { type Channel, channelOf } from "~/lib/traffic/sources";
import { useTrafficFormat } from "./format";

/**
 * The words of a stored value: goals, devices and channels translated, countries and languages
 * named by Intl in the reader's language; anything else (paths, sources, campaigns, browsers) as
 * stored, since it came from a visitor and means only itself.
 */
export function useTrafficLabels() {
  const { t } = useTranslation("admin-traffic");
  const format = useTrafficFormat();
  const goal = (value: Goal) => t(`goals.${value}`);
  const channel = (value: Channel) => t(`channels.${value}`);
  const value = (dim: TrafficDim, stored: string): string => {
    switch (dim) {
      case "country":
        return format.country(stored) ?? t("values.unknown");
      case "language":
        return format.language(stored) ?? (stored === "" ? t("values.unknown") : stored);
      case "device":
        return (DEVICES as readonly string[]).includes(stored) ? t(`devices.${stored}`) : stored || t("values.unknown");
      case "goal":
        return isGoal(stored) ? goal(stored) : stored;
      default:
        return stored === "" ? t("values.none") : stored;
    }
  };
  return {
    /** A dimension's name as a filter says it ("Source", "Entry page"). */
    dim: (dim: TrafficDim) => t(`dims.${dim}`),
    value,
    goal,
    /** The channel a source belongs to (Search, Social, Newsletter, Direct, Referral). */
    channelOf: (source: string) => channel(channelOf(source)),
  };
}
