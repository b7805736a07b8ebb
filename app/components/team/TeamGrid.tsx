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
}

/** People in 1, 2 or 4 columns by width (spec: team grid). */
export function TeamGrid({ heading, members, id, priorityFirst = false, reveal = false }: TeamGridProps) {
  return (
    <section aria-labelledby={id} data-reveal={reveal || undefined} className="container-page py-14 md:py-20">
      <SectionIntro heading={heading} id={id} />
      <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member, index) => (
          <li key={`${member.name}-${member.role}`}>
            <TeamMemberCard member={member} priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
