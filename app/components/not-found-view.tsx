import { useTranslation } from "../i18n/react";
import { useNavigate } from "react-router";
import { Link } from "./link";

/** Spec 000 §2: '404 PAGE NOT FOUND' with BACK (previous page) and HOME (/). */
export function NotFoundView({ backTo = "/" }: { backTo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("notFound.heading")}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t("notFound.text")}</p>
      <div className="mt-8 flex gap-3">
        <a
          href={backTo}
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              void navigate(-1);
            }
          }}
          className="btn border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
        >
          {t("notFound.back")}
        </a>
        <Link to="/" className="btn bg-brand-700 text-white hover:bg-brand-800">
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}
