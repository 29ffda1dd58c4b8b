import type { CheckedKey, Namespace, SubtreeKey, TextKey } from "../text-keys";

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

/**
 * A translator's t for namespace N; `ns:key` reads another namespace of the same language. Keys are checked by
 * tsc against the English catalogs (text-keys.ts); without N, a t of any namespace.
 */
export type TFunction<N extends Namespace = Namespace> = {
  <const K extends string>(key: K & CheckedKey<SubtreeKey<N>, K>, options: TOptions & { returnObjects: true }): unknown;
  <const K extends string>(key: K & CheckedKey<TextKey<N>, K>, options?: TOptions): string;
};
