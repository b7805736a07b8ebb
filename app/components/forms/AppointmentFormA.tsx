/** Form A where the home page imports it from (app/components/forms/AppointmentForm.tsx). */
export { AppointmentFormA } from './AppointmentForm';
