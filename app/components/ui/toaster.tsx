import { useEffect } from "react";
import { Toaster } from "sonner";
import { markToasterMounted, TOAST_DURATION_MS } from "~/lib/toast";

/** Loaded with the first toast (see lib/toast). docs/product.md section 9: one toast at a time, 5000 ms. */
export default function MountedToaster() {
  useEffect(() => markToasterMounted(), []);
  return <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} position="bottom-center" richColors closeButton />;
}
