import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ui } from '@content/ui';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** Where the panel sits: a side sheet from the left or right, or a centred popup. */
  placement: 'left' | 'right' | 'center';
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const placementClass: Record<DialogProps['placement'], string> = {
  left: 'm-0 mr-auto h-dvh max-h-dvh w-[min(22rem,88vw)] rounded-none',
  right: 'm-0 ml-auto h-dvh max-h-dvh w-[min(26rem,92vw)] rounded-none',
  center: 'mx-auto mt-[12vh] w-[min(40rem,calc(100vw-2rem))] rounded-[var(--radius-card)]',
};

/**
 * A modal panel on the native <dialog>: the page behind is inert, Escape closes it (the `cancel`
 * event), a click on the overlay closes it, Tab wraps inside it, and focus returns to the opener.
 */
export function Dialog({ open, onClose, label, placement, className = '', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // The field a panel is for (e.g. the search box) gets focus; otherwise the browser's first focusable.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      document.documentElement.classList.add('overflow-hidden');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    document.documentElement.classList.remove('overflow-hidden');
    if (opener.current instanceof HTMLElement) opener.current.focus();
    if (open) onClose();
  };

  const wrapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-label={label}
      data-lenis-prevent
      onClose={handleClose}
      onKeyDown={wrapTab}
      // A click whose target is the <dialog> itself landed on the overlay (the ::backdrop), not the panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={`max-w-none overflow-y-auto bg-white p-0 text-ink shadow-[var(--shadow-raised)] ${placementClass[placement]} ${className}`}
    >
      <div className="relative min-h-full p-6">
        <button
          type="button"
          onClick={onClose}
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{ui.header.closeButton}</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
