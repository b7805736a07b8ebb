/**
 * The privacy notice the Digital Personal Data Protection Act 2023 asks for: a short form at each
 * form that collects personal data, and the full notice on /privacy. Bump the version whenever the
 * text changes: each stored request records the version its sender agreed to.
 */
export const privacyNoticeVersion = '2026-11-01';

export const consentNotice = {
  /** Shown above the consent box of the appointment, contact and comment forms. */
  short:
    'We collect your name, contact details and what you write here only to answer your request and arrange your care. Requests are kept for {retentionDays} days, then deleted. You can withdraw consent or ask us to delete your data at any time by writing to {grievanceEmail}.',
  checkbox: 'I agree to the clinic using these details as described in the privacy notice.',
  link: 'Read the privacy notice',
  emergency: 'For an emergency, call {phone} now. Do not use this form.',
};

export const privacyNotice = {
  intro:
    'This notice explains what personal data this website collects, why, how long it is kept, and how you can use your rights under the Digital Personal Data Protection Act, 2023.',
  versionLabel: 'Version {version}',
  sections: [
    {
      title: 'Who we are',
      body: ['{practiceName}, {address}, is the data fiduciary for the personal data you send through this website.'],
    },
    {
      title: 'What we collect',
      body: [
        'Appointment requests: your name, e-mail address, mobile number, the service and doctor you choose, your preferred date and, on some forms, your country and state.',
        'Messages and comments: your name, e-mail address, phone number if you give it, and what you write.',
        'Newsletter and updates: your e-mail address and whether you ticked the terms box.',
        'We do not use advertising or tracking cookies, and no third party receives your data from this website. The map on the contact page loads from OpenStreetMap only when you ask for it.',
      ],
    },
    {
      title: 'Why we use it',
      body: [
        'Only to answer your request: to call or write to you to confirm an appointment, to reply to your message, or to send the updates you asked for. We do not sell your data or use it for advertising.',
      ],
    },
    {
      title: 'How long we keep it',
      body: [
        'Appointment requests and messages are deleted automatically {retentionDays} days after they reach us. Once you become a patient, your medical records are kept as Indian law requires, separately from this website.',
        'Newsletter addresses are kept until you unsubscribe.',
      ],
    },
    {
      title: 'Your consent and your rights',
      body: [
        'We ask for your consent with an unticked box on each form, and record when you gave it and which version of this notice you saw.',
        'You may withdraw your consent, ask what data we hold about you, ask us to correct or delete it, or nominate someone to act for you, at any time and free of charge, by writing to our grievance officer. Withdrawing consent does not affect care already given.',
      ],
    },
    {
      title: 'Grievance officer',
      body: [
        '{grievanceName}, e-mail {grievanceEmail}, phone {grievancePhone}. We reply within 7 days. If you are not satisfied, you may complain to the Data Protection Board of India.',
      ],
    },
  ],
};
