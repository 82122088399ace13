import { lazyProgress } from './lazy-nprogress';

interface Bar {
  configure(options: object): void;
  start(): void;
  done(): void;
}

function fakeBar() {
  const calls: string[] = [];
  const bar: Bar = {
    configure: (options) => calls.push(`configure ${JSON.stringify(options)}`),
    start: () => calls.push('start'),
    done: () => calls.push('done'),
  };
  let resolve: (value: Bar) => void = () => undefined;
  const load = jest.fn(() => new Promise<Bar>((done) => (resolve = done)));
  return { bar, calls, load, finishLoading: () => resolve(bar) };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('lazyProgress', () => {
  it('loads nothing until asked, then applies the settings given before', async () => {
    const { calls, load, finishLoading } = fakeBar();
    const progress = lazyProgress(load);
    progress.configure({ showSpinner: false });
    expect(load).not.toHaveBeenCalled();

    progress.start();
    finishLoading();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['configure {"showSpinner":false}', 'start']);
  });

  it('does not start a bar whose navigation finished while it loaded', async () => {
    const { calls, load, finishLoading } = fakeBar();
    const progress = lazyProgress(load);
    progress.start();
    progress.done();
    finishLoading();
    await settle();
    expect(calls).toEqual(['configure {}']);
  });

  it('preloads once and then starts and finishes at once', async () => {
    const { calls, load, finishLoading } = fakeBar();
    const progress = lazyProgress(load);
    progress.preload();
    progress.preload();
    finishLoading();
    await settle();
    progress.start();
    progress.done();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['configure {}', 'start', 'done']);
  });

  it('ignores done() before anything was loaded', async () => {
    const { load } = fakeBar();
    lazyProgress(load).done();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});
