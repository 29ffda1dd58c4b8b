import type { BookingActionData } from "./booking-action-data";
import { BOOKING_UPLOAD_PATH } from "./booking-paths";


/**
 * Posts the form with XMLHttpRequest, the one browser API that reports upload progress (fetch does not),
 * and resolves with the server's answer; a network failure or an answer that is not ours rejects.
 */
export function uploadWithProgress(form: FormData, onProgress: (percent: number) => void): Promise<BookingActionData> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", BOOKING_UPLOAD_PATH);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as BookingActionData | null;
      if (body && typeof body === "object" && "ok" in body) resolve(body);
      else reject(new Error(`upload answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.ontimeout = () => reject(new Error("timeout"));
    xhr.send(form);
  });
}

/** The device's position when the patient allows it, else null; asked only when the patient chooses it (decision 0026). */
export function devicePosition(timeoutMs = 5_000): Promise<{ lat: number; lon: number } | null> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => resolve(null),
      { timeout: timeoutMs, maximumAge: 600_000 },
    );
  });
}
