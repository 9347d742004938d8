import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

export type MessageValues = Record<string, string | number>;

/** Translates a message id of the catalogues; the only way views turn ids into text. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
