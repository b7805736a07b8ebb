import type { RequestType } from './types';

/** The table of a request type, checked (a name put into SQL must never come from input unchecked). */
export function tableOf(type: RequestType): RequestType {
  switch (type) {
    case 'appointments':
    case 'messages':
    case 'subscriptions':
      return type;
  }
  throw new Error(`Unknown request type: ${String(type)}`);
}
