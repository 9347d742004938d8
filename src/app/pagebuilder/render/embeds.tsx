import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { embedWidgetMachine, selectEmbedState, type EmbedWidgetActor } from '../../../../machines/embed-widget.machine';
import type { Embed } from '../../../domain/embeds';
import { useT } from '../../i18n/use-t';
import { embedScript } from '../../services/embeds';
import { RichContent } from './rich-content';
import { cx, type RendererProps } from './types';

/** The widget's lifecycle with the browser's script loader; a server's render never starts it. */
const widget = embedWidgetMachine.provide({
  actors: { embedScript },
  actions: { reloadDocument: () => window.location.reload() },
});

/** A social feed (spec §3 tintup), its widget in this chunk with it. */
export function Tintup({ node }: RendererProps<'tintup'>) {
  const actor = useActorRef(widget, { input: { embed: 'tintup' } });
  return <TintupWidget node={node} actor={actor} />;
}

/** A reviews widget (spec §3 trustbeauty), its widget in this chunk with it. */
export function Trustbeauty({ node }: RendererProps<'trustbeauty'>) {
  const actor = useActorRef(widget, { input: { embed: 'trustbeauty' } });
  return <TrustbeautyWidget node={node} actor={actor} />;
}

/**
 * A social feed: the content's own markup, then the feed, which the social-feed script fills in the container
 * carrying the feed's id. Until then, or if it cannot load, a link to the feed's page stands in.
 */
export function TintupWidget({ node, actor }: { node: RendererProps<'tintup'>['node']; actor: EmbedWidgetActor }) {
  const t = useT();
  return (
    <EmbedFrame embed="tintup" label={t('pageBuilder.embed.tintupLabel')} className={node.classes?.main} actor={actor}>
      <RichContent nodes={node.html} />
      {node.feedId && <div className="pb-embed__mount tintup" data-id={node.feedId} />}
      {node.url && (
        <a className="pb-embed__link" href={node.url} target="_blank" rel="noopener noreferrer">
          {t('pageBuilder.embed.tintupLink')}
          <span className="visually-hidden"> {t('pageBuilder.newTab')}</span>
        </a>
      )}
    </EmbedFrame>
  );
}

/** Customer reviews, which the reviews script fills in the container carrying the shop's API key. */
export function TrustbeautyWidget({ node, actor }: { node: RendererProps<'trustbeauty'>['node']; actor: EmbedWidgetActor }) {
  const t = useT();
  return (
    <EmbedFrame embed="trustbeauty" label={t('pageBuilder.embed.trustbeautyLabel')} className={node.classes?.main} actor={actor}>
      {node.apiKey && <div className="pb-embed__mount trustbeauty-widget" data-api-key={node.apiKey} />}
    </EmbedFrame>
  );
}

/** A widget's region: its content, a line while its script loads, and a way to try again if it failed. */
function EmbedFrame({ embed, label, className, actor, children }: { embed: Embed; label: string; className: string | undefined; actor: EmbedWidgetActor; children: ReactNode }) {
  const t = useT();
  const state = useSelector(actor, selectEmbedState);
  return (
    <section className={cx('pb-embed', `pb-embed--${embed}`, className)} aria-label={label} data-embed-state={state}>
      {children}
      {state === 'loading' && <p className="pb-embed__status">{t('pageBuilder.embed.loading')}</p>}
      {state === 'failed' && (
        <p className="pb-embed__status" role="status">
          {t('pageBuilder.embed.failed')}{' '}
          <button type="button" className="text-button" onClick={() => actor.send({ type: 'retry' })}>
            {t('common.retry')}
          </button>
        </p>
      )}
    </section>
  );
}
