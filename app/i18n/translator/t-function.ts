/**
 * Values for a text's {{placeholders}}, and the few options our calls use: `count` chooses the plural form
 * (key_one, key_other), `returnObjects` answers a whole subtree, `defaultValue` is the text where a key may be
 * missing (a town's name where the areas list has no translation); without one a missing key shows the mark.
 */
export type TOptions = {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [placeholder: string]: unknown;
};

/** A translator's t for one namespace; `ns:key` reads another namespace of the same language. */
export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};
