import type { Relation } from "../../db/schema";

export type { Relation } from "../../db/schema";

/** Issue #27: who a family member is to the account holder, in the order the form lists them. */
export const RELATIONS = ["Self", "Mother", "Father", "Spouse", "Son", "Daughter", "Grandparent", "Other"] as const satisfies readonly Relation[];

export const isRelation = (value: unknown): value is Relation => typeof value === "string" && (RELATIONS as readonly string[]).includes(value);

/** The account holder is the parent of a son or daughter: no separate guardian confirmation is needed for them. */
export const isOwnChild = (relation: Relation) => relation === "Son" || relation === "Daughter";
