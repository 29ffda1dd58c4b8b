import { describe, expect, it } from "vitest";
import { PRESCRIPTION_MAX_BYTES } from "../../../core/files/check-prescription-file";
import { readBookingForm } from "./read-booking-form.server";

const post = (body: FormData | URLSearchParams) => new Request("http://x/booking/sample-request", { method: "POST", body });

describe("readBookingForm", () => {
  it("reads the text fields and the prescription's bytes", async () => {
    const form = new FormData();
    form.set("name", "Anita Roy");
    form.set("prescription", new File([new Uint8Array([1, 2, 3])], "p.jpg", { type: "image/jpeg" }));
    const read = await readBookingForm(post(form));
    expect(read).toEqual({ ok: true, values: { name: "Anita Roy" }, prescription: new Uint8Array([1, 2, 3]) });
  });

  it("an empty file input (nothing chosen) is no prescription", async () => {
    const form = new FormData();
    form.set("name", "Anita Roy");
    form.set("prescription", new File([], "", { type: "application/octet-stream" }));
    expect(await readBookingForm(post(form))).toEqual({ ok: true, values: { name: "Anita Roy" }, prescription: null });
  });

  it("stops at a file over 10 MB and keeps the fields sent before it", async () => {
    const form = new FormData();
    form.set("name", "Anita Roy");
    form.set("prescription", new File([new Uint8Array(PRESCRIPTION_MAX_BYTES + 1)], "big.jpg"));
    expect(await readBookingForm(post(form))).toEqual({ ok: false, problem: "tooLarge", values: { name: "Anita Roy" } });
  });

  it("a body that is not multipart is refused as such", async () => {
    expect(await readBookingForm(post(new URLSearchParams({ name: "x" })))).toEqual({ ok: false, problem: "notMultipart", values: {} });
  });
});
