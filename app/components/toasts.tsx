import { lazy, Suspense, useEffect, useState } from "react";

let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

const Toaster = lazy(() =>
  import("sonner").then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster(props: React.ComponentProps<typeof SonnerToaster>) {
      useEffect(() => markReady(), []);
      return <SonnerToaster {...props} />;
    },
  })),
);

/**
 * Toasts (spec 000 §9: 3 s, top right) are never needed for the first paint, so the library
 * loads after hydration and stays out of the first-load JavaScript budget.
 */
export function Toasts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={3000} closeButton />
    </Suspense>
  );
}

/** Resolves once the toaster has mounted and listens for toasts. */
export const whenToasterReady = () => toasterReady;
