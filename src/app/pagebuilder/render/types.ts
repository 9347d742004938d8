import type { ReactNode } from 'react';
import type { ButtonType, ContentNode, ContentType } from '../../../domain/page-builder';

/** What a renderer gets: its node, its children already rendered, and how to render one child on its own. */
export interface RendererProps<T extends ContentType> {
  node: Extract<ContentNode, { contentType: T }>;
  children: ReactNode;
  render: (child: ContentNode, key: number) => ReactNode;
}

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** Page Builder's button types (spec §3) as the shop's button classes. */
export const BUTTON_CLASSES: Record<ButtonType, string> = {
  primary: 'button button--primary',
  secondary: 'button button--secondary',
  tertiary: 'button button--tertiary',
  link: 'text-button pb-button-link',
  invertedLink: 'text-button pb-button-link pb-button-link--inverted',
  underlineInvertedLink: 'text-button pb-button-link pb-button-link--inverted pb-button-link--underline',
};
