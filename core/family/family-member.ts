import type { Selectable } from "kysely";
import type { FamilyMembersTable } from "../../db/schema";

/** One person an account books for, as core hands it out (the row; every reader selects the same columns). */
export type FamilyMember = Selectable<FamilyMembersTable>;

/** A family grows by a few people; more than this is a script, not a family. */
export const MAX_MEMBERS_PER_ACCOUNT = 20;
