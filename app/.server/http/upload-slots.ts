/**
 * How many large uploads (a CV, an image) the server takes at once (decision 0034): each one's body
 * is held, decoded, checked and stored in memory, a few copies of up to 5 MB, so twenty at once
 * would cost hundreds of MB. Past the limit a request waits for a slot before its body is read: its
 * bytes stay in the connection (the sender's and the kernel's buffers), not in the server's memory.
 * A slot is held until the answer is written.
 */
export interface UploadSlots {
  /** Resolves when a slot is free; call the answer to give the slot back (once). */
  take(): Promise<() => void>;
  /** Slots in use and requests waiting, for the metrics and tests. */
  readonly inUse: number;
  readonly waiting: number;
}

/** Large uploads handled at once: enough to keep both PDF readers busy, few enough to bound memory. */
export const UPLOADS_AT_ONCE = 4;

export function uploadSlots(limit = UPLOADS_AT_ONCE): UploadSlots {
  let inUse = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else inUse--;
  };
  return {
    take() {
      let given = false;
      const giveBack = () => {
        if (given) return;
        given = true;
        release();
      };
      if (inUse < limit) {
        inUse++;
        return Promise.resolve(giveBack);
      }
      // The slot passes straight from the request that ends to the next in line.
      return new Promise((resolve) => queue.push(() => resolve(giveBack)));
    },
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
  };
}
