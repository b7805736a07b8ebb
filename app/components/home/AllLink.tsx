import type { SiteLink } from '@content/schema/section';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

/** The "view all" link beside a section heading (View All Services, View All Blog, Meet the whole team). */
export function AllLink({ link }: { link: SiteLink }) {
  return (
    <Link to={link.path} className="btn btn-outline">
      {link.label}
      <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}
