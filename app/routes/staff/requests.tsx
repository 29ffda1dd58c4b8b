import { Icon } from "../../components/icons/icon";
import { data, redirect, useActionData } from "react-router";
import { slotText } from "../../../core/booking/slot-names";
import { formatDateTime, formatRupees } from "../../../core/format/format";
import { ORDER_STATUSES, isOrderStatus } from "../../../core/orders/transitions";
import { QUEUE_PAYMENT_FILTERS, type QueuePaymentFilter } from "../../../core/staff/list-staff-queue";
import { queueSearchFormSchema } from "../../../core/staff/queue-search-form";
import { isIsoDate } from "../../../core/time/kolkata-day";
import { controlAria, controlClass, FieldError, fieldId } from "../../components/forms/field-shell";
import { StaffNav, StatusBadge } from "../../components/staff/staff-nav";
import { statusKey } from "../../components/tracking/status-key";
import { usePageT } from "../../i18n/page-i18n";
import { formAction } from "../../lib/form-action.server";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/requests";

const NO_STORE = { "Cache-Control": "private, no-store" };
const ID = /^[1-9]\d{0,15}$/;
/** Above this many labs the filter is a lab id field, not a list. */
const LAB_LIST_MAX = 100;

const QUEUE_PATH = "/staff/requests";

/**
 * The queue's filters as the address carries them; anything malformed is left out rather than refused. The search
 * text is never among them (issue #34: a phone number or a name in an address stays in history, bookmarks and
 * proxies' logs): the form is posted, the text kept on the server, and the address carries its token `search`.
 */
function readFilters(params: URLSearchParams) {
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);
  const status = text("status", 40);
  const day = text("day", 10);
  const lab = text("lab", 16);
  const payment = text("payment", 10);
  const before = text("before", 16);
  return {
    status: isOrderStatus(status) ? status : "",
    day: isIsoDate(day) ? day : "",
    lab: ID.test(lab) ? lab : "",
    area: text("area", 80),
    payment: (QUEUE_PAYMENT_FILTERS as readonly string[]).includes(payment) ? (payment as QueuePaymentFilter) : ("" as const),
    search: text("search", 40),
    before: ID.test(before) ? before : "",
  };
}

type Filters = ReturnType<typeof readFilters>;

const queueHref = (filters: Partial<Filters>) => {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")).toString();
  return query ? `${QUEUE_PATH}?${query}` : QUEUE_PATH;
};

/** /staff/requests: every request, newest first, with one compact filter form; admin only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, "admin");
  const filters = readFilters(new URL(request.url).searchParams);
  const q = filters.search ? await context.core.findStaffSearch({ staffId: staff.id, token: filters.search }) : undefined;
  // A search that has ended (or another staff member's) shows the other filters and says so, rather than every request as if asked.
  const searchEnded = filters.search !== "" && q === undefined;
  const [page, labs] = await Promise.all([
    context.core.listStaffQueue({
      status: filters.status || undefined,
      day: filters.day || undefined,
      labId: filters.lab ? Number(filters.lab) : undefined,
      area: filters.area || undefined,
      payment: filters.payment || undefined,
      q,
      before: filters.before ? Number(filters.before) : undefined,
    }),
    context.core.listActiveLabs({ limit: LAB_LIST_MAX + 1 }),
  ]);
  const kept = { ...filters, search: searchEnded ? "" : filters.search, before: "" };
  return data(
    {
      ...pageData(context, request, "staff", { noindex: true, seoKey: "queue.seo", alsoNamespaces: ["tracking"] }),
      role: staff.role,
      filters: { ...filters, q: q ?? "" },
      searchEnded,
      labs: labs.length > LAB_LIST_MAX ? null : labs,
      rows: page.rows.map((row) => ({
        id: row.id,
        created: formatDateTime(row.createdAt),
        name: row.name,
        phone: row.phone,
        slot: row.slot ? slotText(row.slot, context.lang) : null,
        status: row.status,
        paymentStatus: row.paymentStatus,
        amount: row.amountPaise === null ? null : formatRupees(row.amountPaise),
        lab: row.labName,
        agent: row.agentName,
        codeLocked: row.codeLocked,
        paymentFlag: row.paymentFlag,
        refundDue: row.refundDue,
      })),
      nextHref: page.nextBefore === null ? null : queueHref({ ...kept, before: String(page.nextBefore) }),
      firstHref: filters.before ? queueHref(kept) : null,
    },
    { headers: NO_STORE },
  );
}

/**
 * POST /staff/requests: the filter form. The search text is kept on the server under a token for an hour
 * (core/staff/staff-search.ts); the answer is a redirect to the results, whose address carries the token and the
 * other filters, so back, refresh and the next page work without posting again.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireStaff(context, "admin");
  const answer = await formAction({
    request,
    context,
    schema: queueSearchFormSchema,
    what: "staff queue search",
    run: async (form) => {
      const search = form.q ? await context.core.saveStaffSearch({ staffId: staff.id, query: form.q }) : "";
      const filters = readFilters(new URLSearchParams(Object.entries({ ...form, q: undefined, search }).filter((entry): entry is [string, string] => typeof entry[1] === "string")));
      return redirect(queueHref({ ...filters, before: "" }), { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

const labelClass = "mb-1 block text-sm font-semibold text-slate-800";

export default function StaffRequests({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const result = useActionData<typeof action>();
  const { labs, rows, nextHref, firstHref, role, searchEnded } = loaderData;
  // A refused post (a search too long, hidden characters) keeps what was typed in every field.
  const refused = result && !result.ok ? result : undefined;
  const filters = refused ? { ...loaderData.filters, ...refused.values } : loaderData.filters;
  const searchError = refused ? (refused.fieldErrors.q ?? refused.formError) : undefined;
  return (
    <div className="container-page space-y-5 py-6">
      <StaffNav t={t} role={role} current="/staff/requests" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("queue.heading")}</h1>

      {searchEnded ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-200" data-testid="queue-search-ended">
          {t("queue.searchEnded")}
        </p>
      ) : null}
      <form method="post" action={QUEUE_PATH} className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3" role="search" aria-label={t("queue.filters.label")}>
        <div className="sm:col-span-2 lg:col-span-3">
          <label htmlFor={fieldId("q")} className={labelClass}>
            {t("queue.filters.search")}
          </label>
          <input
            {...controlAria("q", searchError, undefined)}
            type="search"
            defaultValue={filters.q}
            maxLength={80}
            placeholder={t("queue.filters.searchHint")}
            className={controlClass}
          />
          <FieldError name="q" error={searchError} />
        </div>
        <div>
          <label htmlFor="queue-status" className={labelClass}>
            {t("queue.filters.status")}
          </label>
          <select id="queue-status" name="status" defaultValue={filters.status} className={controlClass}>
            <option value="">{t("queue.filters.any")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`tracking:statuses.${statusKey(status) ?? ""}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="queue-day" className={labelClass}>
            {t("queue.filters.day")}
          </label>
          <input id="queue-day" name="day" type="date" defaultValue={filters.day} className={controlClass} />
        </div>
        <div>
          <label htmlFor="queue-payment" className={labelClass}>
            {t("queue.filters.payment")}
          </label>
          <select id="queue-payment" name="payment" defaultValue={filters.payment} className={controlClass}>
            <option value="">{t("queue.filters.any")}</option>
            <option value="Pending">{t("payment.Pending")}</option>
            <option value="Success">{t("payment.Success")}</option>
            <option value="refund">{t("payment.refundDue")}</option>
          </select>
        </div>
        <div>
          <label htmlFor="queue-lab" className={labelClass}>
            {t("queue.filters.lab")}
          </label>
          {labs ? (
            <select id="queue-lab" name="lab" defaultValue={filters.lab} className={controlClass}>
              <option value="">{t("queue.filters.any")}</option>
              {labs.map((lab) => (
                <option key={lab.id} value={String(lab.id)}>
                  {lab.name}
                </option>
              ))}
            </select>
          ) : (
            <input id="queue-lab" name="lab" inputMode="numeric" pattern="[0-9]*" defaultValue={filters.lab} placeholder={t("queue.filters.labId")} className={controlClass} />
          )}
        </div>
        <div>
          <label htmlFor="queue-area" className={labelClass}>
            {t("queue.filters.area")}
          </label>
          <input id="queue-area" name="area" defaultValue={filters.area} maxLength={80} placeholder={t("queue.filters.areaHint")} className={controlClass} />
        </div>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn bg-brand-700 text-white hover:bg-brand-800">
            <Icon name="search" className="h-5 w-5" /> {t("queue.filters.apply")}
          </button>
          <a href={QUEUE_PATH} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline">
            {t("queue.filters.clear")}
          </a>
        </div>
      </form>

      {rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200" data-testid="queue-empty">
          {t("queue.empty")}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="queue">
          {rows.map((row) => (
            <li key={row.id}>
              <a
                href={`/staff/requests/${row.id}`}
                className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
                data-testid="queue-row"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-lg font-bold text-slate-900">{row.name ? t("queue.row.title", { id: row.id, name: row.name }) : t("queue.row.titleErased", { id: row.id })}</span>
                  <StatusBadge t={t} status={row.status} />
                </span>
                <span className="mt-1 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-3">
                  {row.phone ? <span>{t("queue.row.phone", { phone: row.phone })}</span> : null}
                  <span>{t("queue.row.created", { when: row.created })}</span>
                  {row.slot ? <span>{t("queue.row.slot", { slot: row.slot })}</span> : null}
                  {/* The state names the payment itself ("Payment pending", "Paid"): no "Payment:" label before it. */}
                  <span data-testid="payment">
                    {t(`payment.${row.paymentStatus === "Success" ? "Success" : "Pending"}`)}
                    {row.amount ? ` · ${row.amount}` : ""}
                  </span>
                  <span>{row.lab ? t("queue.row.lab", { lab: row.lab }) : t("queue.row.noLab")}</span>
                  {row.agent ? <span>{t("queue.row.agent", { agent: row.agent })}</span> : null}
                </span>
                {row.codeLocked || row.paymentFlag || row.refundDue ? (
                  <span className="mt-2 flex flex-wrap gap-2">
                    {row.codeLocked ? <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800 ring-1 ring-red-200">{t("flags.codeLocked")}</span> : null}
                    {row.paymentFlag ? <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">{t("flags.paymentFlag")}</span> : null}
                    {row.refundDue ? <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">{t("flags.refundDue")}</span> : null}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      )}

      <p className="flex flex-wrap gap-4">
        {firstHref ? (
          <a href={firstHref} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {t("queue.newest")}
          </a>
        ) : null}
        {nextHref ? (
          <a href={nextHref} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline" data-testid="queue-next">
            {t("queue.older")}
          </a>
        ) : null}
      </p>
    </div>
  );
}
