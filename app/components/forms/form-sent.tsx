import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { Form, useLocation } from "react-router";

/** Shown in place of the form once the message is stored. */
export function FormSent({ title, againLabel, anchor }: { title: string; againLabel: string; anchor: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
      <Icon name="circle-check" className="mx-auto h-12 w-12 text-brand-700" />
      <p className="mt-3 text-xl font-bold text-slate-900">{title}</p>
      <p className="mt-2 text-slate-700">{t("form.sent")}</p>
      {/* A GET form, not a link: without JavaScript the page already sits at this #anchor, where a link would not reload. */}
      <Form method="get" action={`${pathname}#${anchor}`}>
        <button type="submit" className="btn mt-5 border border-brand-700 text-brand-800 hover:bg-white">
          {againLabel}
        </button>
      </Form>
    </div>
  );
}
