import { describe, expect, it } from 'vitest';
import { fieldChanges, readableValue, targetLink } from './audit-reading';

describe('reading an audit entry', () => {
  it('lists a news edit per language and field, and no time that only changed its spelling', () => {
    const changes = fieldChanges({
      before: {
        translations: { en: { title: 'Season two', description: 'It starts' }, de: { title: 'Saison zwei' } },
        publishAt: '2026-06-01T12:00:00.000Z',
        status: 'draft',
      },
      after: {
        translations: {
          en: { title: 'Season two!', description: 'It starts' },
          de: { title: 'Saison zwei' },
        },
        publishAt: '2026-06-01T12:00:00+00:00',
        status: 'published',
      },
    });
    expect(changes).toEqual([
      { path: 'translations.en.title', before: 'Season two', after: 'Season two!' },
      { path: 'status', before: 'draft', after: 'published' },
    ]);
  });

  it('shows a time that did change, and a new language as its fields', () => {
    const changes = fieldChanges({
      before: { translations: { en: { title: 'A' } }, publishAt: null },
      after: { translations: { en: { title: 'A' }, fr: { title: 'B' } }, publishAt: '2026-06-02T08:00:00Z' },
    });
    expect(changes.map((change) => change.path)).toEqual(['publishAt', 'translations.fr.title']);
    expect(readableValue(changes[0]?.after, () => '2 June, 08:00')).toBe('2 June, 08:00');
    expect(readableValue(undefined, String)).toBe('—');
  });

  it('keeps facts recorded on one side out of the changes', () => {
    expect(
      fieldChanges({
        before: { status: 'fulfilled', userId: 4 },
        after: { status: 'refunded', webPointsTaken: 5 },
      }),
    ).toEqual([{ path: 'status', before: 'fulfilled', after: 'refunded' }]);
  });

  it('links an entry to the page of what it concerns', () => {
    const base = { id: 1, at: '', actorUserId: 1, actorEmail: 'a@b.c', action: 'x', reason: null, ip: null };
    expect(targetLink({ ...base, targetType: 'user', targetId: '7', before: null, after: null })).toBe(
      '/admin/players/7',
    );
    expect(
      targetLink({ ...base, targetType: 'order', targetId: '42', before: { userId: 9 }, after: null }),
    ).toBe('/admin/players/9');
    expect(targetLink({ ...base, targetType: 'ticket', targetId: '3', before: null, after: null })).toBe(
      '/support/console?ticket=3',
    );
  });
});
