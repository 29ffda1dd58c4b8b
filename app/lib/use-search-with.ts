import { useLocation } from "react-router";

/** This address's query with one parameter set (the others kept), for a link that asks the same page for more. */
export function useSearchWith(name: string, value: string): string {
  const params = new URLSearchParams(useLocation().search);
  params.set(name, value);
  return `?${params}`;
}
