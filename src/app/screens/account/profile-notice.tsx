import type { ReactNode } from 'react';
import type { ProfileFailure } from '../../../domain/profile';
import { useT } from '../../i18n/use-t';
import { FormFailure } from '../../ui/form-fields';

/** What a section's save came to: the backend's refusal above its fields, in the shop's words. */
export function ProfileFailureMessage({ failure }: { failure: ProfileFailure | null }) {
  const t = useT();
  return failure && <FormFailure>{t(`accountArea.accountInformation.error.${failure}`)}</FormFailure>;
}

/** A save that went through, read out where it happened. */
export function SavedMessage({ children }: { children: ReactNode }) {
  return (
    <p className="profile-saved" role="status">
      {children}
    </p>
  );
}
