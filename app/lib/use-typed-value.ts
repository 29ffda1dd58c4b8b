import { useLayoutEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The state of a controlled field that starts from what the field holds when React takes it over. On a slow phone
 * the server's form is on the screen, and typed into, seconds before the scripts run: React leaves the typed text in
 * the element while it hydrates, but a state that starts from the server's value would be written back over it at the
 * next render, and a check of the state would find it empty ("Please enter a valid phone number"). The element's
 * value is read once, before the browser paints again. Give the ref to the field.
 */
export function useTypedValue<E extends Control = HTMLInputElement>(
  initial: string,
  clean: (value: string) => string = (value) => value,
): [string, Dispatch<SetStateAction<string>>, RefObject<E | null>] {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(initial);
  const first = useRef({ initial, clean });
  useLayoutEffect(() => {
    const inField = ref.current?.value;
    if (inField !== undefined && inField !== first.current.initial) setValue(first.current.clean(inField));
  }, []);
  return [value, setValue, ref];
}
