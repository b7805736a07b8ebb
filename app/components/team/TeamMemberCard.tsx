import type { TeamMember } from '@content/schema/people';
import { fill, ui } from '@content/ui';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';
import { SocialLinks } from '~/components/ui/SocialLinks';

/**
 * A team member: photo, name, role, configured social profiles, and for a doctor the council registration and the
 * profile page.
 */
export function TeamMemberCard({ member, priority = false }: { member: TeamMember; priority?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      <ContentImage
        src={member.photo}
        alt={member.photoAlt}
        priority={priority}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/5] w-full bg-mist object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl text-brand-900">
          {member.profilePath ? (
            <Link to={member.profilePath} className="underline-offset-4 hover:underline">
              {member.name}
            </Link>
          ) : (
            member.name
          )}
        </h3>
        <p className={`mt-1 text-muted ${member.registration ? '' : 'flex-1'}`}>{member.role}</p>
        {member.registration && (
          <p className="mt-1 flex-1 text-sm text-muted">{fill(ui.teamCard.registration, member.registration)}</p>
        )}
        {(member.profilePath || member.social.length > 0) && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <SocialLinks profiles={member.social} />
            {member.profilePath && (
              <Link
                to={member.profilePath}
                className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
              >
                <ArrowRight aria-hidden="true" className="size-5" />
                <span className="sr-only">{fill(ui.teamCard.profileLink, { name: member.name })}</span>
              </Link>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
