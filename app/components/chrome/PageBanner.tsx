import { site } from '@content/site';
import { ui } from '@content/ui';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

interface PageBannerProps {
  /** The page's title: the h1 and the last breadcrumb item. */
  title: string;
  /** The last breadcrumb item when it is not the title (a doctor's page: the name above, "Team Details" here). */
  crumb?: string;
  /** Optional line under the title. */
  lead?: string;
}

/** The breadcrumb banner of every inner page: practice name linking home, a separator, the page title. */
export function PageBanner({ title, crumb, lead }: PageBannerProps) {
  return (
    <div className="relative overflow-hidden bg-mist">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="pointer-events-none absolute -top-24 -right-24 size-96 text-brand-100"
      >
        <circle cx="200" cy="200" r="200" fill="currentColor" />
      </svg>
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -bottom-20 left-[8%] size-48 text-brand-200/60"
      >
        <path d="M80 20h40v60h60v40h-60v60H80v-60H20V80h60z" fill="currentColor" />
      </svg>
      <div className="container-page relative py-10 md:py-20">
        <h1 className="text-title text-brand-900">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p>}
        <nav aria-label={ui.breadcrumb.label} className="mt-5">
          <ol className="flex flex-wrap items-center gap-2 font-semibold">
            <li>
              <Link to="/" className="text-brand-700 underline-offset-4 hover:underline">
                {site.practiceName}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4 text-muted rtl:rotate-180" />
            </li>
            <li aria-current="page" className="text-ink">
              {crumb ?? title}
            </li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
