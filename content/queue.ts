import { queueSchema } from './schema/queue';

/**
 * The waiting room (issue 47): the order of each doctor's queue, the doctors' rooms and the queue's words. Validated
 * here, at import, so a wrong rule stops the service's start.
 */
export const queue = queueSchema.parse({
  order: {
    booked: 'at-their-time',
    lateAfterMinutes: 15,
    emergencyFirst: true,
  },
  rooms: {
    physician: 'Room 1',
    pharmacologist: 'Room 2',
  },
  states: {
    waiting: 'Waiting',
    called: 'Now seeing',
    skipped: 'Did not answer',
    done: 'Seen',
    left: 'Left without being seen',
  },
  problems: {
    noSession: 'The doctor has no session left today.',
    notToday: 'Only a visit of today can check in.',
    notConfirmed: 'Confirm the visit first.',
    gone: 'There is no such patient in the queue.',
    notAllowed: 'That change does not fit where the patient is in the queue.',
    edge: 'The patient is already at that end of the line.',
    reason: 'Write why the patient moves.',
  },
  desk: {
    title: 'Waiting room',
    nav: 'Queue',
    doctors: 'Doctor',
    session: 'Session {from} to {until}',
    noSession: 'No session of this doctor today.',
    nowSeeing: 'Now seeing',
    nobody: 'Nobody is with the doctor.',
    callNext: 'Call next for {doctor}',
    waiting: 'Waiting',
    nobodyWaiting: 'Nobody is waiting.',
    skipped: 'Did not answer',
    finished: 'Seen or left',
    token: 'Token {token}',
    walkIn: 'Walk-in',
    bookedAt: 'Booked {time}',
    emergency: 'Emergency',
    actions: { call: 'Call', skip: 'Did not answer', recall: 'Call again', done: 'Seen', left: 'Left' },
    moveReason: 'Why token {token} moves',
    moveUp: 'Move up',
    moveDown: 'Move down',
    addWalkIn: 'Add a walk-in',
    name: 'Name',
    phone: 'Phone',
    reason: 'Reason for the visit (if given)',
    giveToken: 'Give a token',
    arrivals: 'Booked patients of today',
    noArrivals: 'No booked patient left to check in.',
    checkIn: 'Arrived: give a token',
    joined: 'Token {token} for {name}.',
    printSlip: 'Print the slip',
  },
  slip: {
    title: 'Token slip',
    paper: '{width} mm paper',
    howToPrint: 'Print with Ctrl+P (on a phone: Share, then Print), choosing the receipt printer.',
    room: 'Room',
    scan: 'Scan to see your place in the queue on your phone',
  },
});
