import { claimFigures } from '@content/helpers';
import { aboutPage } from '@content/clinic-pages/about';
import { site } from '@content/site';
import { Counter } from '~/components/ui/Counter';

/**
 * The about page's claims (275k Recovered Patients, 90% Satisfaction Rate) as animated counters.
 * Hidden when the clinic switches claims off (site.features.showClaims).
 */
export function AboutStatistics() {
  if (!site.features.showClaims) return null;
  const statistics = [claimFigures(site).recoveredPatients, claimFigures(site).aboutSatisfactionRate];
  return (
    <section aria-labelledby="about-statistics" data-reveal className="bg-brand-800 text-white">
      <div className="container-page py-12 md:py-16">
        <h2 id="about-statistics" className="sr-only">
          {aboutPage.statisticsTitle}
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-2">
          {statistics.map((statistic) => (
            <div key={statistic.label} className="flex flex-col-reverse gap-1">
              <dt className="text-lg font-semibold text-brand-100">{statistic.label}</dt>
              <dd className="font-display text-5xl font-semibold md:text-6xl">
                <Counter from={statistic.from} to={statistic.to} suffix={statistic.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
