import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import { parseMarkup, type MarkupNode } from "./translator/markup";
import type { TFunction } from "./translator/t-function";

type Props = {
  t: TFunction;
  i18nKey: string;
  /** Values for the text's {{placeholders}}. */
  values?: Record<string, unknown>;
  /** The element each tag of the text becomes, by tag name; the tag's text becomes its children. */
  components: Record<string, ReactElement>;
};

/** A translated text with parts that are elements: "Read our <privacy>Privacy Policy</privacy>." */
export function Trans({ t, i18nKey, values, components }: Props) {
  const text = values ? t(i18nKey, values) : t(i18nKey);
  return <>{render(parseMarkup(text), components)}</>;
}

function render(nodes: readonly MarkupNode[], components: Props["components"]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    const inner = render(node.children, components);
    const component = Object.hasOwn(components, node.name) ? components[node.name] : undefined;
    if (component) return cloneElement(component, { key: index }, ...inner);
    return (
      <Fragment key={index}>
        {`<${node.name}>`}
        {inner}
        {`</${node.name}>`}
      </Fragment>
    );
  });
}
