/**
 * Server-side reCAPTCHA verification. Without RECAPTCHA_SECRET (the local default) captcha is off
 * and the form still works; the CMS log says so once.
 */
import { cmsEnvironment } from '../environment';

export interface CaptchaSettings {
  secret?: string;
  verifyUrl: string;
  /** reCAPTCHA v3 score below which a submission is refused. */
  minScore: number;
}

export type CaptchaResult = { ok: true } | { ok: false; reason: 'missing-token' | 'rejected' | 'unavailable' };

export function captchaSettings(env: NodeJS.ProcessEnv = process.env): CaptchaSettings {
  const { RECAPTCHA_VERIFY_URL, RECAPTCHA_MIN_SCORE } = cmsEnvironment(env);
  return { secret: env.RECAPTCHA_SECRET || undefined, verifyUrl: RECAPTCHA_VERIFY_URL, minScore: RECAPTCHA_MIN_SCORE };
}

export async function verifyCaptcha(
  token: unknown,
  remoteIp: string,
  settings: CaptchaSettings,
  fetchImpl: typeof fetch = fetch,
): Promise<CaptchaResult> {
  if (!settings.secret) return { ok: true };
  if (typeof token !== 'string' || !token) return { ok: false, reason: 'missing-token' };
  try {
    const response = await fetchImpl(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as { success?: boolean; score?: number };
    if (!answer.success) return { ok: false, reason: 'rejected' };
    if (typeof answer.score === 'number' && answer.score < settings.minScore) return { ok: false, reason: 'rejected' };
    return { ok: true };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
