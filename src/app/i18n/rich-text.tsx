import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from './messages';

/** A message with tags (`<link>…</link>`) rendered by the given components. */
export function RichText({ id, tags }: { id: MessageId; tags: Record<string, (chunks: ReactNode[]) => ReactNode> }) {
  return <FormattedMessage id={id} values={tags} />;
}
