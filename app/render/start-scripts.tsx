/** The mark the page's starter reads (app/render/scripts-on-first-action.server.ts). */
export const START_SCRIPTS_ATTRIBUTE = "data-start-scripts";

/**
 * Put in a page that must show something the visitor did not ask for, which only its scripts can show: its scripts
 * then start without waiting for the visitor's first action, after the first frame (`afterMs` 0) or after `afterMs`.
 * The first mark in the page is the one that counts.
 */
export function StartScripts({ afterMs = 0 }: { afterMs?: number }) {
  return <span hidden {...{ [START_SCRIPTS_ATTRIBUTE]: String(afterMs) }} />;
}
