import pLimit from 'p-limit';

/** An admin's queue already holds as many jobs as it may. */
export class QueueFull extends Error {
  constructor() {
    super('too many of your files are being processed: try again in a minute');
  }
}

/**
 * Heavy work shared fairly among admins: one job at a time for each of them, and at most `total`
 * at once across them (p-limit). One queue for everyone let one Author's twenty large pictures
 * keep an Editor's small one waiting 54 s (the sixth attack); now the Author's wait behind each
 * other, and the Editor's goes to the next free slot.
 */
export function fairQueue(total: number, { waiting = Infinity }: { waiting?: number } = {}) {
  const shared = pLimit(total);
  const own = new Map<string, ReturnType<typeof pLimit>>();
  return <T>(who: string, work: () => Promise<T>): Promise<T> => {
    const mine = own.get(who) ?? pLimit(1);
    // More of one admin's jobs waiting than `waiting`: refused at once (each holds its file).
    if (mine.activeCount + mine.pendingCount > waiting) return Promise.reject(new QueueFull());
    own.set(who, mine);
    return mine(() => shared(work)).finally(() => {
      if (mine.activeCount === 0 && mine.pendingCount === 0) own.delete(who);
    });
  };
}
