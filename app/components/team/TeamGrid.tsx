import type { SectionHeadingText } from '@content/schema/section';
import type { TeamMember } from '@content/schema/people';
import type { ReactNode } from 'react';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { TeamMemberCard } from './TeamMemberCard';

interface TeamGridProps {
  heading: SectionHeadingText;
  members: TeamMember[];
  id: string;
  /** 'home': spaced and headed like the other home sections (content/home.ts 'team'); 'page': like an inner page's. */
  variant?: 'page' | 'home';
  /** A link beside the heading (the home section's way to the whole team). */
  action?: ReactNode;
  /** The first photo is the page's LCP image (team page). */
  priorityFirst?: boolean;
  reveal?: boolean;
  /** Columns on wide screens: 4 for the team grid (spec), 2 for a pair such as the two doctors. */
  wideColumns?: 2 | 4;
}

/** People in 1, 2 or 4 columns by width (spec: team grid; the home layouts' 'Explore Our Team'). */
export function TeamGrid({
  heading,
  members,
  id,
  variant = 'page',
  action,
  priorityFirst = false,
  reveal = false,
  wideColumns = 4,
}: TeamGridProps) {
  const home = variant === 'home';
  return (
    <section
      aria-labelledby={id}
      data-reveal={reveal || undefined}
      className={`container-page ${home ? 'py-16 md:py-24' : 'py-14 md:py-20'}`}
    >
      <SectionHeading heading={heading} id={id} variant={variant} action={action} />
      <ul
        className={`${home ? '' : 'mt-10'} grid grid-cols-1 gap-6 sm:grid-cols-2 ${wideColumns === 4 ? 'lg:grid-cols-4' : 'max-w-3xl'}`}
      >
        {members.map((member, index) => (
          <li key={`${member.name}-${member.role}`}>
            <TeamMemberCard member={member} priority={priorityFirst && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
