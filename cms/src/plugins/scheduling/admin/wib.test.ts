/**
 * @jest-environment node
 */
import { fromWibInput, toWibInput, wibInputOf, wibText } from './wib';

describe('times in Jakarta time (WIB)', () => {
  it('reads what an editor enters as Jakarta time, whatever the computer’s time zone', () => {
    expect(fromWibInput('2026-11-26T09:00')?.toISOString()).toBe('2026-11-26T02:00:00.000Z');
    expect(fromWibInput('2026-11-26T00:30')?.toISOString()).toBe('2026-11-25T17:30:00.000Z');
  });

  it('refuses what is not a date and a time', () => {
    for (const value of ['', '2026-11-26', 'besok jam 9', '2026-13-45T99:99']) expect(fromWibInput(value)).toBeNull();
  });

  it('shows a time back as the editor entered it, and in words in the admin’s language', () => {
    const at = new Date('2026-11-26T02:00:00.000Z');
    expect(toWibInput(at)).toBe('2026-11-26T09:00');
    expect(toWibInput(new Date('2026-11-25T17:30:00.000Z'))).toBe('2026-11-26T00:30');
    expect(wibText(at, 'id')).toBe('Kamis, 26 November 2026 pukul 09.00 WIB');
    expect(wibText(at, 'en')).toMatch(/^Thursday,? 26 November 2026 at 09:00 WIB$/);
  });

  it('reads the day and the time the pickers hold, in either language’s separator', () => {
    const day = new Date(2026, 10, 26); // midnight on the computer, wherever it is
    expect(wibInputOf(day, '09.05')).toBe('2026-11-26T09:05');
    expect(wibInputOf(day, '9:05')).toBe('2026-11-26T09:05');
    expect(fromWibInput(wibInputOf(day, '00.30') ?? '')?.toISOString()).toBe('2026-11-25T17:30:00.000Z');
    for (const [picked, time] of [
      [undefined, '09.00'],
      [day, ''],
      [day, '24.00'],
      [day, '09.60'],
      [day, 'pagi'],
    ] as const)
      expect(wibInputOf(picked, time)).toBeNull();
  });
});
