import type { Segment } from './highlight';

/** Text with the query's hits in <mark>: in the browser's results and on the service's page without JavaScript. */
export function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? (
          <mark key={index} className="rounded-sm bg-accent/30 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
