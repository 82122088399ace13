import { useEffect, useState } from 'react';
import { fetchWhatsappLink } from './whatsapp';
import { whenIdle } from './idle';

/** The WhatsApp link for the page's language, fetched after the page is interactive and again on a language change. */
export function useWhatsappLink(language: string): string | null {
  const [fetched, setFetched] = useState<{ language: string; link: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => {
      fetchWhatsappLink(process.env.GATSBY_CMS_URL, language).then((link) => {
        if (current) setFetched({ language, link });
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [language]);
  // A link fetched for the previous language is never shown for the new one.
  return fetched?.language === language ? fetched.link : null;
}
