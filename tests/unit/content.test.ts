import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeVariants } from '../../content/home';
import { navigation } from '../../content/navigation';
import { fieldMessages } from '../../content/forms/messages';
import { formFields } from '../../content/forms/table';
import { privacyNotices } from '../../content/privacy-notices';
import { fieldMessagesSchema, formFieldsSchema } from '../../content/schema/forms';
import { privacyNoticeSchema } from '../../content/schema/privacy';
import { siteSchema } from '../../content/schema/site';
import { site } from '../../content/site';
import { listServices } from '../../content/index/collections';
import { ContentError, parseMarkdownFile } from '../../content/index/markdown-file';
import { blogFrontmatterSchema } from '../../content/schema/blog';
import { contentPlugin } from '../../tooling/content-plugin';
import { validateContent } from '../../tooling/validate-content';

describe('content', () => {
  it('passes its schemas', () => {
    expect(() => validateContent()).not.toThrow();
  });

  it('names the file and field of a bad value', () => {
    const broken = { ...site, contact: { ...site.contact, phone: '98765 43210' } };
    const result = siteSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe('contact.phone');
    expect(result.error?.issues[0]?.message).toMatch(/\+91/);
  });

  it("requires each doctor's registration and keeps consulting hours inside the clinic's opening hours", () => {
    const [first, ...others] = site.doctors;
    const withHours = (consultingHours: Array<{ day: 'monday' | 'saturday'; from: string; until: string }>) => ({
      ...site,
      doctors: [{ ...first!, consultingHours }, ...others],
    });
    const { registration: _registration, ...unregistered } = first!;
    expect(siteSchema.safeParse({ ...site, doctors: [unregistered, ...others] }).error?.issues[0]?.path.join('.')).toBe(
      'doctors.0.registration',
    );
    expect(
      siteSchema.safeParse(withHours([{ day: 'monday', from: '08:00', until: '12:00' }])).error?.issues[0]?.message,
    ).toMatch(/09:00 to 16:00/);
    expect(
      siteSchema.safeParse(withHours([{ day: 'saturday', from: '09:00', until: '12:00' }])).error?.issues[0]?.message,
    ).toMatch(/closed on saturday/);
    expect(
      siteSchema
        .safeParse(withHours([{ day: 'monday', from: '12:00', until: '10:00' }]))
        .error?.issues[0]?.path.join('.'),
    ).toBe('doctors.0.consultingHours.0.until');
    // A morning and an evening session on one day are two entries; overlapping ones are refused.
    const twice = withHours([
      { day: 'monday', from: '09:00', until: '10:00' },
      { day: 'monday', from: '11:00', until: '12:00' },
    ]);
    expect(siteSchema.safeParse(twice).success).toBe(true);
    const overlapping = withHours([
      { day: 'monday', from: '09:00', until: '11:00' },
      { day: 'monday', from: '10:30', until: '12:00' },
    ]);
    expect(siteSchema.safeParse(overlapping).error?.issues[0]).toMatchObject({
      path: ['doctors', 0, 'consultingHours', 1],
      message: expect.stringMatching(/overlaps consultingHours\.0 on monday/),
    });
    expect(siteSchema.safeParse(withHours([{ day: 'monday', from: '09:00', until: '16:00' }])).success).toBe(true);
  });

  it('refuses a privacy notice placeholder nothing fills in', () => {
    const privacyNotice = privacyNotices.en!;
    const broken = { ...privacyNotice, intro: `${privacyNotice.intro} Write to {grievanceMail}.` };
    const result = privacyNoticeSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe('intro');
    expect(result.error?.issues[0]?.message).toMatch(/\{grievanceEmail\}/);
  });

  it('refuses a form table the forms and the service could not agree on', () => {
    const contact = formFields.contact;
    const badPattern = {
      ...formFields,
      contact: contact.map((field) => (field.name === 'phone' ? { ...field, pattern: '[0-9' } : field)),
    };
    expect(formFieldsSchema.safeParse(badPattern).error?.issues[0]?.message).toMatch(/valid HTML pattern/);
    const twice = { ...formFields, contact: [contact[0]!, ...contact] };
    expect(formFieldsSchema.safeParse(twice).error?.issues[0]?.message).toMatch(/unique/);
    const consentFirst = { ...formFields, contact: [contact[contact.length - 1]!, ...contact.slice(0, -1)] };
    expect(formFieldsSchema.safeParse(consentFirst).error?.issues[0]?.message).toMatch(/checkboxes last/);
    const unknownSlot = { ...fieldMessages, nameTooLong: 'Please shorten your name to {maxNames} characters.' };
    expect(fieldMessagesSchema.safeParse(unknownSlot).error?.issues[0]?.path.join('.')).toBe('nameTooLong');
  });

  it('holds the business constants of the spec', () => {
    expect(site.foundingYear).toBe(2007);
    expect(site.contact.phone).toMatch(/^\+91/);
    const open = site.openingHours.filter((day) => day.opens);
    expect(open.map((day) => day.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(open.every((day) => day.opens === '09:00' && day.closes === '16:00')).toBe(true);
    expect(site.doctors.map((doctor) => doctor.gender).sort()).toEqual(['female', 'male']);
  });

  it("gives every home layout the spec's shared content, 'Meet Our Best Doctors' included", () => {
    for (const [path, variant] of Object.entries(homeVariants)) {
      const sections: readonly string[] = variant.sections;
      for (const shared of ['counters', 'brands', 'doctors', 'testimonials'])
        expect(sections, `${path} shows ${shared}`).toContain(shared);
    }
  });

  it('menus: a three-demo mega menu with a Coming Soon label, and every service page in the Services dropdown', () => {
    const home = navigation.mainMenu.find((item) => item.kind === 'mega');
    expect(home && 'demos' in home ? home.demos.filter((demo) => 'path' in demo).length : 0).toBe(3);
    expect(
      home && 'demos' in home
        ? home.demos.some((demo) => 'comingSoon' in demo && demo.comingSoon === 'Coming Soon')
        : false,
    ).toBe(true);
    const dropdown = navigation.mainMenu.find((item) => item.kind === 'dropdown' && item.label === 'Services');
    const paths = dropdown?.kind === 'dropdown' ? dropdown.links.map((link) => link.path) : [];
    expect(paths.sort()).toEqual(
      listServices()
        .map((service) => `/${service.slug}`)
        .sort(),
    );
  });
});

describe('Markdown content files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  const blogDir = path.join(dir, 'content', 'blog');

  function writePost(frontmatter: string): string {
    const file = path.join(blogDir, 'post.md');
    mkdirSync(blogDir, { recursive: true });
    writeFileSync(file, `---\n${frontmatter}\n---\nBody text.\n`);
    return file;
  }

  const valid = [
    'slug: a-post',
    'title: A valid post title',
    'date: "2025-02-03"',
    'thumbnail: blog/checkup.svg',
    'thumbnailAlt: An illustration',
    'description: A description long enough to pass the schema of blog posts here.',
    'categories: [Diabetes]',
  ];

  it('accepts a valid post', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(parseMarkdownFile(writePost(valid.join('\n')), blogFrontmatterSchema).frontmatter).toMatchObject({
        slug: 'a-post',
        author: 'Admin',
        draft: false,
      });
    } finally {
      process.chdir(cwd);
    }
  });

  it('fails on a post with a missing title, naming file and field', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const file = writePost(valid.filter((line) => !line.startsWith('title')).join('\n'));
      expect(() => parseMarkdownFile(file, blogFrontmatterSchema)).toThrow(ContentError);
      expect(() => parseMarkdownFile(file, blogFrontmatterSchema)).toThrow(/content\/blog\/post\.md[\s\S]*title/);
    } finally {
      process.chdir(cwd);
    }
  });

  it('fails on a post with a date that does not exist', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const file = writePost(valid.map((line) => (line.startsWith('date') ? 'date: "2025-02-30"' : line)).join('\n'));
      expect(() => parseMarkdownFile(file, blogFrontmatterSchema)).toThrow(/date: is not a real calendar date/);
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('the browser modules of the content plugin', () => {
  const plugin = contentPlugin();
  const moduleValue = async (id: string): Promise<unknown> => {
    const resolved = (plugin.resolveId as (id: string) => string | null)(id);
    const source = await (plugin.load as (id: string) => Promise<string | null>)(resolved!);
    return JSON.parse(source!.replace(/^export default /, '').replace(/;$/, ''));
  };

  it('give a select nothing of a service but its slug, label and order, in menu order', async () => {
    expect(await moduleValue('virtual:content/service-options')).toEqual(
      listServices().map(({ slug, label, order }) => ({ slug, label, order })),
    );
  });

  it('list no posts: a page gets the posts it draws from its loader, so no browser module grows with the blog', () => {
    expect((plugin.resolveId as (id: string) => string | null)('virtual:content/posts')).toBeNull();
  });

  it('leave other imports to Vite', () => {
    expect((plugin.resolveId as (id: string) => string | null)('/content/services/diabetes.md')).toBeNull();
  });
});
