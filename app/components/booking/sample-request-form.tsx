import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { BookingMember } from "../../../core/booking/booking-members";
import { SAVE_RELATIONS } from "../../../core/booking/booking-person-choices";
import { GENDERS, MAX_ADDRESS_LENGTH, MAX_NOTE_LENGTH } from "../../../core/booking/sample-request-limits";
import { PRESCRIPTION_MAX_BYTES } from "../../../core/files/upload-limits";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { UNKNOWN_CITY } from "../../../core/catalog/group-labs-by-city";
import { showToast } from "../../lib/toast";
import { controlAria, controlClass, FieldError, FieldShell } from "../forms/field-shell";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import type { BookingActionData } from "./booking-action-data";
import type { BookingView } from "./booking-view";
import { slotLabel } from "./slot-label";
import { DeviceLocationChoice } from "./device-location-choice";
import { BasketInForm } from "../basket/basket-in-form";
import { BASKET_FIELD } from "../../../core/basket/basket-field";
import { uploadWithProgress } from "./upload-with-progress";
import { GuardianConsent, WhoIsItFor } from "./who-is-it-for";

type Failure = Extract<BookingActionData, { ok: false }>;

/**
 * 'Create Sample Collection Request' (spec 001 §3.1, §5; titled "Book a Sample Collection", decision 0005). Without
 * JavaScript a plain multipart post to the page's action; with it, the same fields go up by XMLHttpRequest with a
 * progress bar, then the page shows the new request as the plain post's answer does (?booked=). The request key makes a
 * double tap, a resubmit or a reload one request. It starts with 'Who is this test for?' (issue #27): a member's facts
 * and last address fill the fields.
 */
export function SampleRequestForm({ t, view, result }: { t: TFunction; view: BookingView; result: Failure | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const filledFrom = useRef<Record<string, string> | null>(null);
  const [failure, setFailure] = useState<Failure | null>(result);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  // One form, one request: the page's data read again (a revalidation draws a new key) leaves what was typed and the
  // key it goes with as they are. A new form (after a booking, or 'New Booking' again) is a new mount with a new key.
  const [requestKey] = useState(view.requestKey);
  const values = { ...view.prefill, ...failure?.values };
  const errors = failure?.fieldErrors ?? {};
  const [labId, setLabId] = useState(values.labId ?? "");
  const full = new Set<string>(view.fullSlots[Number(labId)] ?? []);
  const text = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} error={errors[name]} defaultValue={values[name] ?? ""} {...extra} />
  );

  /** A member chosen fills what we know of them; 'Someone else' empties what a member filled and nobody changed. */
  function choose(member: BookingMember | null) {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const control = form.elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) control.value = value;
    };
    const current = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    if (!member) {
      const filled = filledFrom.current;
      if (filled) for (const [name, value] of Object.entries(filled)) if (current(name) === value) set(name, "");
      filledFrom.current = null;
      return;
    }
    const facts: Record<string, string> = {};
    if (member.name) facts.name = member.name;
    if (member.age !== null) facts.age = String(member.age);
    if (member.gender) facts.gender = member.gender;
    const place = member.lastAddress;
    if (place) Object.assign(facts, { village: place.village, address: place.address, city: place.city, pincode: place.pincode ?? "", state: place.state ?? "" });
    for (const [name, value] of Object.entries(facts)) set(name, value);
    filledFrom.current = facts;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("prescription");
    const keep = Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const refuse = (field: string, key: string) => {
      setFailure({ ok: false, fieldErrors: { [field]: key }, values: keep });
      void showToast("error", t(`common:${key}`));
    };
    // Booking the basket needs no prescription (issue #27); one chosen is sent all the same.
    if (!view.basket && (!(file instanceof File) || file.size === 0)) return refuse("prescription", "errors.prescriptionMissing");
    if (file instanceof File && file.size > PRESCRIPTION_MAX_BYTES) return refuse("prescription", "errors.prescriptionTooLarge");
    setProgress(0);
    try {
      const answer = await uploadWithProgress(data, setProgress);
      if (answer.ok) {
        setFailure(null);
        void showToast("success", t(answer.message));
        // The same page the plain post lands on: the new request in place of the form, above My Lab Tests.
        await navigate({ search: `?booked=${answer.id}`, hash: "#booking" }, { preventScrollReset: true });
      } else if (answer.fieldErrors[BASKET_FIELD]) {
        // A price changed since the page was drawn: the page itself must show the new total, keeping what was
        // typed, as the plain post does (it is refused again, nothing is booked, and the page comes back redrawn).
        form.submit();
      } else {
        setFailure(answer);
        const first = Object.values(answer.fieldErrors)[0];
        void showToast("error", t(`common:${answer.formError ?? first ?? "errors.bookingTryAgain"}`));
      }
    } catch {
      setFailure({ ok: false, fieldErrors: {}, formError: "errors.bookingTryAgain", values: keep });
      void showToast("error", t("common:errors.bookingTryAgain"));
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <form ref={formRef} method="post" action={view.formAction} encType="multipart/form-data" noValidate onSubmit={submit} aria-labelledby="sample-request-title" className="space-y-5">
      <h3 id="sample-request-title" className="text-xl font-bold text-slate-900">
        {t("booking.form.title")}
      </h3>
      {failure?.formError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800">
          {t(`common:${failure.formError}`)}
        </p>
      ) : null}
      {view.basket ? <BasketInForm t={t} basket={view.basket} back={view.basketBack ?? "/"} error={errors[BASKET_FIELD]} /> : null}
      <input type="hidden" name="requestKey" value={requestKey} />
      <WhoIsItFor t={t} members={view.members} chosen={values.memberId ?? ""} error={errors.memberId} onChoose={choose} />
      {/* A member whose name, age and gender we know needs none of these (the server takes them from the member). */}
      <div className="grid gap-4 *:min-w-0 sm:grid-cols-2 [form:has(input[data-complete]:checked)_&]:hidden">
        {text("name", t("booking.form.name"), { autoComplete: "name", maxLength: MAX_LENGTH.name })}
        {text("age", t("booking.form.age"), { maxLength: 20, inputMode: "text", hint: t("booking.form.ageHint") })}
        <SelectField
          name="gender"
          label={t("booking.form.gender")}
          error={errors.gender}
          placeholder={t("booking.form.choose")}
          defaultValue={values.gender ?? ""}
          options={GENDERS.map((gender) => ({ value: gender, label: t(`booking.form.genders.${gender}`) }))}
        />
      </div>
      <SaveMember t={t} errors={errors} values={values} />
      <GuardianConsent t={t} error={errors.guardianConsent} checked={values.guardianConsent === "on"} />
      <div className="grid gap-4 *:min-w-0 sm:grid-cols-2">
        {text("guardianName", t("booking.form.guardianName"), { optional: true, maxLength: MAX_LENGTH.name })}
        {text("village", t("booking.form.village"), { maxLength: MAX_LENGTH.city })}
        {text("city", t("booking.form.city"), { maxLength: MAX_LENGTH.city, autoComplete: "address-level2" })}
        {text("address", t("booking.form.address"), { rows: 2, maxLength: MAX_ADDRESS_LENGTH, className: "sm:col-span-2", autoComplete: "street-address" })}
        {text("pincode", t("booking.form.pincode"), { optional: true, maxLength: 6, inputMode: "tel", autoComplete: "postal-code" })}
        {text("state", t("booking.form.state"), { optional: true, maxLength: MAX_LENGTH.city, autoComplete: "address-level1" })}
        <DeviceLocationChoice t={t} values={values} />
        {text("alternatePhone", t("booking.form.alternatePhone"), { optional: true, type: "tel", inputMode: "tel", maxLength: MAX_LENGTH.phone, hint: t("booking.form.alternatePhoneHint") })}
        <SelectField
          name="slot"
          label={t("booking.form.slot")}
          error={errors.slot}
          placeholder={t("booking.form.choose")}
          defaultValue={values.slot && view.slots.some((slot) => slot === values.slot) ? values.slot : ""}
          options={view.slots.map((slot) =>
            full.has(slot) ? { value: slot, label: t("booking.form.full", { slot: slotLabel(t, slot) }), disabled: true } : { value: slot, label: slotLabel(t, slot) },
          )}
        />
        <FieldShell name="labId" label={t("booking.form.lab")} optional error={errors.labId} className="sm:col-span-2">
          <div className="relative">
            <select
              {...controlAria("labId", errors.labId, undefined)}
              defaultValue={values.labId ?? ""}
              onChange={(event) => setLabId(event.currentTarget.value)}
              className={`${controlClass} appearance-none pr-10`}
            >
              <option value="">{t("booking.form.noChoice")}</option>
              {view.labGroups.map((group) => (
                <optgroup key={group.city} label={group.city === UNKNOWN_CITY ? t("labs.unknownCity") : t(`common:areas.${group.city}`, { defaultValue: group.city })}>
                  {group.labs.map((lab) => (
                    <option key={lab.id} value={lab.id}>
                      {lab.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <Icon name="chevron-down" className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
          </div>
        </FieldShell>
        {text("note", t("booking.form.note"), { optional: true, rows: 3, maxLength: MAX_NOTE_LENGTH, className: "sm:col-span-2" })}
      </div>

      {view.consentNeeded ? <ConsentNotice t={t} error={errors.consent} checked={values.consent === "on"} /> : null}

      <div>
        <label htmlFor="field-prescription" className="mb-1.5 block font-semibold text-slate-800">
          {t("booking.form.prescription")}
          {view.basket ? <span className="ml-1 text-sm font-normal text-slate-500">({t("common:form.optional")})</span> : null}
        </label>
        {/* The browser's own file button speaks the phone's language, not the page's: ours lies over it. */}
        <div className="relative flex min-h-14 items-center gap-3 rounded-xl border-2 border-dashed border-brand-300 bg-brand-50/50 p-3 focus-within:ring-2 focus-within:ring-brand-600/40">
          <Icon name="file-up" className="h-6 w-6 shrink-0 text-brand-700" />
          <span aria-hidden="true" className="shrink-0 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white">
            {t("booking.form.chooseFile")}
          </span>
          {/* A file's name may be cut; the instruction in its place wraps, so it is read whole in every language. */}
          <span aria-hidden="true" className={`min-w-0 text-sm text-slate-700 ${fileName ? "truncate" : ""}`}>
            {fileName ?? t("booking.form.tapToChoose")}
          </span>
          <input
            {...controlAria("prescription", errors.prescription, "prescription")}
            aria-describedby={["field-prescription-hint", errors.prescription ? "field-prescription-error" : ""].filter(Boolean).join(" ")}
            aria-required={!view.basket}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf,.heic,.heif"
            onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          />
        </div>
        <p id="field-prescription-hint" className="mt-1.5 text-sm text-slate-600">
          {failure && !failure.fieldErrors.prescription ? t("booking.form.chooseAgain") : t("booking.form.prescriptionHint")}
        </p>
        <FieldError name="prescription" error={errors.prescription} />
      </div>

      {errors.confirmDuplicate ? <DuplicateWarning t={t} error={errors.confirmDuplicate} /> : null}

      {busy ? (
        <div role="status" aria-live="polite" className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t("booking.form.uploading", { percent: progress })}</p>
          <progress max={100} value={progress} className="h-2 w-full accent-brand-700" aria-label={t("booking.form.uploadingLabel")} />
        </div>
      ) : null}

      <button type="submit" disabled={busy} className="btn w-full bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto">
        {busy ? <Icon name="loader-circle" className="h-5 w-5 animate-spin" /> : <Icon name="send" className="h-5 w-5" />}
        {busy ? t("booking.form.sending") : t("booking.form.submit")}
      </button>
    </form>
  );
}

/** 'Save to my family members', for someone else only (hidden while a member is chosen). */
function SaveMember({ t, errors, values }: { t: TFunction; errors: Record<string, string>; values: Record<string, string> }) {
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 [form:has(input[data-member]:checked)_&]:hidden">
      <div className="flex items-start gap-3">
        <input {...controlAria("saveMember", errors.saveMember, undefined)} type="checkbox" defaultChecked={values.saveMember === "on"} className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700" />
        <label htmlFor="field-saveMember" className="font-medium text-slate-800">
          {t("booking.who.saveMember")}
        </label>
      </div>
      <FieldError name="saveMember" error={errors.saveMember} />
      <SelectField
        name="saveRelation"
        label={t("booking.who.saveRelation")}
        error={errors.saveRelation}
        placeholder={t("booking.form.choose")}
        defaultValue={values.saveRelation ?? ""}
        options={SAVE_RELATIONS.map((relation) => ({ value: relation, label: t(`common:relations.${relation}`) }))}
        className="[form:has(input[name=saveMember]:not(:checked))_&]:hidden"
      />
    </div>
  );
}

/** The same person in the same slot again: said plainly, and booked only when the patient ticks that they mean it. */
function DuplicateWarning({ t, error }: { t: TFunction; error: string }) {
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
      <p id="field-confirmDuplicate-error" className="font-medium text-amber-900">
        {t(`common:${error}`)}
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input id="field-confirmDuplicate" name="confirmDuplicate" type="checkbox" aria-describedby="field-confirmDuplicate-error" className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700" />
        <label htmlFor="field-confirmDuplicate" className="font-medium text-slate-800">
          {t("booking.who.duplicate")}
        </label>
      </div>
    </div>
  );
}

/** DPDP Act 2023: what health data we collect, why, who sees it, how long we keep it and how to have it deleted. */
function ConsentNotice({ t, error, checked }: { t: TFunction; error: string | undefined; checked: boolean }) {
  return (
    <section aria-labelledby="consent-title" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h4 id="consent-title" className="font-semibold text-slate-900">
        {t("booking.consent.title")}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {(["what", "why", "who", "keep", "delete"] as const).map((key) => (
          <li key={key}>{t(`booking.consent.${key}`)}</li>
        ))}
      </ul>
      <div className="mt-3 flex items-start gap-3">
        <input {...controlAria("consent", error, undefined)} type="checkbox" defaultChecked={checked} className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700" />
        <label htmlFor="field-consent" className="font-medium text-slate-800">
          {t("booking.consent.agree")}
        </label>
      </div>
      <FieldError name="consent" error={error} />
    </section>
  );
}
