import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readHandoffAhead } from "./read-handoff-ahead";

const encoder = new TextEncoder();

function contextWith(pieces: (Uint8Array | Error)[]) {
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) controller.close();
      else if (next instanceof Error) controller.error(next);
      else controller.enqueue(next);
    },
  });
  return { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
}

describe("the loaders' data read ahead", () => {
  it("caches each piece as StreamTransfer reads it, a character split between pieces whole, and leaves the stream for its reader", async () => {
    const bengali = encoder.encode("নমুনা");
    const context = contextWith([encoder.encode('[{"_1":2},"loaderData",'), bengali.subarray(0, 4), bengali.subarray(4)]);
    await readHandoffAhead(context);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0", "1", "2", "3"]);
    expect([0, 1, 2, 3].map((identifier) => cache[identifier]!.result)).toEqual([
      { done: false, value: '[{"_1":2},"loaderData",' },
      { done: false, value: "ন" },
      { done: false, value: "মুনা" },
      { done: true, value: "" },
    ]);
    // ServerRouter takes a reader of its own: the lock is released.
    expect(() => context.serverHandoffStream!.getReader()).not.toThrow();
  });

  it("caches a failed read as the failure, for StreamTransfer to throw where it renders", async () => {
    const context = contextWith([encoder.encode("[1]"), new Error("encoding failed")]);
    await readHandoffAhead(context);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result).toEqual({ done: false, value: "[1]" });
    expect(cache[1]!.error).toEqual(new Error("encoding failed"));
    expect(cache[1]!.result).toBeUndefined();
  });

  it("leaves a context without a stream as it is", async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    await readHandoffAhead(context);
    expect(context.renderMeta).toEqual({});
  });
});
