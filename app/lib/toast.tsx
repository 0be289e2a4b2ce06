/**
 * Toasts (docs/product.md section 9: at most one at a time, 5000 ms). The toast library downloads on the
 * first toast, not with every page: most visits never show one.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";

export const TOAST_DURATION_MS = 5000;

export type ToastKind = "success" | "error";

/** A toast ready to show: its kind and its translated title and text. */
export interface ToastMessage {
  kind: ToastKind;
  title: string;
  text: string;
}

let requested = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
/** Resolves once the Toaster has mounted and subscribed: a toast fired earlier would be lost. */
const toasterMounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
export const markToasterMounted = () => resolveMounted();

/** Shows a toast with a title and a description. */
export async function showToast(kind: ToastKind, title: string, description: string): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), toasterMounted]);
  toast[kind](title, { description });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was requested yet: the toaster (~/components/ui/toasts) mounts only then. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/**
 * The one way a page turns an answer into a toast: an action's or a fetcher's result, or the toast
 * a redirect carried to the root loader. Each new result object is announced once; `describe` says
 * what to show (or nothing) and may change from render to render.
 */
export function useResultToast<Result>(
  result: Result | null | undefined,
  describe: (result: Result) => ToastMessage | undefined,
): void {
  const announced = useRef<unknown>(null);
  const describeNow = useRef(describe);
  describeNow.current = describe;
  useEffect(() => {
    if (result === null || result === undefined || announced.current === result) return;
    announced.current = result;
    const message = describeNow.current(result);
    if (message) void showToast(message.kind, message.title, message.text);
  }, [result]);
}
