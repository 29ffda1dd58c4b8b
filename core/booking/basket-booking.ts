import { showBasketForBooking } from "../basket/show-basket";
import { emptyBasket } from "../basket/visitor-basket";
import { BASKET_FIELD } from "../basket/basket-field";
import { createSampleRequest, type CreatedSampleRequest, type CreateSampleRequestDeps, type RefusedSampleRequest } from "./create-sample-request";
import type { SampleRequestForm } from "./sample-request-schema";
import type { Language } from "../i18n/language";


/**
 * A booking from the visitor's basket (tests or packages of one lab, issue #27): no prescription needed. The
 * basket is priced again now by the one price rule, and the booking is made only at the total the page showed:
 * if a price changed since, nothing is booked and the page shows the new total to accept. The amount charged is
 * always the server's; what the browser posts only tells which total the patient saw.
 */
export async function bookBasket(
  deps: CreateSampleRequestDeps,
  options: {
    patient: { id: number; phone: string };
    form: SampleRequestForm;
    basketToken: string | undefined;
    shownTotalPaise: number | null;
    prescription: Uint8Array | null;
    language: Language;
    now: Date;
    trackingUrl: (id: number) => string;
  },
): Promise<CreatedSampleRequest | RefusedSampleRequest> {
  const { db } = deps;
  // The same form posted again after it booked (the basket is empty by then) answers with the request it made.
  if (options.form.requestKey) {
    const earlier = await db.selectFrom("sample_requests").select("id").where("request_key", "=", options.form.requestKey).where("uid", "=", options.patient.id).executeTakeFirst();
    if (earlier) return { ok: true, id: earlier.id, repeated: true, messageId: null };
  }
  const basket = await showBasketForBooking(db, options.basketToken);
  if (!basket.ok) return { ok: false, status: 409, fieldErrors: { [BASKET_FIELD]: `errors.${basket.code}` } };
  if (options.shownTotalPaise !== basket.view.totalPaise) return { ok: false, status: 409, fieldErrors: { [BASKET_FIELD]: "errors.basketPriceChanged" } };
  const created = await createSampleRequest(deps, {
    patient: options.patient,
    form: { ...options.form, labId: basket.view.lab.id },
    prescription: options.prescription,
    language: options.language,
    now: options.now,
    priced: {
      tests: basket.view.lines.map((line) => ({ test_name: line.name, amount_paise: line.pricePaise })),
      amountPaise: basket.view.totalPaise,
      trackingUrl: options.trackingUrl,
    },
  });
  if (created.ok) await emptyBasket(db, options.basketToken);
  return created;
}
