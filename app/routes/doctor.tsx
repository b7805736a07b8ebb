import { articleUi } from '@content/article-ui';
import { pages } from '@content/pages';
import { site } from '@content/site';
import { fill } from '@content/ui';
import { data } from 'react-router';
import { PageBanner } from '~/components/chrome/PageBanner';
import { DoctorProfile } from '~/components/doctors/DoctorProfile';
import { imageUrl } from '~/components/ui/ContentImage';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/doctor';

/** One module for every doctor's profile; the route table gives each doctor a path from the name's slug. */
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, '');
  if (!site.doctors.some((doctor) => doctor.slug === slug)) throw data(null, { status: 404 });
  return { slug };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const doctor = site.doctors.find((candidate) => candidate.slug === loaderData?.slug);
  if (!doctor) return [];
  return pageMeta({
    title: `${doctor.name}, ${doctor.title}`,
    description: [
      `${doctor.name}: ${doctor.title}`,
      ...(doctor.yearsOfExperience === undefined
        ? []
        : [fill(articleUi.doctorProfile.experience, { years: doctor.yearsOfExperience })]),
    ]
      .join(', ')
      .concat(`. ${doctor.qualifications}.`)
      .slice(0, 170),
    path: `/${doctor.slug}`,
    // A share card shows the doctor's photograph, or the site's own image: never the outline of a missing one.
    image: doctor.photo ? imageUrl(doctor.photo) : undefined,
  });
};

export default function DoctorPage({ loaderData }: Route.ComponentProps) {
  const doctor = site.doctors.find((candidate) => candidate.slug === loaderData.slug)!;
  return (
    <>
      <PageBanner title={doctor.name} crumb={pages.doctor.title} />
      <DoctorProfile doctor={doctor} />
    </>
  );
}
