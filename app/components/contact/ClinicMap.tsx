import { contactPage } from '@content/clinic-pages/contact';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react';
import { useState } from 'react';
import { addressText } from '~/lib/contact';

/**
 * The clinic's map behind a click-to-load facade: the maps service's frame (and its requests and
 * cookies) loads only when the visitor asks for it. The address and a link to a maps app are always there.
 */
export function ClinicMap() {
  const text = contactPage.map;
  const [loaded, setLoaded] = useState(false);
  return (
    <section aria-labelledby="clinic-map" data-reveal className="container-page pb-16 md:pb-24">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="clinic-map" className="text-title text-brand-900">
          {text.title}
        </h2>
        <a href={site.contact.mapLinkUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
          <ExternalLink aria-hidden="true" className="size-5" />
          {text.openInMaps}
          <span className="sr-only"> {ui.externalLink}</span>
        </a>
      </div>
      <div className="mt-6 aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] border border-line bg-mist sm:aspect-[16/7]">
        {loaded ? (
          // Focus moves to the map, since the button that had it is gone.
          <iframe
            ref={(frame) => frame?.focus()}
            src={site.contact.mapEmbedUrl}
            title={text.iframeTitle}
            className="size-full border-0"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <div className="relative flex size-full flex-col items-center justify-center gap-4 p-6 text-center">
            {/* A drawn street grid hints at a map without loading one. */}
            <svg
              aria-hidden="true"
              className="absolute inset-0 size-full text-brand-100"
              preserveAspectRatio="none"
              viewBox="0 0 160 70"
            >
              <path
                d="M0 20h160M0 48h160M30 0v70M88 0v70M128 0v70M0 64 160 6"
                stroke="currentColor"
                strokeWidth="3"
                fill="none"
              />
            </svg>
            <MapPin aria-hidden="true" className="relative size-10 text-brand-700" />
            {/* An address, not a paragraph: a short one in bold would read as a heading (axe p-as-heading). */}
            <address className="relative max-w-md font-semibold text-brand-900 not-italic">{addressText()}</address>
            <p className="relative max-w-md text-sm text-muted">{text.facadeText}</p>
            <button type="button" onClick={() => setLoaded(true)} className="btn btn-primary relative">
              <MapIcon aria-hidden="true" className="size-5" />
              {text.loadButton}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
