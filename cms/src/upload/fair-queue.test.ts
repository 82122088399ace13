/**
 * @jest-environment node
 */
import { fairQueue, QueueFull } from './fair-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a fair queue of heavy work', () => {
  it('runs one job at a time for each admin, and another admin’s next to it', async () => {
    const queue = fairQueue(2);
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(`${name} starts`);
      await tick();
      order.push(`${name} ends`);
    };
    await Promise.all([
      queue('author', job('author 1')),
      queue('author', job('author 2')),
      queue('author', job('author 3')),
      queue('editor', job('editor 1')),
    ]);
    // The editor's job starts at once beside the author's first, not after all three.
    expect(order.slice(0, 2)).toEqual(['author 1 starts', 'editor 1 starts']);
    expect(order.indexOf('author 2 starts')).toBeGreaterThan(order.indexOf('author 1 ends'));
    expect(order.indexOf('author 3 starts')).toBeGreaterThan(order.indexOf('author 2 ends'));
  });

  it('holds at most `total` jobs at once across admins, and passes on what a job answers or throws', async () => {
    const queue = fairQueue(1);
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return 'done';
    };
    expect(await Promise.all(['a', 'b', 'c'].map((who) => queue(who, job)))).toEqual(['done', 'done', 'done']);
    expect(most).toBe(1);
    await expect(queue('a', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });

  it('refuses at once a job past the jobs an admin may have waiting', async () => {
    const queue = fairQueue(1, { waiting: 1 });
    const running = queue('author', tick);
    const waiting = queue('author', tick);
    await expect(queue('author', tick)).rejects.toBeInstanceOf(QueueFull);
    await expect(queue('editor', tick)).resolves.toBeUndefined();
    await Promise.all([running, waiting]);
  });
});
