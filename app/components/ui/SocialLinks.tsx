import type { SocialProfile } from '@content/schema/site';
import { ui } from '@content/ui';

/**
 * A network's icon in the current text colour. The shape is a CSS mask from the full stylesheet
 * (scripts/social-icons-css.ts), drawn once that stylesheet is in, just after the first paint: no
 * path in the JavaScript, no request before the paint.
 */
export function BrandIcon({
  network,
  className = 'size-4',
}: {
  network: SocialProfile['network'];
  className?: string;
}) {
  return <span aria-hidden="true" className={`brand-icon brand-icon-${network} inline-block ${className}`} />;
}

interface SocialLinksProps {
  profiles: SocialProfile[];
  /** Vertical list (hero side) or a row. */
  direction?: 'row' | 'column';
  /** Look of each round button. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Links to the configured profiles only: a network the clinic has no profile on shows nothing. */
export function SocialLinks({ profiles, direction = 'row', tone = 'light', className = '' }: SocialLinksProps) {
  if (profiles.length === 0) return null;
  const look =
    tone === 'light'
      ? 'bg-brand-50 text-brand-800 hover:bg-brand-700 hover:text-white'
      : 'bg-white/10 text-white hover:bg-white hover:text-brand-900';
  return (
    <ul className={`flex gap-2 ${direction === 'column' ? 'flex-col' : 'flex-row flex-wrap'} ${className}`}>
      {profiles.map((profile) => (
        <li key={profile.url}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${look}`}
          >
            <BrandIcon network={profile.network} />
            <span className="sr-only">
              {profile.label} {ui.externalLink}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
