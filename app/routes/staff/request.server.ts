import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { availableSlots, slotValue } from "../../../core/booking/slots";
import { slotText } from "../../../core/booking/slot-names";
import { formatAddress } from "../../../core/geo/format-address";
import { formatClock, formatDateTime, formatRupees } from "../../../core/format/format";
import { assignAgent } from "../../../core/orders/assign-agent";
import { assignAgentToVisit } from "../../../core/orders/assign-agent-to-visit";
import { assignLab } from "../../../core/orders/assign-lab";
import { cancelOrder } from "../../../core/orders/cancel-order";
import { confirmTests } from "../../../core/orders/confirm-tests";
import type { Actor } from "../../../core/orders/order-deps";
import { rescheduleOrder } from "../../../core/orders/reschedule-order";
import { unlockAgentCode } from "../../../core/orders/resolve-by-staff";
import { recordRefund } from "../../../core/refunds/record-refund";
import { startGatewayRefund } from "../../../core/refunds/start-gateway-refund";
import type { OrderRow } from "../../../core/orders/run-transition";
import { slotStartTime } from "../../../core/orders/slot-start";
import { takePaymentAtDoor } from "../../../core/orders/take-payment-at-door";
import { mayMake, startsFrom, type TransitionName } from "../../../core/orders/transitions";
import { mapsUrlOf } from "../../../core/staff/field-visit";
import type { StaffRefund } from "../../../core/staff/get-staff-request";
import type { StaffRequestForm, StaffRequestIntent } from "../../../core/staff/staff-request-forms";
import { parseSlotValue } from "../../../core/booking/slots";
import { formatIsoDate, isIsoDate, kolkataDay } from "../../../core/time/kolkata-day";
import { orderDeps } from "./staff.server";
import { serverT } from "../../i18n/server-t.server";
import { testNameIn } from "../../i18n/test-names.server";
import { actorText, attemptStateText, errorCodeText, genderText, languageText, paymentMethodText, serviceTypeText, templateText } from "../../i18n/stored-values";

/** The refund the page's forms act on: the oldest still Due (the next shows once it is made). */
export const nextDueRefund = (refunds: StaffRefund[]) => refunds.find((refund) => refund.state === "due");

/** Which forms the page shows: the transition table's starting statuses, then each transition's own conditions. */
export function allowedActions(order: OrderRow, refunds: StaffRefund[] = []): Record<StaffRequestIntent | "upload-report", boolean> {
  const may = (name: TransitionName) => mayMake(name, "admin") && startsFrom(name, order.status);
  const paid = order.payment_status === "Success";
  return {
    "confirm-tests": may("confirmTests") && !paid,
    "assign-lab": may("assignLab") && (order.lab_id === null || order.status === "Pending Confirmation"),
    "assign-agent": may("assignAgent") && order.lab_id !== null && order.agent_started_at === null,
    cancel: may("cancel"),
    "take-payment": may("takePaymentAtDoor") && !paid && (order.amount_paise ?? 0) >= 100,
    reschedule: may("reschedule") && order.agent_started_at === null,
    "unlock-code": may("unlockAgentCode") && order.code_locked_at !== null,
    // Money held is never "nothing left to do": a Due refund is recorded, or sent through the gateway when it can be.
    "record-refund": nextDueRefund(refunds) !== undefined,
    "gateway-refund": nextDueRefund(refunds)?.byGateway === true,
    "upload-report": may("uploadReport"),
  };
}

/** Everything the request's page renders, formatted on the server (dates in Kolkata, rupees). */
export async function staffRequestPage(context: AppLoadContext, viewer: Actor, orderId: number, now = new Date()) {
  const found = await context.core.getStaffRequest(orderId, { actor: viewer, now });
  if (!found) return undefined;
  const { order } = found;
  const actions = allowedActions(order, found.refunds);
  const dueRefund = nextDueRefund(found.refunds);
  const needsOptions = actions["confirm-tests"] || actions["assign-lab"] || actions["assign-agent"];
  const options = needsOptions ? await context.core.getStaffRequestOptions(order) : { tests: [], agents: [], labs: [] };
  const visitMates = actions["assign-agent"] ? await context.core.listVisitMates(order.id) : [];
  const slot = parseSlotValue(order.date);
  const today = kolkataDay(now).date;
  const address = formatAddress([order.address, order.village, order.city, order.state, order.pincode]);
  // The values the database stores in English, in the staff member's language (issue #30).
  const common = serverT(context.lang);
  const testName = (name: string) => testNameIn(context.lang, name);
  return {
    id: order.id,
    status: order.status,
    version: found.version,
    // One key per render: each form adds its intent, so one post twice is done once and two forms never collide.
    formKey: randomUUID(),
    actions,
    patient: {
      name: order.name,
      phone: order.phone,
      alternatePhone: order.alternate_phone,
      gender: order.gender ? genderText(common, order.gender) : null,
      dob: order.dob,
      guardianName: order.guardian_name,
      address,
      mapsUrl: mapsUrlOf(order.lat, order.lon, address),
      note: order.note ?? order.patient_note,
      language: languageText(common, order.language),
    },
    created: formatDateTime(order.created_at),
    updated: formatDateTime(order.updated_at),
    slot: order.date ? slotText(order.date, context.lang) : null,
    serviceType: serviceTypeText(common, order.service_type),
    tests: found.tests.map((test) => ({ name: testName(test.name), amount: test.amountPaise === null ? null : formatRupees(test.amountPaise) })),
    amount: order.amount_paise === null ? null : formatRupees(order.amount_paise),
    amountReason: order.amount_reason,
    lab: order.lab_id === null ? null : { id: order.lab_id, name: order.lab_name, phone: order.lab_phone, address: order.lab_address, status: order.lab_status },
    agent:
      order.agent_id === null
        ? null
        : {
            name: order.agent_name,
            date: order.agent_assign_date && isIsoDate(order.agent_assign_date) ? formatIsoDate(order.agent_assign_date) : order.agent_assign_date,
            time: order.agent_assign_time ? formatClock(order.agent_assign_time) : null,
            status: order.agent_status,
            startedAt: order.agent_started_at ? formatDateTime(order.agent_started_at) : null,
          },
    codeLocked: order.code_locked_at !== null,
    codeAttempts: order.code_attempts,
    collectedAt: order.sample_collected_at ? formatDateTime(order.sample_collected_at) : null,
    payment: {
      status: order.payment_status,
      method: order.payment_method ? paymentMethodText(common, order.payment_method) : null,
      paid: order.payment_amount_paise === null ? null : formatRupees(order.payment_amount_paise),
      due: order.due_amount_paise === null ? null : formatRupees(order.due_amount_paise),
      transactionId: order.transaction_id,
      when: [order.transaction_date, order.transaction_time].filter(Boolean).join(" ") || null,
      invoiceNumber: order.invoice_number,
      flag: order.payment_flag,
      refund: order.refund_status,
    },
    refunds: found.refunds.map((r) => ({
      id: r.id,
      amount: formatRupees(r.amountPaise),
      cause: r.cause,
      state: r.state,
      method: r.method,
      errorCode: r.errorCode,
      reference: r.reference,
      refunded: r.refundedPaise === null ? null : formatRupees(r.refundedPaise),
      refundedOn: r.refundedOn ? formatIsoDate(r.refundedOn) : null,
    })),
    // The form's defaults: the sum owed, in rupees as staff type them, and today.
    dueRefund: dueRefund ? { id: dueRefund.id, amount: formatRupees(dueRefund.amountPaise), rupees: (dueRefund.amountPaise / 100).toFixed(dueRefund.amountPaise % 100 === 0 ? 0 : 2), byGateway: dueRefund.byGateway, errorCode: dueRefund.errorCode } : null,
    attempts: found.payments.map((p) => ({
      ...p,
      state: attemptStateText(common, p.state),
      errorCode: p.errorCode ? errorCodeText(common, p.errorCode) : null,
      amount: formatRupees(p.amountPaise),
      created: formatDateTime(p.createdAt),
      finished: p.finishedAt ? formatDateTime(p.finishedAt) : null,
    })),
    cancel: order.status === "Cancelled" ? { reason: order.cancel_reason, by: order.cancelled_by ? actorText(common, order.cancelled_by) : null, at: order.cancelled_at ? formatDateTime(order.cancelled_at) : null } : null,
    hasPrescription: found.hasPrescription,
    prescriptionType: order.prescription_type,
    hasReport: found.hasReport,
    reportDate: order.report_date ? formatDateTime(order.report_date) : null,
    history: found.history.map((entry) => ({
      id: entry.id,
      at: formatDateTime(entry.at),
      who: entry.actorName,
      role: entry.actor,
      action: entry.action,
      changes: entry.changes.map(({ testNames, ...change }) => (testNames ? { ...change, values: { ...change.values, tests: testNames.map(testName).join(", ") } } : change)),
    })),
    messages: found.messages.map((m) => ({
      id: m.id,
      template: templateText(common, m.template),
      state: m.state,
      attempts: m.attempts,
      // The provider's own words stay for staff to quote, behind the code's translation (the title of the line).
      error: m.errorCode ? errorCodeText(common, m.errorCode) : m.error,
      errorDetail: m.errorCode ? m.error : null,
      at: formatDateTime(m.createdAt),
    })),
    options: {
      tests: options.tests.map((test) => ({ ...test, name: testName(test.name), price: formatRupees(test.pricePaise) })),
      agents: options.agents,
      labs: options.labs,
      slots: availableSlots(now).map((value) => ({ value, label: slotText(slotValue(value, now), context.lang) })),
    },
    defaults: {
      visitDate: order.agent_assign_date ?? (slot && slot.date >= today ? slot.date : today),
      visitTime: order.agent_assign_time ?? slotStartTime(order.date),
      agentId: order.agent_id,
    },
    visitMates,
    today,
  };
}

export type StaffRequestPage = NonNullable<Awaited<ReturnType<typeof staffRequestPage>>>;

/** One staff form's transition, with the form's key per intent and the version the form showed. */
export async function runStaffForm(context: AppLoadContext, actor: Actor, orderId: number, form: StaffRequestForm, testIds: number[]) {
  const deps = orderDeps(context);
  const input = { orderId, actor, formKey: `${form.formKey}:${form.intent}`, seen: form.seen };
  switch (form.intent) {
    case "confirm-tests":
      return confirmTests(deps, { ...input, testIds, amountPaise: form.amount ?? null, reason: form.amountReason ?? null });
    case "assign-lab":
      return assignLab(deps, { ...input, labId: form.labId });
    case "assign-agent": {
      const assignment = { ...input, agentId: form.agentId, date: form.date, time: form.time };
      if (!form.wholeVisit) return assignAgent(deps, assignment);
      const outcomes = await assignAgentToVisit(deps, assignment);
      return { notAssigned: outcomes.filter((outcome) => outcome.outcome === "refused").map((outcome) => outcome.orderId) };
    }
    case "cancel":
      return cancelOrder(deps, { ...input, reason: form.reason });
    case "take-payment":
      return takePaymentAtDoor(deps, { ...input, method: form.method });
    case "reschedule":
      return rescheduleOrder(deps, { ...input, slot: form.slot });
    case "unlock-code":
      return unlockAgentCode(deps, input);
    case "record-refund":
      return recordRefund(deps, {
        orderId,
        refundId: form.refundId,
        actorId: actor.id,
        reference: form.reference,
        amountPaise: form.refundAmount ?? 0,
        refundedOn: form.refundedOn,
        formKey: input.formKey,
      });
    case "gateway-refund":
      // The gateway is called after the refund is claimed and committed, never inside the transaction.
      return startGatewayRefund({ ...context.payments, onMessageError: deps.onMessageError }, { orderId, refundId: form.refundId, actorId: actor.id, formKey: input.formKey });
  }
}
