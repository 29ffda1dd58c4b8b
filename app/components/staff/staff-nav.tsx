import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { statusKey } from "../tracking/status-key";

type StaffRole = "admin" | "agent" | "lab";

const LINKS = [
  { roles: ["admin"], href: "/staff/requests", key: "nav.requests", icon: "clipboard-list" },
  { roles: ["agent"], href: "/staff/agent", key: "nav.visits", icon: "map-pin" },
  { roles: ["lab"], href: "/staff/lab", key: "nav.labSamples", icon: "flask-conical" },
  { roles: ["admin"], href: "/staff/labs", key: "nav.labs", icon: "flask-conical" },
  { roles: ["admin"], href: "/staff/sessions", key: "nav.sessions", icon: "users" },
  { roles: ["admin"], href: "/staff/grievances", key: "nav.grievances", icon: "message-circle" },
  { roles: ["admin"], href: "/staff/chats", key: "nav.chats", icon: "message-circle" },
  { roles: ["admin", "agent", "lab"], href: "/staff/authenticator", key: "nav.authenticator", icon: "shield-check" },
] as const satisfies readonly { roles: readonly StaffRole[]; href: string; key: string; icon: string }[];

/** The console's own bar: the role's start page and logout (texts in the "staff" namespace, passed as `t`). */
export function StaffNav({ t, role, current }: { t: TFunction; role: StaffRole; current?: string }) {
  return (
    <nav aria-label={t("nav.label")} data-no-floating-call className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
      <ul className="flex flex-wrap gap-1">
        {LINKS.filter((link) => (link.roles as readonly StaffRole[]).includes(role)).map(({ href, key, icon }) => (
          <li key={href}>
            <a
              href={href}
              aria-current={current === href ? "page" : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50"
            >
              <Icon name={icon} className="h-5 w-5" /> {t(key)}
            </a>
          </li>
        ))}
      </ul>
      <a href="/logout" className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-slate-700 hover:bg-slate-100">
        <Icon name="log-out" className="h-5 w-5" /> {t("nav.logout")}
      </a>
    </nav>
  );
}

/** An order's status in the visitor's language (the tracking catalog's names), as a badge. */
export function StatusBadge({ t, status }: { t: TFunction; status: string }) {
  const key = statusKey(status);
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-900 ring-1 ring-brand-100" data-testid="status">
      {key ? t(`tracking:statuses.${key}`) : status}
    </span>
  );
}
