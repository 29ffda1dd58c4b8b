import { useEffect } from "react";
import { showToast } from "../../lib/toast";

/** Spec 000 §8 'Lab list failure': the server's message as an error toast, and in place, so it is not missed. */
export function LoadError({ message }: { message: string }) {
  useEffect(() => {
    void showToast("error", message);
  }, [message]);
  return (
    <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      {message}
    </p>
  );
}
