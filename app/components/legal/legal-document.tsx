import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Trans } from "../../i18n/trans";
import { Link } from "../link";
import { PageHero } from "../page-hero";

type Props = {
  /** The legal page's namespace: hero, effective, toc, intro and sections.{id}.{title, blocks}. */
  t: TFunction;
  /** Section ids in reading order. */
  sections: readonly string[];
  /** Placeholders used in the text, such as {{email}}. */
  values: Record<string, string>;
  supportEmail: string;
  /** Content that is not prose (the cookie table), shown after a section's text. */
  extras?: Partial<Record<string, React.ReactNode>>;
};

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * Long legal text from a catalog. A block that is a string is a paragraph; a block that is an
 * object is a bulleted list of its values, in the catalog's order (the same in every language).
 */
export function LegalDocument({ t, sections, values, supportEmail, extras = {} }: Props) {
  const components = {
    b: <strong className="font-semibold text-slate-900" />,
    mail: <a href={`mailto:${supportEmail}`} className={`${linkClass} [overflow-wrap:anywhere]`} />,
    privacy: <Link to="/privacy-policy" className={linkClass} />,
    terms: <Link to="/terms-and-conditions" className={linkClass} />,
    cookies: <Link to="/cookie-policy" className={linkClass} />,
    // The rights a patient uses in the product itself (issue #34).
    mydata: <Link to="/account/data" className={linkClass} />,
    erase: <Link to="/account/data/erase" className={linkClass} />,
    nominee: <Link to="/account/data/nominee" className={linkClass} />,
    grievance: <Link to="/account/grievance" className={linkClass} />,
  };
  const rich = (key: string) => <Trans t={t} i18nKey={key} values={values} components={components} />;

  const blocks = (key: string) => {
    const content = t(key, { returnObjects: true, ...values }) as unknown;
    if (!content || typeof content !== "object") return null;
    return Object.entries(content as Record<string, unknown>).map(([id, block]) =>
      typeof block === "object" && block !== null ? (
        <ul key={id} className="list-disc space-y-2 pl-6 marker:text-brand-700">
          {Object.keys(block).map((item) => (
            <li key={item}>{rich(`${key}.${id}.${item}`)}</li>
          ))}
        </ul>
      ) : (
        <p key={id}>{rich(`${key}.${id}`)}</p>
      ),
    );
  };

  const toc = (
    <ol className="space-y-1 text-sm">
      {sections.map((id, index) => (
        <li key={id}>
          <a href={`#${id}`} className="flex min-h-9 items-start gap-2 rounded-lg px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800">
            <span className="w-5 shrink-0 text-right font-semibold text-brand-700">{index + 1}.</span>
            <span>{t(`sections.${id}.title`)}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200">
          <Icon name="calendar-days" className="h-4 w-4 text-brand-700" /> {t("effective")}
        </p>
      </PageHero>
      <div className="container-page py-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby="toc-desktop" className="hidden lg:block">
          <div className="sticky top-24">
            <p id="toc-desktop" className="mb-2 flex items-center gap-2 px-2 text-sm font-bold uppercase tracking-wide text-slate-500">
              <Icon name="list-ordered" className="h-4 w-4" /> {t("toc")}
            </p>
            {toc}
          </div>
        </nav>
        <article className="max-w-3xl text-base leading-relaxed text-slate-700">
          <details className="mb-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-slate-900">
              <Icon name="list-ordered" className="h-5 w-5 text-brand-700" /> {t("toc")}
            </summary>
            <nav aria-label={t("toc")} className="mt-2">
              {toc}
            </nav>
          </details>
          <div className="space-y-4">{blocks("intro")}</div>
          {sections.map((id, index) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24 space-y-4">
              <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900 sm:text-2xl">
                <span className="mr-2 text-brand-700">{index + 1}.</span>
                {t(`sections.${id}.title`)}
              </h2>
              {blocks(`sections.${id}.blocks`)}
              {extras[id] ?? null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
