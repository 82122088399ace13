/**
 * Uploaded SVGs are checked off the CMS's request thread: parsing and sanitising a large picture
 * takes seconds of CPU, and on the request thread every other request — the site's API calls, the
 * admin, the contact form — would wait for it. Two worker threads (piscina) check pictures, each
 * within CHECK_SECONDS of its own checking: a picture that takes longer is refused, and its worker
 * stopped. Each admin's pictures wait their turn one by one (fair-queue.ts), so one Author's
 * eighteen large drawings neither fill the workers nor run an Editor's small one out of time.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import type { SvgVerdict } from './content-check';
import { fairQueue, QueueFull } from './fair-queue';

/** The longest one picture's check may take; real logos and drawings take well under a second. */
export const CHECK_SECONDS = 20;

/** The most pictures waiting for the worker: more answer "try again" at once. */
const QUEUE = 16;

const THREADS = 2;
const turns = fairQueue(THREADS, { waiting: 8 });

let pool: Piscina | null = null;

/** The pool, started at the first SVG (svg-worker.js beside this file, as Strapi compiles it). */
function svgPool(): Piscina {
  pool ??= new Piscina({
    filename: path.join(__dirname, 'svg-worker.js'),
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: 60_000,
    maxQueue: QUEUE,
  });
  return pool;
}

/** checkSvg, in a worker, in `who`'s turn: the verdict, or a refusal when the check took too long or too many wait. */
export async function checkSvgOffThread(text: string, who = 'anyone'): Promise<SvgVerdict> {
  try {
    // The time limit starts with the check: a turn is taken only when a worker is free.
    return await turns(
      who,
      async () => (await svgPool().run(text, { signal: AbortSignal.timeout(CHECK_SECONDS * 1000) })) as SvgVerdict,
    );
  } catch (error) {
    if (error instanceof QueueFull || (error instanceof Error && /queue is at limit/i.test(error.message)))
      return { problem: 'could not be checked now: too many pictures are being checked; try again in a minute', svg: '' };
    if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
      return { problem: `takes more than ${CHECK_SECONDS} seconds to check: simplify the drawing`, svg: '' };
    throw error;
  }
}
