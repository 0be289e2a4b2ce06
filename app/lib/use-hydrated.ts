import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's markup and while it hydrates, true afterwards and on client navigations:
 * for what only the browser can show (a chart that needs layout, a control that needs scripts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
