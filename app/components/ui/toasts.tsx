/** Where toasts appear (~/lib/toast keeps their state). The toast library downloads on the first toast. */
import { lazy, Suspense } from "react";
import { useToastRequested } from "~/lib/toast";

const LazyToaster = lazy(() => import("./toaster"));

/** Renders nothing until the first toast is requested. */
export function Toasts() {
  const active = useToastRequested();
  return active ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
