/**
 * The error boundary (decision 0008) tells a visitor who left mid-answer from a server failure: a
 * write to a closed connection is logged as the visitor leaving, never as a failed request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { createErrorBoundary, visitorLeft } from "~/.server/http/boundary";
import type { Logger } from "~/.server/logger";

const closedWrite = Object.assign(new Error("Writable closed before stream finished"), { name: "WritableClosedError" });

function exchange(destroyed: boolean) {
  const req = { method: "POST", url: "/careers/apply", headers: {}, socket: { destroyed } } as unknown as IncomingMessage;
  const res = {
    destroyed,
    headersSent: true,
    destroy: vi.fn(),
    setHeader: vi.fn(),
    getHeader: () => "id-1",
  } as unknown as ServerResponse;
  return { req, res };
}

function logger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Logger &
    Record<"info" | "warn" | "error", ReturnType<typeof vi.fn>>;
}

describe("the error boundary", () => {
  it("logs a write to a visitor's closed connection as the visitor leaving", () => {
    const log = logger();
    const { req, res } = exchange(true);
    createErrorBoundary(log).fail(req, res, closedWrite);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ url: "/careers/apply" }), "Visitor left before the answer");
    expect(res.destroy).toHaveBeenCalled();
  });

  it("still reports a failure while the visitor is there, or any other error after they left", () => {
    expect(visitorLeft(exchange(false).req, exchange(false).res, closedWrite)).toBe(false);
    const { req, res } = exchange(true);
    expect(visitorLeft(req, res, new TypeError("undefined is not a function"))).toBe(false);
    const log = logger();
    createErrorBoundary(log).fail(req, res, new TypeError("undefined is not a function"));
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), "Request failed");
  });
});
