/**
 * The information an upload or a file's update gives each file (`fileInfo`): JSON text or an
 * object, one or a list, as Strapi's media routes take it. Each entry parsed; one that does not
 * parse is undefined (the upload route refuses it as bad JSON: src/middlewares/bad-input.ts).
 */
export function fileInfosOf(fileInfo: unknown): Array<Record<string, unknown> | null | undefined> {
  return (Array.isArray(fileInfo) ? fileInfo : [fileInfo]).map((info) => {
    if (typeof info !== 'string') return info as Record<string, unknown> | null | undefined;
    try {
      return JSON.parse(info) as Record<string, unknown> | null;
    } catch {
      return undefined;
    }
  });
}
