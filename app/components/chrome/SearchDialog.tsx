import { ui } from '@content/ui';
import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { Dialog } from '../ui/Dialog';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Search Here': a required field that opens the results page (/search?q=...), with or without JavaScript. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} label={ui.search.title} placement="center">
      <h2 className="mb-4 pr-12 text-2xl">{ui.search.title}</h2>
      <Form method="get" action="/search" role="search" onSubmit={onClose} className="flex gap-2">
        <label htmlFor="search-dialog-q" className="sr-only">
          {ui.search.fieldLabel}
        </label>
        <input id="search-dialog-q" name="q" type="search" required autoFocus placeholder={ui.search.placeholder} className="field flex-1" />
        <button type="submit" className="btn btn-primary shrink-0">
          <Search aria-hidden="true" className="size-4" />
          {ui.search.submit}
        </button>
      </Form>
    </Dialog>
  );
}
