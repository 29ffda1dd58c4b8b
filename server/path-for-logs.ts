/**
 * A request's path as the log line and the page views keep it: without its query string (it can carry a phone
 * number) and with a verification code (decision 0033) replaced by ":code", since a code opens what a report or
 * invoice shows at /verify.
 */
export function pathForLogs(url: string): string {
  return (url.split("?")[0] ?? "").replace(/^\/verify\/[^/]+/, "/verify/:code");
}
