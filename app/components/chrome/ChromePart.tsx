import { Component, type ReactNode } from 'react';

/**
 * The chrome above the page (the loading overlay and the header) and the chrome below it (footer, bottom bar,
 * scroll-to-top, motion) are each left out when a part of them fails while rendering or in an effect, and the page
 * stays. Without it the failure reached the root's error page, which draws the chrome again: the same failure, the
 * same error page, over and over, and the patient saw a blank page. React logs the error. Two boundaries, not one per
 * part: each costs every page bytes, and `/project_details` is within a few dozen of the 145 KB bar.
 */
export class ChromePart extends Component<{ children: ReactNode }, { failed?: true }> {
  static getDerivedStateFromError(): { failed: true } {
    return { failed: true };
  }

  // No state until a failure: `state` starts as React's null (a class field would cost every page its bytes).
  render() {
    return this.state?.failed ? null : this.props.children;
  }
}
