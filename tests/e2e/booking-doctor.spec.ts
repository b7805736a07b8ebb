import { site } from '../../content/site';
import { bookingDoctorTests } from './booking-doctor-checks';

/** The booking rules that follow the chosen doctor, on the sample clinic: tests/e2e/booking-doctor-checks.ts. */
bookingDoctorTests(site);
