import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * Server HTML (and browsers without JavaScript) show every panel stacked under its own heading,
 * so nothing is hidden behind a control that cannot work; once hydrated they become WAI-ARIA tabs.
 */
export function ProgressiveTabs({ label, items, headingLevel = 3 }: { label: string; items: readonly TabItem[]; headingLevel?: 3 | 4 }) {
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  useEffect(() => setEnhanced(true), []);

  const Heading = headingLevel === 3 ? "h3" : "h4";
  if (!enhanced) {
    return (
      <div className="space-y-4">
        {items.map((item) => (
          <section key={item.id} aria-labelledby={`${baseId}-${item.id}-h`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Heading id={`${baseId}-${item.id}-h`} className="text-lg font-semibold text-slate-900">
              {item.label}
            </Heading>
            <div className="mt-3">{item.content}</div>
          </section>
        ))}
      </div>
    );
  }

  function focusTab(index: number) {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.id}-tab`}
              aria-selected={active}
              aria-controls={`${baseId}-${item.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full px-4 py-2 text-sm font-semibold transition ${
                active ? "bg-brand-700 text-white shadow-sm" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-${item.id}-panel`}
          aria-labelledby={`${baseId}-${item.id}-tab`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
