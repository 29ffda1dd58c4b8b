import type { Db } from "../../db/client";
import { isUniqueViolation } from "../errors/unique-violation";
import { newVerificationCode } from "./verification-code";

export type VerifiedDocument = {
  orderId: number;
  kind: "report" | "invoice";
  /** The report's stored file key, or the invoice number. */
  document: string;
  /** The date the document carries. */
  dated: Date;
};

/**
 * The code a document carries, made the first time it is needed (a report's first download, an invoice's print
 * or first opening) and the same ever after. Two requests that race both get the one code the database kept.
 */
export async function verificationCodeFor(db: Db, input: VerifiedDocument): Promise<string> {
  const existing = () =>
    db
      .selectFrom("verification_codes")
      .select("code")
      .where("request_id", "=", input.orderId)
      .where("kind", "=", input.kind)
      .where("document", "=", input.document)
      .executeTakeFirst();
  const found = await existing();
  if (found) return found.code;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const inserted = await db
        .insertInto("verification_codes")
        .values({ code: newVerificationCode(), request_id: input.orderId, kind: input.kind, document: input.document, dated: input.dated })
        .onConflict((c) => c.constraint("verification_codes_one_per_document").doNothing())
        .returning("code")
        .executeTakeFirst();
      if (inserted) return inserted.code;
      const raced = await existing();
      if (raced) return raced.code;
    } catch (error) {
      // 50 random bits: two equal codes are all but impossible, but a collision must never hand out another's code.
      if (!isUniqueViolation(error, "verification_codes_pkey")) throw error;
    }
  }
  throw new Error("no verification code could be stored");
}
