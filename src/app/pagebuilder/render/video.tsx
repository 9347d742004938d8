import { isHostedVideo } from '../../../domain/content-rules';
import { useT } from '../../i18n/use-t';
import type { RendererProps } from './types';

/**
 * A video (spec §3). A local file plays in the browser's own player, which fetches nothing before the shopper
 * presses play. The shop embeds no video host's player (its CSP allows no third-party frame or script): a hosted
 * video is a link to watch it there.
 */
export function Video({ node }: RendererProps<'video'>) {
  const t = useT();
  if (!node.url) return null;
  return (
    <div className={`pb-video ${node.classes?.main ?? ''}`}>
      <div className={`pb-video__inner ${node.classes?.inner ?? ''}`}>
        {isHostedVideo(node.url) ? (
          <a className="pb-video__link" href={node.url} target="_blank" rel="noopener noreferrer">
            {t('pageBuilder.video.watch', { host: new URL(node.url).hostname.replace(/^www\./, '') })}
            <span className="visually-hidden"> {t('pageBuilder.newTab')}</span>
          </a>
        ) : (
          <video className="pb-video__player" src={node.url} controls preload="none" playsInline muted={node.muted} aria-label={t('pageBuilder.video.label')} />
        )}
      </div>
    </div>
  );
}
