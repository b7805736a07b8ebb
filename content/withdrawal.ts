import { withdrawPagePath } from './privacy';

/**
 * Withdrawal of consent (DPDP Act s. 6(4): as easy as giving it): the page where a person asks for
 * a one-time link, the pages the form service writes on the way, and the e-mails it sends.
 * {placeholders} are filled by the page or the service.
 */
export const withdrawal = {
  /** The prerendered page with the request form. */
  path: withdrawPagePath,
  /** Where the link in the e-mail points (the form service answers it; GET shows a confirm button, POST erases). */
  confirmPath: '/api/withdrawals/confirm',
  /** How long a link works, in hours. */
  linkHours: 24,
  page: {
    title: 'Withdraw Consent',
    description:
      'Withdraw your consent and have the clinic delete your appointment requests, messages and newsletter subscription from its website.',
    intro:
      'Enter the e-mail address you used on our forms. We send it a link that works once, for {linkHours} hours; the page it opens asks you to confirm, and then deletes your appointment requests, messages, newsletter subscription and the e-mails waiting to be sent to you, at once.',
    notes: [
      'The clinic is then sent the reference numbers of your requests, to delete its copies from its mailbox within 7 days. Medical records of care already given are kept as Indian law requires.',
      'You can also write to our grievance officer at {grievanceEmail} or call {grievancePhone}.',
    ],
    emailLabel: 'Your e-mail address',
    emailHint: 'The address you used on our forms.',
    submit: 'Send me the link',
    privacyLink: 'Read the privacy notice',
  },
  /** The pages the form service writes. */
  answers: {
    sentTitle: 'Check your e-mail',
    sent: 'If we hold requests for this address, we have sent a link to it. The link works once, for {linkHours} hours. If no e-mail arrives within a few minutes, we hold nothing for that address; for any question, write to {grievanceEmail}.',
    invalidEmail: 'Please enter a valid e-mail address, such as name@example.com.',
    confirmTitle: 'Delete your data',
    confirm:
      'Pressing the button withdraws your consent and deletes, at once, your appointment requests, messages, newsletter subscription and the e-mails waiting to be sent to you. This cannot be undone.',
    confirmButton: 'Withdraw consent and delete my data',
    doneTitle: 'Your data has been deleted',
    done: 'Deleted: {appointments} appointment requests, {messages} messages, {subscriptions} newsletter subscriptions and {outbox} e-mails (sent or waiting to be sent).',
    doneMailbox:
      'The clinic has been sent the reference numbers of your requests, to delete its copies from its mailbox within 7 days.',
    expiredTitle: 'This link no longer works',
    expired: 'The link has been used already, or is more than {linkHours} hours old. You can ask for a new one.',
    newLink: 'Ask for a new link',
    home: 'Home page',
  },
  /** The e-mails. */
  mail: {
    linkSubject: 'Withdraw your consent - {practiceName}',
    link: [
      'Hello,',
      'Someone, we hope you, asked to withdraw consent for this e-mail address on the website of {practiceName} and to delete its requests.',
      'To confirm, open this link and press the button on the page: {link}',
      'The link works once, for {linkHours} hours. If you did not ask, ignore this e-mail: nothing is deleted.',
    ],
    clinicSubject: 'Consent withdrawn: delete the mailbox copies',
    clinic: [
      'A person withdrew consent on the website; their requests were deleted from the website’s database.',
      'Please delete from the clinic’s mailbox, within 7 days, the e-mails with these references, then empty the deleted-items folder: {references}',
    ],
    /** The last line of every e-mail to a person who used a form. */
    footer: 'To withdraw your consent and have your details deleted: {withdrawUrl}',
    /** The last line of every e-mail to the clinic. */
    clinicFooter: 'A person can withdraw consent and delete their requests at {withdrawUrl}.',
  },
};
