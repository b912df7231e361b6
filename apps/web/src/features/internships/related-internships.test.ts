import { describe, expect, it } from 'vitest';
import { makeInternship, sampleInternships } from './internship-fixtures';
import { relatedInternships, splitDomains } from './related-internships';

describe('related internships (spec 000 §5)', () => {
  const byId = (id: number) => sampleInternships.find((i) => i.id === id)!;

  it("lists the others whose title contains one of the current internship's domains", () => {
    expect(relatedInternships(byId(1), sampleInternships).map((i) => i.id)).toEqual([2]);
    expect(relatedInternships(byId(2), sampleInternships).map((i) => i.id)).toEqual([1]);
  });

  it('never lists the internship itself', () => {
    expect(relatedInternships(byId(3), sampleInternships)).toEqual([]);
  });

  it('compares case-insensitively', () => {
    const current = makeInternship({ id: 9, internship_explore_related_domains: 'DATA science' });
    expect(relatedInternships(current, [...sampleInternships, current]).map((i) => i.id)).toEqual([4]);
  });

  it('ignores spaces and empty entries in the domain list', () => {
    expect(splitDomains(' UI/UX ,, Figma ,')).toEqual(['UI/UX', 'Figma']);
    const current = makeInternship({ id: 9, internship_explore_related_domains: ' , ' });
    expect(relatedInternships(current, sampleInternships)).toEqual([]);
  });

  it('matches a domain anywhere in the title', () => {
    const current = makeInternship({ id: 9, internship_explore_related_domains: 'Engineering, Product' });
    expect(relatedInternships(current, sampleInternships).map((i) => i.id)).toEqual([3, 4]);
    expect(relatedInternships(byId(4), sampleInternships)).toEqual([]);
  });
});
