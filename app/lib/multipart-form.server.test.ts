import { describe, expect, it } from "vitest";
import { isAppError } from "../../core/errors/app-error";
import { readMultipartForm, type UploadField } from "./multipart-form.server";

const post = (body: FormData | URLSearchParams) => new Request("http://x/booking/sample-request", { method: "POST", body });
const upload: UploadField = { name: "prescription", maxBytes: 1024, tooLarge: "prescriptionTooLarge" };

async function read(body: FormData | URLSearchParams, maxBytes = 64 * 1024) {
  const into = new FormData();
  try {
    const file = await readMultipartForm(post(body), { maxBytes, upload, into });
    return { file, values: Object.fromEntries(into) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { error: `${error.status} ${error.code}`, values: Object.fromEntries(into) };
  }
}

describe("readMultipartForm", () => {
  it("reads the text fields and the upload's bytes", async () => {
    const form = new FormData();
    form.set("name", "Anita Roy");
    form.set("prescription", new File([new Uint8Array([1, 2, 3])], "p.jpg", { type: "image/jpeg" }));
    expect(await read(form)).toEqual({ file: new Uint8Array([1, 2, 3]), values: { name: "Anita Roy" } });
  });

  it("an empty file input (nothing chosen) is no file", async () => {
    const form = new FormData();
    form.set("name", "Anita Roy");
    form.set("prescription", new File([], "", { type: "application/octet-stream" }));
    expect(await read(form)).toEqual({ file: null, values: { name: "Anita Roy" } });
  });

  it("stops at a file over its own limit with its own code, keeping the fields sent before it", async () => {
    const form = new FormData();
    form.set("name", "Anita Roy");
    form.set("prescription", new File([new Uint8Array(1025)], "big.jpg"));
    expect(await read(form)).toEqual({ error: "413 prescriptionTooLarge", values: { name: "Anita Roy" } });
  });

  it("a body over the form's cap is 413 payloadTooLarge", async () => {
    const form = new FormData();
    form.set("note", "x".repeat(900));
    form.set("address", "y".repeat(900));
    expect(await read(form, 1500)).toMatchObject({ error: "413 payloadTooLarge" });
  });

  it("a body that is not multipart is 415", async () => {
    expect(await read(new URLSearchParams({ name: "x" }))).toEqual({ error: "415 unsupportedMediaType", values: {} });
  });
});
