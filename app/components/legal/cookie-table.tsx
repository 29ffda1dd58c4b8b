import type { TFunction } from "../../i18n/translator/t-function";

/** The cookies the server and pages actually set (server/app.ts, the language action, the location picker and popup, app/lib/session.server.ts, the basket: app/routes/basket.server.ts). */
const COOKIES = [
  { id: "lang", names: ["lang"] },
  { id: "browserId", names: ["browser_id"] },
  { id: "location", names: ["address", "city", "state", "country", "pincode", "lat", "lon"] },
  { id: "locationAsked", names: ["location_asked"] },
  { id: "session", names: ["nikat_session", "__Host-nikat_session"] },
  { id: "profile", names: ["otpSent", "otpVerified"] },
  { id: "flash", names: ["flash"] },
  { id: "basket", names: ["basket"] },
] as const;

/** A table on wide screens; on a phone each cookie is a small card, so nothing scrolls sideways. */
export function CookieTable({ t }: { t: TFunction }) {
  const columns = ["purpose", "duration", "type"] as const;
  return (
    <>
      <table className="hidden w-full border-collapse overflow-hidden rounded-2xl text-left text-sm shadow-sm ring-1 ring-slate-200 md:table">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-brand-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("table.name")}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {COOKIES.map((cookie) => (
            <tr key={cookie.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <CookieNames names={cookie.names} />
              </th>
              {columns.map((column) => (
                <td key={column} className="px-4 py-3 text-slate-700">
                  {t(`cookieList.${cookie.id}.${column}`)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden">
        {COOKIES.map((cookie) => (
          <li key={cookie.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <CookieNames names={cookie.names} />
            <dl className="mt-3 space-y-2 text-sm">
              {columns.map((column) => (
                <div key={column}>
                  <dt className="font-semibold text-slate-900">{t(`table.${column}`)}</dt>
                  <dd className="text-slate-700">{t(`cookieList.${cookie.id}.${column}`)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function CookieNames({ names }: { names: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {names.map((name) => (
        <code key={name} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.8125rem] text-slate-900">
          {name}
        </code>
      ))}
    </span>
  );
}
