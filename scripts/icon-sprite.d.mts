/** Sprite name → the lucide component it draws (PascalCase of the name when not given) and its props. */
export declare const ICONS: Record<string, { icon?: string; props?: Record<string, string> }>;
/** The social networks' marks the sprite draws besides lucide's icons (filled glyphs). */
export declare const SOCIAL_MARK_NAMES: string[];
/** app/components/icons: where the sprite and its name list are written. */
export declare const ICON_DIR: string;
/** icons.svg and icon-names.ts as the script would write them. */
export declare function renderIconFiles(): { svg: string; ts: string };
