import { describe, expect, it } from 'vitest';
import { publishedFiles, publishedSite, publishedTestimonials } from '../../content/published';
import { site } from '../../content/site';
import { testimonials } from '../../content/testimonials';
import { specificationCountProblems, specificationCounts } from '../../tooling/validate-content';

describe('counts belong to the specification’s profile', () => {
  it('holds the sample to the specification’s counts, and a clinic’s launch profile to none', () => {
    expect(site.features.showcase).toBe(true);
    expect(specificationCountProblems(true)).toEqual([]);
    const threeMembers = [{ file: 'content/team.ts (team)', count: 8, value: () => ['a', 'b', 'c'] }];
    const noPartners = [{ file: 'content/testimonials.ts (partners)', count: 5, value: () => [] }];
    expect(specificationCountProblems(false, [...threeMembers, ...noPartners])).toEqual([]);
    expect(specificationCountProblems(true, [...threeMembers, ...noPartners])).toEqual([
      "content/team.ts (team): has 3, the specification's profile (features.showcase on in content/site.ts) draws exactly 8; turn features.showcase off for a list of any length",
      "content/testimonials.ts (partners): has 0, the specification's profile (features.showcase on in content/site.ts) draws exactly 5; turn features.showcase off for a list of any length",
    ]);
    expect(specificationCounts.map((count) => count.file)).toContain('content/team.ts (team)');
  });
});

describe('a switch publishes nothing it hides', () => {
  const off = { ...site, features: { ...site.features, showClaims: false, showTestimonials: false } };

  it('leaves no statistic in the site with claims off, and every one with claims on', () => {
    expect(JSON.stringify(publishedSite(site))).toContain(site.statistics.satisfiedPatients.label);
    const published = JSON.stringify(publishedSite(off));
    for (const statistic of Object.values(site.statistics)) expect(published).not.toContain(statistic.label);
    expect(JSON.parse(published)).not.toHaveProperty('statistics');
    expect(JSON.parse(published).practiceName).toBe(site.practiceName);
  });

  it('leaves no testimonial with testimonials off', () => {
    expect(publishedTestimonials(site, testimonials)).toEqual(testimonials);
    expect(publishedTestimonials(off, testimonials)).toEqual([]);
  });

  it('serves the sample’s files as they are while its switches are on', () => {
    expect(publishedFiles['content/site.ts']!()).toEqual({ site });
    expect(publishedFiles['content/testimonials.ts']!().testimonials).toEqual(testimonials);
  });
});
