import { aboutPage } from '@content/clinic-pages/about';
import { SectionHeading } from '~/components/ui/SectionHeading';

/** What a patient can expect from the clinic: three or four values. */
export function AboutValues() {
  const { heading, items } = aboutPage.values;
  return (
    <section aria-labelledby="about-values" data-reveal className="container-page py-16 md:py-24">
      <SectionHeading heading={heading} id="about-values" align="center" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <li
            key={item.title}
            className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <span aria-hidden="true" className="font-display text-3xl font-semibold text-brand-600">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-xl text-brand-900">{item.title}</h3>
            <p className="mt-2 text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
