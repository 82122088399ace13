import { cmsUrl, stackSwitchUrl } from './urls';

/** How long a spec's process reuses the token it was given (the session renews it every 10 minutes). */
const REUSE_MS = 5 * 60 * 1000;
let given: { token: string; at: number } | null = null;

/** An access token of the e2e admin's session, which the global setup holds and renews (e2e/admin-session.ts). */
export async function adminAccessToken(): Promise<string> {
  if (given && Date.now() - given.at < REUSE_MS) return given.token;
  const response = await fetch(`${stackSwitchUrl}/__admin/token`, { method: 'POST' });
  if (!response.ok) throw new Error(`no admin token from the global setup: ${response.status} ${await response.text()}`);
  given = { token: await response.text(), at: Date.now() };
  return given.token;
}

/**
 * Calls the CMS admin API as the e2e editor, the way the admin panel does, with the session the
 * global setup opened once (Strapi limits logins per address: every spec logging in would hit it).
 */
export async function adminRequest(method: string, path: string, body?: unknown): Promise<unknown> {
  const token = await adminAccessToken();
  const response = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Sends a file to the media library as the e2e editor does in the admin; the CMS's answer. */
export async function uploadFile(
  fileName: string,
  type: string,
  content: Uint8Array<ArrayBuffer> | string,
  alternativeText = '',
): Promise<Response> {
  const form = new FormData();
  form.append('files', new Blob([content], { type }), fileName);
  form.append('fileInfo', JSON.stringify({ name: fileName, alternativeText }));
  return fetch(`${cmsUrl}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminAccessToken()}` },
    body: form,
  });
}

/** Uploads a JPEG to the media library as the e2e editor, with an alternative text; resolves with its id. */
export async function uploadImage(name: string, alternativeText: string): Promise<number> {
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  const response = await uploadFile(`${name}.jpg`, 'image/jpeg', new Uint8Array(jpeg), alternativeText);
  if (!response.ok) throw new Error(`POST /upload failed: ${response.status} ${await response.text()}`);
  const [file] = (await response.json()) as Array<{ id: number }>;
  return file.id;
}

/** The URL the Content Manager's "Open preview" frames, as Strapi's own endpoint gives it. */
export async function previewUrl(uid: string, query: Record<string, string>): Promise<string> {
  const body = (await adminRequest('GET', `/content-manager/preview/url/${uid}?${new URLSearchParams(query)}`)) as {
    data: { url?: string };
  };
  if (!body.data.url) throw new Error(`no preview URL for ${uid}`);
  return body.data.url;
}

const NEWS = '/content-manager/collection-types/api::news.news';

/** Writes an Indonesian news article and publishes it, as an editor does; resolves with its documentId. */
export async function publishNews(fields: {
  title: string;
  slug: string;
  date: string;
  body: string;
  cover?: number;
}): Promise<string> {
  const { data } = (await adminRequest('POST', `${NEWS}?locale=id`, fields)) as { data: { documentId: string } };
  await adminRequest('POST', `${NEWS}/${data.documentId}/actions/publish?locale=id`, {});
  return data.documentId;
}

/** Writes an Indonesian news draft (not published: no build); resolves with its documentId. */
export async function draftNews(title: string): Promise<string> {
  const body = { title, slug: `draf-${Date.now()}`, date: '2026-11-24', body: 'Draf.' };
  const { data } = (await adminRequest('POST', `${NEWS}?locale=id`, body)) as { data: { documentId: string } };
  return data.documentId;
}

/** Saves a news draft's title, as the Content Manager's Save does. */
export const saveNewsTitle = (documentId: string, title: string): Promise<unknown> =>
  adminRequest('PUT', `${NEWS}/${documentId}?locale=id`, { title });

/** The title a news draft holds in the CMS. */
export const newsTitle = async (documentId: string): Promise<string> =>
  ((await adminRequest('GET', `${NEWS}/${documentId}?locale=id`)) as { data: { title: string } }).data.title;

/** Deletes a news document in every language. */
export const deleteNews = (documentId: string): Promise<unknown> => adminRequest('DELETE', `${NEWS}/${documentId}?locale=*`);

/**
 * Regenerates the site's build token as an admin does in Settings › API tokens (the old value
 * stops working at once); resolves with the new value.
 */
export async function regenerateBuildToken(): Promise<string> {
  const { data: tokens } = (await adminRequest('GET', '/admin/api-tokens')) as { data: Array<{ id: number; name: string }> };
  const buildToken = tokens.find((token) => token.name === 'Static site build (read-only)');
  const { data } = (await adminRequest('POST', `/admin/api-tokens/${buildToken?.id}/regenerate`, {})) as {
    data: { accessKey: string };
  };
  return data.accessKey;
}

/**
 * The attributes Strapi gives every content type itself (ids, times, authors, languages, review
 * workflow's): none is a field of the model's. One list, History's (a version keeps none of them).
 */
export { BOOKKEEPING as SYSTEM_ATTRIBUTES } from '../cms/src/plugins/history/server/snapshot';

/** Deletes documents (in every language) a spec made, as the e2e admin. */
export async function deleteDocuments(made: ReadonlyArray<{ uid: string; documentId: string }>): Promise<void> {
  for (const { uid, documentId } of made)
    await fetch(`${cmsUrl}/content-manager/collection-types/${uid}/${documentId}?locale=*`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${await adminAccessToken()}` },
    });
}
