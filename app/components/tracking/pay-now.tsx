import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "../../lib/toast";
import { payErrorKey } from "./pay-error-key";

/** Spec 000 §9: the payment status is polled every 5 seconds. */
export const PAYMENT_POLL_MS = 5_000;

type Status = { state: "pending" | "completed" | "failed" | "expired"; held: boolean };

/**
 * Spec 000 §4 Payment flow. Without JavaScript this is a form post that sends the browser to the gateway, which
 * returns it to the order. With JavaScript the gateway opens in a new window, the button shows 'Processing...' and
 * our server is asked every 5 s until the attempt ends; then the window closes, a toast says how it went and the
 * order reloads.
 */
export function PayNow({ t, orderId, resumeAttemptId }: { t: TFunction; orderId: number; resumeAttemptId: number | null }) {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  function stop() {
    if (timer.current) clearInterval(timer.current);
    timer.current = undefined;
  }

  function poll(attemptId: number, popup: Window | null) {
    stop();
    setBusy(true);
    let asking = false;
    timer.current = setInterval(async () => {
      if (asking) return;
      asking = true;
      try {
        const response = await fetch(`/payments/${attemptId}/status`, { headers: { Accept: "application/json" }, cache: "no-store" });
        if (!response.ok) return;
        const status = (await response.json()) as Status;
        if (status.state === "pending") return;
        stop();
        popup?.close();
        setBusy(false);
        if (status.state === "completed") void showToast(status.held ? "info" : "success", t(status.held ? "toasts.held" : "toasts.confirmed"));
        else void showToast("error", t("toasts.failed"));
        void revalidate.current();
      } catch {
        // A dropped connection on mobile data: the next tick asks again.
      } finally {
        asking = false;
      }
    }, PAYMENT_POLL_MS);
  }

  // Back from the gateway in this window (or reloaded while paying): keep following the open attempt.
  useEffect(() => {
    if (resumeAttemptId) poll(resumeAttemptId, null);
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeAttemptId]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Opened inside the click so pop-up blockers allow it; it is pointed at the gateway once we have the address.
    const popup = window.open("", "_blank");
    setBusy(true);
    try {
      // Posted as a form (the form pipeline refuses anything else); Pay Now's form has no fields of its own.
      const response = await fetch(event.currentTarget.action, { method: "POST", headers: { Accept: "application/json" }, body: new URLSearchParams() });
      const answer = (await response.json()) as { attemptId?: number; redirectUrl?: string; error?: string };
      if (!response.ok || !answer.redirectUrl || !answer.attemptId) {
        popup?.close();
        setBusy(false);
        void showToast("error", t(payErrorKey(answer.error)));
        void revalidate.current();
        return;
      }
      if (popup) {
        popup.opener = null;
        popup.location.href = answer.redirectUrl;
        poll(answer.attemptId, popup);
      } else {
        // No window could be opened: pay in this one; the gateway brings the browser back to the order.
        window.location.assign(answer.redirectUrl);
      }
    } catch {
      popup?.close();
      setBusy(false);
      void showToast("error", t("errors.gateway_unavailable"));
    }
  }

  return (
    <form method="post" action={`/trace/test/${orderId}/pay`} onSubmit={onSubmit}>
      <button type="submit" disabled={busy} aria-busy={busy} className="btn w-full bg-pink-600 text-white hover:bg-pink-700 disabled:opacity-80 sm:w-auto" data-testid="pay-now">
        <Icon name="credit-card" className="h-5 w-5" />
        {busy ? t("actions.processing") : t("actions.pay")}
      </button>
      <span className="sr-only" role="status">
        {busy ? t("actions.processing") : ""}
      </span>
    </form>
  );
}

/** The page shows the order's current state while it is open: it asks our server again every so often. */
export function useLiveOrder(active: boolean, everyMs = 15_000) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void revalidate.current();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
}
