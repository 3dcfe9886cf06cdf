/**
 * What is wrong with a `base-url` the browser would misread, in words for the site owner's
 * console; undefined when it can be fetched. `/platform` and `./platform` are on the page's
 * own server. A host written without its scheme (`127.0.0.1:8081`, `booking.example.com`) is
 * not: the browser reads it as a path on the page's server (or `localhost:` as a scheme), so
 * each request would go to the wrong place and fail as "not found".
 */
export function baseUrlProblem(baseUrl: string): string | undefined {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(baseUrl)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return undefined;
  // A host name with a dot, `localhost` or an IP address, with a port and a path or not.
  const hostFirst = /^(?:localhost|[\w-]+(?:\.[\w-]+)+|\[[\da-f:.]+\])(?::\d+)?(?:[/?#]|$)/i.test(baseUrl);
  if (hostFirst) {
    return `base-url "${baseUrl}" has no scheme: it must start with http:// or https://, e.g. "https://${baseUrl}" (or "http://${baseUrl}" for a server without TLS). No request is made.`;
  }
  if (scheme) return `base-url "${baseUrl}" must start with http:// or https://. No request is made.`;
  return undefined;
}
