import { Alert, AspectRatio, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { LESSON_PLAYBACK, type Lesson } from '@skillpath/contract';
import { IconCircleCheck, IconPlayerTrackNext } from '@tabler/icons-react';
import { useState } from 'react';
import { mediaUrl } from '../../lib/catalogue';
import { playedPercent } from './current-lesson';
import classes from './online-class.module.css';
import { usePlaybackReports } from './playback-reports';
import { useCaptionTrack } from './use-caption-track';

interface LessonPlayerProps {
  lesson: Lesson;
  /** Where playback is, reported while it plays: the server counts it towards the lesson. */
  onReport: (lesson: Lesson, position: number) => void;
  next: Lesson | undefined;
  onNext: (lesson: Lesson) => void;
  saving: boolean;
  saveFailed: boolean;
}

const neededPercent = LESSON_PLAYBACK.watchedShare * 100;

/**
 * The current lesson's video (HTML5 player), how much of it the server has counted as played, and
 * once it is watched, the next lesson.
 */
export function LessonPlayer({ lesson, onReport, next, onNext, saving, saveFailed }: LessonPlayerProps) {
  const [ended, setEnded] = useState(false);
  const [unplayable, setUnplayable] = useState(false);
  const captions = useCaptionTrack(lesson);
  const reports = usePlaybackReports((position) => onReport(lesson, position));
  const played = playedPercent(lesson);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <AspectRatio ratio={16 / 9}>
        {/* keyed by lesson upstream: a new lesson starts a fresh player and fresh state */}
        <video
          className={classes.video}
          controls
          preload="metadata"
          playsInline
          src={mediaUrl(lesson.video_url)}
          aria-label={`Lesson video: ${lesson.title}`}
          {...reports}
          onPlaying={(e) => {
            setEnded(false);
            reports.onPlaying(e);
          }}
          onEnded={(e) => {
            setEnded(true);
            reports.onEnded(e);
          }}
          onError={() => setUnplayable(true)}
        >
          <track kind="captions" src={captions} srcLang="en" label="English" />
        </video>
      </AspectRatio>
      <Stack gap="xs" mt="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h3">
            {lesson.title}
          </Title>
          {lesson.watched && (
            <Badge
              color="teal.9"
              variant="filled"
              leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
            >
              Watched
            </Badge>
          )}
        </Group>
        <Stack gap={4}>
          <Progress
            value={played}
            color={lesson.watched ? 'teal.7' : 'indigo.7'}
            size="sm"
            radius="xl"
            aria-label={`Played ${played}% of this lesson`}
          />
          <Text size="xs" c="dimmed">
            Played {played}% of this lesson
            {lesson.watched ? '' : ` · it counts as watched at ${neededPercent}%`}
          </Text>
        </Stack>
        {lesson.description && <Text c="dimmed">{lesson.description}</Text>}
        {unplayable && (
          <Alert color="red" variant="light" role="alert">
            This video could not be played. Check your connection and reload the page.
          </Alert>
        )}
        {saveFailed && (
          <Alert color="red" variant="light" role="alert">
            Your progress could not be saved. Keep playing the lesson to retry.
          </Alert>
        )}
        {ended && !saving && !saveFailed && !lesson.watched && (
          <Alert color="yellow" variant="light" role="status" title="Not watched yet">
            Only the parts you have played count: play the rest of the lesson to reach {neededPercent}%.
          </Alert>
        )}
        {ended && !saving && !saveFailed && lesson.watched && (
          <Alert color="cyan" variant="light" role="status" title="Lesson complete">
            {next ? (
              <Button
                size="xs"
                mt={4}
                leftSection={<IconPlayerTrackNext size={14} aria-hidden="true" />}
                onClick={() => onNext(next)}
              >
                Next: {next.title}
              </Button>
            ) : (
              'You have watched the last lesson of this course.'
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
