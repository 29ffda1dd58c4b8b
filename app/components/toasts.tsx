import { lazy, Suspense, useEffect, useState } from "react";

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

/**
 * Toasts (spec 000 §9: 3 s, top right) are never needed for the first paint, so the library
 * loads after hydration and stays out of the first-load JavaScript budget.
 */
export function Toasts({ id = PAGE_TOASTER }: { id?: ToasterId }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toasterId={id} position="top-right" duration={3000} closeButton style={FONT} />
    </Suspense>
  );
}

/** Resolves once that toaster has mounted and listens for toasts. */
export const whenToasterReady = (id: ToasterId = PAGE_TOASTER) => readiness(id).promise;
