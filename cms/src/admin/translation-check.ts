/** The placeholders an ICU message uses, each time it uses one (`{count, plural, …}` and `{count}` are both `count`). */
const placeholders = (message: string): string[] => [...message.matchAll(/\{(\w+)/g)].map(([, name]) => name).sort();

/**
 * The keys of the admin's English texts that have no Indonesian text, or one whose placeholders
 * differ (a value the English text shows that the Indonesian one would lose, or the reverse).
 */
export function untranslated(english: Record<string, string>, indonesian: Record<string, string | undefined>): string[] {
  return Object.entries(english)
    .filter(([key, text]) => {
      const translated = indonesian[key];
      return !translated?.trim() || placeholders(translated).join() !== placeholders(text).join();
    })
    .map(([key]) => key);
}
