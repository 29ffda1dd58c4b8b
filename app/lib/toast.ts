import { PAGE_TOASTER, wantToaster, whenToasterReady, type ToasterId } from "../components/toasts";

/** Spec 000 §5: the location toast sits top centre; every other toast top right. */
export type ToastPosition = "top-right" | "top-center";

/**
 * An open modal dialog makes the rest of the page inert and dims it under its backdrop, so a toast shown
 * meanwhile goes to the dialog's own toaster (named by its data-toaster), where the reader sees it.
 */
function toasterInFront(): ToasterId {
  const modal = [...document.querySelectorAll<HTMLDialogElement>("dialog[open][data-toaster]")].find((dialog) => dialog.matches(":modal"));
  return (modal?.dataset.toaster as ToasterId | undefined) ?? PAGE_TOASTER;
}

/** Shows a toast once the (lazily loaded) toaster is on the page; safe to call from effects right after hydration. */
export async function showToast(kind: "success" | "error" | "info", message: string, options: { position?: ToastPosition } = {}): Promise<void> {
  const toasterId = toasterInFront();
  wantToaster(toasterId);
  const [{ toast }] = await Promise.all([import("sonner"), whenToasterReady(toasterId)]);
  toast[kind](message, toasterId === PAGE_TOASTER ? options : { ...options, toasterId });
}
