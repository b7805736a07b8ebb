// @vitest-environment jsdom
import { homeSections } from '@content/home-sections';
import { team } from '@content/team';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AllLink } from '~/components/home/AllLink';
import { TeamGrid } from './TeamGrid';

afterEach(cleanup);

function renderGrid(grid: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => grid }]);
  render(<Stub initialEntries={['/']} />);
}

describe('TeamGrid', () => {
  it('lists each member under the section heading, the first photo loaded first on the team page', () => {
    renderGrid(
      <TeamGrid
        heading={{ eyebrow: 'Our Team', title: 'The people who care for you' }}
        members={team}
        id="team-members"
        priorityFirst
      />,
    );
    const section = screen.getByRole('region', { name: 'The people who care for you' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      team.map((member) => member.name),
    );
    expect(cards[0]!.querySelector('img')?.getAttribute('loading')).not.toBe('lazy');
    expect(cards[1]!.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it("draws the home layouts' 'Explore Our Team' with its link to the whole team", () => {
    const text = homeSections.team;
    renderGrid(
      <TeamGrid
        heading={text}
        members={team.slice(0, 4)}
        id="home-team-title"
        variant="home"
        action={<AllLink link={text.allLink} />}
        reveal
      />,
    );
    const section = screen.getByRole('region', { name: text.title });
    expect(section.hasAttribute('data-reveal')).toBe(true);
    expect(within(section).getByRole('link', { name: text.allLink.label }).getAttribute('href')).toBe(
      text.allLink.path,
    );
    expect(within(section).getAllByRole('article')).toHaveLength(4);
  });
});
