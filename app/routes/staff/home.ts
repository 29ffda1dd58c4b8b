import { redirect } from "react-router";
import { requireStaff, STAFF_HOME } from "./staff.server";
import type { Route } from "./+types/home";

/** /staff: each role's own start page; anyone else the same 404 as an address that does not exist. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, "admin", "agent", "lab");
  return redirect(STAFF_HOME[staff.role], { headers: { "Cache-Control": "private, no-store" } });
}
