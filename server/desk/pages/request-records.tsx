import { desk } from '../../../content/desk';
import { formatIst } from '../../mail/compose';
import type { DeskRequest, Note } from '../store/types';

/** A request's record the desk keeps and corrects: its dated notes, and the patient's name, e-mail and phone. */

export function Notes({ notes, action }: { notes: Note[]; action: string }) {
  return (
    <section className="card" aria-labelledby="notes">
      <h2 id="notes">{desk.pages.notes}</h2>
      {notes.length === 0 ? (
        <p>{desk.pages.noNotes}</p>
      ) : (
        <ol className="notes">
          {notes.map((note, index) => (
            <li key={index}>
              <p className="when">
                {formatIst(note.at)}, {note.staffName || desk.pages.noteUnknownAuthor}
              </p>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={action}>
        <label htmlFor="note">{desk.pages.newNote}</label>
        <textarea id="note" name="note" rows={3} maxLength={2000} required />
        <button type="submit">{desk.pages.addNote}</button>
      </form>
    </section>
  );
}

/** What a refused correction held, to fill the form again. */
export type Tried = Partial<Record<'name' | 'email' | 'phone', string>>;

export function CorrectDetails({ request, action, tried }: { request: DeskRequest; action: string; tried: Tried }) {
  const value = (column: keyof Tried, stored: string | null) => tried[column] ?? stored ?? '';
  return (
    <form method="post" action={action} className="card" aria-labelledby="correct">
      <h2 id="correct">{desk.pages.correctTitle}</h2>
      <p className="hint">{desk.pages.correctHint}</p>
      <div className="fields">
        <label htmlFor="correct-name">{desk.pages.correctName}</label>
        <input id="correct-name" name="name" required autoComplete="off" defaultValue={value('name', request.name)} />
        <label htmlFor="correct-email">{desk.pages.correctEmail}</label>
        <input
          id="correct-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={value('email', request.email)}
        />
        <label htmlFor="correct-phone">{desk.pages.correctPhone}</label>
        <input
          id="correct-phone"
          name="phone"
          type="tel"
          autoComplete="off"
          defaultValue={value('phone', request.phone)}
        />
      </div>
      <button type="submit">{desk.pages.correctButton}</button>
    </form>
  );
}
