import { REACT_ATTRIBUTE_ENTITIES } from '../../common/build-contract';
import type { OptionList } from '../../content/forms/kinds';
import { formFields } from '../../content/forms/table';
import { escapeHtml } from '../escape-html';

/**
 * A booking form's choice carried by a link (/appointment?service=Diabetes&doctor=…) for a visitor
 * without JavaScript: the prerendered page with `selected` on the matching option. Only values of
 * the known lists (any case) count; anything else leaves the page as it is. React renders the same
 * choice after hydration (app/components/forms/TableFields.tsx), so the two agree.
 */

/** The pages whose booking form may be preselected, and their form's fields. */
export const PRESELECT_PAGES: Record<string, (typeof formFields)['appointment-a']> = {
  '/appointment': formFields['appointment-a'],
  '/appointment/': formFields['appointment-a'],
};

/** React DOM's entities, and escapeHtml's `&#39;`, with which this file writes back the option it marks. */
const ENTITIES: Readonly<Record<string, string>> = { ...REACT_ATTRIBUTE_ENTITIES, '&#39;': "'" };

/** An `<option value>` as the page holds it, decoded. */
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The page with the query's choices selected, or null when the query chooses nothing known. */
export function preselectPage(
  urlPath: string,
  query: URLSearchParams,
  html: string,
  lists: Record<OptionList, readonly string[]>,
): string | null {
  const fields = PRESELECT_PAGES[urlPath];
  if (!fields) return null;
  let page = html;
  let changed = false;
  for (const field of fields) {
    const wanted = field.query && field.options ? query.get(field.query)?.trim().toLowerCase() : undefined;
    const value = wanted ? lists[field.options!].find((item) => item.toLowerCase() === wanted) : undefined;
    if (!value) continue;
    const select = new RegExp(`(<select\\b[^>]*\\bname="${field.name}"[^>]*>)([\\s\\S]*?)(</select>)`, 'g');
    page = page.replace(select, (_match, open: string, options: string, close: string) => {
      const marked = options.replace(/<option value="([^"]*)"( selected="")?>/g, (_option, optionValue: string) =>
        unescape(optionValue) === value
          ? `<option value="${escapeHtml(value)}" selected="">`
          : `<option value="${optionValue}">`,
      );
      changed = true;
      return `${open}${marked}${close}`;
    });
  }
  return changed ? page : null;
}
