import { localSecret } from '../../config/local-secrets';
import { cmsEnvironment } from '../environment';

/**
 * Preview settings of the CMS. PREVIEW_SECRET signs preview credentials; several CMS instances
 * must share it (set it in production; locally it is generated once into .tmp/secrets.json).
 * SITE_URL is where the site's preview page lives (the public site's own address).
 */
export interface PreviewSettings {
  secret: string;
  ttlSeconds: number;
  siteUrl: string;
}

export function previewSettings(env: NodeJS.ProcessEnv = process.env): PreviewSettings {
  const { PREVIEW_TOKEN_TTL, SITE_URL } = cmsEnvironment(env);
  return { secret: env.PREVIEW_SECRET || localSecret('PREVIEW_SECRET'), ttlSeconds: PREVIEW_TOKEN_TTL, siteUrl: SITE_URL };
}
