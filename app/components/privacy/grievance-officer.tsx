import type { TFunction } from "../../i18n/translator/t-function";
import { GRIEVANCE_PATH } from "./privacy-paths";

export type GrievanceOfficerContact = { name: string; email: string; phone: string };

/**
 * The Grievance Officer on the privacy policy (DPDP Act 2023 s.8(9), s.13): name and contact from the configuration
 * (GRIEVANCE_OFFICER_*), the promised answer time, and the way to raise a grievance from the account.
 */
export function GrievanceOfficer({ t, officer, answerDays }: { t: TFunction; officer: GrievanceOfficerContact; answerDays: number }) {
  return (
    <section id="grievance-officer" aria-labelledby="grievance-officer-title" className="container-page max-w-4xl pb-10" data-testid="grievance-officer">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 id="grievance-officer-title" className="text-xl font-bold text-slate-900">
          {t("rights:officer.title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("rights:officer.text", { count: answerDays })}</p>
        <dl className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("rights:officer.name")}</dt>
            <dd>{officer.name}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("rights:officer.email")}</dt>
            <dd>
              <a href={`mailto:${officer.email}`} className="font-semibold text-brand-800 underline">
                {officer.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("rights:officer.phone")}</dt>
            <dd>
              <a href={`tel:+91${officer.phone}`} className="font-semibold text-brand-800 underline">
                {officer.phone}
              </a>
            </dd>
          </div>
        </dl>
        <p className="mt-3">
          <a href={GRIEVANCE_PATH} className="font-semibold text-brand-800 underline">
            {t("rights:officer.raise")}
          </a>
        </p>
        <p className="mt-2 text-sm text-slate-600">{t("rights:officer.board")}</p>
      </div>
    </section>
  );
}
