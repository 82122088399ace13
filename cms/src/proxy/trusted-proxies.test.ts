/**
 * @jest-environment node
 */
import { forwardedHeadersTrust } from './trusted-proxies';

describe('who may forward a visitor’s address', () => {
  it('is nobody without TRUST_PROXY', () => {
    const trusts = forwardedHeadersTrust({});
    expect(trusts('127.0.0.1')).toBe(false);
  });

  it('is this machine’s own proxy by default, not the rest of 127/8 nor the world', () => {
    const trusts = forwardedHeadersTrust({ TRUST_PROXY: 'true' });
    expect(trusts('127.0.0.1')).toBe(true);
    expect(trusts('::ffff:127.0.0.1')).toBe(true);
    expect(trusts('::1')).toBe(true);
    expect(trusts('127.0.0.8')).toBe(false);
    expect(trusts('203.0.113.9')).toBe(false);
    expect(trusts('')).toBe(false);
  });

  it('is the addresses and ranges TRUSTED_PROXIES lists', () => {
    const trusts = forwardedHeadersTrust({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7' });
    expect(trusts('10.1.2.3')).toBe(true);
    expect(trusts('192.0.2.7')).toBe(true);
    expect(trusts('192.0.2.8')).toBe(false);
    expect(trusts('127.0.0.1')).toBe(false);
  });

  it('refuses a malformed list in one line', () => {
    expect(() => forwardedHeadersTrust({ TRUST_PROXY: 'true', TRUSTED_PROXIES: 'nginx.local' })).toThrow(
      /^TRUSTED_PROXIES must list IP addresses or ranges \(invalid IP address: nginx\.local\)$/,
    );
  });
});
