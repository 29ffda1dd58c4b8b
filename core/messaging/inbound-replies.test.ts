import { describe, expect, it } from "vitest";
import { inboundRepliesOf } from "./inbound-replies";

const now = new Date("2026-11-25T10:00:00Z");
const payload = (...messages: unknown[]) => ({ entry: [{ changes: [{ value: { messages } }] }, { changes: [{ value: { statuses: [{ id: "wamid.s", status: "read" }] } }] }] });
const at = (seconds: number) => String(seconds);

describe("incoming WhatsApp replies", () => {
  it("reads typed text, a template's button and an interactive button, with the sender's 10 digits and WhatsApp's time", () => {
    const sent = Math.floor(now.getTime() / 1000) - 30;
    expect(
      inboundRepliesOf(
        payload(
          { from: "919830012345", id: "wamid.a", timestamp: at(sent), type: "text", text: { body: "YES" } },
          { from: "919830012346", id: "wamid.b", timestamp: at(sent), type: "button", button: { payload: "STOP", text: "Stop" } },
          { from: "919830012347", id: "wamid.c", timestamp: at(sent), type: "interactive", interactive: { type: "button_reply", button_reply: { id: "yes", title: "Yes" } } },
        ),
        now,
      ),
    ).toEqual([
      { id: "wamid.a", from: "9830012345", at: new Date(sent * 1000), text: "YES" },
      { id: "wamid.b", from: "9830012346", at: new Date(sent * 1000), text: "STOP" },
      { id: "wamid.c", from: "9830012347", at: new Date(sent * 1000), text: "yes" },
    ]);
  });

  it("leaves out statuses, other kinds of message, numbers that are not Indian mobiles and messages without an id", () => {
    expect(
      inboundRepliesOf(
        payload(
          { from: "919830012345", id: "wamid.img", type: "image", image: { id: "1" } },
          { from: "447700900123", id: "wamid.uk", type: "text", text: { body: "YES" } },
          { from: "919830012345", type: "text", text: { body: "YES" } },
          "not a message",
        ),
        now,
      ),
    ).toEqual([]);
    expect(inboundRepliesOf({ entry: "odd" }, now)).toEqual([]);
    expect(inboundRepliesOf(null, now)).toEqual([]);
  });

  it("takes a missing or future time as the time it arrived", () => {
    const [noTime, future] = inboundRepliesOf(
      payload({ from: "919830012345", id: "wamid.x", type: "text", text: { body: "yes" } }, { from: "919830012345", id: "wamid.y", timestamp: at(4_000_000_000), type: "text", text: { body: "yes" } }),
      now,
    );
    expect(noTime?.at).toEqual(now);
    expect(future?.at).toEqual(now);
  });
});
