import type { AppLoadContext } from "react-router";

/** A person asks for a few appointments an hour; a script posting hundreds would flood the doctors' and pharmacies' WhatsApp. */
const APPOINTMENTS_PER_IP_PER_HOUR = 10;

/** One budget per address for every appointment form (doctor and pharmacy); false once it is spent. */
export async function allowAppointmentRequest(context: AppLoadContext): Promise<boolean> {
  const { allowed } = await context.auth.rateLimiter.hit(`appointment-ip:${context.clientIp}`, APPOINTMENTS_PER_IP_PER_HOUR, 3_600_000);
  return allowed;
}
