import { describe, expect, it } from 'vitest';
import { type DirectoryFilters, exportHref, filterQuery } from './directory';

const none: DirectoryFilters = { q: '', status: null, department: null, package: null, importJobId: null, sort: '-created_at' };

describe('the directory filters', () => {
  it('send only what is set, and leave the default order out', () => {
    expect(filterQuery(none)).toEqual({});
    expect(filterQuery({ ...none, q: '0911 22 33 44', department: 'HR', package: 'GOLD', sort: 'full_name' })).toEqual({
      q: '0911 22 33 44',
      department: 'HR',
      package: 'GOLD',
      sort: 'full_name',
    });
  });

  it('export the list as it is filtered and ordered, the search encoded', () => {
    expect(exportHref(none)).toBe('/v1/members/export');
    expect(exportHref({ ...none, q: 'ጫላ & co', status: 'active', sort: '-external_id' })).toBe(
      '/v1/members/export?q=%E1%8C%AB%E1%88%8B+%26+co&status=active&sort=-external_id',
    );
  });
});
