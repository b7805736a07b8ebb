import { Play } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from '~/components/ui/ContentImage';
import { Dialog } from '~/components/ui/Dialog';
import { useHomeText } from './HomeContent';

/**
 * Watch A Video and its lightbox. The video is fetched only once the lightbox opens (nothing on
 * page load), never autoplays with sound, and fits in 90% of the window (spec, 'Business constants').
 */
export function VideoButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const video = useHomeText('video');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="btn btn-outline" aria-haspopup="dialog">
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-white">
          <Play aria-hidden="true" className="size-4 translate-x-px" />
        </span>
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        label={video.title}
        placement="center"
        className="!w-[min(90vw,64rem)]"
      >
        <h2 className="pr-14 font-display text-xl text-brand-900">{video.title}</h2>
        {open && (
          // preload="none": nothing is fetched until the visitor presses play.
          <video
            src={video.src}
            poster={imageUrl(video.poster)}
            controls
            preload="none"
            playsInline
            className="mt-4 max-h-[70vh] w-full rounded-xl bg-ink"
            aria-describedby="home-video-description"
          >
            <track
              kind="captions"
              src={video.captions}
              srcLang={video.captionsLanguage}
              label={video.captionsLanguage}
              default
            />
          </video>
        )}
        <p id="home-video-description" className="mt-3 text-muted">
          {video.description}
        </p>
      </Dialog>
    </>
  );
}
