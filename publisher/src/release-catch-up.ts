/**
 * A worker thread that brings an old release up to date with the live one (catchUpRelease), for
 * createReleases's catchUp: at 10,000 articles a language, after a full rebuild, that is 62,000
 * files removed and linked, 15 s the process that serves and builds must not be blocked for.
 * Posts how the release's files came.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type CatchUpTask, catchUpRelease } from './releases.ts';

parentPort?.postMessage(catchUpRelease(workerData as CatchUpTask));
