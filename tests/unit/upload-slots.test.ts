/**
 * Large uploads wait for one of a few slots before their body is read (decision 0034): no more
 * than the limit at once, the next in line served as one ends, a slot given back once however
 * often its request says it ended.
 */
import { describe, expect, it } from "vitest";
import { uploadSlots } from "~/.server/http/upload-slots";

describe("upload slots", () => {
  it("lets the limit in at once, queues the rest, and passes each freed slot to the next in line", async () => {
    const slots = uploadSlots(2);
    const order: string[] = [];
    const first = await slots.take();
    const second = await slots.take();
    const third = slots.take().then((giveBack) => {
      order.push("third");
      return giveBack;
    });
    const fourth = slots.take().then((giveBack) => {
      order.push("fourth");
      return giveBack;
    });
    await Promise.resolve();
    expect({ inUse: slots.inUse, waiting: slots.waiting, order }).toEqual({ inUse: 2, waiting: 2, order: [] });
    first();
    const thirdBack = await third;
    expect(order).toEqual(["third"]);
    expect(slots.inUse).toBe(2);
    second();
    second(); // A request that reports its end twice gives its slot back once.
    const fourthBack = await fourth;
    expect(order).toEqual(["third", "fourth"]);
    thirdBack();
    fourthBack();
    expect({ inUse: slots.inUse, waiting: slots.waiting }).toEqual({ inUse: 0, waiting: 0 });
  });
});
