import { Component, type ReactNode } from 'react';
import { UnavailableSection } from './UnavailableSection';

type State = { failed: boolean };

/** One section that fails to draw shows "unavailable"; the rest of the page stays. */
export class SectionBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A content section could not be shown.', error);
  }

  override render() {
    return this.state.failed ? <UnavailableSection /> : this.props.children;
  }
}
