import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import { selectVideoStarted, selectVideoView, videoPlayerMachine, type VideoPlayerActor } from '../../../../machines/video-player.machine';
import type { RowNode, VideoNode } from '../../../domain/page-builder';
import { backgroundVideoPlayer, contentVideoPlayer, hostedVideo } from '../../../domain/video-player';
import { useT } from '../../i18n/use-t';
import { elementVisibility, mediaElement } from '../../services/video';
import { Icon } from '../../ui/icons';
import { cx, type RendererProps } from './types';

/** The player with the browser's services; a server's render never starts it. */
const player = videoPlayerMachine.provide({ actors: { media: mediaElement, visibility: elementVisibility } });

/** Tells the player when its media element is on the page (React calls it again only with another player). */
function useAttach(actor: VideoPlayerActor) {
  return useCallback(
    (element: HTMLVideoElement | null) => {
      if (!element) return;
      actor.send({ type: 'attach', element });
      return () => actor.send({ type: 'detach' });
    },
    [actor],
  );
}

/** A video (spec §3), its player in this chunk with it. */
export function Video({ node }: RendererProps<'video'>) {
  const actor = useActorRef(player, { input: contentVideoPlayer(node) });
  return <VideoPlayer node={node} actor={actor} />;
}

/**
 * A content video, driven by its player. A video host's is a facade (a play button: nothing is fetched from the
 * host) until the shopper presses it, then the host's player from the video's id. A file plays in the browser's
 * own player.
 */
export function VideoPlayer({ node, actor }: { node: VideoNode; actor: VideoPlayerActor }) {
  const t = useT();
  const view = useSelector(actor, selectVideoView);
  const attach = useAttach(actor);
  if (!node.url) return null;
  const hosted = hostedVideo(node.url, { muted: node.muted });
  let shown: ReactNode;
  if (hosted && view === 'embedded') {
    shown = (
      <iframe
        className="pb-video__player"
        src={hosted.embedUrl}
        title={t('pageBuilder.video.hostPlayer', { host: hosted.host })}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else if (hosted) {
    shown = (
      <button type="button" className="pb-video__facade" onClick={() => actor.send({ type: 'load' })}>
        <span className="pb-video__play" aria-hidden="true">
          <Icon name="play" size={32} />
        </span>
        <span className="pb-video__facade-text">{t('pageBuilder.video.play', { host: hosted.host })}</span>
      </button>
    );
  } else if (view === 'failed') {
    shown = <p className="pb-video__failed">{t('pageBuilder.video.failed')}</p>;
  } else {
    shown = (
      <video
        ref={attach}
        className="pb-video__player"
        src={node.url}
        controls
        preload="metadata"
        playsInline
        muted={node.muted}
        aria-label={t('pageBuilder.video.label')}
      />
    );
  }
  return (
    <div className={cx('pb-video', node.classes?.main)} data-video-state={view}>
      <div className={cx('pb-video__inner', node.classes?.inner)}>{shown}</div>
    </div>
  );
}

/** A row's background video (a local file), its player in this chunk with it. */
export function BackgroundVideo({ node, fallback }: { node: RowNode; fallback: ReactNode }) {
  const actor = useActorRef(player, { input: backgroundVideoPlayer(node) });
  return <BackgroundVideoPlayer node={node} fallback={fallback} actor={actor} />;
}

/**
 * A background video, muted, without the browser's controls: its fallback image shows until its first frame and
 * again once it has ended (or cannot play). A button pauses and plays it (it moves for more than five seconds).
 */
export function BackgroundVideoPlayer({ node, fallback, actor }: { node: RowNode; fallback: ReactNode; actor: VideoPlayerActor }) {
  const t = useT();
  const view = useSelector(actor, selectVideoView);
  const started = useSelector(actor, selectVideoStarted);
  const attach = useAttach(actor);
  const showsVideo = started && (view === 'playing' || view === 'paused');
  return (
    <>
      {fallback}
      {view !== 'failed' && (
        <video
          ref={attach}
          className={cx('pb-background-video', showsVideo && 'is-shown')}
          src={node.videoSrc ?? undefined}
          muted
          playsInline
          preload={node.videoLazyLoading === false ? 'auto' : 'none'}
          aria-hidden="true"
          tabIndex={-1}
        />
      )}
      {view !== 'waiting' && view !== 'failed' && (
        <button
          type="button"
          className="pb-background-video__toggle icon-button"
          aria-label={t(view === 'playing' ? 'pageBuilder.video.pause' : 'pageBuilder.video.resume')}
          onClick={() => actor.send({ type: 'toggle' })}
        >
          <Icon name={view === 'playing' ? 'pause' : 'play'} size={20} />
        </button>
      )}
    </>
  );
}
