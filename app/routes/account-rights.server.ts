import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../core/auth/sessions";
import { requireRole } from "../lib/session.server";

/**
 * The guard of the privacy-rights pages (erase, nominee, grievance; issue #34): a patient's own pages, reached with the
 * server session only. A visitor goes to login and comes back; staff have no such account here.
 */
export const rightsPatient = (context: AppLoadContext, request: Request): Promise<SessionUser> => requireRole(context, request, "patient");

/** Responses of these pages hold personal data: never stored by a cache. */
export const NO_STORE = { "Cache-Control": "private, no-store" } as const;
