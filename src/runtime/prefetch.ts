/** What the browser says about the connection (Network Information API, where it exists). */
export interface ConnectionInfo {
  onLine?: boolean;
  connection?: { saveData?: boolean; effectiveType?: string };
}

/** Visible links prefetch their pages, except on 2g, with data saver on, or offline. */
export function shouldPrefetch({ onLine = true, connection }: ConnectionInfo): boolean {
  if (!onLine) return false;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}
