import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APP_ERROR_CODES } from "../errors/app-error";
import { sanitiseUpload } from "./sanitise-upload";
import { heicWithExif } from "./test-support/crafted-files";

/** Fixed in CI so a failure replays; FUZZ_SEED=<n> replays another run. The seed is printed either way. */
const seed = Number(process.env.FUZZ_SEED ?? 250_425);
const RUNS = 5_000;
const original = heicWithExif();

/** Values that break size and offset fields in interesting ways. */
const edgeUint32 = fc.constantFrom(0, 1, 7, 8, 15, 16, 0x7fffffff, 0xffffffff, original.length, original.length + 1);

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("byte" as const), at: fc.nat(original.length - 1), value: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant("uint32" as const), at: fc.nat(original.length - 4), value: fc.oneof(edgeUint32, fc.nat()) }),
  fc.record({ kind: fc.constant("cut" as const), at: fc.nat(original.length) }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(original.length), bytes: fc.uint8Array({ minLength: 1, maxLength: 24 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(bytes: Uint8Array, mutations: Mutation[]): Uint8Array {
  let out = bytes.slice();
  for (const change of mutations) {
    const at = Math.min(change.at, Math.max(out.length - 1, 0));
    if (change.kind === "byte") out[at] = change.value;
    else if (change.kind === "uint32" && at + 4 <= out.length) new DataView(out.buffer).setUint32(at, change.value >>> 0);
    else if (change.kind === "cut") out = out.slice(0, change.at);
    else if (change.kind === "insert") out = Uint8Array.from([...out.subarray(0, at), ...change.bytes, ...out.subarray(at)]);
  }
  return out;
}

describe("sanitiseUpload: the HEIC path under 5,000 mutated files", () => {
  it("accepts (as HEIC/HEIF, same length) or refuses with a translated 4xx; never throws", async () => {
    console.log(`HEIC fuzz seed ${seed} (FUZZ_SEED=${seed} to replay)`);
    const outcomes = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (mutations) => {
        const bytes = mutate(original, mutations);
        const result = await sanitiseUpload(bytes, "prescription");
        if (result.ok) {
          outcomes.accepted++;
          expect(["image/heic", "image/heif", "image/jpeg", "image/png", "image/webp", "application/pdf"]).toContain(result.mime);
          if (result.mime.startsWith("image/hei")) expect(result.bytes.length).toBe(bytes.length);
        } else {
          outcomes.refused++;
          expect(APP_ERROR_CODES).toContain(result.code);
          expect(result.status).toBeGreaterThanOrEqual(400);
          expect(result.status).toBeLessThan(500);
        }
      }),
      { numRuns: RUNS, seed },
    );
    console.log(`HEIC fuzz: ${outcomes.accepted} accepted, ${outcomes.refused} refused`);
    // Both answers must occur, or the mutations missed the format (all refused) or never touched it (all accepted).
    expect(outcomes.accepted).toBeGreaterThan(RUNS / 20);
    expect(outcomes.refused).toBeGreaterThan(RUNS / 20);
  }, 60_000);
});
