import { data } from "react-router";
import { formatDateTime } from "../../core/format/format";
import type { Route } from "./+types/dev-outbox";

/** Demo mode only: the WhatsApp messages the outbox messenger 'sent'. In production this address does not exist. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.appEnv !== "demo") throw data(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.replace(/\D/g, "") || undefined;
  const messages = await context.core.listOutbox({ to, limit: 100 });
  return data({ messages: messages.map((m) => ({ ...m, createdAt: formatDateTime(m.createdAt) })), to: to ?? "" }, { headers: { "Cache-Control": "no-store" } });
}

export const meta = () => [{ title: "Outbox (demo) | Nikat" }, { name: "robots", content: "noindex" }];

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { messages, to } = loaderData;
  return (
    <section className="container-page py-10" lang="en">
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Demo mode</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">WhatsApp outbox</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        In demo mode no message leaves this server. Everything Nikat would send on WhatsApp is listed here, newest first.
      </p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-slate-800">
          Phone number
          <input name="to" defaultValue={to} inputMode="numeric" className="mt-1 block min-h-11 rounded-xl border border-slate-300 px-3" />
        </label>
        <button type="submit" className="btn bg-brand-700 text-white">
          Filter
        </button>
      </form>
      {messages.length === 0 ? (
        <p className="mt-8 text-slate-600">No messages yet.</p>
      ) : (
        <ol className="mt-8 space-y-3">
          {messages.map((message) => (
            <li key={message.id} data-testid="outbox-message" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="flex flex-wrap gap-x-4 text-sm text-slate-600">
                <span>
                  To <strong data-testid="outbox-to">{message.to}</strong>
                </span>
                <span>{message.createdAt}</span>
                <span>{message.template}</span>
                <span className={message.state === "failed" ? "font-semibold text-red-700" : "font-semibold text-green-700"}>{message.state}</span>
              </p>
              <p data-testid="outbox-text" className="mt-2 text-lg text-slate-900">
                {message.text}
              </p>
              {message.error ? <p className="mt-1 text-sm text-red-700">{message.error}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
