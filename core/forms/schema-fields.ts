import type { z } from "zod";

/** A field whose schema names no length (a checkbox, a transform) is echoed back at most this long. */
export const UNBOUNDED_FIELD_ECHO = 100;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/**
 * The fields a form's schema reads, each with the longest value it accepts: an object's keys (or every
 * option's keys for a union on `intent`), the length from the field's string rule, an enum's longest
 * option. What is echoed back to a form is these fields only, each cut to its length.
 */
export function schemaFields(schema: z.ZodType): Map<string, number> {
  const def = defOf(schema);
  const fields = new Map<string, number>();
  if (def.type === "object" && def.shape) {
    for (const [name, field] of Object.entries(def.shape)) fields.set(name, maxLengthOf(field) ?? UNBOUNDED_FIELD_ECHO);
  } else if (def.type === "union" && def.options) {
    for (const option of def.options) for (const [name, max] of schemaFields(option)) fields.set(name, Math.max(max, fields.get(name) ?? 0));
  } else if (def.type === "pipe" && def.in) {
    return schemaFields(def.in);
  }
  return fields;
}

function maxLengthOf(schema: z.ZodType): number | null {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return (schema as z.ZodString).maxLength;
    case "pipe": {
      const lengths = [def.in, def.out].map((part) => (part ? maxLengthOf(part) : null)).filter((n): n is number => n !== null);
      return lengths.length > 0 ? Math.min(...lengths) : null;
    }
    case "optional":
    case "nullable":
    case "default":
    case "catch":
    case "readonly":
      return def.innerType ? maxLengthOf(def.innerType) : null;
    case "enum":
      return Math.max(...Object.values(def.entries ?? {}).map((value) => String(value).length));
    case "literal":
      return Math.max(...(def.values ?? []).map((value) => String(value).length));
    default:
      return null;
  }
}

/** What the visitor typed, for the schema's fields only, each cut to that field's own limit; files and secrets never. */
export function echoValues(schema: z.ZodType, formData: FormData, omit: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, max] of schemaFields(schema)) {
    if (omit.includes(name)) continue;
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, max);
  }
  return values;
}
