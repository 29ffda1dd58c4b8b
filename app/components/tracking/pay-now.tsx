import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "../../lib/toast";
import { payErrorKey } from "./pay-error-key";

/** Spec 000 §9: the payment status is polled every 5 seconds. */
export const PAYMENT_POLL_MS = 5_000;

type Status = { state: "pending" | "completed" | "failed" | "expired"; held: boolean };

/** The open attempt the page follows after it was loaded again: its id, and when it started ("2:30 pm"; empty when not known). */
export type FollowedAttempt = { attemptId: number; since: string };

/**
 * The tracking page in the gateway's window and the page that opened it (or was reloaded since, and lost its handle
 * on that window) talk over this channel: the window says its attempt ended; the page following it answers "close",
 * asks our server at once and tells how it went, as when it kept the handle.
 */
const PAYMENT_WINDOW_CHANNEL = "nikat-payment-window";
type WindowMessage = { ended: number } | { close: number };

function paymentChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(PAYMENT_WINDOW_CHANNEL);
}

/** In the gateway's window, back on our tracking page with the attempt ended: say so, and close when the payer's page asks. */
export function useAnnounceEndedAttempt(attemptId: number | null) {
  useEffect(() => {
    if (attemptId === null) return;
    const channel = paymentChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent<WindowMessage>) => {
      // Only a window a script opened may close itself; in the payer's own tab this does nothing.
      if ("close" in event.data && event.data.close === attemptId) window.close();
    };
    channel.postMessage({ ended: attemptId } satisfies WindowMessage);
    return () => channel.close();
  }, [attemptId]);
}

/**
 * Spec 000 §4 Payment flow. Without JavaScript this is a form post that sends the browser to the gateway, which
 * returns it to the order. With JavaScript the gateway opens in a new window, the button shows 'Processing...' and
 * our server is asked every 5 s until the attempt ends; then the window closes, a toast says how it went and the
 * order reloads. Loaded again while an attempt is open, it says "Payment in progress" and follows that attempt the same
 * way; its window, which this page no longer holds, is closed over the payment window channel.
 */
export function PayNow({ t, orderId, followed }: { t: TFunction; orderId: number; followed: FollowedAttempt | null }) {
  const [busy, setBusy] = useState(false);
  const [following, setFollowing] = useState<FollowedAttempt | null>(followed);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const checkNow = useRef<(() => void) | undefined>(undefined);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  function stop() {
    if (timer.current) clearInterval(timer.current);
    timer.current = undefined;
    checkNow.current = undefined;
  }

  function poll(attemptId: number, popup: Window | null) {
    stop();
    setBusy(true);
    let asking = false;
    const check = async () => {
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
        setFollowing(null);
        if (status.state === "completed") void showToast(status.held ? "info" : "success", t(status.held ? "toasts.held" : "toasts.confirmed"));
        else void showToast("error", t("toasts.failed"));
        void revalidate.current();
      } catch {
        // A dropped connection on mobile data: the next tick asks again.
      } finally {
        asking = false;
      }
    };
    checkNow.current = () => void check();
    timer.current = setInterval(check, PAYMENT_POLL_MS);
    return check;
  }

  // Loaded again while paying (a reload, or back from the gateway in this window): follow the open attempt, asking at once.
  useEffect(() => {
    if (!followed) return;
    void poll(followed.attemptId, null)();
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followed?.attemptId]);

  // The gateway's window says its attempt ended: close it (this page may have lost its handle on it) and ask at once.
  useEffect(() => {
    const channel = paymentChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent<WindowMessage>) => {
      if (!("ended" in event.data) || !checkNow.current) return;
      channel.postMessage({ close: event.data.ended } satisfies WindowMessage);
      checkNow.current();
    };
    return () => channel.close();
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy && !following) return;
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
    <form method="post" action={`/trace/test/${orderId}/pay`} onSubmit={onSubmit} className="space-y-3">
      {following ? (
        <div role="status" className="rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200" data-testid="payment-in-progress">
          <p className="font-bold">{t("payment.inProgress")}</p>
          <p className="text-sm">{following.since ? t("payment.inProgressSince", { time: following.since }) : t("payment.inProgressWaiting")}</p>
        </div>
      ) : null}
      <button type="submit" disabled={busy && !following} aria-busy={busy} className="btn w-full bg-pink-600 text-white hover:bg-pink-700 disabled:opacity-80 sm:w-auto" data-testid="pay-now">
        <Icon name="credit-card" className="h-5 w-5" />
        {following ? t("payment.openAgain") : busy ? t("actions.processing") : t("actions.pay")}
      </button>
      {following ? null : (
        <span className="sr-only" role="status">
          {busy ? t("actions.processing") : ""}
        </span>
      )}
    </form>
  );
}

/** How often a page showing an order that is not finished asks our server for its state. */
export const LIVE_ORDER_REFRESH_MS = 15_000;

/** The page shows the order's current state while it is open: it asks our server again every so often. */
export function useLiveOrder(active: boolean, everyMs = LIVE_ORDER_REFRESH_MS) {
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
