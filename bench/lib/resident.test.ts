import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import test from 'node:test';
import { processes, sampleResident, treeResidentKiB } from './resident.ts';

test('treeResidentKiB sums a process and its descendants, and nothing else', () => {
  const rows = [
    { pid: 1, ppid: 0, residentKiB: 1000 },
    { pid: 10, ppid: 1, residentKiB: 100 }, // the build
    { pid: 11, ppid: 10, residentKiB: 20 }, // a worker
    { pid: 12, ppid: 11, residentKiB: 3 }, // its child
    { pid: 13, ppid: 1, residentKiB: 400 }, // beside the build
  ];
  assert.equal(treeResidentKiB(rows, 10), 123);
  assert.equal(treeResidentKiB(rows, 11), 23);
  assert.equal(treeResidentKiB(rows, 99), 0);
});

test('sampleResident finds the memory of a real process and of the child it starts', async () => {
  // A parent holding ~40 MB that starts a child holding ~40 MB more.
  const script = `const a = Buffer.alloc(40e6, 1); require('node:child_process').spawn(process.execPath, ['-e', 'const b = Buffer.alloc(40e6, 1); setTimeout(() => b, 1500)'], { stdio: 'inherit' }); setTimeout(() => a, 1500);`;
  const parent = spawn(process.execPath, ['-e', script]);
  const sampler = sampleResident(parent.pid ?? 0, 100);
  await new Promise((resolve) => parent.on('exit', resolve));
  const peakKiB = sampler.stop();
  assert.ok(peakKiB > 80_000, `peak ${peakKiB} KiB`);
  assert.ok(processes().some((row) => row.pid === process.pid));
});
