/**
 * The floating WhatsApp button's rules. The number comes from the CMS per language; a number the
 * rules cannot turn into an international one becomes 'error' and the button stays hidden, so
 * the site never opens a broken messaging link.
 */
export const MESSAGING_COUNTRY_PREFIX = '62';
export const INVALID_NUMBER = 'error';

/** Leading 0 → 62; 62… kept; anything else → 'error'. Spaces, dashes, dots, brackets and a leading + are ignored. */
export function normaliseWhatsappNumber(raw: string | null | undefined): string {
  const compact = (raw ?? '')
    .trim()
    .replace(/[\s\-.()]/g, '')
    .replace(/^\+/, '');
  if (!/^\d+$/.test(compact)) return INVALID_NUMBER;
  if (compact.startsWith('0')) return `${MESSAGING_COUNTRY_PREFIX}${compact.slice(1)}`;
  if (compact.startsWith(MESSAGING_COUNTRY_PREFIX)) return compact;
  return INVALID_NUMBER;
}

/** https://wa.me/<number>?text=<message>, or null when the number is not usable. */
export function whatsappLink(rawNumber: string | null | undefined, message?: string | null): string | null {
  const number = normaliseWhatsappNumber(rawNumber);
  if (number === INVALID_NUMBER || number.length < 8) return null;
  return message ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : `https://wa.me/${number}`;
}

/** `${base}/api/whatsapp?populate=*&locale=<lang>`; an empty base means the site's own origin. */
export function whatsappEndpoint(baseUrl: string | undefined, language: string): string {
  return `${(baseUrl ?? '').replace(/\/+$/, '')}/api/whatsapp?populate=*&locale=${encodeURIComponent(language)}`;
}

/** The link for a language, or null: failures (network, HTTP, bad data) are swallowed, nothing is shown. */
export async function fetchWhatsappLink(
  baseUrl: string | undefined,
  language: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(whatsappEndpoint(baseUrl, language), { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { number?: string | null; initialMessage?: string | null } | null };
    return whatsappLink(body.data?.number, body.data?.initialMessage);
  } catch {
    return null;
  }
}
