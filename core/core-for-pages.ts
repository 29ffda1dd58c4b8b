import type { Db } from "../db/client";
import { requestDoctorAppointment } from "./appointments/request-doctor-appointment";
import { requestPharmacyAppointment } from "./appointments/request-pharmacy-appointment";
import { changePassword } from "./auth/change-password";
import { findSessionUser, revokeSession } from "./auth/sessions";
import { addToBasket, emptyBasket, removeFromBasket } from "./basket/visitor-basket";
import { showBasket } from "./basket/show-basket";
import { bookBasket } from "./booking/basket-booking";
import { createSampleRequest, type CreateSampleRequestDeps } from "./booking/create-sample-request";
import { listBookingMembers } from "./booking/booking-members";
import { fullSlotsAtLabs } from "./booking/full-slots-at-labs";
import { getHealthConsent } from "./booking/get-health-consent";
import { listMySampleRequests } from "./booking/list-my-sample-requests";
import { buildHomeView } from "./catalog/build-home-view";
import { listActiveLabs } from "./catalog/list-active-labs";
import { labPricedTests, labsPricedTests } from "./catalog/lab-prices";
import { listCatalogue } from "./catalog/list-catalogue";
import { addFamilyMember } from "./family/add-family-member";
import { askWhatsAppConsent, type AskConsentDeps } from "./family/ask-whatsapp-consent";
import { getFamilyMember } from "./family/get-family-member";
import { listFamilyMembers } from "./family/list-family-members";
import { removeFamilyMember } from "./family/remove-family-member";
import { updateFamilyMember } from "./family/update-family-member";
import { packageOffers } from "./catalog/package-offers";
import { submitContactMessage } from "./contact/submit-contact-message";
import { findDoctorsAtPlace } from "./doctors/find-doctors-at-place";
import { findTopDoctors } from "./doctors/find-top-doctors";
import { getDoctorProfile } from "./doctors/get-doctor-profile";
import { listSpecialitySuggestions } from "./doctors/list-speciality-suggestions";
import { findDoctorsBySpeciality, searchDoctors } from "./doctors/search-doctors";
import { chooseLocation } from "./geo/choose-location";
import { listPlaceOf } from "./geo/list-place";
import { findPincode } from "./geo/pincode-lookup";
import { resolveOrigin } from "./geo/resolve-origin";
import { listOutbox } from "./messaging/list-outbox";
import { getReminderSetting, setReminders } from "./reminders/reminder-stops";
import { listRepeatTestOptIns, setRepeatTestOptIns } from "./reminders/repeat-test-opt-ins";
import { createDemoOrder } from "./orders/create-demo-order";
import { findPrescriptionDownload } from "./orders/find-prescription-download";
import { findReportDownload } from "./orders/find-report-download";
import { exportOrderFhir } from "./results/export-order-fhir";
import { verifiedReportCopy } from "./verification/verified-report-copy";
import { verifyDocument } from "./verification/verify-document";
import { invoiceVerificationCode } from "./verification/invoice-verification-code";
import { getPatientOrder } from "./orders/get-patient-order";
import { correctOrderName } from "./orders/correct-order-name";
import { getInvoice } from "./payments/get-invoice";
import { openInvoiceLink } from "./invoices/open-invoice-link";
import { expireInvoiceLinksNow, renewInvoiceLink, sharedInvoiceLink, stopInvoiceLinks } from "./invoices/owner-invoice-link";
import { openAttemptOf } from "./payments/open-attempt";
import { decideSandboxPayment, getSandboxPayment, type SandboxChoice } from "./payments/sandbox-gateway";
import { findPinnedHospitals } from "./pharmacy/find-pinned-hospitals";
import { answerGrievance, listGrievancesForStaff, type AnswerGrievanceDeps } from "./privacy/answer-grievance";
import { getErasureView, requestErasure } from "./privacy/erasure-request";
import type { EraseAccountDeps } from "./privacy/erase-account";
import { eraseNowForDemo } from "./privacy/erase-now-for-demo";
import { createGrievance, listMyGrievances } from "./privacy/grievances";
import { getNominee, removeNominee, saveNominee } from "./privacy/nominee";
import { getPlace } from "./pharmacy/get-place";
import { listPharmacies } from "./pharmacy/list-pharmacies";
import { findDataExportDownload } from "./privacy/find-data-export-download";
import { getDataExport } from "./privacy/get-data-export";
import { listConsents } from "./privacy/list-consents";
import { listStaffReads } from "./privacy/list-staff-reads";
import { requestDataExport } from "./privacy/request-data-export";
import type { DataExportQueue } from "./privacy/data-export-queue";
import { withdrawConsent } from "./privacy/withdraw-consent";
import type { Recall } from "./reference-reads/recent-reads";
import { referenceReads } from "./reference-reads/reference-reads";
import { findLabReport } from "./staff/find-lab-report";
import { findStaffFile } from "./staff/find-staff-file";
import { getLabName, getStaffLab } from "./staff/get-staff-lab";
import { getStaffRequest, getStaffRequestOptions } from "./staff/get-staff-request";
import { getAgentVisit, listAgentDay } from "./staff/list-agent-day";
import { listVisitMates } from "./staff/visit-mates";
import { listLabCapacities, setVisitsPerSlot } from "./staff/lab-capacity";
import { listLabSamples, getLabSample } from "./staff/list-lab-samples";
import { listStaffQueue } from "./staff/list-staff-queue";
import { findStaffSearch, saveStaffSearch } from "./staff/staff-search";
import { listStaffSessions, revokeStaffSession } from "./staff/staff-sessions";
import { getLabResultEntry } from "./results/lab-result-entry";
import { getMyHealth } from "./results/get-my-health";
import { getOrderResults } from "./results/order-results";
import { publishedResultsForOrder } from "./results/published-results-for-order";
import { chatTranscript } from "./whatsapp-chat/chat-transcript";
import { closeChat, listOpenChats, replyInChat, type StaffChatDeps } from "./whatsapp-chat/staff-chats";

/** A function of core with its first argument (the database, or the reads of reference data) already given. */
type Given<First, F> = F extends (first: First, ...rest: infer Rest) => infer Result ? (...rest: Rest) => Result : never;

function given<First, T extends Record<string, (first: First, ...rest: never[]) => unknown>>(first: First, functions: T): { [K in keyof T]: Given<First, T[K]> } {
  const entries = Object.entries(functions).map(([name, run]) => [name, (...rest: never[]) => run(first, ...rest)]);
  return Object.fromEntries(entries) as { [K in keyof T]: Given<First, T[K]> };
}

/**
 * What the pages may ask of core, with the database already given: a loader or an action calls
 * `context.core.findSessionUser(token)`, never a query (the load context has no database; lint keeps `db/` out of app/).
 * The readers of reference data are given the reads with the 30-second cache inside (`recall`, decision 0020), so a
 * page cannot ask them past it. A function a page needs is added here once; its tests keep calling it with a `Db`.
 */
export function coreForPages(db: Db, recall: Recall) {
  return {
    ...given(referenceReads(db, recall), { buildHomeView, findPinnedHospitals, labsPricedTests, packageOffers, findTopDoctors, listPharmacies, listSpecialitySuggestions }),
    ...given(db, {
      addFamilyMember,
      addToBasket,
      changePassword,
      createGrievance,
      getErasureView,
      getNominee,
      listGrievancesForStaff,
      listMyGrievances,
      removeNominee,
      requestErasure,
      saveNominee,
      chooseLocation,
      correctOrderName,
      createDemoOrder,
      emptyBasket,
      findDataExportDownload,
      findDoctorsAtPlace,
      findDoctorsBySpeciality,
      findLabReport,
      findPincode,
      findPrescriptionDownload,
      findReportDownload,
      exportOrderFhir,
      verifiedReportCopy,
      verifyDocument,
      invoiceVerificationCode,
      findSessionUser,
      findStaffFile,
      fullSlotsAtLabs,
      getAgentVisit,
      getDataExport,
      getDoctorProfile,
      getFamilyMember,
      getHealthConsent,
      getInvoice,
      getLabSample,
      getLabResultEntry,
      getMyHealth,
      getOrderResults,
      publishedResultsForOrder,
      getPatientOrder,
      getPlace,
      getSandboxPayment,
      getStaffLab,
      getLabName,
      getStaffRequest,
      getStaffRequestOptions,
      labPricedTests,
      listActiveLabs,
      listAgentDay,
      listBookingMembers,
      listCatalogue,
      listConsents,
      listFamilyMembers,
      listRepeatTestOptIns,
      getReminderSetting,
      setReminders,
      setRepeatTestOptIns,
      listLabSamples,
      listMySampleRequests,
      listOutbox,
      chatTranscript,
      listOpenChats,
      listPlaceOf,
      listStaffQueue,
      findStaffSearch,
      saveStaffSearch,
      listStaffReads,
      listStaffSessions,
      listVisitMates,
      listLabCapacities,
      setVisitsPerSlot,
      openAttemptOf,
      openInvoiceLink,
      expireInvoiceLinksNow,
      renewInvoiceLink,
      sharedInvoiceLink,
      stopInvoiceLinks,
      removeFamilyMember,
      removeFromBasket,
      requestDoctorAppointment,
      requestPharmacyAppointment,
      resolveOrigin,
      revokeSession,
      revokeStaffSession,
      searchDoctors,
      showBasket,
      submitContactMessage,
      updateFamilyMember,
      withdrawConsent,
    }),
    requestDataExport: (deps: { queue: DataExportQueue; onQueueError?: (error: unknown) => void }, input: Parameters<typeof requestDataExport>[1]) => requestDataExport({ ...deps, db }, input),
    createSampleRequest: (deps: Omit<CreateSampleRequestDeps, "db">, options: Parameters<typeof createSampleRequest>[1]) => createSampleRequest({ ...deps, db }, options),
    bookBasket: (deps: Omit<CreateSampleRequestDeps, "db">, options: Parameters<typeof bookBasket>[1]) => bookBasket({ ...deps, db }, options),
    askWhatsAppConsent: (deps: Omit<AskConsentDeps, "db">, input: Parameters<typeof askWhatsAppConsent>[1]) => askWhatsAppConsent({ ...deps, db }, input),
    answerGrievance: (deps: Omit<AnswerGrievanceDeps, "db">, input: Parameters<typeof answerGrievance>[1]) => answerGrievance({ ...deps, db }, input),
    eraseNowForDemo: (deps: Omit<EraseAccountDeps, "db">, input: Parameters<typeof eraseNowForDemo>[1]) => eraseNowForDemo({ ...deps, db }, input),
    replyInChat: (deps: Omit<StaffChatDeps, "db">, input: Parameters<typeof replyInChat>[1]) => replyInChat({ ...deps, db }, input),
    closeChat: (deps: Omit<StaffChatDeps, "db">, input: Parameters<typeof closeChat>[1]) => closeChat({ ...deps, db }, input),
    decideSandboxPayment: (options: { secret: string; now?: Date }, merchantOrderId: string, choice: SandboxChoice) => decideSandboxPayment({ ...options, db }, merchantOrderId, choice),
  };
}

export type CoreForPages = ReturnType<typeof coreForPages>;
