import { Alert, AspectRatio, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Lesson } from '@skillpath/contract';
import { IconCircleCheck, IconPlayerTrackNext } from '@tabler/icons-react';
import { useState } from 'react';
import { mediaUrl } from '../../lib/catalogue';
import classes from './online-class.module.css';
import { useCaptionTrack } from './use-caption-track';

interface LessonPlayerProps {
  lesson: Lesson;
  /** Called when playback reaches the end: that is when a lesson counts as watched (spec 000 §4). */
  onEnded: (lesson: Lesson) => void;
  next: Lesson | undefined;
  onNext: (lesson: Lesson) => void;
  saving: boolean;
  saveFailed: boolean;
}

/** The current lesson's video (HTML5 player) with what it covers and, once watched, the next lesson. */
export function LessonPlayer({ lesson, onEnded, next, onNext, saving, saveFailed }: LessonPlayerProps) {
  const [ended, setEnded] = useState(false);
  const [unplayable, setUnplayable] = useState(false);
  const captions = useCaptionTrack(lesson);
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
          onEnded={() => {
            setEnded(true);
            onEnded(lesson);
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
        {lesson.description && <Text c="dimmed">{lesson.description}</Text>}
        {unplayable && (
          <Alert color="red" variant="light" role="alert">
            This video could not be played. Check your connection and reload the page.
          </Alert>
        )}
        {saveFailed && (
          <Alert color="red" variant="light" role="alert">
            Your progress could not be saved. Play the lesson to its end again to retry.
          </Alert>
        )}
        {ended && !saving && !saveFailed && (
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
