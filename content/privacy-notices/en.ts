import type { PrivacyNotice } from '../schema/privacy';

/**
 * The full privacy notice in English (/privacy). `[words](target)` in a paragraph is a link;
 * {placeholders} are filled from content/site.ts when the page is built.
 */
export const en: PrivacyNotice = {
  title: 'Privacy Notice',
  description:
    'What personal data the clinic collects through this website, why, who receives it, how long it is kept, and how to use your rights.',
  intro:
    'This notice explains what personal data this website collects, why, who receives it, how long it is kept, and how you can use your rights under the Digital Personal Data Protection Act, 2023.',
  languagesLabel: 'This notice in other languages',
  sections: [
    {
      title: 'Who we are',
      body: ['{practiceName}, {address}, is the data fiduciary for the personal data you send through this website.'],
    },
    {
      title: 'What we collect, and why',
      body: [
        'Appointment requests: your name, e-mail address, mobile number, the service and doctor you choose, your preferred date and, on some forms, your country and state. We use them to call or write to you and arrange the appointment.',
        'Messages and blog comments: your name, e-mail address, your phone number if you give it, the subject and what you write. We use them to answer you.',
        'Newsletter: your e-mail address and whether you ticked the box, to send the updates you asked for.',
        'With each request we record when you gave consent and which version of this notice you saw, to show that you agreed.',
        'Withdrawal of consent: the e-mail address you enter, to send you the link that confirms it.',
        'The service or doctor you choose, the date you ask for and anything you write in a message can reveal information about your health. Only the clinic’s staff who answer requests see it, and we never use it for anything but your request.',
        'Our server keeps your connection’s address for one minute, only to stop floods of form posts; it is not stored with your request. We do not use advertising or tracking cookies, we do not sell your data and we do not use it for advertising.',
      ],
    },
    {
      title: 'Who receives your data',
      body: [
        'The clinic’s e-mail provider: each request is e-mailed to the clinic, and a confirmation to you, through the clinic’s e-mail (SMTP) service. It handles the e-mails for us as a data processor and may not use them for anything else. The company that hosts this website’s server stores the requests for us on the same terms.',
        'WhatsApp: if you choose the WhatsApp button, your chat goes through WhatsApp, run by Meta, under WhatsApp’s own terms and privacy policy. This website sends WhatsApp nothing unless you press that button.',
        'The map: the map on the contact page loads from {mapHost} only when you open it; that service then receives your connection’s address and browser details, as any website you visit does.',
        'Nobody else receives your data from this website, unless the law requires us to give it.',
      ],
    },
    {
      title: 'How long we keep it',
      body: [
        'Appointment requests and messages are deleted automatically {retentionDays} days after they reach us; newsletter addresses are kept until you withdraw. Deleted data is overwritten, not only hidden. Once you become a patient, your medical records are kept as Indian law requires, separately from this website.',
        'Copies in the clinic’s mailbox: each request also arrives as an e-mail in the clinic’s mailbox. Staff delete it once the request is answered, and at the latest after {retentionDays} days: they search the mailbox for the request’s reference (each e-mail shows it), delete the e-mail and then empty the mailbox’s deleted-items folder. When you withdraw consent, the clinic is sent the references of your requests and deletes those e-mails the same way within 7 days.',
        'The website keeps a copy of each e-mail it sends only until it is delivered; after that only the address, subject and time remain, to show that it was sent.',
      ],
    },
    {
      title: 'Children',
      body: [
        'If you are under 18, a parent or lawful guardian must send the request for you, in their own name and from their own e-mail address: their request is their verifiable consent for your data (DPDP Act, section 9). When we call to confirm, we ask to speak with the parent or guardian. If we learn that a child sent a request without a parent’s consent, we delete it.',
      ],
    },
    {
      title: 'Withdrawing your consent',
      body: [
        'You can withdraw your consent at any time, as easily as you gave it: on our [withdrawal page]({withdrawPath}), enter the e-mail address you used. We send that address a link that works once, for 24 hours; when you confirm on the page it opens, your appointment requests, messages, newsletter subscription and the e-mails waiting to be sent to you are deleted at once. You can also write to the grievance officer below.',
        'Withdrawing consent does not affect what was done with your data before, or care already given.',
      ],
    },
    {
      title: 'Your rights, and how to use them',
      body: [
        'You have the right to know what data we hold about you and how we use it, to have it corrected, completed, updated or erased, to have your grievances answered, and to nominate someone to use these rights for you if you die or cannot act yourself.',
        'To use any of them, write to the grievance officer from the e-mail address you used on the website, or call. We may ask you to confirm that the address is yours. It is free of charge.',
      ],
    },
    {
      title: 'Grievance officer',
      body: ['{grievanceName}, e-mail {grievanceEmail}, phone {grievancePhone}. We reply within 7 days.'],
    },
    {
      title: 'Complaints to the Data Protection Board of India',
      body: [
        'If our grievance officer’s answer does not satisfy you, or you get no answer within 7 days, you may complain to the Data Protection Board of India. The Board works as a digital office: complaints are made online, through its website [www.dpb.gov.in]({boardUrl}), which explains the steps.',
      ],
    },
  ],
  versionLabel: 'Version {version}',
};
