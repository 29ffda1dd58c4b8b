import { describe, expect, it } from "vitest";
import { chatRequest, fitChatContent } from "./chat-content";

describe("a conversation's reply within the Cloud API's limits", () => {
  it("keeps 3 buttons of 20 characters, 10 rows of 24 (descriptions 72), a list button of 20", () => {
    const long = "বাড়ি থেকে নমুনা সংগ্রহের অনুরোধ জানান এখনই";
    const buttons = fitChatContent({ kind: "buttons", body: "b", buttons: Array.from({ length: 5 }, (_, i) => ({ id: `b${i}`, title: long })) });
    expect(buttons.kind === "buttons" && buttons.buttons).toHaveLength(3);
    if (buttons.kind === "buttons") for (const button of buttons.buttons) expect(Array.from(button.title).length).toBeLessThanOrEqual(20);
    const list = fitChatContent({ kind: "list", body: "b", button: long, rows: Array.from({ length: 14 }, (_, i) => ({ id: `r${i}`, title: long, description: long.repeat(3) })) });
    if (list.kind !== "list") throw new Error("a list");
    expect(list.rows).toHaveLength(10);
    expect(Array.from(list.button).length).toBeLessThanOrEqual(20);
    for (const row of list.rows) {
      expect(Array.from(row.title).length).toBeLessThanOrEqual(24);
      expect(Array.from(row.description ?? "").length).toBeLessThanOrEqual(72);
      expect(row.title.endsWith("…")).toBe(true);
    }
  });

  it("builds the interactive bodies the Cloud API documents", () => {
    expect(chatRequest("9830098300", { kind: "buttons", body: "Hi", buttons: [{ id: "lang:bn", title: "বাংলা" }] })).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919830098300",
      type: "interactive",
      interactive: { type: "button", body: { text: "Hi" }, action: { buttons: [{ type: "reply", reply: { id: "lang:bn", title: "বাংলা" } }] } },
    });
    expect(chatRequest("9830098300", { kind: "list", body: "Menu", button: "Choose", rows: [{ id: "menu:book", title: "Book a test" }] })).toMatchObject({
      type: "interactive",
      interactive: { type: "list", body: { text: "Menu" }, action: { button: "Choose", sections: [{ title: "Choose", rows: [{ id: "menu:book", title: "Book a test" }] }] } },
    });
    expect(chatRequest("9830098300", { kind: "document", fileKey: "report/x", filename: "r.pdf", mime: "application/pdf", caption: "c" }, "media-1")).toMatchObject({
      type: "document",
      document: { id: "media-1", filename: "r.pdf", caption: "c" },
    });
  });
});
