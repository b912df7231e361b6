import type { Lesson } from '@skillpath/contract';
import { useEffect, useState } from 'react';
import { formatDuration } from './current-lesson';

/** A WebVTT cue time (mm:ss.000) for whole seconds. */
const cueTime = (seconds: number) => `${formatDuration(seconds).padStart(5, '0')}.000`;

/**
 * Captions for a lesson. The demo videos carry no speech, so the caption names the lesson and what it
 * covers for its whole length; a real caption file from the server would take this one's place.
 */
export function lessonCaptions(lesson: Pick<Lesson, 'title' | 'description' | 'duration_seconds'>): string {
  const end = cueTime(Math.max(lesson.duration_seconds, 1));
  const text = [lesson.title, lesson.description].filter(Boolean).join('\n');
  return `WEBVTT\n\n00:00.000 --> ${end}\n${text}\n`;
}

/** The lesson's captions as a blob URL for a <track>, released when the lesson changes. */
export function useCaptionTrack(lesson: Lesson): string | undefined {
  const [url, setUrl] = useState<string>();
  // Keyed on the text, so re-reading the same lesson (after it is marked watched) keeps the track.
  const text = lessonCaptions(lesson);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [text]);
  return url;
}
