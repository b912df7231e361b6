import { LESSON_PLAYBACK } from '@skillpath/contract';
import { type SyntheticEvent, useRef } from 'react';

/** While playing, a report is due once this long has passed since the previous one. */
export const reportDue = (lastSentAt: number | null, now: number) =>
  lastSentAt === null || now - lastSentAt >= LESSON_PLAYBACK.heartbeatSeconds * 1000;

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * Handlers for a <video> that report its position: when playback starts, about every 10 s while it
 * plays, on pause and at the end. Only the server turns these into a watched lesson.
 */
export function usePlaybackReports(report: (position: number) => void) {
  const lastSentAt = useRef<number | null>(null);
  const send = (video: HTMLVideoElement) => {
    lastSentAt.current = Date.now();
    report(video.currentTime);
  };
  return {
    onPlaying: (e: VideoEvent) => send(e.currentTarget),
    onTimeUpdate: (e: VideoEvent) => {
      if (!e.currentTarget.paused && reportDue(lastSentAt.current, Date.now())) send(e.currentTarget);
    },
    // At the end the player pauses too; 'ended' reports that moment once.
    onPause: (e: VideoEvent) => {
      if (!e.currentTarget.ended) send(e.currentTarget);
    },
    onEnded: (e: VideoEvent) => send(e.currentTarget),
  };
}
