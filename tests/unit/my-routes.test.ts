import { describe, expect, it } from 'vitest';
import { MY_SECTIONS, pathOfRoute, routeOfPath } from '#src/shared/my-paths.ts';

describe('My catalogue addresses', () => {
  it('shows the followed suppliers at /my', () => {
    expect(routeOfPath('/my')).toEqual({ section: 'suppliers' });
    expect(routeOfPath('/my/')).toEqual({ section: 'suppliers' });
  });

  it('gives every section an address that leads back to it', () => {
    for (const { id } of MY_SECTIONS) {
      const path = pathOfRoute({ section: id });
      expect(path).toBe(`/my/${id}`);
      expect(routeOfPath(path)).toEqual({ section: id });
    }
  });

  it('opens a shared link at /my/shared/{link}, whatever the code (the view says when it is unknown)', () => {
    const link = 'AbCdEfGhIjKlMnOpQrSt_-';
    expect(routeOfPath(`/my/shared/${link}`)).toEqual({ section: 'shared', link });
    expect(pathOfRoute({ section: 'shared', link })).toBe(`/my/shared/${link}`);
    expect(routeOfPath('/my/shared/typo')).toEqual({ section: 'shared', link: 'typo' });
  });

  it('opens a buying team at /my/teams/{id}, and one of its lists at /my/teams/{id}/{listId}', () => {
    expect(routeOfPath('/my/teams/12')).toEqual({ section: 'teams', teamId: 12 });
    expect(routeOfPath('/my/teams/12/34')).toEqual({ section: 'teams', teamId: 12, listId: 34 });
    expect(pathOfRoute({ section: 'teams', teamId: 12, listId: 34 })).toBe('/my/teams/12/34');
    expect(pathOfRoute({ section: 'teams', teamId: 12 })).toBe('/my/teams/12');
    for (const wrong of ['/my/teams/x', '/my/teams/012', '/my/teams/1/0', '/my/teams/1/2/3'])
      expect(routeOfPath(wrong)).toBeNull();
  });

  it('names nothing for other addresses, so the page answers 404', () => {
    expect(routeOfPath('/my/orders')).toBeNull();
    expect(routeOfPath('/my/suppliers/demo')).toBeNull();
    expect(routeOfPath('/my/shared/a/b')).toBeNull();
    expect(routeOfPath('/my/suppliers/1/2')).toBeNull();
    expect(routeOfPath('/account')).toBeNull();
  });
});
