// Serves a built single-page application the way its host would: files as they are, a folder's
// index.html, and index.html for any other path, so a reload of /book finds the app's router.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { createGuardedServer, renderTextError, sendError } from '../../sandbox/guarded-http.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file for `pathname` inside `root`, never outside it. */
function fileFor(root, pathname, { spaFallback }) {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) if (isFile(candidate)) return candidate;
  return spaFallback ? join(root, 'index.html') : undefined;
}

/** Starts serving `root` on a free port of 127.0.0.1; resolves to `{ url, close }`. */
export function serveStatic(root, { spaFallback = true } = {}) {
  const server = createGuardedServer(
    ({ res, url }) => {
      const file = fileFor(root, url.pathname, { spaFallback });
      if (!file || !isFile(file)) return sendError(res, renderTextError, { status: 404, message: 'Not found' });
      const body = readFileSync(file);
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-store' }).end(body);
    },
    { methods: ['GET', 'HEAD'], renderError: renderTextError },
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
