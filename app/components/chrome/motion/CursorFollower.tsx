import { useEffect, useRef } from 'react';

/** A soft ring that follows a mouse pointer and grows over links and buttons. Fine pointers only, no reduced motion. */
export function CursorFollower() {
  const ring = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ring.current;
    if (!element) return;
    let x = -100;
    let y = -100;
    let frame = 0;
    const move = (event: PointerEvent) => {
      x = event.clientX;
      y = event.clientY;
      const overControl =
        event.target instanceof Element && event.target.closest('a, button, [role="button"], summary, label');
      element.dataset.enlarged = overControl ? 'true' : 'false';
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate3d(${x}px, ${y}px, 0)`;
        element.style.opacity = '1';
      });
    };
    const leave = () => (element.style.opacity = '0');
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', leave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerleave', leave);
    };
  }, []);
  return (
    <div
      ref={ring}
      aria-hidden="true"
      data-testid="cursor-follower"
      className="group pointer-events-none fixed top-0 left-0 z-[60] opacity-0 transition-opacity duration-200"
    >
      <div className="-ml-4 -mt-4 size-8 rounded-full border-2 border-brand-600 transition-transform duration-200 group-data-[enlarged=true]:scale-[1.8] group-data-[enlarged=true]:bg-brand-500/10" />
    </div>
  );
}
