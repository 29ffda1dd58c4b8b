import { z } from "zod";
import { requiredMobile } from "../forms/form-fields";
import { eraseAccount, type EraseAccountDeps, type EraseOutcome } from "./erase-account";

/** /dev/erase-now's form: the number of an account that has asked to be deleted (its sessions ended with the request). */
export const eraseNowSchema = z.object({ phone: requiredMobile() });

export type DemoErasureReport = {
  outcome: EraseOutcome;
  /** What the database still holds of the account's orders. */
  orders: { id: number; name: string; phone: string; prescription: boolean; report: boolean; invoiceNumber: number | null }[];
  /** The account's prescriptions and reports, and its invoice PDFs: how many there were, and how many the storage still has. */
  personalFiles: { before: number; stored: number };
  invoiceFiles: { before: number; stored: number };
};

/**
 * Demo mode only: carries out the pending erasure of the account with this number now, as the scheduled job does once
 * the 7 days are over (core/jobs/erasure-job.ts; the request keeps its due date), then reports what the database and the file storage still
 * hold, so the demo (and its end-to-end test) can show that the orders' personal data and files are gone while the
 * invoices stay. Undefined: no such account with an erasure waiting.
 */
export async function eraseNowForDemo(deps: EraseAccountDeps, input: { phone: string; now?: Date }): Promise<DemoErasureReport | undefined> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const erasure = await db
    .selectFrom("account_erasures as e")
    .innerJoin("users as u", "u.id", "e.account_id")
    .select(["e.id", "e.account_id"])
    .where("u.phone", "=", input.phone)
    .where("e.state", "=", "pending")
    .executeTakeFirst();
  if (!erasure) return undefined;
  const orderRows = () =>
    db.selectFrom("sample_requests").select(["id", "name", "phone", "prescription", "report", "invoice_number"]).where("uid", "=", erasure.account_id).orderBy("id").execute();
  const before = await orderRows();
  const personalKeys = before.flatMap((order) => [order.prescription, order.report]).filter((key): key is string => Boolean(key));
  const invoiceNumbers = before.map((order) => order.invoice_number).filter((n): n is number => n !== null);
  const invoiceKeys =
    invoiceNumbers.length === 0 ? [] : (await db.selectFrom("invoice_files").select("file_key").where("invoice_number", "in", invoiceNumbers).execute()).map((row) => row.file_key);

  const outcome = await eraseAccount(deps, erasure.id, now);

  const stored = async (keys: string[]) => {
    let count = 0;
    for (const key of keys) {
      const file = await deps.storage.get(key);
      if (file) {
        count += 1;
        file.stream.destroy();
      }
    }
    return count;
  };
  return {
    outcome,
    orders: (await orderRows()).map((order) => ({
      id: order.id,
      name: order.name,
      phone: order.phone,
      prescription: order.prescription !== null,
      report: order.report !== null,
      invoiceNumber: order.invoice_number,
    })),
    personalFiles: { before: personalKeys.length, stored: await stored(personalKeys) },
    invoiceFiles: { before: invoiceKeys.length, stored: await stored(invoiceKeys) },
  };
}
