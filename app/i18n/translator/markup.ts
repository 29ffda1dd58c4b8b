/** A text with tags, as in "Read our <privacy>Privacy Policy</privacy>.": strings and named parts. */
export type MarkupNode = string | { name: string; children: MarkupNode[] };

const TAG = /<(\/?)(\w+)>/g;

/**
 * Reads the tags of a translated text. Tags are plain names (the text names a component, it carries no
 * attributes); a closing tag that matches nothing open, or a tag never closed, stays as written.
 */
export function parseMarkup(text: string): MarkupNode[] {
  const root: MarkupNode[] = [];
  const open: { name: string; children: MarkupNode[]; source: string; parent: MarkupNode[] }[] = [];
  let children = root;
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [tag, closing, name = ""] = match;
    if (match.index > last) children.push(text.slice(last, match.index));
    last = match.index + tag.length;
    if (!closing) {
      const part = { name, children: [] as MarkupNode[], source: tag, parent: children };
      open.push(part);
      children = part.children;
      continue;
    }
    const top = open.at(-1);
    if (top?.name !== name) {
      children.push(tag);
      continue;
    }
    open.pop();
    top.parent.push({ name, children: top.children });
    children = top.parent;
  }
  if (last < text.length) children.push(text.slice(last));
  while (open.length > 0) {
    const part = open.pop()!;
    part.parent.push(part.source, ...part.children);
    children = part.parent;
  }
  return root;
}
