import './privacy-fonts.css';
import { Link } from 'react-router';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta, siteOrigin } from '~/lib/meta';
import { noticeForPath, type NoticeSegment } from '~/content/privacy-notice.server';
import type { Route } from './+types/privacy';

/**
 * The privacy notice, one prerendered page per language of content/privacy.ts (/privacy,
 * /privacy/hi, ...). The loader fills in the clinic's details at build time and returns the
 * notice as data: its words stay out of the JavaScript. The page's `lang` and `dir` reach <html>
 * through the loader data (app/root.tsx); its `data-script` picks the font stack of its script
 * (privacy-fonts.css, common/languages.ts). The clinic's details (phone, e-mail, address...) are
 * each isolated in a <bdi dir="ltr">, so they read in order in a right-to-left notice.
 */
export function loader({ url }: Route.LoaderArgs) {
  return noticeForPath(url.pathname);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const alternates = loaderData.languages.map((language) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: language.code,
    href: new URL(language.path, siteOrigin).href,
  }));
  const fallback = loaderData.languages[0]!;
  return [
    ...pageMeta({ title: loaderData.title, description: loaderData.description, path: loaderData.path }),
    ...alternates,
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: new URL(fallback.path, siteOrigin).href },
  ];
};

function Paragraph({ segments }: { segments: NoticeSegment[] }) {
  return (
    <p className="mt-3 text-lg">
      {segments.map((segment, index) =>
        segment.isolated ? (
          <bdi key={index} dir="ltr" className={segment.unbroken ? 'whitespace-nowrap' : undefined}>
            {segment.text}
          </bdi>
        ) : !segment.href ? (
          segment.text
        ) : segment.href.startsWith('/') ? (
          <Link key={index} to={segment.href} className="font-semibold text-brand-700 underline underline-offset-2">
            {segment.text}
          </Link>
        ) : (
          <a
            key={index}
            href={segment.href}
            className="font-semibold text-brand-700 underline underline-offset-2"
            target="_blank"
            rel="noopener noreferrer"
          >
            {segment.text}
          </a>
        ),
      )}
    </p>
  );
}

export default function PrivacyPage({ loaderData: notice }: Route.ComponentProps) {
  return (
    <div data-script={notice.script} className="contents">
      <PageBanner title={notice.title} lead={notice.intro} />
      <article className="container-page max-w-3xl py-12">
        <nav
          aria-label={notice.languagesLabel}
          className="mb-10 flex flex-wrap items-center gap-x-5 gap-y-2 rounded-xl bg-mist px-4 py-3"
        >
          <span className="font-semibold">{notice.languagesLabel}:</span>
          {notice.languages.map((language) =>
            language.current ? (
              <span
                key={language.code}
                lang={language.code}
                dir={language.dir}
                aria-current="page"
                className="font-semibold text-brand-900"
              >
                {language.name}
              </span>
            ) : (
              <Link
                key={language.code}
                to={language.path}
                lang={language.code}
                dir={language.dir}
                hrefLang={language.code}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {language.name}
              </Link>
            ),
          )}
        </nav>
        {/* Sections after the first wait until they near the screen (app/app.css `.skip-until-near`). */}
        {notice.sections.map((section, index) => (
          <section
            key={section.title}
            className={`mt-8 first-of-type:mt-0${index > 0 ? ' skip-until-near [--skipped-height:18rem]' : ''}`}
          >
            <h2 className="text-2xl text-brand-900">{section.title}</h2>
            {section.body.map((segments, index) => (
              <Paragraph key={index} segments={segments} />
            ))}
          </section>
        ))}
        <p className="mt-10 text-sm text-muted">{notice.version}</p>
      </article>
    </div>
  );
}
