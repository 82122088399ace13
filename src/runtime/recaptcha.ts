/**
 * reCAPTCHA v3 (base or enterprise), loaded once on first use of the contact form: the script is
 * not on any page until a visitor starts writing a message. Errors carry the texts of the spec.
 */
export interface RecaptchaConfig {
  siteKey?: string;
  version?: string;
  /** 'base' (default) or 'enterprise'. */
  mode?: string;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha };
  }
}

export const RECAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'ReCaptcha error: Failed to execute',
} as const;

export function recaptchaScriptUrl({ siteKey, version, mode }: RecaptchaConfig): string {
  if (!siteKey) throw new Error(RECAPTCHA_ERRORS.noKey);
  if (!version) throw new Error(RECAPTCHA_ERRORS.noVersion);
  const file = mode === 'enterprise' ? 'enterprise.js' : 'api.js';
  return `https://www.google.com/recaptcha/${file}?render=${encodeURIComponent(siteKey)}`;
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the script once; later calls share the same promise (a failed load may be retried). */
export function loadRecaptcha(config: RecaptchaConfig, doc: Document = document): Promise<Grecaptcha> {
  if (loading) return loading;
  let src: string;
  try {
    src = recaptchaScriptUrl(config);
  } catch (error) {
    return Promise.reject(error);
  }
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = config.mode === 'enterprise' ? window.grecaptcha?.enterprise : window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error(RECAPTCHA_ERRORS.loadFailed));
    };
    script.onerror = () => reject(new Error(RECAPTCHA_ERRORS.loadFailed));
    doc.head.appendChild(script);
  }).catch((error: Error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A token for one submission, or an error with the spec's text. */
export async function recaptchaToken(config: RecaptchaConfig, action = 'contact'): Promise<string> {
  const api = await loadRecaptcha(config);
  try {
    return await api.execute(config.siteKey as string, { action });
  } catch {
    throw new Error(RECAPTCHA_ERRORS.executeFailed);
  }
}

/** The site's captcha settings (GATSBY_ variables are public by design: a site key is not a secret). */
export const siteRecaptchaConfig = (): RecaptchaConfig => ({
  siteKey: process.env.GATSBY_RECAPTCHA_SITE_KEY || undefined,
  version: process.env.GATSBY_RECAPTCHA_VERSION || '3',
  mode: process.env.GATSBY_RECAPTCHA_MODE || 'base',
});

/** For tests: forget the loaded script. */
export const resetRecaptcha = (): void => {
  loading = null;
};
