import { data, type AppLoadContext } from "react-router";
import { formatClock, parseClockTime } from "../../core/time/clock-time";
import { formatIsoDate } from "../../core/time/kolkata-day";
import { pharmacyAppointmentSchema } from "../../core/appointments/pharmacy-appointment-schema";
import { spendAppointmentBudget } from "../../core/appointments/appointment-budget";
import { formAction } from "../lib/form-action.server";
import { getUser } from "../lib/session.server";

/** The 'Book Your Appointment' action (spec 001 §2.9, §5): validate, store, confirm on WhatsApp, answer. */
export function handlePharmacyAppointment({ request, context, placeId }: { request: Request; context: AppLoadContext; placeId: number }) {
  return formAction({
    request,
    context,
    schema: pharmacyAppointmentSchema,
    what: "appointment request not stored",
    budget: () => spendAppointmentBudget(context.auth.rateLimiter, { ip: context.clientIp }),
    run: async (form) => {
      const place = await context.core.getPlace({ id: placeId, from: null, now: new Date() });
      if (!place) throw data(null, { status: 404 });
      const user = await getUser(context);
      const outcome = await context.core.requestPharmacyAppointment(context.auth.messenger, {
        place,
        form,
        user: user ? { id: user.id, phone: user.phone } : null,
        language: context.lang,
        log: context.log,
      });
      return { message: outcome.message, date: formatIsoDate(form.date), time: formatClock(parseClockTime(form.time) ?? 0) };
    },
  });
}
