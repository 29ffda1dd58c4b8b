import type { IconName } from "./icon-names";
import spriteUrl from "./icons.svg?url";

/**
 * An icon from the sprite file (scripts/icon-sprite.mjs writes it from lucide): one cached request for every icon of
 * every page, no icon in the JavaScript and only a reference in the HTML. Sized and coloured by its class: the
 * strokes and fills are currentColor. Decorative, as every icon here sits next to its text.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
