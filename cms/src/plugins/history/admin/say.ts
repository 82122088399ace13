import { useTexts } from '../../admin-apis';
import { en, type HistoryMessage } from './translations';

/** A text of this plugin in the editor's admin language (English while a translation loads). */
export const useSay = () => useTexts(en);

/** Whether a key names one of this plugin's texts (an action the log names may be new to the admin). */
export const isMessage = (key: string): key is HistoryMessage => key in en;

/** Why the CMS refused, in its own words (it answers in the editor's language), or the request's error. */
export function reasonOf(error: unknown): string {
  const answer = (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message;
  return answer || (error instanceof Error ? error.message : String(error));
}

/** Who acted, as the editor reads it: an admin by name, the schedule and the system in the admin's language. */
export function useByName() {
  const say = useSay();
  return (name: string) => (name === 'Jadwal' ? say('history.by.schedule') : name === 'Sistem' ? say('history.by.system') : name);
}
