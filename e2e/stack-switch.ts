/**
 * Lets a fault spec act on the end-to-end stack's real processes, as an operator or a crash
 * would: `POST /__cms/stop` and `POST /__cms/start` (the CMS, same database and settings),
 * `POST /__postgres/restart` (the PostgreSQL pass's server, its data kept), `POST /__hook/stop` and
 * `POST /__hook/start` (the stack's build hook: stopped once its builds are done, so another hook
 * process may take its port and releases, and opened again on its record). Each answers 204 once
 * done (the CMS healthy, PostgreSQL accepting queries), 404 for an action this pass does not have.
 * `POST /__admin/token` answers an access token of the e2e admin's session (e2e/admin-session.ts).
 */
import http from 'node:http';

/** @param actions by path, e.g. `/__cms/stop`; one that resolves with text answers it (200), else 204. */
export function createStackSwitch(actions: Record<string, () => Promise<string | void>>) {
  return http.createServer(async (request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
    if (!action) {
      response.writeHead(404).end(`POST one of ${Object.keys(actions).join(', ')}`);
      return;
    }
    try {
      const answer = await action();
      if (typeof answer === 'string') response.writeHead(200, { 'Content-Type': 'text/plain' }).end(answer);
      else response.writeHead(204).end();
    } catch (error) {
      response.writeHead(500).end(error instanceof Error ? error.message : String(error));
    }
  });
}
