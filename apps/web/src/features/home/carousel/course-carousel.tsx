import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Course } from '@skillpath/contract';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { CarouselCard } from './carousel-card';
import { MAX_VISIBILITY, ringOffset } from './carousel-timing';
import classes from './course-carousel.module.css';
import { useAutoAdvance } from './use-auto-advance';

/**
 * Spec 000 §2/§4: an auto-rotating 3D carousel of courses (CSS 3D transforms). It rotates every
 * 1500 ms after a 500 ms start, wraps, and stops while the mouse is over it. For keyboard and screen
 * reader users it also stops while focus is inside, has previous / next / pause buttons, answers the
 * arrow keys, and announces the slide when it is not rotating by itself (WCAG 2.2.2). A person who
 * asked for reduced motion gets it paused, with Play available.
 */
export function CourseCarousel({ courses }: { courses: Course[] }) {
  const count = courses.length;
  const titleId = useId();
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The preference is known only after the first render, which must be the server's (it cannot see it):
  // a person who asked for reduced motion finds the carousel paused before its first turn.
  useEffect(() => {
    if (reducedMotion) setStopped(true);
  }, [reducedMotion]);

  const next = useCallback(() => setActive((current) => (current + 1) % count), [count]);
  const previous = () => setActive((current) => (current - 1 + count) % count);
  const rotating = !stopped && !hovered && !focused && count > 1;
  useAutoAdvance(next, rotating);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  // Focus moving between the carousel's own buttons is not leaving it.
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const current = courses[active];

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <VisuallyHidden component="h2" id={titleId}>
        Popular courses
      </VisuallyHidden>
      <div className={classes.stage}>
        {courses.map((course, index) => {
          const offset = ringOffset(index, active, count);
          const distance = Math.abs(offset);
          const style = {
            '--offset': offset,
            '--abs-offset': distance,
            '--direction': Math.sign(offset),
            opacity: distance >= MAX_VISIBILITY ? 0 : 1,
            display: distance > MAX_VISIBILITY ? 'none' : undefined,
            zIndex: count - distance,
          } as CSSProperties;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              key={course.id}
              className={classes.slide}
              style={style}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${course.course_title}`}
              data-active={offset === 0 || undefined}
              // Only the front card is a real, reachable card; the ones behind it are scenery.
              inert={offset !== 0}
              aria-hidden={offset !== 0 || undefined}
            >
              <CarouselCard course={course} inView={distance < MAX_VISIBILITY} front={offset === 0} />
            </div>
          );
        })}
      </div>

      <Group justify="center" gap="sm" mt="md" className={classes.controls}>
        <ActionIcon variant="white" size="lg" radius="xl" aria-label="Previous course" onClick={previous}>
          <IconChevronLeft size={20} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="white"
          size="lg"
          radius="xl"
          aria-label={stopped ? 'Start rotation' : 'Pause rotation'}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? (
            <IconPlayerPlay size={18} aria-hidden="true" />
          ) : (
            <IconPlayerPause size={18} aria-hidden="true" />
          )}
        </ActionIcon>
        <ActionIcon variant="white" size="lg" radius="xl" aria-label="Next course" onClick={next}>
          <IconChevronRight size={20} aria-hidden="true" />
        </ActionIcon>
        <Text size="sm" fw={600} aria-hidden="true" className={classes.counter}>
          {active + 1} / {count}
        </Text>
      </Group>
      {/* Announced only when it changes by a person's action, not every 1.5 s by itself. */}
      <VisuallyHidden aria-live={rotating ? 'off' : 'polite'}>
        {current && `Slide ${active + 1} of ${count}: ${current.course_title}`}
      </VisuallyHidden>
    </section>
  );
}
