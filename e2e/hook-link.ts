/**
 * The link between the CMS and the build hook in the end-to-end stack, which a spec can cut:
 * while it is down, the CMS's webhook deliveries and its Site builds API meet a dead address, as
 * when the hook's machine is down. `POST /__link/down` and `POST /__link/up` switch it.
 */
import http from 'node:http';
import { createProxyServer } from 'http-proxy-3';

/** @param target the build hook, e.g. http://127.0.0.1:9011 */
export function createHookLink(target: string) {
  const proxy = createProxyServer({ target });
  proxy.on('error', (_error, _request, response) => {
    if (response instanceof http.ServerResponse && !response.headersSent) response.writeHead(502).end();
  });
  let up = true;
  return http.createServer((request, response) => {
    if (request.url === '/__link/down' || request.url === '/__link/up') {
      up = request.url === '/__link/up';
      response.writeHead(204).end();
      return;
    }
    if (!up) {
      request.socket.destroy();
      return;
    }
    proxy.web(request, response);
  });
}
