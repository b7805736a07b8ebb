import type { SectionHeadingText } from '@content/schema/clinic-pages';
import type { TeamMember } from '@content/schema/people';
import { SectionIntro } from '../ui/SectionIntro';
import { TeamMemberCard } from './TeamMemberCard';

interface TeamGridProps {
  heading: SectionHeadingText;
  members: TeamMember[];
  id: string;
  /** The first photo is the page's LCP image (team page). */
  priorityFirst?: boolean;
  reveal?: boolean;
  /** Columns on wide screens: 4 for the team grid (spec), 2 for a pair such as the two doctors. */
  wideColumns?: 2 | 4;
}

/** People in 1, 2 or 4 columns by width (spec: team grid). */
export function TeamGrid({ heading, members, id, priorityFirst = false, reveal = false, wideColumns = 4 }: TeamGridProps) {
  return (
    <section aria-labelledby={id} data-reveal={reveal || undefined} className="container-page py-14 md:py-20">
      <SectionIntro heading={heading} id={id} />
      <ul className={`mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 ${wideColumns === 4 ? 'lg:grid-cols-4' : 'max-w-3xl'}`}>
        {members.map((member, index) => (
          <li key={`${member.name}-${member.role}`}>
            <TeamMemberCard member={member} priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
