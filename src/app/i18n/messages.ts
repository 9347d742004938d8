import type catalogue from '../../../lang/en_US.json';

/** Every message id the shop may show: the keys of the en_US catalogue, checked by the compiler. */
export type MessageId = keyof typeof catalogue;
