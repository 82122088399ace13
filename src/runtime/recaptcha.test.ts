import { RECAPTCHA_ERRORS, loadRecaptcha, recaptchaScriptUrl, recaptchaToken, resetRecaptcha } from './recaptcha';

describe('reCAPTCHA loader', () => {
  beforeEach(() => {
    resetRecaptcha();
    document.head.innerHTML = '';
    delete window.grecaptcha;
  });

  it('needs a key and a version', () => {
    expect(() => recaptchaScriptUrl({ version: '3' })).toThrow('ReCaptcha error: No key provided');
    expect(() => recaptchaScriptUrl({ siteKey: 'k' })).toThrow('ReCaptcha error: No version provided');
  });

  it('picks the enterprise script in enterprise mode', () => {
    expect(recaptchaScriptUrl({ siteKey: 'key', version: '3' })).toBe('https://www.google.com/recaptcha/api.js?render=key');
    expect(recaptchaScriptUrl({ siteKey: 'key', version: '3', mode: 'enterprise' })).toContain('/enterprise.js?render=key');
  });

  it('adds the script once however often it is asked for', async () => {
    const config = { siteKey: 'key', version: '3' };
    const first = loadRecaptcha(config);
    const second = loadRecaptcha(config);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'token-1' };
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(await second);
    await expect(recaptchaToken(config)).resolves.toBe('token-1');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('fails with the spec text when the script cannot load', async () => {
    const loading = loadRecaptcha({ siteKey: 'key', version: '3' });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(RECAPTCHA_ERRORS.loadFailed);
  });

  it('fails with the spec text when executing fails', async () => {
    const config = { siteKey: 'key', version: '3' };
    const loading = loadRecaptcha(config);
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async () => {
        throw new Error('boom');
      },
    };
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await loading;
    await expect(recaptchaToken(config)).rejects.toThrow('ReCaptcha error: Failed to execute');
  });
});
