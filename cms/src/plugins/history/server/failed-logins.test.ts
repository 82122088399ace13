/**
 * @jest-environment node
 */
import { countFailedLogin, isFailedAttempt, type FailedLoginWindow } from './failed-logins';

describe('failed logins in the activity log', () => {
  it('are attempts a person made: an address and a password, refused; not the rate limiter’s refusals or malformed requests', () => {
    const tried = { email: 'dewi@mercusuar.co.id', password: 'salah' };
    expect(isFailedAttempt(400, tried)).toBe(true);
    expect(isFailedAttempt(401, tried)).toBe(true);
    expect(isFailedAttempt(429, tried)).toBe(false);
    expect(isFailedAttempt(200, tried)).toBe(false);
    for (const body of [
      null,
      {},
      { email: 'dewi', password: 'x' },
      { email: tried.email },
      { email: tried.email, password: '' },
      { email: ['a@b'], password: 'x' },
      { email: `${'a'.repeat(250)}@b.id`, password: 'x' },
    ])
      expect(isFailedAttempt(400, body)).toBe(false);
  });

  it('are kept up to the limit per address and window; the first one after says how many were left out', () => {
    const windows = new Map<string, FailedLoginWindow>();
    const options = { perWindow: 3, windowMs: 1000 };
    const verdicts = Array.from({ length: 5 }, (_, index) => countFailedLogin(windows, '10.0.0.1', index, options));
    expect(verdicts.map((verdict) => verdict.log)).toEqual([true, true, true, false, false]);
    expect(countFailedLogin(windows, '10.0.0.2', 10, options)).toEqual({ log: true, droppedBefore: 0 });
    expect(countFailedLogin(windows, '10.0.0.1', 1000, options)).toEqual({ log: true, droppedBefore: 2 });
    expect(countFailedLogin(windows, '10.0.0.1', 1001, options)).toEqual({ log: true, droppedBefore: 0 });
  });
});
