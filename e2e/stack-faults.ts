import { expect } from './fixtures';
import { newsTitle, saveNewsTitle } from './admin';
import { stackSwitchUrl } from './urls';

/** Asks the stack's switch (e2e/stack-switch.ts) for an action; resolves once it is done. */
async function act(action: string): Promise<void> {
  const response = await fetch(`${stackSwitchUrl}${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${action} failed: ${response.status} ${await response.text()}`);
}

/** Stops the stack's CMS process, or starts it again with the same database and settings (healthy when this resolves). */
export const switchCms = (action: 'stop' | 'start'): Promise<void> => act(`/__cms/${action}`);

/** Stops the stack's own build hook once idle (its port and releases free for another hook process), or opens it again. */
export const switchHook = (action: 'stop' | 'start'): Promise<void> => act(`/__hook/${action}`);

/** Stops the PostgreSQL pass's S3 API server (a storage outage: its connections cut), or starts it again with its files. */
export const switchBucket = (action: 'stop' | 'start'): Promise<void> => act(`/__bucket/${action}`);

/** Restarts the PostgreSQL pass's server (fast shutdown: its connections are cut), keeping its data. */
export const restartPostgres = (): Promise<void> => act('/__postgres/restart');

/** What an editor saving over and over saw: saves acknowledged, tried, and refused (the CMS was down). */
export interface SavingEditor {
  acknowledged: () => number;
  /** Stops saving; resolves once the last save has been answered or refused. */
  finish: () => Promise<{ acknowledged: number; attempted: number; refused: number }>;
}

/**
 * An editor saving a news draft again and again, as the Content Manager's Save does (the n-th
 * save writes the title `Simpan n`); a refused save is tried again 100 ms later, as the editor would.
 */
export function keepSavingDraft(documentId: string): SavingEditor {
  let acknowledged = 0;
  let attempted = 0;
  let refused = 0;
  let saving = true;
  const editor = (async () => {
    for (let n = 1; saving; n += 1) {
      attempted = n;
      try {
        await saveNewsTitle(documentId, `Simpan ${n}`);
        acknowledged = n;
      } catch {
        refused += 1; // the editor sees the save fail, and the form keeps what was typed
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();
  return {
    acknowledged: () => acknowledged,
    finish: async () => {
      saving = false;
      await editor;
      return { acknowledged, attempted, refused };
    },
  };
}

/**
 * After the CMS came back: the draft holds the last save acknowledged before it stopped, or the
 * one after it (written, its answer lost); saves made while it was down were refused, not lost
 * silently.
 */
export async function expectNoAcknowledgedSaveLost(
  documentId: string,
  acknowledgedBeforeStop: number,
  seen: Awaited<ReturnType<SavingEditor['finish']>>,
): Promise<void> {
  const stored = Number((await newsTitle(documentId)).replace('Simpan ', ''));
  console.log(
    `[e2e] ${acknowledgedBeforeStop} saves acknowledged, ${seen.refused} refused while the CMS was down; it holds save ${stored}`,
  );
  expect(stored).toBeGreaterThanOrEqual(acknowledgedBeforeStop);
  expect(stored).toBeLessThanOrEqual(seen.attempted);
  expect(seen.refused).toBeGreaterThan(0);
}
