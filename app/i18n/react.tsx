import { createContext, useContext } from "react";
import type { Namespace } from "./text-keys";
import type { TFunction } from "./translator/t-function";
import type { Translator } from "./translator/translator";

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the page its language's translator; the server render and the browser use the same one. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: React.ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The translator, or null outside the shell (the root itself failed and no catalog arrived). */
export function useOptionalTranslator(): Translator | null {
  return useContext(TranslatorContext);
}

/** t for a namespace (common unless named) and the translator itself. */
export function useTranslation<N extends Namespace = "common">(namespace: N = "common" as N): { t: TFunction<N>; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation outside a TranslatorProvider");
  return { t: translator.fixedT(namespace), i18n: translator };
}
