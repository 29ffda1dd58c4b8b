import { randomUUID } from "node:crypto";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { labCapacityFormSchema, VISITS_PER_SLOT_MAX } from "../../../core/staff/lab-capacity";
import { controlAria, controlClass } from "../../components/forms/field-shell";
import { StaffNav } from "../../components/staff/staff-nav";
import { usePageT } from "../../i18n/page-i18n";
import { useTranslation } from "../../i18n/react";
import { messageText } from "../../lib/error-text";
import { formAction } from "../../lib/form-action.server";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/labs";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** /staff/labs: each lab's home visits per half-day slot (issue #27), set by an admin; a full slot cannot be booked. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireStaff(context, "admin");
  const labs = await context.core.listLabCapacities();
  const saved = new URL(request.url).searchParams.get("saved");
  return data(
    {
      ...pageData(context, request, "staff", { noindex: true, seoKey: "labs.seo" }),
      role: admin.role,
      formKey: randomUUID(),
      labs,
      saved: labs.some((lab) => String(lab.id) === saved) ? Number(saved) : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireStaff(context, "admin");
  const answer = await formAction({
    request,
    context,
    schema: labCapacityFormSchema,
    what: "lab visits per slot not set",
    run: async (form) => {
      await context.core.setVisitsPerSlot({ labId: form.labId, visitsPerSlot: form.visitsPerSlot, actorId: admin.id, formKey: form.formKey });
      return redirect(`/staff/labs?saved=${form.labId}#lab-${form.labId}`, { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function StaffLabs({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { t: common } = useTranslation();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { labs, formKey, role, saved } = loaderData;
  // The refused post names its lab: its problem and what was typed show on that lab's form only.
  const refusedLab = result && !result.ok ? result.values.labId : undefined;
  return (
    <div className="container-page space-y-5 py-6">
      <StaffNav t={t} role={role} current="/staff/labs" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("labs.heading")}</h1>
      <p className="text-slate-700">{t("labs.intro", { max: VISITS_PER_SLOT_MAX })}</p>
      {labs.length === 0 ? <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("labs.empty")}</p> : null}
      <ul className="space-y-3" data-testid="labs">
        {labs.map((lab) => {
          const refused = refusedLab === String(lab.id) && result && !result.ok ? result : undefined;
          const errorKey = refused ? (refused.fieldErrors.visitsPerSlot ?? refused.formError) : undefined;
          const error = errorKey ? messageText(common, errorKey) : undefined;
          const name = `visitsPerSlot-${lab.id}`;
          const busy = navigation.state === "submitting" && navigation.formData?.get("labId") === String(lab.id);
          return (
            <li key={lab.id} id={`lab-${lab.id}`} data-lab={lab.id} className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="capacity" />
                <input type="hidden" name="formKey" value={`${formKey}-${lab.id}`} />
                <input type="hidden" name="labId" value={lab.id} />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-bold text-slate-900">{lab.name}</p>
                  {lab.city ? <p className="text-slate-600">{lab.city}</p> : null}
                  {lab.visitsPerSlot === 0 ? <p className="font-semibold text-amber-900">{t("labs.closed")}</p> : null}
                </div>
                <div className="w-40">
                  <label htmlFor={`field-${name}`} className="block font-semibold text-slate-800">
                    {t("labs.visitsPerSlot")}
                  </label>
                  <input
                    {...controlAria(name, error, undefined)}
                    name="visitsPerSlot"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={VISITS_PER_SLOT_MAX}
                    required
                    defaultValue={refused?.values.visitsPerSlot ?? String(lab.visitsPerSlot)}
                    className={`${controlClass} mt-1`}
                  />
                </div>
                <button type="submit" disabled={busy} className="btn bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60">
                  {t("labs.save")}
                </button>
              </Form>
              {error ? (
                <p id={`field-${name}-error`} role="alert" className="mt-2 font-semibold text-red-700">
                  {error}
                </p>
              ) : null}
              {saved === lab.id ? (
                <p role="status" className="mt-2 font-semibold text-green-800" data-testid="lab-saved">
                  {t("labs.saved")}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
