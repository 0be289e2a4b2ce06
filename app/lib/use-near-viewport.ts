import { useCallback, useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport, and from then on: for parts
 * that are costly to start (the map's library) and need not start for a visitor who never scrolls
 * to them. Without IntersectionObserver the answer is true at once.
 */
export function useNearViewport<T extends Element>(margin: string): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [useCallback((node: T | null) => setElement(node), []), near];
}
