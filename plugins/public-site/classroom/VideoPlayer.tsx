import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from './zhCN.ts';

/** How often a signed-in learner's position is saved while playing. */
const SAVE_EVERY_SECONDS = 5;

/**
 * The HTML5 player of a classroom video, with its poster. For a signed-in learner it saves how
 * far they watched (on pause, at the end and every few seconds of playing) for /userCenter.
 */
export function VideoPlayer({ itemId, src, poster, title }: { itemId: number; src: string; poster: string | undefined; title: string }) {
  const api = useService(ApiClientId);
  const { accessToken } = useSessionSnapshot();
  const [failed, setFailed] = useState(false);
  const lastSaved = useRef(-SAVE_EVERY_SECONDS);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    lastSaved.current = -SAVE_EVERY_SECONDS;
  }, [itemId]);

  const save = (force: boolean) => {
    const element = video.current;
    if (!accessToken || !element) return;
    const seconds = Math.floor(element.currentTime);
    if (!force && seconds - lastSaved.current < SAVE_EVERY_SECONDS) return;
    lastSaved.current = seconds;
    // Progress is a convenience: a failed save must not interrupt the video with a message.
    void api.post('/website/classroom/my/progress', { body: { itemId, seconds }, silent: true }).catch(() => undefined);
  };

  return (
    <div>
      <video
        ref={video}
        aria-label={zhCN.player(title)}
        src={src}
        poster={poster}
        controls
        preload="metadata"
        playsInline
        onError={() => setFailed(true)}
        onTimeUpdate={() => save(false)}
        onPause={() => save(true)}
        onEnded={() => save(true)}
        style={{ display: 'block', width: '100%', maxHeight: '70vh', aspectRatio: '16 / 9', background: '#000', borderRadius: 8 }}
      />
      {failed ? <Alert type="error" showIcon message={zhCN.videoFailed} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}
