import { redirect } from "react-router";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace";

/**
 * Spec 000 §5: tracking needs a logged-in patient (else home), and the order must be theirs (else /404).
 * Orders arrive with the booking issue; until then no order belongs to anyone, so a patient lands on /404.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getUser(context);
  if (!user) throw redirect("/");
  throw redirect("/404");
}

export default function Trace() {
  return null;
}
