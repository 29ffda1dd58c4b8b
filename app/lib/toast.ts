import { whenToasterReady } from "../components/toasts";

/** Spec 000 §5: the location toast sits top centre; every other toast top right. */
export type ToastPosition = "top-right" | "top-center";

/** Shows a toast once the (lazily loaded) toaster is on the page; safe to call from effects right after hydration. */
export async function showToast(kind: "success" | "error" | "info", message: string, options: { position?: ToastPosition } = {}): Promise<void> {
  const [{ toast }] = await Promise.all([import("sonner"), whenToasterReady()]);
  toast[kind](message, options);
}
