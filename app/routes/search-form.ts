import { redirect } from "react-router";
import type { Route } from "./+types/search-form";
import { stripControlCharacters } from "../../core/forms/control-characters";

/** The doctor search box without JavaScript: /search?q=text → /search/text; empty text is ignored (spec 001 §5). */
export function loader({ request }: Route.LoaderArgs) {
  const text = stripControlCharacters(new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  return redirect(text ? `/search/${encodeURIComponent(text)}` : "/doctors");
}
