import { describe, expect, it } from 'vitest';
import { catalogueRoutes } from '../src/catalogue/routes';
import { routeUrl } from '../src/common/route';

describe('routeUrl', () => {
  it("puts each parameter in the path, encoded, and appends the query's non-empty values", () => {
    expect(routeUrl(catalogueRoutes.course, { id: 7 })).toBe('/v1/api/course/7/');
    expect(routeUrl({ path: '/v1/api/x/:a/y/:b/' }, { a: 'a b', b: 'é/1' })).toBe(
      '/v1/api/x/a%20b/y/%C3%A9%2F1/',
    );
    expect(
      routeUrl(catalogueRoutes.courseByTitle, {}, { title: 'C++ & Go', empty: '', gone: undefined }),
    ).toBe('/v1/api/course-by-title/?title=C%2B%2B%20%26%20Go');
    expect(routeUrl({ path: '/v1/api/list/' }, {}, { tag: ['a', 'b'], page: 2 })).toBe(
      '/v1/api/list/?tag=a&tag=b&page=2',
    );
  });

  it('refuses a path whose parameter was not given', () => {
    expect(() => routeUrl(catalogueRoutes.internship, {})).toThrow(':id');
  });
});

describe('a declaration', () => {
  it('names every parameter of its path in its params schema', () => {
    for (const declared of Object.values(catalogueRoutes)) {
      const names = [...declared.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const params = 'params' in declared.schemas ? declared.schemas.params : undefined;
      const shape = params && 'shape' in params ? Object.keys(params.shape as object) : [];
      expect(shape.sort()).toEqual(names.sort());
    }
  });
});
