import { useSelector } from '@xstate/react';
import { selectBlockView, selectModalOpen, type BlockLinkActor } from '../../../../machines/block-link.machine';
import { useT } from '../../i18n/use-t';
import { SidePanel } from '../../ui/side-panel';
import { PageContent } from '../page-content';
import { ContentWidgets } from '../widgets';

/** A block link's modal (spec §4): a shimmer while the block loads, its content, or an error with a retry. */
export function BlockModal({ actor, title }: { actor: BlockLinkActor; title: string }) {
  const t = useT();
  const open = useSelector(actor, selectModalOpen);
  const view = useSelector(actor, selectBlockView);
  const content = useSelector(actor, (s) => s.context.content);
  const widgets = useSelector(actor, (s) => s.children);
  return (
    <SidePanel isOpen={open} onClose={() => actor.send({ type: 'close' })} title={title}>
      {view === 'loading' && <div className="pb-block-modal__shimmer shimmer" aria-hidden="true" />}
      {view === 'failed' && (
        <div className="page-message" role="alert">
          <p>{t('cmsBlock.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'retry' })}>
            {t('page.retry')}
          </button>
        </div>
      )}
      {content &&
        view === 'content' &&
        (content.nodes.length > 0 ? (
          <ContentWidgets.Provider value={widgets}>
            <PageContent content={content} />
          </ContentWidgets.Provider>
        ) : (
          <p className="page-message">{t('cmsBlock.empty')}</p>
        ))}
    </SidePanel>
  );
}
