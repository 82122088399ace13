/**
 * The ports an entry point will listen on, checked before it starts anything: a port another
 * program holds is refused in one line naming its variable, not after the CMS has booted and a
 * build has run, and not by Gatsby's "use another port?" question.
 */
import net from 'node:net';
import { HOST } from './config.ts';

/** Whether something listens on `port` of `host` already (binding it fails with EADDRINUSE or EACCES). */
export function portTaken(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(true) : reject(error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** The one line for the taken ones of `ports` (variable → port), or null when all are free. */
export async function takenPortsLine(ports: Record<string, number>, host = HOST): Promise<string | null> {
  const taken: string[] = [];
  for (const [variable, port] of Object.entries(ports)) if (await portTaken(port, host)) taken.push(`${variable}=${port}`);
  if (taken.length === 0) return null;
  const names = taken.map((setting) => setting.split('=')[0]);
  return `✖ ${taken.join(', ')}: ${taken.length > 1 ? 'these ports are' : 'this port is'} taken on ${host} by another program. Stop it, or set ${names.join(', ')} to a free port.`;
}

/** Stops the program with that line (exit code 1) when one of `ports` is taken; nothing has started yet. */
export async function exitIfPortsTaken(ports: Record<string, number>): Promise<void> {
  const line = await takenPortsLine(ports);
  if (!line) return;
  console.error(line);
  process.exit(1);
}
