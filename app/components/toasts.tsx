import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/** The page's own toaster; a modal dialog holds a second one (see ToasterId), since a modal covers everything outside it. */
export const PAGE_TOASTER = "page";
export type ToasterId = typeof PAGE_TOASTER | "location-dialog";

const ready = new Map<ToasterId, { promise: Promise<void>; resolve: () => void }>();
function readiness(id: ToasterId) {
  let entry = ready.get(id);
  if (!entry) {
    let resolve: () => void = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    entry = { promise, resolve };
    ready.set(id, entry);
  }
  return entry;
}

const Toaster = lazy(() =>
  import("sonner").then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster({ toasterId, ...props }: React.ComponentProps<typeof SonnerToaster> & { toasterId: ToasterId }) {
      useEffect(() => readiness(toasterId).resolve(), [toasterId]);
      return <SonnerToaster {...props} id={toasterId === PAGE_TOASTER ? undefined : toasterId} />;
    },
  })),
);

/**
 * The library sets its own system font stack, which has no Devanagari or Bengali on many phones (empty boxes):
 * toasts use the self-hosted Noto fonts of every other text.
 */
const FONT = { fontFamily: "var(--font-sans)" } as const;

/** The toasters a toast has been asked for: the library loads (and adds its stylesheet) only then. */
const wanted = new Set<ToasterId>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounts that toaster (loading the library on the first call); showToast then waits for whenToasterReady. */
export function wantToaster(id: ToasterId): void {
  if (wanted.has(id)) return;
  wanted.add(id);
  for (const listener of listeners) listener();
}

/**
 * Toasts (spec 000 §9: 3 s, top right) are never needed for the first paint, and most visits see none: the
 * library, and the stylesheet it adds (a style recalculation of the whole page), load only when the first toast is
 * asked for, so they stay out of the first load and of the work after hydration.
 */
export function Toasts({ id = PAGE_TOASTER }: { id?: ToasterId }) {
  const shown = useSyncExternalStore(subscribe, () => wanted.has(id), () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toasterId={id} position="top-right" duration={3000} closeButton style={FONT} />
    </Suspense>
  );
}

/** Resolves once that toaster has mounted and listens for toasts. */
export const whenToasterReady = (id: ToasterId = PAGE_TOASTER) => readiness(id).promise;
