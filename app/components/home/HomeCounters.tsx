import { claimFigures } from '@content/helpers';
import { site } from '@content/site';
import { Counter } from '~/components/ui/Counter';
import { useHomeText } from './HomeContent';

/** Section 2: the two statistic claims. Off entirely when the clinic switches claims off. */
export function HomeCounters() {
  const text = useHomeText('counters');
  if (!site.features.showClaims) return null;
  const { satisfiedPatients, satisfactionRate } = claimFigures(site);
  return (
    <section aria-label={text.label} className="bg-brand-800 text-white">
      <dl className="container-page grid gap-8 py-10 sm:grid-cols-2">
        {[satisfiedPatients, satisfactionRate].map((statistic, index) => (
          <div
            key={statistic.label}
            className="flex flex-col-reverse gap-1 text-center sm:border-white/20 sm:text-left sm:[&:not(:first-child)]:border-l sm:[&:not(:first-child)]:pl-8"
          >
            <dt>
              <span className="block text-lg font-semibold">{statistic.label}</span>
              <span className="text-brand-100">{text.notes[index]}</span>
            </dt>
            <dd>
              <Counter
                from={statistic.from}
                to={statistic.to}
                suffix={statistic.suffix}
                className="font-display text-5xl font-semibold"
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
