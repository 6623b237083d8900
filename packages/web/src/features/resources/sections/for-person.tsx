import type { ComponentType, ReactNode } from 'react';
import { useMyAccountId } from '../../profile/use-my-account-id';
import type { SectionProps } from './section-props';
import { useSectionScope } from './section-scope';
import { SignInNotice } from './SignInNotice';
import { UnavailableSection } from './UnavailableSection';

/**
 * A section about the reader (their requests, plot, trainer, events): drawn for the signed-in
 * person's user account; a visitor of a public page is asked to sign in instead.
 */
export function forPerson(
  render: (userAccountId: string, props: SectionProps) => ReactNode,
): ComponentType<SectionProps> {
  return function PersonSection(props: SectionProps) {
    const { signedIn } = useSectionScope();
    const userAccountId = useMyAccountId();
    if (!signedIn) return <SignInNotice />;
    if (!userAccountId) return <UnavailableSection />;
    return render(userAccountId, props);
  };
}
