import { Form, useNavigation } from "react-router";
import type { TFunction } from "../../i18n/translator/t-function";
import { FAMILY_PATH } from "./family-paths";

const TESTS = ["hba1c", "tsh", "lipid"] as const;

/**
 * Issue #29: the repeat-test reminders of one member, opt-in only: a box per test, all unticked until the account
 * ticks them. A plain post that works without scripts; the page comes back with what was saved.
 */
export function RepeatRemindersForm({ t, memberId, name, chosen, remindersOn }: { t: TFunction<"family">; memberId: number; name: string; chosen: readonly string[]; remindersOn: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div id="reminders" className="mt-8 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8" data-testid="repeat-reminders">
      <h2 className="text-xl font-bold text-slate-900">{t("reminders.title", { name })}</h2>
      <p className="mt-2 text-slate-700">{t("reminders.text")}</p>
      {remindersOn ? null : <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-600/30">{t("reminders.stopped")}</p>}
      <Form method="post" action={`${FAMILY_PATH}/${memberId}/reminders`} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="repeat-reminders" />
        {TESTS.map((test) => (
          <div key={test} className="flex items-start gap-3">
            <input id={`repeat-${test}`} name={test} type="checkbox" defaultChecked={chosen.includes(test)} className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700" />
            <label htmlFor={`repeat-${test}`} className="text-slate-800">
              {t(`reminders.tests.${test}`)}
            </label>
          </div>
        ))}
        <p className="text-sm text-slate-600">{t("reminders.stopHint")}</p>
        <button type="submit" disabled={busy} className="btn bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60" data-testid="repeat-reminders-save">
          {t("reminders.save")}
        </button>
      </Form>
    </div>
  );
}
