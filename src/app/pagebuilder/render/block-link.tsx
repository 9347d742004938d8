import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectModalOpen, type BlockLinkActor } from '../../../../machines/block-link.machine';
import type { ButtonItemNode } from '../../../domain/page-builder';
import { lazyWithPreload } from '../../ui/lazy';

/** The modal and what it shows load on the first intent to open one (pointer, focus, touch). */
const blockModal = lazyWithPreload(() => import('./block-modal').then((m) => m.BlockModal));

/**
 * A block link's button (spec §4): opens a modal with the CMS block, whose content loads on the first open. The
 * modal stays mounted once loaded, so that closing animates.
 */
export function BlockLinkButton({ node, actor, className }: { node: ButtonItemNode; actor: BlockLinkActor; className: string }) {
  const open = useSelector(actor, selectModalOpen);
  const Modal = blockModal.Component;
  const preload = blockModal.preload;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => actor.send({ type: 'open' })}
      >
        {node.text}
      </button>
      {(open || blockModal.isLoaded()) && (
        <Suspense fallback={null}>
          <Modal actor={actor} title={node.blockTitle ?? node.text} />
        </Suspense>
      )}
    </>
  );
}
