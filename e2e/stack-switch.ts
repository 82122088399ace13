/**
 * Lets a fault spec act on the end-to-end stack's real processes, as an operator or a crash
 * would: `POST /__cms/stop` and `POST /__cms/start` (the CMS, same database and settings),
 * `POST /__postgres/restart` (the PostgreSQL pass's server, its data kept), `POST /__hook/stop` and
 * `POST /__hook/start` (the stack's build hook: stopped once its builds are done, so another hook
 * process may take its port and releases, and opened again on its record). Each answers 204 once
 * done (the CMS healthy, PostgreSQL accepting queries), 404 for an action this pass does not have.
 */
import http from 'node:http';

/** @param actions by path, e.g. `/__cms/stop` */
export function createStackSwitch(actions: Record<string, () => Promise<void>>) {
  return http.createServer(async (request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
    if (!action) {
      response.writeHead(404).end(`POST one of ${Object.keys(actions).join(', ')}`);
      return;
    }
    try {
      await action();
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(error instanceof Error ? error.message : String(error));
    }
  });
}
