import { expect, test } from './fixtures';
import { deleteNews, draftNews, newsTitle, saveNewsTitle } from './admin';
import { expectNoAcknowledgedSaveLost, keepSavingDraft, restartPostgres, switchCms } from './stack-faults';
import { cmsUrl } from './urls';
import { waitUntil } from './wait-for';

/**
 * Restarts under an editor's hands, PostgreSQL pass (the SQLite pass restarts the CMS under an
 * editor's saves in faults.spec.ts): the CMS restarted while an editor keeps saving loses no save
 * it acknowledged; PostgreSQL restarted, the CMS answers and saves again without a restart of its own.
 */
const onPostgres = process.env.E2E_DATABASE === 'postgres';

test.describe('restarts while editors work (PostgreSQL)', () => {
  test.skip(!onPostgres, 'PostgreSQL restarts: the PostgreSQL + nginx pass');

  test('loses no acknowledged save when the CMS restarts in the middle of an editor saving', async () => {
    test.setTimeout(240_000);
    const documentId = await draftNews('Simpan 0');
    try {
      const editor = keepSavingDraft(documentId);
      await waitUntil(async () => editor.acknowledged() >= 5, 30_000, 'no save went through');
      await switchCms('stop');
      const acknowledgedBeforeStop = editor.acknowledged();
      const seen = await editor.finish();
      await switchCms('start');
      await expectNoAcknowledgedSaveLost(documentId, acknowledgedBeforeStop, seen);
      await saveNewsTitle(documentId, 'Simpan lagi');
      expect(await newsTitle(documentId)).toBe('Simpan lagi');
    } finally {
      await deleteNews(documentId).catch(() => undefined);
    }
  });

  test('reconnects to PostgreSQL after it restarted, without a restart of its own', async () => {
    test.setTimeout(120_000);
    const documentId = await draftNews('Sebelum PostgreSQL dimulai ulang');
    try {
      await restartPostgres();
      const seconds =
        (await waitUntil(
          async () => (await fetch(`${cmsUrl}/api/whatsapp?locale=id`).catch(() => null))?.status === 200,
          30_000,
          'the CMS does not answer from PostgreSQL again',
        )) / 1000;
      console.log(`[e2e] the CMS answered from the restarted PostgreSQL after ${seconds.toFixed(1)} s`);
      await saveNewsTitle(documentId, 'Setelah PostgreSQL dimulai ulang');
      expect(await newsTitle(documentId)).toBe('Setelah PostgreSQL dimulai ulang');
    } finally {
      await deleteNews(documentId).catch(() => undefined);
    }
  });
});
