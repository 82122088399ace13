import {
  ownershipDecision,
  ownershipMessage,
  WRITE_ACTIONS,
  type Right,
  type VersionRights,
  type WriteAction,
} from './ownership-rule';

const ALL: Record<Right, boolean> = { read: true, create: true, update: true, delete: true, publish: true };
const NONE: Record<Right, boolean> = { read: false, create: false, update: false, delete: false, publish: false };
const version = (id: number, locale: string | null, may: Partial<Record<Right, boolean>>): VersionRights => ({
  id,
  locale,
  may: { ...NONE, ...may },
});

/** An Author's view of an Editor's document in Indonesian: they may do nothing to it. */
const editorsIndonesian = version(1, 'id', {});
/** An Author's own English version. */
const ownEnglish = version(2, 'en', ALL);

describe('the ownership rule', () => {
  test('refuses to add a language to a document whose other versions the admin may not read (PUT and POST alike)', () => {
    for (const action of ['update', 'create'] as const)
      expect(ownershipDecision(action, ['en'], [editorsIndonesian], true).refused).toEqual({ right: 'read', locale: 'id' });
  });

  test('refuses to add a language without the right to create', () => {
    expect(ownershipDecision('update', ['en'], [version(1, 'id', ALL)], false).refused).toEqual({
      right: 'create',
      locale: null,
    });
  });

  test('lets an admin add a language to a document they may read, guarding the versions they may not change', () => {
    const readable = version(1, 'id', { read: true });
    expect(ownershipDecision('update', ['en'], [readable], true)).toEqual({ refused: null, guarded: [1] });
    expect(ownershipDecision('update', ['en'], [version(1, 'id', ALL)], true)).toEqual({ refused: null, guarded: [] });
  });

  test('lets an admin save their own language, guarding the other language they may not change', () => {
    expect(ownershipDecision('update', ['en'], [editorsIndonesian, ownEnglish], true)).toEqual({ refused: null, guarded: [1] });
  });

  // Every write, named in its own language and in every language, on a version the admin may do nothing to.
  const REFUSED_RIGHT: Record<WriteAction, Right> = {
    create: 'update',
    update: 'update',
    delete: 'delete',
    publish: 'publish',
    unpublish: 'publish',
    discardDraft: 'update',
    clone: 'read',
  };
  test.each([...WRITE_ACTIONS] as WriteAction[])(
    'refuses %s of a version the admin may not touch, named or under *',
    (action) => {
      for (const locales of [['id'], '*', ['en', 'id']] as const) {
        const decision = ownershipDecision(action, locales, [editorsIndonesian, ownEnglish], true);
        expect(decision.refused).toEqual({ right: REFUSED_RIGHT[action], locale: 'id' });
      }
    },
  );

  test.each([...WRITE_ACTIONS] as WriteAction[])('lets %s through on an Editor’s rights, guarding nothing', (action) => {
    const versions = [version(1, 'id', ALL), version(2, 'en', ALL)];
    expect(ownershipDecision(action, ['id'], versions, true)).toEqual({ refused: null, guarded: [] });
  });

  test('holds a type with one language to its one version', () => {
    expect(ownershipDecision('update', null, [version(1, null, { read: true })], true).refused).toEqual({
      right: 'update',
      locale: null,
    });
    expect(ownershipDecision('update', null, [version(1, null, ALL)], true).refused).toBeNull();
  });

  test('asks nothing of a new document', () => {
    expect(ownershipDecision('create', ['id'], [], true)).toEqual({ refused: null, guarded: [] });
  });

  test('says why in the editor’s language, naming the language version', () => {
    expect(ownershipMessage({ right: 'update', locale: 'id' }, 'id')).toBe(
      'Anda tidak boleh mengubah dokumen ini (id): dokumen ini milik orang lain. Tidak ada yang disimpan.',
    );
    expect(ownershipMessage({ right: 'read', locale: 'id' }, 'en')).toMatch(/^You may not read this document \(id\)/);
    expect(ownershipMessage('shared-fields', 'id')).toMatch(/versi bahasa lain/);
    expect(ownershipMessage('shared-fields', 'en')).not.toMatch(/\n/);
  });
});
