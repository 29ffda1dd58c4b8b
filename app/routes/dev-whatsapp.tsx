import { data, Form, redirect } from "react-router";
import { formatDateTime } from "../../core/format/format";
import { simulatorFormSchema } from "../../core/whatsapp-chat/simulator-form";
import type { SimulatedMessage } from "../../core/whatsapp-chat/chat-simulator";
import type { ChatContent } from "../../core/messaging/chat-content";
import { PRESCRIPTION_MAX_BYTES } from "../../core/files/upload-limits";
import { BOOKING_UPLOAD_HANDLE } from "../components/booking/booking-paths";
import { fieldProblems, formAction } from "../lib/form-action.server";
import type { Route } from "./+types/dev-whatsapp";

const NO_STORE = { "Cache-Control": "no-store" };
const DEMO_PATIENT = "9830098300";
export const handle = BOOKING_UPLOAD_HANDLE;

/**
 * Demo mode only: a WhatsApp chat simulator. Each message is built as Meta sends it, signed with the webhook's
 * secret and handed to the webhook's own code (core/whatsapp-chat/chat-simulator.ts); the replies are the ones the
 * outbox stores. In production this address does not exist.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.appEnv !== "demo" || !context.whatsAppChat.simulator) throw data(null, { status: 404 });
  const phone = new URL(request.url).searchParams.get("phone")?.replace(/\D/g, "").slice(-10) || DEMO_PATIENT;
  const lines = /^[6-9]\d{9}$/.test(phone) ? await context.core.chatTranscript(phone, 30) : [];
  const last = lines.at(-1);
  return data(
    {
      phone,
      lines: lines.map((line) => ({ from: line.from, text: line.text, at: formatDateTime(line.at) })),
      choices: last?.from === "nikat" ? choicesOf(last.content) : null,
    },
    { headers: NO_STORE },
  );
}

function choicesOf(content: ChatContent | null): { kind: "button" | "list"; items: { id: string; title: string }[] } | null {
  if (content?.kind === "buttons") return { kind: "button", items: content.buttons };
  if (content?.kind === "list") return { kind: "list", items: content.rows };
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const simulator = context.appEnv === "demo" ? context.whatsAppChat.simulator : undefined;
  if (!simulator) throw data(null, { status: 404 });
  const answer = await formAction({
    request,
    context,
    schema: simulatorFormSchema,
    what: "simulated whatsapp message not handled",
    maxBytes: BOOKING_UPLOAD_HANDLE.maxBodyBytes,
    upload: { name: "photo", maxBytes: PRESCRIPTION_MAX_BYTES, tooLarge: "prescriptionTooLarge" },
    run: async (form, { file }) => {
      const message = simulated(form, file, simulator.attach);
      if (!message) return fieldProblems({ body: "errors.required" });
      await simulator.send(form.phone, message);
      return redirect(`/dev/whatsapp?phone=${form.phone}`, { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

function simulated(
  form: ReturnType<typeof simulatorFormSchema.parse>,
  file: Uint8Array | null,
  attach: (bytes: Uint8Array, mime: string) => string,
): SimulatedMessage | null {
  switch (form.intent) {
    case "text":
      return form.body ? { type: "text", body: form.body } : null;
    case "tap":
      return form.choiceId && form.choiceTitle ? { type: form.choiceKind === "list" ? "list" : "button", id: form.choiceId, title: form.choiceTitle } : null;
    case "image":
      // WhatsApp re-encodes photos as JPEG; the conversation checks the bytes themselves, whatever this says.
      return file?.length ? { type: "image", mediaId: attach(file, "image/jpeg"), mime: "image/jpeg" } : null;
    case "location":
      return form.lat !== undefined && form.lon !== undefined ? { type: "location", lat: form.lat, lon: form.lon } : null;
  }
}

export const meta = () => [{ title: "WhatsApp simulator (demo) | Nikat" }, { name: "robots", content: "noindex" }];

export default function DevWhatsApp({ loaderData, actionData }: Route.ComponentProps) {
  const { phone, lines, choices } = loaderData;
  const problem = actionData && !actionData.ok ? Object.values(actionData.fieldErrors ?? {})[0] ?? actionData.formError : undefined;
  const hidden = <input type="hidden" name="phone" value={phone} />;
  return (
    <section className="container-page max-w-xl py-8" lang="en">
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Demo mode</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">WhatsApp simulator</h1>
      <p className="mt-2 text-slate-600">
        Write as a patient would on WhatsApp. Each message is signed the way Meta signs it and goes through the webhook; the replies are what Nikat would send. Say “Hi” to begin.
      </p>
      <form method="get" className="mt-5 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-slate-800">
          Phone number
          <input name="phone" defaultValue={phone} inputMode="numeric" maxLength={10} className="mt-1 block min-h-11 w-44 rounded-xl border border-slate-300 px-3" />
        </label>
        <button type="submit" className="btn bg-white text-brand-800 ring-1 ring-brand-200">
          Open chat
        </button>
      </form>

      <ol className="mt-6 space-y-2 rounded-2xl bg-[#efeae2] p-3" data-testid="sim-lines" aria-live="polite">
        {lines.length === 0 ? <li className="p-2 text-slate-600">No messages yet.</li> : null}
        {lines.map((line, i) => (
          <li key={i} className={`flex ${line.from === "person" ? "justify-end" : "justify-start"}`}>
            <p data-from={line.from} className={`max-w-[85%] whitespace-pre-line rounded-2xl px-3 py-2 text-slate-900 shadow-sm ${line.from === "person" ? "bg-[#d9fdd3]" : "bg-white"}`}>
              {line.text}
              <span className="mt-1 block text-right text-xs text-slate-500">{line.at}</span>
            </p>
          </li>
        ))}
      </ol>

      {choices ? (
        <div className="mt-3 flex flex-col gap-2" data-testid="sim-choices">
          {choices.items.map((choice) => (
            <Form method="post" encType="multipart/form-data" key={choice.id}>
              {hidden}
              <input type="hidden" name="intent" value="tap" />
              <input type="hidden" name="choiceId" value={choice.id} />
              <input type="hidden" name="choiceTitle" value={choice.title} />
              <input type="hidden" name="choiceKind" value={choices.kind} />
              <button type="submit" className="min-h-11 w-full rounded-xl bg-white px-3 font-semibold text-[#008069] shadow-sm ring-1 ring-slate-200">
                {choice.title}
              </button>
            </Form>
          ))}
        </div>
      ) : null}

      {problem ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
          {problem === "errors.required" ? "Type a message, attach a photo or give a location first." : "That did not work — check the phone number."}
        </p>
      ) : null}

      {/* Keyed by the conversation's length: a sent message empties the box. */}
      <Form key={lines.length} method="post" encType="multipart/form-data" className="mt-4 flex gap-2">
        {hidden}
        <input type="hidden" name="intent" value="text" />
        <label className="sr-only" htmlFor="sim-body">
          Message
        </label>
        <input id="sim-body" name="body" autoComplete="off" maxLength={1000} placeholder="Type a message" className="min-h-11 flex-1 rounded-xl border border-slate-300 px-3" />
        <button type="submit" className="btn bg-[#008069] text-white">
          Send
        </button>
      </Form>

      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-center gap-2">
        {hidden}
        <input type="hidden" name="intent" value="image" />
        <label className="text-sm font-semibold text-slate-800" htmlFor="sim-photo">
          Photo
        </label>
        <input id="sim-photo" name="photo" type="file" accept="image/*" className="min-h-11 max-w-full text-sm" />
        <button type="submit" className="btn bg-white text-brand-800 ring-1 ring-brand-200">
          Send photo
        </button>
      </Form>

      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-2">
        {hidden}
        <input type="hidden" name="intent" value="location" />
        <label className="text-sm font-semibold text-slate-800">
          Latitude
          <input name="lat" defaultValue="22.5726" inputMode="decimal" className="mt-1 block min-h-11 w-28 rounded-xl border border-slate-300 px-3" />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          Longitude
          <input name="lon" defaultValue="88.3639" inputMode="decimal" className="mt-1 block min-h-11 w-28 rounded-xl border border-slate-300 px-3" />
        </label>
        <button type="submit" className="btn bg-white text-brand-800 ring-1 ring-brand-200">
          Share location
        </button>
      </Form>

      <p className="mt-6 text-sm text-slate-600">
        Every message Nikat sends (templates too) is also listed in the <a className="font-semibold text-brand-800 underline" href={`/dev/outbox?to=${phone}`}>outbox</a>; staff answer handed-over chats at{" "}
        <a className="font-semibold text-brand-800 underline" href="/staff/chats">/staff/chats</a>.
      </p>
    </section>
  );
}
